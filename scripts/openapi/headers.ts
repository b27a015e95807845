/**
 * The response headers of the OpenAPI document: one component per header (or variant), each saying
 * itself whether it is required, and which of them each answer carries.
 */
import { SECURITY_HEADERS } from '../../lib/http/security-headers';
import { type Json, ref } from './json';

const text = { type: 'string', maxLength: 1024 };
const digits = { type: 'string', pattern: '^\\d+$', maxLength: 20 };

interface Header {
  description: string;
  schema?: Json;
}

/** The response headers, by name. */
const HEADERS: Record<string, Header> = {
  'X-Request-Id': {
    description:
      "The request's id: the client's X-Request-Id when well-formed, else a generated one. The answers API Gateway gives itself (the authorizer's 401 and 503, the edge's 429, a malformed request, a body over 10 MB) carry API Gateway's own request id instead, also as `request_id`: a gateway response cannot both keep a valid client id and make one when it is absent or invalid",
  },
  'X-Content-Type-Options': {
    description: '`nosniff`, on every response',
    schema: { type: 'string', const: 'nosniff' },
  },
  'Strict-Transport-Security': {
    description: "HSTS, on every response: the function's, the catch-all's and the answers API Gateway gives itself",
    schema: { type: 'string', const: SECURITY_HEADERS['Strict-Transport-Security'] },
  },
  'Cache-Control': { description: '`no-store`', schema: { type: 'string', const: 'no-store' } },
  ETag: {
    description:
      "Strong entity tag of the record (an accepted invitation: its activated user's); send it back in If-Match",
  },
  Location: {
    description:
      'The URL (path) of the created record (an accepted invitation: its activated user), or the billing sign-in URL',
  },
  RateLimit: { description: '`"<group>";r=<remaining>;t=<seconds to reset>`' },
  'RateLimit-Policy': { description: '`"<group>";q=<limit>;w=<window seconds>`' },
  'X-RateLimit-Limit': { description: 'Requests allowed per window in the group', schema: digits },
  'X-RateLimit-Remaining': { description: 'Requests left in the window', schema: digits },
  'X-RateLimit-Reset': { description: 'End of the window, Unix seconds', schema: digits },
  'Retry-After': { description: 'Seconds to wait before retrying', schema: digits },
  'Idempotent-Replayed': {
    description: '`true` when the response is the replay of an earlier request with the same Idempotency-Key',
    schema: { type: 'string', const: 'true' },
  },
  'WWW-Authenticate': { description: '`Bearer`' },
  Allow: { description: 'The methods of the path, comma-separated' },
  'Access-Control-Allow-Origin': {
    description: "The request's Origin, only when it is one of the configured CORS origins",
  },
  'Content-Encoding': {
    description:
      "`gzip` when the body is over 1 KiB and the request's Accept-Encoding allows gzip (in AWS, API Gateway's compression); absent otherwise",
    schema: { type: 'string', const: 'gzip' },
  },
  Vary: {
    description:
      "`Accept-Encoding` when the body is over 1 KiB, compressed or not (its coding follows the request's Accept-Encoding), and on app-data's 304; `Origin` when Access-Control-Allow-Origin is sent; both, comma-separated, when both apply",
    schema: { type: 'string', pattern: '^[A-Za-z-]+(?:, ?[A-Za-z-]+)*$', maxLength: 1024 },
  },
};

/** Sent only where they apply; never required. */
const ONLY_OPTIONAL = new Set(['Idempotent-Replayed', 'Access-Control-Allow-Origin', 'Content-Encoding', 'Vary']);

/**
 * Header components under another name than the header's: `<header>.<variant>`. A Reference
 * Object may carry nothing beside `$ref` (OpenAPI 3.1 ignores a sibling `required`), so a header
 * that some responses always send and others only sometimes is two components.
 */
