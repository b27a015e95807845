/**
 * The problem answers of each operation: which statuses it can give, and what each
 * means there, from its route definition and the schemas its handler validates with; what the
 * route cannot say (a 409, a 410, more reasons for a 403 or 404) from its resource's module.
 */
import { PROBLEM_CODES } from '../../lib/errors';
import type { OperationSchemas } from '../../lib/http/api';
import { MAX_JSON_DEPTH } from '../../lib/http/request';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '../../lib/idempotency/idempotency';
import { type RouteDefinition, edgeBodyLimits } from '../../lib/http/routes';
import { ROLE_CODES } from '../../lib/users/roles';
import { EVERY_RESPONSE_HEADERS, headerRefs, rateLimitHeaders, rateLimitPresence } from './headers';
import { type Json, contractSize, ref } from './json';
import { type OperationTexts, operationDocs } from '../resources';

/** Every problem status an operation can answer, from its route definition. */
export function problemStatuses(
  name: string,
  route: RouteDefinition,
  schemas: OperationSchemas,
  docs: OperationTexts = operationDocs(name),
): string[] {
  const everyone =
    route.roles.length === ROLE_CODES.length && route.scope !== 'caller-company' && !docs.problems?.forbidden;
  // Every operation checks a body it is sent, also one it then ignores (lib/http/request.ts decodeBody).
  const statuses = ['400', '401', '406', '413', '415', '429', '500', '503'];
  if (!everyone) statuses.push('403');
  if (route.path.includes('{') || name === 'getCompanySettingsJson') statuses.push('404');
  // Only a body or a query is validated: a path id that is no UUID is a record that does not exist
  // (404), and a body sent to an operation that takes none is ignored once it parses.
  if (route.body !== 'none' || schemas.body || schemas.query) statuses.push('422');
  if (docs.conflict) statuses.push('409');
  if (docs.problems?.gone) statuses.push('410');
  if (route.conditional) statuses.push('412');
  return [...new Set(statuses)].sort();
}

/** The records the path's ids name (`category_uuid` → category, `key_id` → key), for the 404s. */
const recordsOf = (route: RouteDefinition): Array<{ record: string; uuid: boolean }> =>
  [...route.path.matchAll(/\{([a-z_]+)_(uuid|id)\}/g)]
    .map(([, record, kind]) => ({ record: record ?? '', uuid: kind === 'uuid' }))
    .filter(({ record }) => record !== 'company');

function notFound(docs: OperationTexts, route: RouteDefinition): string {
  const extra = docs.problems?.notFound;
  const reasons = [
    ...(route.scope === 'company-path'
      ? ["the path's company is not the caller's, or (for a platform key) does not exist"]
      : []),
    ...recordsOf(route).map(({ record, uuid }) =>
      uuid
        ? `the ${record} does not exist, or the path's id is no UUID`
        : `the ${record} does not exist, or is not the user's`,
    ),
    ...(extra ? [extra] : []),
  ];
  return `${reasons.join('; or ').replace(/^./, (first) => first.toUpperCase())} (\`not_found\`)`;
}

function malformed(route: RouteDefinition): string {
  const notJson = `not JSON, nests deeper than ${MAX_JSON_DEPTH} levels or holds a string with an unpaired UTF-16 surrogate escape (\`"\\ud800"\`)`;
  const body = {
    none: `A body sent anyway that is ${notJson} (a body is checked, then ignored)`,
    json: `A body that is ${notJson}`,
    'optional-json': `A body that is ${notJson}`,
    multipart: 'A malformed multipart body',
  }[route.body];
  return `${body} (\`malformed_request\`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication`;
}

function tooLarge(docs: OperationTexts, route: RouteDefinition): string {
  const edge = edgeBodyLimits();
  const extra = docs.problems?.tooLarge;
  return `The body is over ${contractSize(route.maxBodyBytes)} (\`payload_too_large\`)${extra ?? ''}. A body declared over the largest any operation takes (${contractSize(edge.any)}; ${contractSize(edge.binary)} for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked`;
}

