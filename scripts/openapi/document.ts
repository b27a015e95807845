/**
 * The OpenAPI 3.1 document of the API, generated from the route table (methods, paths, roles,
 * rate-limit groups, body kinds), the schemas each handler validates with (`handler.operation`),
 * the response records (./records.ts) and the sample events (events/). `npm run openapi` writes it to
 * docs/openapi.json; a test fails when the committed file differs from what this builds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import type { DescribedApiHandler, OperationSchemas } from '../../lib/http/api';
import { API_PREFIX, type RouteDefinition, type RouteName, handlerPath, kebabCase, routeEntries } from '../../lib/http/routes';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit/groups';
import { ROLE_CODES } from '../../lib/users/roles';
import * as records from './records';

const ROOT = join(__dirname, '..', '..');

type JsonSchema = Record<string, unknown>;
type Json = Record<string, unknown>;

/** What bounds a value that declares no tighter limit: the body or response size (contract §9, Lambda's 6 MB). */
const REQUEST_BOUND = 1024 * 1024;
const RESPONSE_BOUND = 6 * 1024 * 1024;

/**
 * States the limit every string, array and integer already has where its schema names no tighter
 * one: a value cannot outgrow the body (or response) that carries it; integers are 64-bit at most.
 */
function bounded(node: unknown, bound: number): void {
  if (Array.isArray(node)) return node.forEach((item) => bounded(item, bound));
  if (typeof node !== 'object' || node === null) return;
  const schema = node as JsonSchema;
  const types = [schema.type].flat();
  if (types.includes('string') && schema.maxLength === undefined && schema.enum === undefined && schema.const === undefined) schema.maxLength = bound;
  if (types.includes('array') && schema.maxItems === undefined) schema.maxItems = Math.floor(bound / 2);
  if (types.includes('integer') && schema.format === undefined) schema.format = 'int64';
  for (const value of Object.values(schema)) bounded(value, bound);
}

/** zod → JSON Schema 2020-12 (the dialect of OpenAPI 3.1), as clients send it (`input`) or receive it. */
function jsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema as z.ZodType, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  bounded(rest, io === 'input' ? REQUEST_BOUND : RESPONSE_BOUND);
  return rest;
}

/** The schemas a route's handler declares (it is loaded, as the deploy does, from the route table). */
function operationSchemas(name: RouteName): OperationSchemas {
  const [file] = handlerPath(name).split('.handler');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the handler modules the route table names
  const handler = (require(join(ROOT, `${file}.ts`)) as { handler: DescribedApiHandler }).handler;
  if (handler.operation?.route !== name) throw new Error(`functions for ${name} does not declare its operation`);
  return handler.operation;
}

interface Success {
  status: '200' | '201' | '204' | '302';
  description: string;
  /** The `data` schema, or a list's item schema. */
  data?: string;
  list?: 'meta' | 'users-meta';
  etag?: boolean;
  location?: boolean;
}

const record = (name: string, status: Success['status'] = '200'): Success => ({ status, description: `The ${name.replace(/Record$/, '').toLowerCase()}`, data: name, etag: true });

/** What each operation answers on success: a record, a list, nothing. Every route must be here. */
const SUCCESS: Record<RouteName, Success> = {
  getAppData: { status: '200', description: 'The reference data (revalidate with If-None-Match)', data: 'AppDataRecord', etag: true },
  listAutomations: { status: '200', description: 'A page of automations', data: 'AutomationRecord', list: 'meta' },
  createAutomation: { ...record('AutomationRecord', '201'), location: true },
  getAutomation: record('AutomationRecord'),
  replaceAutomation: record('AutomationRecord'),
  updateAutomation: record('AutomationRecord'),
  deleteAutomation: { status: '204', description: 'Deleted' },
  listCategories: { status: '200', description: 'A page of categories', data: 'CategoryRecord', list: 'meta' },
  createCategory: { ...record('CategoryRecord', '201'), location: true },
  getCategory: record('CategoryRecord'),
  replaceCategory: record('CategoryRecord'),
  updateCategory: record('CategoryRecord'),
  deleteCategory: { status: '204', description: 'Deleted' },
  getCompany: record('CompanyRecord'),
  replaceCompany: record('CompanyRecord'),
  updateCompany: record('CompanyRecord'),
  uploadCompanyImage: record('CompanyRecord'),
  deleteCompanyImage: { status: '204', description: 'The logo is removed (idempotent)' },
  uploadCompanyFiles: { status: '200', description: 'The stored files with download URLs, and the deleted uuids', data: 'FileChangesRecord' },
  getCompanyBilling: { status: '302', description: "The billing provider's sign-in URL with a signed state", data: 'BillingRedirectRecord', location: true },
  getCompanySettingsJson: { status: '200', description: 'A time-limited download URL of the setting as a JSON file', data: 'SettingsFileRecord' },
  updateCompanyLimit: record('CompanyRecord'),
  listCompanyUsers: { status: '200', description: 'A page of users', data: 'UserRecord', list: 'users-meta' },
};

