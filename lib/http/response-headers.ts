/**
 * The headers every response carries, answers and problems alike: the request id, the security
 * headers, CORS for the configured origins and whatever a middleware asked for (the rate-limit
 * headers); `Cache-Control: no-store` unless the reply chose its own caching (app-data, §12).
 */
import { corsHeaders } from './cors';
import type { ApiMiddleware, ApiRequest, ApiResult } from './middleware';
import { requestInfoOf } from './middleware';

function withHeaders(result: ApiResult, request: ApiRequest, corsAllowedOrigins: readonly string[]): ApiResult {
  const info = requestInfoOf(request);
  const headers: Record<string, string> = {
    'Cache-Control': 'no-store',
    ...(result.headers as Record<string, string> | undefined),
    'X-Request-Id': info.requestId,
    'X-Content-Type-Options': 'nosniff',
    ...corsHeaders(info.headers.origin, corsAllowedOrigins),
    ...request.internal.responseHeaders,
  };
  return { ...result, headers };
}

/** Adds the common headers on the way out, after the problem renderer on the error path. */
export function responseHeaders(corsAllowedOrigins: readonly string[]): ApiMiddleware {
  const finish = (request: ApiRequest): void => {
    if (request.response) request.response = withHeaders(request.response, request, corsAllowedOrigins);
  };
  return { name: 'responseHeaders', after: finish, onError: finish };
}