function unsupported(route: RouteDefinition): string {
  if (route.body === 'multipart') {
    return 'The Content-Type is not multipart/form-data, or the image is not PNG, JPEG, WebP or GIF: its content is checked, not its declared type (`unsupported_media_type`)';
  }
  const body = { json: 'The body', 'optional-json': 'A body', none: 'A body sent anyway' }[route.body];
  return `${body} has a Content-Type other than application/json, or none (\`unsupported_media_type\`)`;
}

function invalid(docs: OperationTexts, route: RouteDefinition): string {
  const idempotency = route.idempotent
    ? ` (an Idempotency-Key that is empty, over ${MAX_IDEMPOTENCY_KEY_LENGTH} characters or not visible ASCII too, at path \`Idempotency-Key\`); or the Idempotency-Key was used with another body (\`idempotency_key_reused\`)`
    : '';
  const extra = docs.problems?.invalid;
  return `Invalid fields (\`validation_failed\`, with \`errors[]\`)${idempotency}${extra ?? ''}`;
}

function description(status: string, docs: OperationTexts, route: RouteDefinition): string {
  switch (status) {
    case '400':
      return malformed(route);
    case '401':
      return route.credential === 'invitation'
        ? "No invitation token, or an unknown or replaced one (`unauthorized`); an API key is refused here: this operation takes only an invitation's token"
        : "No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations)";
    case '403':
      return `The role may not perform this operation (\`forbidden\`)${route.scope === 'caller-company' ? '; a platform key has no company' : ''}${docs.problems?.forbidden ?? ''}`;
    case '404':
      return notFound(docs, route);
    case '406':
      return 'Accept excludes JSON (`not_acceptable`)';
    case '409':
      return docs.conflict ?? 'Conflict';
    case '410':
      return docs.problems?.gone ?? 'Gone';
    case '412':
      return 'If-Match is not the current ETag (`precondition_failed`); nothing is written';
    case '413':
      return tooLarge(docs, route);
    case '415':
      return unsupported(route);
    case '422':
      return invalid(docs, route);
    case '429':
      return "Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule";
    case '500':
      return 'Unexpected failure (`internal_error`)';
    default:
      return 'A dependency is down (`service_unavailable`)';
  }
}

/** The answer of a problem status for an operation. */
export function problemResponse(
  status: string,
  name: string,
  route: RouteDefinition,
  docs: OperationTexts = operationDocs(name),
): Json {
  // A 403 the body or the record decides comes after the count, the role step's before it.
  const presence = status === '403' && docs.problems?.lateForbidden ? 'if-counted' : rateLimitPresence(status);
  const components = [...EVERY_RESPONSE_HEADERS, 'Cache-Control', ...rateLimitHeaders(presence)];
  if (status === '429' || status === '503') components.push('Retry-After');
  if (status === '409' && route.idempotent) components.push('Retry-After.optional');
  if (status === '401') components.push('WWW-Authenticate');
  return {
    description: description(status, docs, route),
    headers: headerRefs(components, true),
    content: { 'application/problem+json': { schema: problemSchema(status) } },
  };
}

/** The problem of one status, as a component (`Problem404`): see problemSchemas. */
const problemSchema = (status: string): Json => ref('schemas', `Problem${status}`);

/** A schema per problem status (`Problem404`): the Problem with that `status` and its codes. */
export function problemSchemas(): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(PROBLEM_CODES).map(([status, codes]) => [
      `Problem${status}`,
      {
        allOf: [
          ref('schemas', 'Problem'),
          { properties: { status: { const: Number(status) }, code: { enum: [...codes] } } },
        ],
      },
    ]),
  );
}

/**
 * 405, shared by every operation: the catch-all answers it for a path of the API with another
 * method (before authentication, so it counts toward no rate limit).
 */
export const METHOD_NOT_ALLOWED: Json = {
  description:
    'The path exists, but not with this method (`method_not_allowed`); `Allow` lists its methods. Answered before authentication',
  headers: headerRefs(
    [...EVERY_RESPONSE_HEADERS, 'Cache-Control', 'Allow', ...rateLimitHeaders(rateLimitPresence('405'))],
    true,
  ),
  content: { 'application/problem+json': { schema: problemSchema('405') } },
};
