/**
 * The middlewares of the one stack, in contract §11 order: request context → 401 → tenancy 404 →
 * role 403 → 429 → 406 → 415/413/400 → 422, with the problem renderer running last on the way out.
 */
import type { MiddlewareObj, Request } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type * as z from 'zod';
import type { ZodMiniType } from 'zod/mini';
import type { Authenticator } from '../auth/authenticate';
import { principalFromContext } from '../auth/authorizer';
import type { Principal } from '../auth/principal';
import type { CompanyRepository } from '../companies/company-repository';
import { ForbiddenError, NotFoundError, RateLimitedError, ValidationError, type AppError } from '../errors';
import { config } from '../config';
import { canonicalUuid } from '../data/ids';
import type { RateLimiter } from '../rate-limit/limiter';
import { type RateLimitState, rateLimitHeaders } from '../rate-limit/rate-limit-state';
import { fieldIssues } from '../validation';
import { problemOf, toAppError } from './problem';
import { assertAcceptsJson, decodeBody, normalizeHeaders, queryParameters, rawBody, requestIdFrom } from './request';
import type { RouteDefinition, RouteName } from './routes';
import { corsHeaders } from './cors';
import { logFailure } from './observability';

export type ApiEvent = APIGatewayProxyEvent;
export type ApiResult = APIGatewayProxyResult;
export type ApiRequest = Request<ApiEvent, ApiResult>;

/** What the stack learns about a request on the way in. */
export interface ApiState {
  routeName: RouteName | undefined;
  requestId: string;
  headers: Record<string, string>;
  instance: string;
  principal?: Principal;
  /** The company the request acts on (path company, or the caller's own). */
  companyUuid: string | null;
  rateLimit?: Promise<RateLimitState>;
  rawBody?: Buffer;
  json?: unknown;
  body?: unknown;
  query?: unknown;
}

// Keyed by the event object, which Middy hands to both the middlewares and the handler.
const states = new WeakMap<object, ApiState>();

/** The state of a request; every middleware after the first may rely on it. */
export function stateOf(request: Pick<ApiRequest, 'event'>): ApiState {
  const state = states.get(request.event);
  if (!state) throw new Error('request context middleware did not run');
  return state;
}

/** What the stack learned of a request, if it ran at all (for the request log). */
export function stateOfEvent(event: object): ApiState | undefined {
  return states.get(event);
}

/** The authenticated caller; every middleware after authentication may rely on it. */
export function principalOf(state: ApiState): Principal {
  if (!state.principal) throw new Error('authentication middleware did not run');
  return state.principal;
}

/** Request id, normalized headers and the route's name (for logs); runs first. */
export function requestContext(routeName: RouteName | undefined): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    name: 'requestContext',
    before: (request) => {
      const headers = normalizeHeaders(request.event);
      states.set(request.event, {
        routeName,
        headers,
        requestId: requestIdFrom(headers['x-request-id']),
        instance: request.event.path ?? '',
        companyUuid: null,
      });
    },
  };
}

/**
 * Bearer authentication (401). In AWS and behind npm start's local gateway the Lambda authorizer has
 * already validated the key and put the principal in the request context, so no second lookup is
 * needed; without that context (invoke local, handler tests, where an event could forge it) the key
 * is looked up here.
 */
export function authentication(authenticator: Authenticator, trustAuthorizerContext = config.trustAuthorizerContext): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    name: 'authentication',
    before: async (request) => {
      const state = stateOf(request);
      const fromAuthorizer = trustAuthorizerContext ? principalFromContext(request.event.requestContext?.authorizer) : undefined;
      state.principal = fromAuthorizer ?? (await authenticator.authenticate(state.headers.authorization));
    },
  };
}

/** Tenancy (404 for another company) then role (403), from the route's declared permissions. */
export function authorization(route: RouteDefinition, companies: CompanyRepository): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    name: 'authorization',
    before: async (request) => {
      const state = stateOf(request);
      const principal = principalOf(state);
      if (route.scope === 'company-path') {
        const companyUuid = canonicalUuid(request.event.pathParameters?.company_uuid);
        if (companyUuid === undefined) throw new NotFoundError('The company does not exist');
        const foreign = principal.companyUuid === null
          ? !(await companies.getCompany(companyUuid)) // platform keys may use any company that exists
          : principal.companyUuid !== companyUuid;
        if (foreign) throw new NotFoundError('The company does not exist');
        state.companyUuid = companyUuid;
      } else {
        state.companyUuid = principal.companyUuid;
      }
      if (!route.roles.includes(principal.role)) throw new ForbiddenError();
      if (route.scope === 'caller-company' && principal.companyUuid === null) throw new ForbiddenError('This operation needs a company key');
    },
  };
}

/**
 * Counts the request against its group. Writes wait for the verdict before going on; reads of one
 * record let the counter update run concurrently with the handler (a GetItem beside an UpdateItem),
 * and the verdict is applied on the way out. Lists wait, so a 429 never runs their reads (§12), and
 * so do GETs that take a JSON body (settings-json writes a file, users may drop its cache): a request
 * over the limit must do nothing. A caller the container already knows to be over its limit in this
 * window is refused by the limiter from memory, before any read.
 */
