/**
 * The OpenAPI 3.1 document of the API, generated from the route table (methods, paths, roles,
 * rate-limit groups, body kinds), the schemas each handler validates with (`handler.operation`),
 * the response records (./records.ts) and the sample events (events/). `npm run openapi` writes it to
 * docs/openapi.json; a test fails when the committed file differs from what this builds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { LIMITED_ENTITIES } from '../../lib/companies/company';
import { MAX_LOGO_BYTES } from '../../lib/companies/company-logo';
import type { DescribedApiHandler, OperationSchemas } from '../../lib/http/api';
import type { RequestSchema } from '../../lib/http/middleware';
import { MULTIPART_LIMITS } from '../../lib/http/multipart';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '../../lib/idempotency/idempotency';
import { type RouteDefinition, type RouteName, handlerPath, kebabCase } from '../../lib/http/routes';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit/groups';
import { ROLE_CODES, type RoleCode } from '../../lib/users/roles';
import { documentedRules } from '../../lib/schema';
import { EVERY_RESPONSE_HEADERS, headerComponents, headerRefs, rateLimitHeaders, rateLimitPresence } from './headers';
import { type Json, contractSize, ref } from './json';
import { type Success, record } from './operations';
import type { OperationTexts } from '../resources';
import { METHOD_NOT_ALLOWED, problemResponse, problemSchemas, problemStatuses } from './problems';
import { recordSchemas } from './record-schemas';
import { type ResourceSources, operationDocs, recordExamples, requestExample, resourceSources } from '../resources';

export { problemStatuses } from './problems';

const ROOT = join(__dirname, '..', '..');

type JsonSchema = Record<string, unknown>;

/** What bounds a response value that declares no tighter limit: Lambda's 6 MB response. */
const RESPONSE_BOUND = 6 * 1024 * 1024;
/** The largest header API Gateway passes: the request line and headers together are at most 10,240 bytes. */
const HEADER_BOUND = 10240;
/**
 * The longest URL a regional REST API passes (10,240 characters, API Gateway's quotas): the bound of
 * a query parameter, which states no rule of the API (a longer value never reaches it).
 */
const QUERY_BOUND = 10240;

/**
 * States the limit every string, array and integer already has where its schema names no tighter
 * one: a value cannot outgrow the body (or response) that carries it (a request's: its route's
 * body limit); integers are 64-bit at most.
 */
function bounded(node: unknown, bound: number): void {
  if (Array.isArray(node)) return node.forEach((item) => bounded(item, bound));
  if (typeof node !== 'object' || node === null) return;
  const schema = node as JsonSchema;
  const types = [schema.type].flat();
  if (
    types.includes('string') &&
    schema.maxLength === undefined &&
    schema.enum === undefined &&
    schema.const === undefined
  )
    schema.maxLength = bound;
  if (types.includes('array') && schema.maxItems === undefined) schema.maxItems = Math.floor(bound / 2);
  // A format of the integer, which a value that may also be a string (a GET body's page) keeps for its number form.
  if (types.includes('integer') && schema.format === undefined) schema.format = 'int64';
  for (const value of Object.values(schema)) bounded(value, bound);
}

/**
 * The refinements' rules (lib/schema.ts `documented`) as zod metadata, which toJSONSchema merges
 * into each schema's JSON Schema (and a refined copy inherits).
 */
function registerDocumentedRules(): void {
  for (const [documented, rule] of documentedRules) z.globalRegistry.add(documented, rule);
}

/**
 * zod → JSON Schema 2020-12 (the dialect of OpenAPI 3.1), as clients send it (`input`, at most
 * `bound` bytes: the route's body limit) or receive it.
 */
function jsonSchema(schema: unknown, io: 'input', bound: number): JsonSchema;
function jsonSchema(schema: unknown, io: 'output'): JsonSchema;
function jsonSchema(schema: unknown, io: 'input' | 'output', bound = RESPONSE_BOUND): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema as z.ZodType, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  bounded(rest, bound);
  return rest;
}

/**
 * What the document is generated from: a route table, its resource folders' descriptions, and the
 * schemas each route's handler declares. The real ones by default; a test hands in a throwaway
 * resource's.
 */
export interface ApiSources extends ResourceSources {
  schemas: (name: string) => OperationSchemas;
}

