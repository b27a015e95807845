/** Catch-all: 405 for a known path with another method, 404 problem for everything else. */
import middy from '@middy/core';
import { MethodNotAllowedError, NotFoundError } from '../../lib/errors';
import type { ApiHandler } from '../../lib/http/api';
import { type ApiEvent, type ApiResult, requestContext, responseFinalizer, stateOfEvent } from '../../lib/http/middleware';
import { observed } from '../../lib/http/observability';
import { allowedMethods } from '../../lib/http/route-match';
import { CATCH_ALL_FUNCTION } from '../../lib/http/routes';

const catchAll = middy<ApiEvent, ApiResult>()
  .use([requestContext(undefined), responseFinalizer])
  .handler(async (event) => {
    const allowed = allowedMethods(event.path ?? '');
    if (allowed.length > 0) throw new MethodNotAllowedError(allowed);
    throw new NotFoundError('No route matches this path');
  }) as ApiHandler;

export const handler: ApiHandler = observed(
  { route: CATCH_ALL_FUNCTION, method: 'ANY', group: undefined, facts: (event) => ({ requestId: stateOfEvent(event)?.requestId, companyUuid: null, keyId: undefined }) },
  catchAll,
);
