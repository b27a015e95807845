/**
 * CORS for the configured origins only; other origins get no CORS headers at all. Actual requests
 * get their headers from the stack (response-headers.ts); preflights are answered by API Gateway's
 * OPTIONS methods, which serverless generates from `http.cors` (serverless/functions.cjs), and
 * locally by `preflightHeaders`, built from the same definitions.
 */
import { routeEntries } from './routes';
import { SECURITY_HEADERS } from './security-headers';

const EXPOSED_HEADERS = [
  'ETag',
  'Location',
  'X-Request-Id',
  'Retry-After',
  'Idempotent-Replayed',
  'RateLimit',
  'RateLimit-Policy',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
].join(', ');

/** Headers a browser may send cross-origin (the API's request headers, and If-None-Match for app-data). */
export const CORS_REQUEST_HEADERS = [
  'Accept',
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'If-Match',
  'If-None-Match',
  'X-Request-Id',
];

/** How long a browser may cache a preflight (Access-Control-Max-Age). */
export const CORS_MAX_AGE_SECONDS = 600;

/** The CORS headers for a request from `origin`. */
export function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (!origin || !allowed.includes(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
}

/**
 * The methods a path's preflight allows, in the order serverless v3 lists them: each route of the
 * path contributes `OPTIONS` and its method, merged newest first (its validate.js `union`).
 */
function preflightMethods(path: string): string[] {
  let methods: string[] = [];
  for (const [, route] of routeEntries()) {
    if (route.path === path) methods = [...new Set(['OPTIONS', route.method, ...methods])];
  }
  return methods;
}

/**
 * The answer API Gateway's generated OPTIONS method gives on a route path (a MOCK integration):
 * the request's origin when it is one of `origins`, else the first of them (the browser then
 * refuses), the request headers, the path's methods and the max age, and HSTS, which every answer
 * carries (serverless/preflight-headers.cjs adds it to the generated method); no Vary. Undefined
 * where no OPTIONS method is deployed: no origins configured, or not a route path.
 */
export function preflightHeaders(
  path: string,
  origin: string | undefined,
  origins: readonly string[],
): Record<string, string> | undefined {
  const methods = preflightMethods(path);
  if (origins.length === 0 || methods.length === 0) return undefined;
  return {
    'Access-Control-Allow-Origin': origin !== undefined && origins.includes(origin) ? origin : (origins[0] ?? ''),
    'Access-Control-Allow-Headers': CORS_REQUEST_HEADERS.join(','),
    'Access-Control-Allow-Methods': methods.join(','),
    'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
    'Strict-Transport-Security': SECURITY_HEADERS['Strict-Transport-Security'],
  };
}