/** The schemas a route's handler declares (it is loaded, as the deploy does, from the route table). */
export function operationSchemas(name: RouteName): OperationSchemas {
  const [file] = handlerPath(name).split('.handler');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the handler modules the route table names
  const handler = (require(join(ROOT, `${file}.ts`)) as { handler: DescribedApiHandler }).handler;
  if (handler.operation?.route !== name) throw new Error(`functions for ${name} does not declare its operation`);
  return handler.operation;
}

/**
 * What an operation answers on success, from its route: a list a page of its resource's record, an
 * idempotent create the new record (201, with Location), a delete nothing (204), a get, replace or
 * update the record; other operations state theirs in their resource's module.
 */
function successOf(name: string, route: RouteDefinition, sources: ApiSources): Success {
  const stated = operationDocs(name, sources).success;
  if (stated) return stated;
  const data = sources.describe(route.resource).record;
  if (route.list) return { status: '200', description: `A page of ${route.resource}`, data, list: 'meta' };
  if (route.method === 'DELETE') return { status: '204', description: 'Deleted' };
  if (route.method !== 'POST') return record(data);
  if (!route.idempotent)
    throw new Error(
      `${name} is a POST but no idempotent create: its resource's module states what it answers (\`success\`)`,
    );
  return { ...record(data, '201'), location: true };
}

function successResponse(name: string, route: RouteDefinition, sources: ApiSources): Json {
  const success = successOf(name, route, sources);
  const components = [
    ...EVERY_RESPONSE_HEADERS,
    name === 'getAppData' ? 'Cache-Control.revalidate' : 'Cache-Control',
    ...rateLimitHeaders(rateLimitPresence(success.status)),
  ];
  if (success.etag) components.push(name === 'getAppData' ? 'ETag.revalidate' : 'ETag');
  if (success.location) components.push('Location');
  if (route.idempotent || success.replayed) components.push('Idempotent-Replayed');
  const headers = headerRefs(components, success.data !== undefined);
  if (!success.data) return { description: success.description, headers };
  const data = ref('schemas', success.data);
  const body = success.list
    ? {
        type: 'object',
        properties: {
          data: { type: 'array', items: data, maxItems: 100 },
          meta: ref('schemas', success.list === 'meta' ? 'ListMeta' : 'UsersListMeta'),
        },
        required: ['data', 'meta'],
        additionalProperties: false,
      }
    : { type: 'object', properties: { data }, required: ['data'], additionalProperties: false };
  return {
    description: success.description,
    headers,
    content: { 'application/json': { schema: body, examples: { basic: { value: successExample(success, sources) } } } },
  };
}

/** The example body of a success: the record's example, or a page of one with its `meta`. */
function successExample(success: Success, sources: ApiSources): Json {
  const data = success.data && recordExamples(sources)[success.data];
  if (!success.list) return { data };
  const meta = { page: 1, page_size: 25, total: 1, total_pages: 1, sort_by: 'created_at', sort_order: 'asc' };
  return { data: [data], meta: success.list === 'meta' ? meta : { ...meta, cached: false } };
}

/** `{company_uuid}` and the other path parameters of a route. */
function pathParameters(route: RouteDefinition): Json[] {
  return [...route.path.matchAll(/\{([^}]+)\}/g)].map(([, parameter]) => ({
    name: parameter,
    in: 'path',
    required: true,
    description:
      parameter === 'entity'
        ? 'The limited entity'
        : 'A UUID, any case (a non-UUID is a record that does not exist: 404)',
    schema:
      parameter === 'entity' ? { type: 'string', enum: [...LIMITED_ENTITIES] } : { type: 'string', maxLength: 36 },
  }));
}

/** The keywords of a string's JSON Schema (a query value is text whatever the JSON body may hold). */
const STRING_KEYWORDS = ['pattern', 'minLength', 'maxLength', 'format', 'const', 'default'];

/**
 * A query value's schema from the parameter's JSON Schema, which may also admit what only a JSON
 * body can hold (users, settings-json: numbers, booleans, null, lists): the string form, or for a
 * list a repeated parameter of strings.
 */
function queryValueSchema(property: JsonSchema): JsonSchema {
  const types = [property.type ?? 'string'].flat();
  if (types.includes('array'))
    return {
      type: 'array',
      items: queryValueSchema((property.items ?? {}) as JsonSchema),
      maxItems: property.maxItems,
    };
  // A number's format (int64, from the body form) says nothing about the digits of a string.
  const kept = Object.fromEntries(
    Object.entries(property).filter(
      ([keyword, value]) =>
        STRING_KEYWORDS.includes(keyword) && !(keyword === 'format' && /^int(32|64)$/.test(String(value))),
    ),
  );
  const values = property.enum as unknown[] | undefined;
  // A default the server applies (page 1, sort_order asc, a flag's false) in its query-string form.
  const omitted = property.default;
  const fallback = typeof omitted === 'number' || typeof omitted === 'boolean' ? { default: String(omitted) } : {};
  return {
    type: 'string',
    ...kept,
    ...fallback,
    ...(values ? { enum: values.filter((value) => typeof value === 'string') } : {}),
  };
}

