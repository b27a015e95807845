/**
 * The headers every response carries, answers and problems alike: the request id, the security
 * headers (nosniff, HSTS), CORS for the configured origins and whatever a middleware asked for (the rate-limit
 * headers); `Cache-Control: no-store` unless the reply chose its own caching (app-data);
 * `Vary: Accept-Encoding` where the gateway may compress the body (compression.ts).
 */
import { mayBeCompressed, varyWith } from './compression';
import { corsHeaders } from './cors';
import type { ApiMiddleware, ApiRequest, ApiResult } from './api-request';
import { requestInfoOf } from './api-request';
import { SECURITY_HEADERS } from './security-headers';

function withHeaders(result: ApiResult, request: ApiRequest, corsAllowedOrigins: readonly string[]): ApiResult {
  const info = requestInfoOf(request);
  const headers: Record<string, string> = {
    'Cache-Control': 'no-store',
    ...(result.headers as Record<string, string> | undefined),
    'X-Request-Id': info.requestId,
    ...SECURITY_HEADERS,
    ...request.internal.responseHeaders,
  };
  const { Vary: corsVary, ...cors } = corsHeaders(info.headers.origin, corsAllowedOrigins);
  Object.assign(headers, cors);
  if (corsVary !== undefined) headers.Vary = varyWith(headers.Vary, corsVary);
  // A 304 names the Vary its 200 would (RFC 9110 section 15.4.5): app-data's, far over 1 KiB.
  if (result.statusCode === 304 || mayBeCompressed(result.body))
    headers.Vary = varyWith(headers.Vary, 'Accept-Encoding');
  return { ...result, headers };
}

/** Adds the common headers on the way out, after the problem renderer on the error path. */
export function responseHeaders(corsAllowedOrigins: readonly string[]): ApiMiddleware {
  const finish = (request: ApiRequest): void => {
    if (request.response) request.response = withHeaders(request.response, request, corsAllowedOrigins);
  };
  return { name: 'responseHeaders', after: finish, onError: finish };
}