const PROBLEM_DESCRIPTIONS: Record<string, string> = {
  '400': 'Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`)',
  '401': 'No, malformed, unknown or revoked key (`unauthorized`)',
  '403': 'The role may not perform this operation (`forbidden`)',
  '404': 'The company, record or path does not exist (`not_found`)',
  '406': 'Accept excludes JSON (`not_acceptable`)',
  '409': 'Duplicate name, entity limit reached or idempotent request in progress (`conflict`, `limit_exceeded`, `idempotency_in_progress`)',
  '412': 'If-Match is not the current ETag (`precondition_failed`)',
  '413': 'The body is over its size limit (`payload_too_large`)',
  '415': 'Wrong or missing Content-Type (`unsupported_media_type`)',
  '422': 'Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`)',
  '429': 'Over the rate limit of the operation group (`rate_limited`)',
  '500': 'Unexpected failure (`internal_error`)',
  '503': 'A dependency is down (`service_unavailable`)',
};

/** Every problem status an operation can answer, from its route definition (contract §11 order). */
export function problemStatuses(name: RouteName, route: RouteDefinition, schemas: OperationSchemas): string[] {
  const everyone = route.roles.length === ROLE_CODES.length && route.scope !== 'caller-company';
  // Every operation checks a body it is sent, also one it then ignores (lib/http/request.ts decodeBody).
  const statuses = ['400', '401', '406', '413', '415', '429', '500', '503'];
  if (!everyone) statuses.push('403');
  if (route.path.includes('{')) statuses.push('404');
  if (route.body !== 'none' || schemas.body || schemas.query || route.path.includes('{')) statuses.push('422');
  if (name === 'getCompanySettingsJson') statuses.push('404');
  if (route.group === 'write' && route.method !== 'DELETE') statuses.push('409');
  if (['PUT', 'PATCH', 'DELETE'].includes(route.method) && route.group !== 'upload') statuses.push('412');
  return [...new Set(statuses)].sort();
}

const header = (description: string, schema: JsonSchema = { type: 'string', maxLength: 1024 }): Json => ({ description, schema });
const digits = { type: 'string', pattern: '^\\d+$', maxLength: 20 };

const HEADERS: Record<string, Json> = {
  'X-Request-Id': header("The request's id: the client's X-Request-Id when well-formed, else a generated one"),
  ETag: header('Strong entity tag of the record; send it back in If-Match'),
  Location: header('The URL (path) of the created record, or the billing sign-in URL'),
  'Cache-Control': header('`no-store`, or `private, no-cache` for app-data'),
  RateLimit: header('`"<group>";r=<remaining>;t=<seconds to reset>`'),
  'RateLimit-Policy': header('`"<group>";q=<limit>;w=<window seconds>`'),
  'X-RateLimit-Limit': header('Requests allowed per window in the group', digits),
  'X-RateLimit-Remaining': header('Requests left in the window', digits),
  'X-RateLimit-Reset': header('End of the window, Unix seconds', digits),
  'Retry-After': header('Seconds to wait before retrying', digits),
  'Idempotent-Replayed': header('`true` when the response is the replay of an earlier request with the same Idempotency-Key'),
  'WWW-Authenticate': header('`Bearer`'),
  'Access-Control-Allow-Origin': header('The request\'s Origin, only when it is one of the configured CORS origins'),
};