/**
 * What the server takes for each property a client leaves out: its schema's output for `undefined`
 * (a `_default`). toJSONSchema states no default for a schema that transforms (`io: 'input'`:
 * page numbers, sort_order, an automation's filters), so the generator states them.
 */
function omittedValues(schema: RequestSchema | undefined): Record<string, unknown> {
  const shape =
    (schema as { _zod?: { def?: { shape?: Record<string, RequestSchema> } } } | undefined)?._zod?.def?.shape ?? {};
  return Object.fromEntries(
    Object.entries(shape).flatMap(([name, property]) => {
      const parsed = property.safeParse(undefined);
      return parsed.success && parsed.data !== undefined ? [[name, parsed.data]] : [];
    }),
  );
}

/** A JSON Schema's properties with the defaults the server applies. */
function withDefaults(schema: JsonSchema, zodSchema: RequestSchema | undefined): JsonSchema {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, value] of Object.entries(omittedValues(zodSchema))) {
    if (properties[name]) properties[name] = { ...properties[name], default: value };
  }
  return schema;
}

/** A property's JSON Schema with the operation's note on it. */
function noted(docs: OperationTexts, parameter: string, property: JsonSchema): JsonSchema {
  const notes = docs.queryNotes?.[parameter];
  if (!notes) return property;
  const description = [property.description, notes.note].filter(Boolean).join('. ');
  return { ...property, ...notes.schema, description };
}

/** Query parameters from the handler's query schema; list-valued ones take both forms (repeated or comma-separated). */
function queryParameters(docs: OperationTexts, schema: OperationSchemas['query']): Json[] {
  if (!schema) return [];
  const properties = (withDefaults(jsonSchema(schema, 'input', QUERY_BOUND), schema).properties ?? {}) as Record<
    string,
    JsonSchema
  >;
  return Object.entries(properties).map(([parameter, documented]) => {
    const property = noted(docs, parameter, documented);
    const value = queryValueSchema(property);
    const description = property.description as string | undefined;
    return {
      name: parameter,
      in: 'query',
      // A parameter the operation requires may come from the JSON body instead (settings-json).
      required: false,
      ...(description ? { description } : {}),
      ...(value.type === 'array' ? { style: 'form', explode: true } : {}),
      schema: value,
    };
  });
}

/** The body of the route's `basic` sample event, when it has one. */
function sampleBody(name: string): unknown {
  try {
    const event = JSON.parse(readFileSync(join(ROOT, 'events', kebabCase(name), 'basic.json'), 'utf8')) as {
      body?: string | null;
      isBase64Encoded?: boolean;
    };
    if (!event.body || event.isBase64Encoded) return undefined;
    return JSON.parse(event.body);
  } catch {
    return undefined;
  }
}

/** A body's size limit, as docs/api.md states it. */
function bodyLimit(route: RouteDefinition): string {
  return `At most ${contractSize(route.maxBodyBytes)} (413 above).`;
}

/** The multipart body of the logo upload: one file part, `image_url`. */
const LOGO_BODY: JsonSchema = {
  type: 'object',
  properties: {
    image_url: {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      maxLength: MAX_LOGO_BYTES,
      description: `The logo file: PNG, JPEG, WebP or GIF, by content; at most ${contractSize(MAX_LOGO_BYTES)}`,
    },
  },
  required: ['image_url'],
};

