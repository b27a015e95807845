/**
 * The one Middy stack every handler is built with. Handlers receive the parsed, authenticated and
 * authorized request and return a Reply; everything else (headers, problems, rate limits) is here.
 */
import middy from '@middy/core';
import type * as z from 'zod/mini';
import type { Context } from 'aws-lambda';
import { type Authenticator, authenticator } from '../auth/authenticate';
import type { Principal } from '../auth/principal';
import { type AuditContext, auditContextOf } from '../audit/audit-context';
import { type CompanyReader, companyReader } from '../companies/company-reader';
import { config } from '../config';
import { type RateLimiter, rateLimiter } from '../rate-limit/limiter';
import {
  type ApiContext,
  type ApiEvent,
  type ApiInternal,
  type ApiMiddleware,
  type ApiResult,
  internalOf,
} from './api-request';
import {
  type RequestSchema,
  authentication,
  authorization,
  bodyParsing,
  contentNegotiation,
  requestContext,
  validation,
} from './middleware';
import { rateLimiting } from './rate-limiting';
import { logFailure, observed } from './observability';
import { type FailureLog, problemRenderer } from './problem-renderer';
import { responseHeaders } from './response-headers';
import type { Reply } from './responses';
import { pathParameters } from './path-parameters';
import { type RouteCompany, type RouteDefinition, type RouteName, type RoutePathParameters, routes } from './routes';

export interface HandlerInput<
  Body,
  Query,
  Company extends string | null = string,
  Path = Record<string, string | null>,
> {
  principal: Principal;
  /** The company acted on: the path's `{company_uuid}` (lower-case) or the caller's own; null only on routes of no company scope. */
  companyUuid: Company;
  body: Body;
  query: Query;
  /** Path parameters, parsed (path-parameters.ts): a record id is its lower-case UUID, or null when not a UUID. */
  path: Path;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  rawBody: Buffer | undefined;
  /** With an Idempotency-Key (idempotent creates): the id the new record takes, the same for every repeat of the request. */
  idempotentId: string | undefined;
  /** Who acts and in which request, for the audit event a change records. */
  audit: AuditContext;
  /** Milliseconds left before the function is stopped (Lambda's getRemainingTimeInMillis), for work that must stop in time to undo itself. */
  remainingTimeMs: () => number;
}

export interface ApiOptions<
  Route extends RouteName,
  BodySchema extends RequestSchema | undefined,
  QuerySchema extends RequestSchema | undefined,
> {
  route: Route;
  body?: BodySchema;
  query?: QuerySchema;
}

type Parsed<S> = S extends RequestSchema ? z.output<S> : undefined;
type ParsedQuery<S> = S extends RequestSchema ? z.output<S> : Record<string, string | string[]>;

export type ApiHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;

/** What a handler declares about its operation, read by the OpenAPI generator (scripts/openapi). */
export interface OperationSchemas {
  route: RouteName;
  body?: RequestSchema;
  query?: RequestSchema;
}

/** A handler built by `api()`, carrying the schemas its stack validates with. */
export type DescribedApiHandler = ApiHandler & { operation: OperationSchemas };

function toResult(reply: Reply): ApiResult {
  const body = reply.json ?? (reply.body === undefined ? undefined : JSON.stringify(reply.body));
  return {
    statusCode: reply.status,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...reply.headers },
    body: body ?? '',
  };
}

/** Everything the stack talks to, injected so that a test can build it with fakes. */
export interface ApiDependencies {
  authenticator: Pick<Authenticator, 'authenticate'>;
  companies: Pick<CompanyReader, 'companyExists'>;
  rateLimiter: Pick<RateLimiter, 'consume' | 'isOverLimit'>;
  /**
   * The Idempotency-Key middleware of the creates that honour it (`idempotent` routes), over its
   * store. Only those handlers' stack has it (idempotentApi, idempotent-api.ts), so no other
   * bundle carries the middleware or the store.
   */
  idempotency?: (route: RouteDefinition, logFailure: FailureLog) => ApiMiddleware;
  /** Milliseconds since the epoch: the moment a request is counted in its rate-limit window. */
  now: () => number;
  /** Whether a principal in the authorizer's context is taken as is (AWS, npm start's gateway). */
  trustAuthorizerContext: boolean;
  corsAllowedOrigins: readonly string[];
  /** Where unexpected failures are logged once (the request log's logger). */
  logFailure: FailureLog;
}

