/** Catch-all: 405 for a known path with another method, 404 problem for everything else. */
import middy from '@middy/core';
import { MethodNotAllowedError, NotFoundError } from '../../lib/errors';
import type { ApiHandler } from '../../lib/http/api';
import { type ApiEvent, type ApiResult, requestContext, responseFinalizer } from '../../lib/http/middleware';
import { allowedMethods } from '../../lib/http/route-match';

export const handler = middy<ApiEvent, ApiResult>()
  .use([requestContext(undefined), responseFinalizer])
  .handler(async (event) => {
    const allowed = allowedMethods(event.path ?? '');
    if (allowed.length > 0) throw new MethodNotAllowedError(allowed);
    throw new NotFoundError('No route matches this path');
  }) as ApiHandler;
