/**
 * The one Middy stack every handler is built with. Handlers receive the parsed, authenticated and
 * authorized request and return a Reply; everything else (headers, problems, rate limits) is here.
 */
import middy from '@middy/core';
import type * as z from 'zod';
import type { Context } from 'aws-lambda';
import { authenticator } from '../auth/authenticate';
import type { Principal } from '../auth/principal';
import { companyRepository } from '../companies/company-repository';
import { rateLimiter } from '../rate-limit/limiter';
import {
  type ApiEvent,
  type ApiResult,
  type RequestSchema,
  authentication,
  authorization,
  bodyParsing,
  contentNegotiation,
  rateLimiting,
  requestContext,
  responseFinalizer,
  principalOf,
  stateOf,
  stateOfEvent,
  validation,
} from './middleware';
import { idempotency } from './idempotency';
import { observed } from './observability';
import type { Reply } from './responses';
import { type RouteDefinition, type RouteName, routes } from './routes';

export interface HandlerInput<Body, Query> {
  principal: Principal;
  /** The company acted on: the path's `{company_uuid}` (lower-case) or the caller's own. */
  companyUuid: string;
  body: Body;
  query: Query;
  /** Raw path parameters; ids are checked by the domain (a non-UUID id is a record that does not exist). */
  path: Record<string, string | undefined>;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  rawBody: Buffer | undefined;
}

export interface ApiOptions<BodySchema extends RequestSchema | undefined, QuerySchema extends RequestSchema | undefined> {
  route: RouteName;
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

/**
 * Builds a handler for a route of the route table.
 * @example
 * export const handler = api({ route: 'createCategory', body: CategoryCreate })
 *   .handler(async ({ companyUuid, body }) => created(...));
 */
export function api<BodySchema extends RequestSchema | undefined = undefined, QuerySchema extends RequestSchema | undefined = undefined>(
  options: ApiOptions<BodySchema, QuerySchema>,
) {
  const route: RouteDefinition = routes[options.route];
  return {
    handler(fn: (input: HandlerInput<Parsed<BodySchema>, ParsedQuery<QuerySchema>>) => Promise<Reply>): DescribedApiHandler {
      const handler = middy<ApiEvent, ApiResult>()
        .use([
          requestContext(options.route),
          responseFinalizer,
          authentication(authenticator),
          authorization(route, companyRepository),
          rateLimiting(route, rateLimiter),
          contentNegotiation,
          bodyParsing(route),
          validation(route, { body: options.body, query: options.query }),
          idempotency(route),
        ])
        .handler(async (event) => {
          const state = stateOf({ event });
          const reply = await fn({
            principal: principalOf(state),
            companyUuid: state.companyUuid ?? '',
            body: state.body as Parsed<BodySchema>,
            query: state.query as ParsedQuery<QuerySchema>,
            path: event.pathParameters ?? {},
            headers: state.headers,
            rawBody: state.rawBody,
          });
          return toResult(reply);
        }) as ApiHandler;
      const logged = observed(
        {
          route: options.route,
          method: route.method,
          group: route.group,
          facts: (event) => {
            const state = stateOfEvent(event);
            return { requestId: state?.requestId, companyUuid: state?.companyUuid, keyId: state?.principal?.keyId };
          },
        },
        handler,
      );
      return Object.assign(logged, { operation: { route: options.route, body: options.body, query: options.query } });
    },
  };
}