const RATE_LIMIT_HEADERS = ['RateLimit', 'RateLimit-Policy', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

const ref = (kind: 'schemas' | 'headers' | 'responses' | 'parameters', name: string): Json => ({ $ref: `#/components/${kind}/${name}` });

/** A response's headers: `required` always sent; `optional` and CORS's sent when they apply. */
function headerRefs(required: string[], optional: string[] = []): Json {
  return Object.fromEntries([
    ...required.map((name) => [name, { ...ref('headers', name), required: true }]),
    ...[...optional, 'Access-Control-Allow-Origin'].filter((name) => !required.includes(name)).map((name) => [name, ref('headers', name)]),
  ]);
}

function successResponse(name: RouteName, route: RouteDefinition): Json {
  const success = SUCCESS[name];
  const required = ['X-Request-Id', 'Cache-Control', ...RATE_LIMIT_HEADERS];
  if (success.etag) required.push('ETag');
  if (success.location) required.push('Location');
  const headers = headerRefs(required, route.idempotent ? ['Idempotent-Replayed'] : []);
  if (!success.data) return { description: success.description, headers };
  const data = ref('schemas', success.data);
  const body = success.list
    ? { type: 'object', properties: { data: { type: 'array', items: data, maxItems: 100 }, meta: ref('schemas', success.list === 'meta' ? 'ListMeta' : 'UsersListMeta') }, required: ['data', 'meta'], additionalProperties: false }
    : { type: 'object', properties: { data }, required: ['data'], additionalProperties: false };
  return { description: success.description, headers, content: { 'application/json': { schema: body } } };
}

function problemResponse(status: string): Json {
  const required = ['X-Request-Id'];
  if (status === '429' || status === '503') required.push('Retry-After');
  if (status === '401') required.push('WWW-Authenticate');
  return {
    description: PROBLEM_DESCRIPTIONS[status] ?? 'A problem',
    // Counted requests (contract §11: past authentication, tenancy and roles) carry the rate-limit headers.
    headers: headerRefs(required, Number(status) < 500 ? RATE_LIMIT_HEADERS : []),
    content: { 'application/problem+json': { schema: ref('schemas', 'Problem') } },
  };
}

/** `{company_uuid}` and the other path parameters of a route. */
function pathParameters(route: RouteDefinition): Json[] {
  return [...route.path.matchAll(/\{([^}]+)\}/g)].map(([, parameter]) => ({
    name: parameter,
    in: 'path',
    required: true,
    description: parameter === 'entity' ? 'The limited entity' : 'A UUID, any case (a non-UUID is a record that does not exist: 404)',
    schema: parameter === 'entity' ? { type: 'string', enum: ['automations', 'categories', 'users', 'company_locations'] } : { type: 'string', maxLength: 36 },
  }));
}

/** Query parameters from the handler's query schema; list-valued filters take both §11 forms. */
function queryParameters(schema: OperationSchemas['query']): Json[] {
  if (!schema) return [];
  const properties = (jsonSchema(schema, 'input').properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([name, property]) => {
    const listValued = name.startsWith('filter_by_');
    const booleanFlag = name === 'ignore_cached' || name === 'should_reset_cache';
    const parameterSchema = listValued
      ? { type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 100 }
      : booleanFlag
        ? { type: 'string', enum: ['true', 'false'] }
        : Object.keys(property).length === 0
          ? { type: 'string' }
          : property;
    return {
      name,
      in: 'query',
      required: false,
      ...(listValued ? { style: 'form', explode: true, description: 'One value, repeated parameters, or comma-separated values' } : {}),
      schema: parameterSchema,
    };
  });
}

/** The body of the route's `basic` sample event, when it has one. */
function sampleBody(name: RouteName): unknown {
  try {
    const event = JSON.parse(readFileSync(join(ROOT, 'events', kebabCase(name), 'basic.json'), 'utf8')) as { body?: string | null; isBase64Encoded?: boolean };
    if (!event.body || event.isBase64Encoded) return undefined;
    return JSON.parse(event.body);
  } catch {
    return undefined;
  }
}

function requestBody(name: RouteName, route: RouteDefinition, schemas: OperationSchemas): Json | undefined {
  if (route.body === 'multipart') {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { image_url: { type: 'string', contentMediaType: 'application/octet-stream', maxLength: 2 * 1024 * 1024, description: 'PNG, JPEG, WebP or GIF, by content; at most 2 MiB' } }, required: ['image_url'] },
        },
      },
    };
  }
  if (route.body === 'optional-json' && schemas.query) {
    return {
      required: false,
      description: 'The query parameters as a JSON object, for the owning application; the query string wins and is recommended (many clients and proxies drop GET bodies)',
      content: { 'application/json': { schema: jsonSchema(schemas.query, 'input') } },
    };
  }
  if (route.body !== 'json' || !schemas.body) return undefined;
  const example = sampleBody(name);
  return {
    required: true,
    content: { 'application/json': { schema: jsonSchema(schemas.body, 'input'), ...(example === undefined ? {} : { examples: { basic: { value: example } } }) } },
  };
}

