/**
 * The middlewares of the one stack, in the API's check order (docs/api.md): request context → 401 → tenancy 404 →
 * role 403 → 429 → 406 → 415/413/400 → 422. None keeps module state: what a request's middlewares
 * learn lives in Middy's `request.internal` under the typed keys of `ApiInternal` (api-request.ts).
 * The 429 step is rate-limiting.ts.
 */
import type { ZodMiniType } from 'zod/mini';
import type { Authenticator, Credential } from '../auth/authenticate';
import { principalFromContext } from '../auth/authorizer';
import type { Principal } from '../auth/principal';
import type { CompanyReader } from '../companies/company-reader';
import { type FieldIssue, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors';
import { canonicalUuid } from '../data/ids';
import { fieldIssues, unknownFieldIssues } from '../validation';
import { type ApiMiddleware, internalOf } from './api-request';
import { assertAcceptsJson, decodeBody, normalizeHeaders, queryParameters, rawBody, requestIdFrom } from './request';
import type { RouteDefinition, RouteName } from './routes';

/** Request id, normalized headers and the route's name (for logs); runs first. */
export function requestContext(routeName: RouteName | undefined): ApiMiddleware {
  return {
    name: 'requestContext',
    before: (request) => {
      const headers = normalizeHeaders(request.event);
      request.internal.request = {
        routeName,
        headers,
        requestId: requestIdFrom(headers['x-request-id']),
        instance: request.event.path ?? '',
      };
      request.context.api = request.internal;
    },
  };
}

/**
 * Bearer authentication (401). In AWS and behind npm start's local gateway the Lambda authorizer has
 * already validated the key and put the principal in the request context, so no second lookup is
 * needed; without that context (invoke local, handler tests, where an event could forge it) the key
 * is looked up here.
 */
export function authentication(
  authenticator: Pick<Authenticator, 'authenticate'>,
  trustAuthorizerContext: boolean,
  credential: Credential = 'api-key',
): ApiMiddleware {
  return {
    name: 'authentication',
    before: async (request) => {
      const { headers } = internalOf(request, 'request', 'requestContext');
      const fromAuthorizer = trustAuthorizerContext
        ? principalFromContext(request.event.requestContext?.authorizer)
        : undefined;
      // The authorizer's answer is cached per token for every route: a credential of the other kind is refused here.
      if (fromAuthorizer && (fromAuthorizer.invitationUuid !== undefined) !== (credential === 'invitation')) {
        throw new UnauthorizedError(
          credential === 'invitation'
            ? 'This operation takes an invitation token'
            : 'An invitation token is good only for its invitation',
        );
      }
      request.internal.principal =
        fromAuthorizer ?? (await authenticator.authenticate(headers.authorization, credential));
    },
  };
}

/** Tenancy (404 for another company) then role (403), from the route's declared permissions. */
export function authorization(route: RouteDefinition, companies: Pick<CompanyReader, 'companyExists'>): ApiMiddleware {
  return {
    name: 'authorization',
    before: async (request) => {
      const principal = internalOf(request, 'principal', 'authentication');
      if (route.scope === 'company-path') {
        const companyUuid = canonicalUuid(request.event.pathParameters?.company_uuid);
        if (companyUuid === undefined) throw new NotFoundError('The company does not exist');
        const foreign =
          principal.companyUuid === null
            ? !(await companies.companyExists(companyUuid)) // platform keys may use any company that exists
            : principal.companyUuid !== companyUuid;
        if (foreign) throw new NotFoundError('The company does not exist');
        request.internal.companyUuid = companyUuid;
      } else {
        request.internal.companyUuid = principal.companyUuid;
      }
      if (!route.roles.includes(principal.role)) throw new ForbiddenError();
      if (route.scope === 'caller-company' && principal.companyUuid === null)
        throw new ForbiddenError('This operation needs a company key');
      if (route.userTarget) assertUserTarget(route.userTarget, principal, request.event.pathParameters?.user_uuid);
    },
  };
}

/** The role step's rules of a route on one user, which the path's `{user_uuid}` settles (403). */
function assertUserTarget(
  rule: NonNullable<RouteDefinition['userTarget']>,
  principal: Principal,
  userUuid: string | undefined,
): void {
  const self = principal.userUuid !== null && canonicalUuid(userUuid) === principal.userUuid;
  if (!self && rule.selfOnly?.includes(principal.role))
    throw new ForbiddenError('Your role may do this only to your own user');
  if (self && rule.notSelf) throw new ForbiddenError('You may not do this to your own user');
}

/** 406 unless the client accepts JSON. */
export const contentNegotiation: ApiMiddleware = {
  name: 'contentNegotiation',
  before: (request) => assertAcceptsJson(internalOf(request, 'request', 'requestContext').headers.accept),
};

/** 415, 413, 400 and the not-an-object 422, in that order. */
export function bodyParsing(route: RouteDefinition): ApiMiddleware {
  return {
    name: 'bodyParsing',
    before: (request) => {
      const { headers } = internalOf(request, 'request', 'requestContext');
      const decoded = decodeBody(route.body, headers['content-type'], rawBody(request.event), route.maxBodyBytes);
      request.internal.rawBody = decoded.raw;
      request.internal.json = decoded.json;
    },
  };
}

/** A request schema (zod/mini: classic zod's methods cost every bundle ~70 KB and a cold start ~7 ms). */
export type RequestSchema = ZodMiniType;

export interface Schemas {
  body?: RequestSchema;
  query?: RequestSchema;
}

/**
 * The parameters a GET's JSON body may hold: those of its query schema (an object). Unknown query
 * parameters are ignored, but a body is a body: an unknown field of it is 422, as in any other.
 */
function bodyParameters(query: RequestSchema | undefined): ReadonlySet<string> {
  const shape = (query as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!shape) throw new Error('a route taking its parameters from a JSON body needs an object query schema');
  return new Set(Object.keys(shape));
}

/** 422 with every invalid field of the body and the query. */
export function validation(route: RouteDefinition, schemas: Schemas): ApiMiddleware {
  const parameters = route.body === 'optional-json' ? bodyParameters(schemas.query) : undefined;
  return {
    name: 'validation',
    before: (request) => {
      const { json } = request.internal;
      // Collected by concat, never push(...): a body may hold 125,000 unknown fields, more arguments than a call takes.
      let issues: FieldIssue[] = [];
      let query: Record<string, unknown> = queryParameters(request.event);
      const fromBody = parameters && json !== undefined ? (json as Record<string, unknown>) : undefined;
      // GET parameters may also come from a JSON body; the query string wins.
      if (fromBody) query = { ...fromBody, ...query };
      request.internal.query = query;
      if (schemas.query) {
        const parsed = schemas.query.safeParse(query, { reportInput: true });
        if (parsed.success) request.internal.query = parsed.data;
        else issues = issues.concat(fieldIssues(parsed.error, [], query));
      }
      // Its unknown fields last, as a strict object's are.
      if (fromBody && parameters) issues = issues.concat(unknownFieldIssues(fromBody, parameters));
      if (schemas.body) {
        const parsed = schemas.body.safeParse(json, { reportInput: true });
        if (parsed.success) request.internal.body = parsed.data;
        else if (json === undefined)
          issues = issues.concat({ path: '', code: 'required', message: 'A JSON object body is required' });
        else issues = issues.concat(fieldIssues(parsed.error, [], json));
      }
      if (issues.length > 0) throw new ValidationError(issues);
    },
  };
}