export function rateLimiting(route: RouteDefinition, limiter: RateLimiter): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    name: 'rateLimiting',
    before: async (request) => {
      const state = stateOf(request);
      const pending = limiter.consume(principalOf(state).keyId, route.group);
      // Attach a handler now so a failure is never an unhandled rejection while the read runs.
      pending.catch(() => undefined);
      state.rateLimit = pending;
      if (route.method !== 'GET' || route.body !== 'none' || route.list === true) {
        // 429 when exceeded; a limiter failure surfaces as the dependency error it is.
        const { error } = await settleRateLimit(state);
        if (error) throw error;
      }
    },
  };
}

/** 406 unless the client accepts JSON. */
export const contentNegotiation: MiddlewareObj<ApiEvent, ApiResult> = {
  name: 'contentNegotiation',
  before: (request) => assertAcceptsJson(stateOf(request).headers.accept),
};

/** 415, 413, 400 and the not-an-object 422, in that order. */
export function bodyParsing(route: RouteDefinition): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    name: 'bodyParsing',
    before: (request) => {
      const state = stateOf(request);
      const decoded = decodeBody(route.body, state.headers['content-type'], rawBody(request.event), route.maxBodyBytes);
      state.rawBody = decoded.raw;
      state.json = decoded.json;
    },
  };
}

/** A request schema: classic zod, or zod/mini where a handler needs no more (smaller bundle). */
export type RequestSchema = z.ZodType | ZodMiniType;

export interface Schemas {
  body?: RequestSchema;
  query?: RequestSchema;
}

/** 422 with every invalid field of the body and the query. */
export function validation(route: RouteDefinition, schemas: Schemas): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    name: 'validation',
    before: (request) => {
      const state = stateOf(request);
      const issues = [];
      let query: Record<string, unknown> = queryParameters(request.event);
      if (route.body === 'optional-json' && state.json !== undefined) {
        // GET parameters may also come from a JSON body; the query string wins.
        query = { ...(state.json as Record<string, unknown>), ...query };
      }
      state.query = query;
      if (schemas.query) {
        const parsed = schemas.query.safeParse(query, { reportInput: true });
        if (parsed.success) state.query = parsed.data;
        else issues.push(...fieldIssues(parsed.error));
      }
      if (schemas.body) {
        const parsed = schemas.body.safeParse(state.json, { reportInput: true });
        if (parsed.success) state.body = parsed.data;
        else if (state.json === undefined) issues.push({ path: '', code: 'required', message: 'A JSON object body is required' });
        else issues.push(...fieldIssues(parsed.error));
      }
      if (issues.length > 0) throw new ValidationError(issues);
    },
  };
}

const PROBLEM_TYPE = 'application/problem+json';

/** Renders errors as problems and adds the headers every response carries; runs last. */
export const responseFinalizer: MiddlewareObj<ApiEvent, ApiResult> = {
  name: 'responseFinalizer',
  after: async (request) => {
    const state = stateOf(request);
    const response = request.response;
    if (!response) return;
    const verdict = await settleRateLimit(state);
    request.response = verdict.error
      ? renderError(request, verdict.error, state, verdict.limit)
      : finalize(response, state, verdict.limit);
  },
  onError: async (request) => {
    const state = states.get(request.event);
    const verdict = state ? await settleRateLimit(state) : {};
    request.response = renderError(request, verdict.error ?? request.error, state, verdict.limit);
  },
};

/** The rate-limit state of a counted request, and the error that overrides the response if any. */
async function settleRateLimit(state: ApiState): Promise<{ limit?: RateLimitState; error?: unknown }> {
  if (!state.rateLimit) return {};
  try {
    const limit = await state.rateLimit;
    return limit.exceeded ? { limit, error: new RateLimitedError(limit.secondsToReset) } : { limit };
  } catch (error) {
    return { error };
  }
}

function finalize(result: ApiResult, state: ApiState | undefined, limit: RateLimitState | undefined): ApiResult {
  const headers: Record<string, string> = {
    // no-store unless the reply chose its own caching (app-data's revalidation, contract §12).
    'Cache-Control': 'no-store',
    ...(result.headers as Record<string, string> | undefined),
    'X-Request-Id': state?.requestId ?? requestIdFrom(undefined),
    'X-Content-Type-Options': 'nosniff',
    ...corsHeaders(state?.headers.origin),
    ...(limit ? rateLimitHeaders(limit) : {}),
  };
  return { ...result, headers };
}

/** The problem response of any error. */
export function renderError(request: ApiRequest, thrown: unknown, state: ApiState | undefined, limit?: RateLimitState): ApiResult {
  const error: AppError = toAppError(thrown);
  const requestId = state?.requestId ?? requestIdFrom(undefined);
  if (error.status >= 500) logFailure(requestId, state?.routeName, thrown);
  const problem = problemOf(error, state?.instance ?? request.event?.path ?? '', requestId);
  return finalize(
    { statusCode: error.status, body: JSON.stringify(problem), headers: { 'Content-Type': PROBLEM_TYPE, ...error.headers } },
    state,
    limit,
  );
}