/** The company the authorization middleware settled on; every route but those of no scope has one. */
function companyOf(route: RouteDefinition, companyUuid: string | null | undefined): string | null {
  if (route.scope === 'none') return companyUuid ?? null;
  if (typeof companyUuid !== 'string')
    throw new Error('authorization middleware settled no company for a company route');
  return companyUuid;
}

/** An `api()` whose stack is built from `deps`. */
export function createApi(deps: ApiDependencies) {
  /**
   * Builds a handler for a route of the route table.
   * @example
   * export const handler = api({ route: 'createCategory', body: CategoryCreate })
   *   .handler(async ({ companyUuid, body }) => created(...));
   */
  return function api<
    Route extends RouteName,
    BodySchema extends RequestSchema | undefined = undefined,
    QuerySchema extends RequestSchema | undefined = undefined,
  >(options: ApiOptions<Route, BodySchema, QuerySchema>) {
    const route: RouteDefinition = routes[options.route];
    const parsePath = pathParameters(route);
    const idempotency = route.idempotent ? deps.idempotency?.(route, deps.logFailure) : undefined;
    if (route.idempotent && !idempotency) {
      throw new Error(
        `Route ${options.route} honours Idempotency-Key: build its handler with idempotentApi (lib/http/idempotent-api.ts)`,
      );
    }
    return {
      handler(
        fn: (
          input: HandlerInput<
            Parsed<BodySchema>,
            ParsedQuery<QuerySchema>,
            RouteCompany<Route>,
            RoutePathParameters<Route>
          >,
        ) => Promise<Reply>,
      ): DescribedApiHandler {
        const handler = middy<ApiEvent, ApiResult, Error, ApiContext, ApiInternal>()
          .use([
            requestContext(options.route),
            responseHeaders(deps.corsAllowedOrigins),
            problemRenderer(deps.logFailure),
            authentication(deps.authenticator, deps.trustAuthorizerContext, route.credential),
            authorization(route, deps.companies),
            rateLimiting(route, deps.rateLimiter, deps.now),
            contentNegotiation,
            bodyParsing(route),
            validation(route, { body: options.body, query: options.query }),
            ...(idempotency ? [idempotency] : []),
          ])
          .handler(async (event, context) => {
            const state = context.api;
            if (!state) throw new Error('requestContext middleware did not run');
            if (state.answer) return state.answer;
            const stack = { internal: state };
            const principal = internalOf(stack, 'principal', 'authentication');
            const request = internalOf(stack, 'request', 'requestContext');
            const reply = await fn({
              principal,
              companyUuid: companyOf(route, state.companyUuid) as RouteCompany<Route>,
              body: state.body as Parsed<BodySchema>,
              query: state.query as ParsedQuery<QuerySchema>,
              path: parsePath(event.pathParameters) as RoutePathParameters<Route>,
              headers: request.headers,
              rawBody: state.rawBody,
              idempotentId: state.idempotencyClaim?.recordId,
              audit: auditContextOf(principal, request.requestId, event.requestContext?.requestId ?? null),
              remainingTimeMs: () => context.getRemainingTimeInMillis(),
            });
            return toResult(reply);
          }) as ApiHandler;
        const logged = observed({ route: options.route, method: route.method, group: route.group }, handler);
        return Object.assign(logged, { operation: { route: options.route, body: options.body, query: options.query } });
      },
    };
  };
}

/** The stack's production dependencies: the DynamoDB-backed services and the configuration (idempotency: idempotent-api.ts). */
export const defaultDependencies: ApiDependencies = {
  authenticator,
  companies: companyReader,
  rateLimiter,
  now: Date.now,
  trustAuthorizerContext: config.trustAuthorizerContext,
  corsAllowedOrigins: config.corsAllowedOrigins,
  logFailure,
};

/**
 * Builds a handler for a route of the route table, with the production dependencies.
 * @example
 * export const handler = api({ route: 'createCategory', body: CategoryCreate })
 *   .handler(async ({ companyUuid, body }) => created(...));
 */
export const api = createApi(defaultDependencies);
