/**
 * The middlewares of the one stack, in the API's check order (docs/api.md): request context → 401 → tenancy 404 →
 * role 403 → 429 → 406 → 415/413/400 → 422. None keeps module state: what a request's middlewares
 * learn lives in Middy's `request.internal` under the typed keys of `ApiInternal`.
 */
import type { MiddlewareObj, Request } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { ZodMiniType } from 'zod/mini';
import type { Authenticator, Credential } from '../auth/authenticate';
import { principalFromContext } from '../auth/authorizer';
import type { Principal } from '../auth/principal';
import type { CompanyReader } from '../companies/company-reader';
import type { IdempotencyClaim } from '../idempotency/idempotent-requests';
import {
  type FieldIssue,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  ValidationError,
} from '../errors';
import { canonicalUuid } from '../data/ids';
import type { RateLimiter } from '../rate-limit/limiter';
import { type RateLimitState, rateLimitHeaders } from '../rate-limit/rate-limit-state';
import { fieldIssues, unknownFieldIssues } from '../validation';
import { assertAcceptsJson, decodeBody, normalizeHeaders, queryParameters, rawBody, requestIdFrom } from './request';
import type { RouteDefinition, RouteName } from './routes';

export type ApiEvent = APIGatewayProxyEvent;
export type ApiResult = APIGatewayProxyResult;

/** What the first middleware learns of every request. */
export interface RequestInfo {
  routeName: RouteName | undefined;
  requestId: string;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** The problem `instance`: the request path. */
  instance: string;
}

/**
 * What the stack learns about a request on the way in, under one key per concern (Middy's
 * `request.internal`). A key is set by the middleware named beside it.
 */
export type ApiInternal = {
  /** requestContext */
  request?: RequestInfo;
  /** authentication */
  principal?: Principal;
  /** authorization: the company the request acts on (path company, or the caller's own). */
  companyUuid?: string | null;
  /**
   * rateLimiting: starts this request's count (once; later calls return the same verdict, which never
   * rejects). A read does not wait for it (`readsBesideCount`).
   */
  rateLimit?: () => Promise<RateLimitVerdict>;
  /** Headers that middlewares ask every response of this request to carry (the rate-limit headers). */
  responseHeaders?: Record<string, string>;
  /** bodyParsing */
  rawBody?: Buffer;
  json?: unknown;
  /** validation */
  body?: unknown;
  query?: unknown;
  /** idempotency: the claim this invocation must settle. */
  idempotencyClaim?: IdempotencyClaim;
  /** A response a middleware already holds (an idempotent replay): the handler is not run for it. */
  answer?: ApiResult;
};

/**
 * The invocation's context. Middy hands middlewares the request but the handler only the event and
 * the context, so the stack shares its state with the handler and the request log through the
 * context, as Middy's own middlewares do (`setToContext`).
 */
export interface ApiContext extends Context {
  api?: ApiInternal;
}

export type ApiRequest = Request<ApiEvent, ApiResult, Error, ApiContext, ApiInternal>;
export type ApiMiddleware = MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext, ApiInternal>;

/** A value an earlier middleware must have set; its absence is a stack built in the wrong order. */
export function internalOf<Key extends keyof ApiInternal>(
  request: Pick<ApiRequest, 'internal'>,
  key: Key,
  setBy: string,
): NonNullable<ApiInternal[Key]> {
  const value = request.internal[key];
  if (value === undefined || value === null) throw new Error(`${setBy} middleware did not run`);
  return value as NonNullable<ApiInternal[Key]>;
}

/** The request info, or a stand-in when the first middleware did not run (for the error path). */
export function requestInfoOf(request: Pick<ApiRequest, 'internal' | 'event'>): RequestInfo {
  return (
    request.internal.request ?? {
      routeName: undefined,
      requestId: requestIdFrom(undefined),
      headers: {},
      instance: request.event?.path ?? '',
    }
  );
}

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

/** The rate-limit state of a counted request, and the error that overrides the response if any. */
export interface RateLimitVerdict {
  limit?: RateLimitState;
  error?: unknown;
}

async function settleRateLimit(pending: Promise<RateLimitState>): Promise<RateLimitVerdict> {
  try {
    const limit = await pending;
    return limit.exceeded ? { limit, error: new RateLimitedError(limit.secondsToReset) } : { limit };
  } catch (error) {
    return { error };
  }
}

/**
 * A read runs beside its count: the counter's UpdateItem goes out first, the handler's reads right
 * behind it without waiting for its answer, and the verdict is applied on the way out. That is the
 * floor of a warm GET (the write, the slower of the two, leaves first), and a list's page and total
 * come back in the same round trip as its count. A GET that takes a JSON body waits for the verdict
 * (settings-json writes a file, users may drop or fill its cache) unless its route says the request
 * only reads (`readsOnlyWhen`), as does every write: a request over the limit must do nothing but count.
 */
export function readsBesideCount(
  route: RouteDefinition,
  event?: Pick<APIGatewayProxyEvent, 'body' | 'queryStringParameters'>,
): boolean {
  if (route.method !== 'GET') return false;
  if (route.body === 'none') return true;
  return route.readsOnlyWhen !== undefined && !event?.body && route.readsOnlyWhen(event?.queryStringParameters ?? {});
}

/**
 * Counts the request against its group, at the moment it arrived (see `readsBesideCount` for when
 * the handler may run before the verdict). A caller the container already knows to be over its
 * limit in this window is refused by the limiter from memory, before any read. Every answer of a
 * counted request carries the rate-limit headers; a verdict of "exceeded" (or a limiter failure)
 * replaces the answer.
 */
export function rateLimiting(
  route: RouteDefinition,
  limiter: Pick<RateLimiter, 'consume' | 'isOverLimit'>,
  now: () => number,
): ApiMiddleware {
  /** Records the verdict's headers and returns the error that overrides the answer. */
  async function settle(request: ApiRequest): Promise<unknown> {
    const count = request.internal.rateLimit;
    if (!count) return undefined;
    // Started here when the handler never ran (a 406 or 422 after the count): every request counts.
    const { limit, error } = await count();
    if (limit) request.internal.responseHeaders = { ...request.internal.responseHeaders, ...rateLimitHeaders(limit) };
    return error;
  }

  return {
    name: 'rateLimiting',
    before: async (request) => {
      const principal = internalOf(request, 'principal', 'authentication');
      const arrivedAt = now();
      let verdict: Promise<RateLimitVerdict> | undefined;
      // Settled as soon as the count answers, so a limiter failure is never an unhandled rejection.
      const count = () => (verdict ??= settleRateLimit(limiter.consume(principal.keyId, route.group, arrivedAt)));
      request.internal.rateLimit = count;
      // A caller this container knows to be over its limit is refused before any read, also by a
      // read, whose count would otherwise only be settled after its read.
      if (!readsBesideCount(route, request.event) || limiter.isOverLimit(principal.keyId, route.group, arrivedAt)) {
        // 429 when exceeded; a limiter failure surfaces as the dependency error it is.
        const { error } = await count();
        if (error) throw error;
      } else {
        // Settled on the way out (`settle`); the read goes out right behind it.
        void count();
      }
    },
    after: async (request) => {
      const error = await settle(request);
      if (error) throw error;
    },
    onError: async (request) => {
      const error = await settle(request);
      if (error) request.error = error as Error;
    },
  };
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
