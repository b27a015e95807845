/** CORS for the configured origins only; other origins get no CORS headers at all. */
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

/** The CORS headers for a request from `origin`. */
export function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (!origin || !allowed.includes(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
}