function operation(name: RouteName, route: RouteDefinition): Json {
  const schemas = operationSchemas(name);
  const parameters = [...pathParameters(route), ...queryParameters(schemas.query)];
  if (['PUT', 'PATCH', 'DELETE'].includes(route.method) && route.group !== 'upload') parameters.push(ref('parameters', 'If-Match'));
  if (route.idempotent) parameters.push(ref('parameters', 'Idempotency-Key'));
  if (name === 'getAppData') parameters.push(ref('parameters', 'If-None-Match'));
  parameters.push(ref('parameters', 'X-Request-Id'));
  const responses: Json = { [SUCCESS[name].status]: successResponse(name, route) };
  if (name === 'getAppData') responses['304'] = { description: 'Not modified: If-None-Match holds the current ETag', headers: headerRefs(['X-Request-Id', 'ETag', 'Cache-Control', ...RATE_LIMIT_HEADERS]) };
  for (const status of problemStatuses(name, route, schemas)) responses[status] = problemResponse(status);
  const body = requestBody(name, route, schemas);
  return {
    operationId: name,
    summary: `${route.method} ${route.path.slice(API_PREFIX.length + 1)}`,
    description: `Roles: ${route.roles.join(', ')}. Rate-limit group \`${route.group}\` (${DEFAULT_RATE_LIMITS[route.group].limit} per ${DEFAULT_RATE_LIMITS[route.group].windowSeconds} s per key by default).${route.scope === 'caller-company' ? " Acts on the caller's own company." : ''}`,
    tags: [route.resource],
    parameters,
    ...(body ? { requestBody: body } : {}),
    responses,
    'x-roles': route.roles,
    'x-rate-limit-group': route.group,
    'x-rate-limit-default': `${DEFAULT_RATE_LIMITS[route.group].limit}/${DEFAULT_RATE_LIMITS[route.group].windowSeconds}s`,
  };
}

/** The whole document. */
export function buildOpenApiDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const [name, route] of routeEntries()) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(name, route) };
  }
  const schemaNames = ['AppDataRecord', 'AutomationRecord', 'CategoryRecord', 'CompanyRecord', 'UserRecord', 'SettingsFileRecord', 'FileChangesRecord', 'BillingRedirectRecord', 'ListMeta', 'UsersListMeta', 'Problem'] as const;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Business Operations API',
      version: '1.0.0',
      description: 'Reference data, workflow automations, categories, the company profile and its users for service companies. The wire contract is shared/API.md; this document is generated from the route table and the schemas (npm run openapi).',
      contact: { name: 'Business Operations API team' },
      license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
    },
    servers: [
      { url: '/', description: 'The server that serves this document: the local stack of npm start (http://localhost:3000)', 'x-internal': true },
      {
        url: 'https://{apiId}.execute-api.{region}.amazonaws.com/{stage}',
        description: 'An AWS deployment (REGIONAL REST API): dev, staging or production',
        'x-internal': false,
        variables: { apiId: { default: 'abcdef1234' }, region: { default: 'us-east-1' }, stage: { default: 'prod', enum: ['dev', 'prod'] } },
      },
    ],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(routeEntries().map(([, route]) => route.resource))].map((tag) => ({ name: tag, description: `Operations on ${tag.replace('-', ' ')}` })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key from the admin CLI (`bo_…`), as `Authorization: Bearer <key>`' } },
      schemas: Object.fromEntries(schemaNames.map((schemaName) => [schemaName, jsonSchema(records[schemaName], 'output')])),
      headers: HEADERS,
      parameters: {
        'If-Match': { name: 'If-Match', in: 'header', required: false, description: 'The current ETag (`*` for any, a list matches if any does; weak tags never match)', schema: { type: 'string', maxLength: 1024 } },
        'If-None-Match': { name: 'If-None-Match', in: 'header', required: false, description: 'A previously received ETag: 304 when it is still current', schema: { type: 'string', maxLength: 1024 } },
        'Idempotency-Key': { name: 'Idempotency-Key', in: 'header', required: false, description: '1–255 visible ASCII characters; the same key and body within 24 h replays the first response', schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' } },
        'X-Request-Id': { name: 'X-Request-Id', in: 'header', required: false, description: 'Echoed back when 1–128 characters of [A-Za-z0-9._-]', schema: { type: 'string', maxLength: 128, pattern: '^[A-Za-z0-9._-]+$' } },
      },
    },
  };
}