function requestBody(
  name: string,
  route: RouteDefinition,
  schemas: OperationSchemas,
  sources: ApiSources,
): Json | undefined {
  const docs = operationDocs(name, sources);
  if (route.body === 'multipart') {
    return {
      required: true,
      description: `${bodyLimit(route)} The file part \`image_url\` holds the logo (at most ${contractSize(MAX_LOGO_BYTES)}); other parts are ignored, up to ${MULTIPART_LIMITS.parts} parts of which ${MULTIPART_LIMITS.files} files.`,
      content: {
        'multipart/form-data': { schema: LOGO_BODY, examples: { basic: { value: requestExample(name, sources) } } },
      },
    };
  }
  if (route.body === 'optional-json' && schemas.query) {
    // What the operation requires may come from the query string instead: the body requires nothing.
    const { required = [], ...schema } = withDefaults(
      jsonSchema(schemas.query, 'input', route.maxBodyBytes),
      schemas.query,
    ) as JsonSchema & { required?: string[] };
    const properties = schema.properties as Record<string, JsonSchema>;
    for (const parameter of Object.keys(properties))
      properties[parameter] = noted(docs, parameter, properties[parameter] ?? {});
    const requiredSomewhere =
      required.length === 0
        ? ''
        : ` ${required.map((parameter) => `\`${parameter}\``).join(', ')} is required, in the query string or in this body.`;
    return {
      required: false,
      description: `The query parameters as a JSON object, for the owning application; the query string wins and is recommended (many clients and proxies drop GET bodies).${requiredSomewhere} A body is a body: an unknown field of it is 422, as in any other (unknown query parameters are ignored). ${bodyLimit(route)}`,
      content: {
        'application/json': {
          schema: { ...schema, additionalProperties: false },
          examples: { basic: { value: requestExample(name, sources) } },
        },
      },
    };
  }
  if (route.body !== 'json' || !schemas.body) return undefined;
  const example = sampleBody(name);
  const schema = withDefaults(jsonSchema(schemas.body, 'input', route.maxBodyBytes), schemas.body);
  // A body schema that accepts no body at all (resend, accept: every field optional) makes the body optional.
  const optional = schemas.body.safeParse(undefined).success;
  return {
    required: !optional,
    description: `A JSON object${optional ? ', or no body' : ''}. ${bodyLimit(route)}`,
    content: {
      'application/json': { schema, ...(example === undefined ? {} : { examples: { basic: { value: example } } }) },
    },
  };
}

const ROLE_NAMES: Record<RoleCode, string> = {
  ROLE_COMPANY_OWNER: 'owners',
  ROLE_COMPANY_ADMIN: 'admins',
  ROLE_COMPANY_MANAGER: 'managers',
  ROLE_COMPANY_TECHNICIAN: 'technicians',
  ROLE_PLATFORM_ADMIN: 'platform keys',
};

/** The roles of a route in words: "owners, admins and platform keys". */
function whoMayCall(route: RouteDefinition): string {
  if (route.credential === 'invitation') return "the invitee, with the invitation's token";
  const names = route.roles.map((role) => ROLE_NAMES[role]);
  if (names.length === ROLE_CODES.length) return 'every role, platform keys included';
  return names.length === 1 ? `${names[0]} only` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What the operation does, who may call it and its rate-limit group (operations.ts holds the texts). */
function operationDescription(text: OperationTexts, route: RouteDefinition): string {
  const { limit, windowSeconds } = DEFAULT_RATE_LIMITS[route.group];
  const scope = route.scope === 'caller-company' ? " It acts on the caller's own company." : '';
  const per = route.group === 'invitation' ? 'invitation' : 'key';
  return [
    text.description,
    `**Who may call:** ${whoMayCall(route)}${text.access ? `; ${text.access}` : ''}.${scope}`,
    `**Rate limit:** group \`${route.group}\`, ${limit} per ${windowSeconds} s per ${per} by default.`,
  ].join('\n\n');
}

function operation(name: string, route: RouteDefinition, sources: ApiSources): Json {
  const schemas = sources.schemas(name);
  const docs = operationDocs(name, sources);
  const parameters = [...pathParameters(route), ...queryParameters(docs, schemas.query)];
  if (route.conditional) parameters.push(ref('parameters', 'If-Match'));
  if (route.idempotent) parameters.push(ref('parameters', 'Idempotency-Key'));
  if (name === 'getAppData') parameters.push(ref('parameters', 'If-None-Match'));
  parameters.push(ref('parameters', 'X-Request-Id'));
  const responses: Json = { [successOf(name, route, sources).status]: successResponse(name, route, sources) };
  if (name === 'getAppData') {
    responses['304'] = {
      description: 'Not modified: If-None-Match holds the current ETag',
      headers: headerRefs(
        [
          ...EVERY_RESPONSE_HEADERS,
          'ETag.revalidate',
          'Cache-Control.revalidate',
          ...rateLimitHeaders(rateLimitPresence('304')),
        ],
        false,
      ),
    };
  }
  for (const status of problemStatuses(name, route, schemas, docs))
    responses[status] = problemResponse(status, name, route, docs);
  responses['405'] = ref('responses', 'MethodNotAllowed');
  const body = requestBody(name, route, schemas, sources);
  return {
    operationId: name,
    summary: docs.summary,
    description: operationDescription(docs, route),
    tags: [route.resource],
    parameters,
    ...(body ? { requestBody: body } : {}),
    responses,
    'x-roles': route.roles,
    'x-rate-limit-group': route.group,
    'x-rate-limit-default': `${DEFAULT_RATE_LIMITS[route.group].limit}/${DEFAULT_RATE_LIMITS[route.group].windowSeconds}s`,
  };
}