const HEADER_VARIANTS: Record<string, Header & { required: boolean }> = {
  'Cache-Control.revalidate': {
    description: '`private, no-cache`: the client may keep app-data and revalidates it with If-None-Match',
    schema: { type: 'string', const: 'private, no-cache' },
    required: true,
  },
  'ETag.revalidate': {
    description:
      "Strong entity tag of the caller's app-data; send it back in If-None-Match to revalidate (304 while it is current)",
    schema: { type: 'string', pattern: '^"[0-9a-f]{40}"$', maxLength: 42 },
    required: true,
  },
  'Retry-After.optional': {
    description:
      'Seconds to wait before retrying a request whose Idempotency-Key is still in progress (`idempotency_in_progress`)',
    schema: digits,
    required: false,
  },
};

const RATE_LIMIT_HEADERS = [
  'RateLimit',
  'RateLimit-Policy',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
];

/** Whether an answer carries the rate-limit headers: always, only when its request was counted, or never. */
export type RateLimitPresence = 'always' | 'if-counted' | 'never';

/**
 * Where a status falls in the check order (docs/api.md) relative to the count (rate limiting comes after
 * authentication, tenancy and roles; only counted requests carry the headers):
 * - never: 401, the role step's 403 and the catch-all's 405 come before the count (a 403 that the
 *   body or the record decides comes after it: if counted, see problems.ts);
 * - always: what only the function answers after the count (successes, 304, 406, 409, 412, 422);
 * - if counted: statuses that also come before it or from API Gateway itself (a malformed request's
 *   400, a body over its 10 MB payload limit, its throttle and WAF 429, its 5xx), a tenancy 404
 *   besides the record's, and a 500/503 that may come before or after the count.
 */
export function rateLimitPresence(status: string): RateLimitPresence {
  if (['401', '403', '405'].includes(status)) return 'never';
  if (/^[23]/.test(status) || ['406', '409', '412', '422'].includes(status)) return 'always';
  return 'if-counted';
}

const RATE_LIMIT_VARIANT: Record<RateLimitPresence, string> = {
  always: '',
  'if-counted': '.optional',
  never: '.absent',
};

/** The rate-limit header components of an answer. */
export function rateLimitHeaders(presence: RateLimitPresence): string[] {
  return RATE_LIMIT_HEADERS.map((name) => `${name}${RATE_LIMIT_VARIANT[presence]}`);
}

const IF_COUNTED =
  "Sent when the API counted the request (it passed authentication, tenancy and role checks); absent on the answers API Gateway gives itself (a malformed request, a body over 10 MB, its throttle and WAF 429s, its 5xx), on a 404 for a company that is not the caller's, on a 403 of the role step (a 403 the body or the record decides carries it), and on a failure before the count";
const NEVER =
  'Never sent on this answer: it comes before the rate-limit step, so the request counts toward no limit. Declared (as a value no header can have) because API linters (OWASP API4) expect the rate-limit headers on every 4xx';

/** Every header component: each says itself whether it is required. */
export function headerComponents(): Record<string, Json> {
  const components: Record<string, Json> = {};
  for (const [name, { description, schema = text }] of Object.entries(HEADERS)) {
    components[name] = { description, required: !ONLY_OPTIONAL.has(name), schema };
    if (!RATE_LIMIT_HEADERS.includes(name)) continue;
    components[`${name}.optional`] = { description: `${description}. ${IF_COUNTED}`, required: false, schema };
    components[`${name}.absent`] = { description: NEVER, required: false, schema: { not: {} } };
  }
  for (const [component, { description, schema = text, required }] of Object.entries(HEADER_VARIANTS))
    components[component] = { description, required, schema };
  return components;
}

/** Always sent, whatever answers: the function, the catch-all or a gateway response (serverless/edge.cjs). */
export const EVERY_RESPONSE_HEADERS = ['X-Request-Id', 'X-Content-Type-Options', 'Strict-Transport-Security'];

/**
 * A response's headers, by component (`RateLimit.optional` is header RateLimit); CORS's and Vary
 * are added to every one, Content-Encoding to those with a body (which may be compressed).
 */
export function headerRefs(components: string[], hasBody: boolean): Json {
  const all = [...components, 'Access-Control-Allow-Origin', 'Vary', ...(hasBody ? ['Content-Encoding'] : [])];
  return Object.fromEntries(all.map((component) => [component.split('.')[0], ref('headers', component)]));
}
