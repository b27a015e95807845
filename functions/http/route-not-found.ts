/** Catch-all: 405 for a known path with another method, 404 problem for everything else. */
import middy from '@middy/core';
import { config } from '../../lib/config';
import { MethodNotAllowedError, NotFoundError } from '../../lib/errors';
import type { ApiHandler } from '../../lib/http/api';
import type { ApiContext, ApiEvent, ApiInternal, ApiResult } from '../../lib/http/api-request';
import { requestContext } from '../../lib/http/middleware';
import { observed } from '../../lib/http/observability';
import { problemRenderer } from '../../lib/http/problem-renderer';
import { responseHeaders } from '../../lib/http/response-headers';
import { allowedMethods } from '../../lib/http/route-match';
import { CATCH_ALL_FUNCTION } from '../../lib/http/routes';

const catchAll = middy<ApiEvent, ApiResult, Error, ApiContext, ApiInternal>()
  .use([requestContext(undefined), responseHeaders(config.corsAllowedOrigins), problemRenderer()])
  .handler(async (event) => {
    const allowed = allowedMethods(event.path ?? '');
    if (allowed.length > 0) throw new MethodNotAllowedError(allowed);
    throw new NotFoundError('No route matches this path');
  }) as ApiHandler;

export const handler: ApiHandler = observed({ route: CATCH_ALL_FUNCTION, method: 'ANY', group: undefined }, catchAll);