/**
 * The document's introduction: what the API is, then the rules every operation follows, from
 * docs/api.md (its sections, without its title and opening paragraph, which point here).
 */
function introduction(): string {
  const rules = readFileSync(join(ROOT, 'docs', 'api.md'), 'utf8');
  const sections = rules.slice(rules.indexOf('\n## ') + 1).trimEnd();
  return [
    'Reference data, workflow automations, categories, the company profile and its team (users, invitations, locations, keys, the audit trail) for service companies. Everything lives under `/api/v1`. Each operation below says what it does, who may call it, its rules, its bodies (with examples) and its problems. This document is generated from the route table, the schemas and docs/api.md (npm run openapi).',
    sections,
  ].join('\n\n');
}

/** The real route table, resource modules and handlers. */
const apiSources: ApiSources = { ...resourceSources, schemas: (name) => operationSchemas(name as RouteName) };

/** The whole document, of the real sources unless given others. */
export function buildOpenApiDocument(sources: ApiSources = apiSources): Json {
  const entries = Object.entries(sources.routes);
  // Every handler is loaded first, so that every rule its schemas document is registered.
  for (const [name] of entries) sources.schemas(name);
  registerDocumentedRules();
  const paths: Record<string, Json> = {};
  for (const [name, route] of entries) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(name, route, sources) };
  }
  // Every record schema is a component (records.ts's and the resources' models'): a new record needs no entry here.
  const records = recordSchemas(sources);
  const unschemed = entries.filter(([, route]) => !records[sources.describe(route.resource).record]);
  if (unschemed.length > 0)
    throw new Error(
      `${unschemed[0]?.[1].resource}'s record has no schema: its description names no model, and records.ts declares none`,
    );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Business Operations API',
      version: '1.0.0',
      description: introduction(),
      contact: { name: 'Business Operations API team' },
      license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
    },
    servers: [
      {
        url: '/',
        description: 'The server that serves this document: the local stack of npm start (http://localhost:3000)',
        'x-internal': true,
      },
      {
        url: 'https://{apiId}.execute-api.{region}.amazonaws.com/{stage}',
        description: 'An AWS deployment (REGIONAL REST API): stage `dev` or `prod`',
        'x-internal': false,
        variables: {
          apiId: { default: 'abcdef1234' },
          region: { default: 'us-east-1' },
          stage: { default: 'prod', enum: ['dev', 'prod'] },
        },
      },
    ],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(entries.map(([, route]) => route.resource))].map((tag) => ({
      name: tag,
      description: `Operations on ${tag.replace('-', ' ')}`,
    })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key from the admin CLI (`bo_…`), as `Authorization: Bearer <key>`',
        },
      },
      schemas: {
        ...Object.fromEntries(
          Object.entries(records).map(([schemaName, schema]) => [schemaName, jsonSchema(schema, 'output')]),
        ),
        ...problemSchemas(),
      },
      headers: headerComponents(),
      responses: { MethodNotAllowed: METHOD_NOT_ALLOWED },
      parameters: {
        'If-Match': {
          name: 'If-Match',
          in: 'header',
          required: false,
          description: 'The current ETag (`*` alone for any, a list matches if any does; weak tags never match)',
          schema: { type: 'string', maxLength: 1024 },
        },
        'If-None-Match': {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          description: 'A previously received ETag: 304 when it is still current',
          schema: { type: 'string', maxLength: 1024 },
        },
        'Idempotency-Key': {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: `1–${MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters; the same key and body within 24 h replays the first response`,
          schema: { type: 'string', minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH, pattern: '^[\\x21-\\x7e]+$' },
        },
        'X-Request-Id': {
          name: 'X-Request-Id',
          in: 'header',
          required: false,
          // Any value is accepted: one that is not 1–128 characters of [A-Za-z0-9._-] is replaced.
          description:
            "Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused)",
          schema: { type: 'string', maxLength: HEADER_BOUND },
        },
      },
    },
  };
}
