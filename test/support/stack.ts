/**
 * Fakes and helpers for unit tests of the Middy stack (lib/http/*.test.ts): tiny stacks run with
 * fakes of every dependency, no DynamoDB, no environment.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { ApiDependencies } from '../../lib/http/api';
import { type IdempotencyStore, idempotency } from '../../lib/http/idempotency';
import type { ApiContext, ApiEvent, ApiInternal, ApiMiddleware, ApiResult } from '../../lib/http/api-request';
import type { Principal } from '../../lib/auth/principal';
import { UnauthorizedError } from '../../lib/errors';
import type { IdempotencyClaim } from '../../lib/idempotency/idempotent-requests';
import type { StoredResponse } from '../../lib/idempotency/idempotency';
import { type RateLimitState, stateAfter } from '../../lib/rate-limit/rate-limit-state';
import { lambdaContext, loadEvent, withRequest, type EventOverrides } from './invoke';

export const COMPANY = '0190f3a4-5b6c-7d8e-9f01-23456789abcd';
export const OTHER_COMPANY = '0190f3a4-5b6c-7d8e-9f01-0000000000ff';
export const OWNER_KEY = 'bo_owner';
export const OWNER: Principal = {
  keyId: 'key-owner',
  role: 'ROLE_COMPANY_OWNER',
  companyUuid: COMPANY,
  userUuid: '0190f3a4-5b6c-7d8e-9f01-000000000001',
  locationUuids: [],
};
export const TECHNICIAN: Principal = { ...OWNER, keyId: 'key-tech', role: 'ROLE_COMPANY_TECHNICIAN' };
export const PLATFORM: Principal = {
  keyId: 'key-platform',
  role: 'ROLE_PLATFORM_ADMIN',
  companyUuid: null,
  userUuid: null,
  locationUuids: [],
};

/** 2026-01-01T00:00:10Z: ten seconds into a minute window. */
export const NOW = Date.UTC(2026, 0, 1, 0, 0, 10);

/** A rate-limit state of the `write` group (10/60 s) after `count` requests at NOW. */
export function limitState(count: number, group: RateLimitState['group'] = 'write', limit = 10): RateLimitState {
  return stateAfter(count, group, { limit, windowSeconds: 60 }, NOW);
}

/** The headers of `limitState(count)`. */
export function limitHeaders(count: number, group = 'write', limit = 10): Record<string, string> {
  const remaining = String(Math.max(0, limit - count));
  return {
    'RateLimit-Policy': `"${group}";q=${limit};w=60`,
    RateLimit: `"${group}";r=${remaining};t=50`,
    'X-RateLimit-Limit': String(limit),
    'X-RateLimit-Remaining': remaining,
    'X-RateLimit-Reset': String(Math.ceil(Date.UTC(2026, 0, 1, 0, 1, 0) / 1000)),
  };
}

export interface Fakes extends ApiDependencies {
  /** The fake store behind `idempotency` (the stack uses it on idempotent routes only). */
  idempotencyStore: IdempotencyStore;
  calls: {
    authenticate: Array<string | undefined>;
    companyExists: string[];
    consume: Array<{ keyId: string; group: string; nowMs: number }>;
    begin: unknown[];
    complete: Array<{ claim: IdempotencyClaim; response: StoredResponse }>;
    release: IdempotencyClaim[];
    failures: Array<{ requestId: string; route: string | undefined; error: unknown }>;
  };
}

export interface FakeOptions {
  /** Keys and their principals; any other key is a 401. */
  keys?: Record<string, Principal>;
  /** Companies that exist (for platform keys). */
  companies?: string[];
  /** The rate-limit verdict: the count of this request, or a failure. */
  consume?: () => Promise<RateLimitState>;
  /** Whether the limiter already knows the caller to be over its limit (its count then answers from memory). */
  overLimit?: boolean;
  begin?: IdempotencyStore['beginIdempotentRequest'];
  complete?: IdempotencyStore['completeIdempotentRequest'];
  corsAllowedOrigins?: string[];
  trustAuthorizerContext?: boolean;
}

/** Every dependency of the stack, faked and recording its calls. */
export function fakeDependencies(options: FakeOptions = {}): Fakes {
  const keys = options.keys ?? { [OWNER_KEY]: OWNER };
  const calls: Fakes['calls'] = {
    authenticate: [],
    companyExists: [],
    consume: [],
    begin: [],
    complete: [],
    release: [],
    failures: [],
  };
  const idempotencyStore: IdempotencyStore = {
    beginIdempotentRequest: async (scope, body) => {
      calls.begin.push({ scope, body });
      return options.begin
        ? options.begin(scope, body)
        : { kind: 'claimed', claim: { hash: 'h', token: 't', recordId: '00000000-0000-5000-8000-000000000000' } };
    },
    completeIdempotentRequest: async (claim, response) => {
      calls.complete.push({ claim, response });
      return options.complete ? options.complete(claim, response) : true;
    },
    releaseIdempotentRequest: async (claim) => {
      calls.release.push(claim);
    },
  };
  return {
    calls,
    idempotencyStore,
    idempotency: (route, logFailure) => idempotency(route, idempotencyStore, logFailure),
    authenticator: {
      authenticate: async (authorization) => {
        calls.authenticate.push(authorization);
        const principal = keys[authorization?.replace(/^bearer\s+/i, '') ?? ''];
        if (!principal) throw new UnauthorizedError();
        return principal;
      },
    },
    companies: {
      companyExists: async (companyUuid) => {
        calls.companyExists.push(companyUuid);
        return (options.companies ?? [COMPANY]).includes(companyUuid);
      },
    },
    rateLimiter: {
      consume: (keyId, group, nowMs = NaN) => {
        calls.consume.push({ keyId, group, nowMs });
        return options.consume ? options.consume() : Promise.resolve(limitState(1, group));
      },
      isOverLimit: () => options.overLimit ?? false,
    },
    now: () => NOW,
    trustAuthorizerContext: options.trustAuthorizerContext ?? false,
    corsAllowedOrigins: options.corsAllowedOrigins ?? [],
    logFailure: (requestId, route, error) => {
      calls.failures.push({ requestId, route, error });
    },
  };
}

/** A fresh copy of a sample event with overrides (see withRequest); the owner's key unless told. */
export function sampleEvent(name: string, overrides: EventOverrides = {}): APIGatewayProxyEvent {
  return withRequest(loadEvent(name), { key: OWNER_KEY, ...overrides });
}

export type TinyHandler = (event: ApiEvent, context: ApiContext) => Promise<ApiResult>;

/**
 * A tiny stack of `middlewares` around `handler` (by default: 200 with what the stack learned). Like
 * api()'s, the handler is not run when a middleware already holds the answer.
 */
export function tinyStack(middlewares: ApiMiddleware[], handler?: TinyHandler) {
  const fn: TinyHandler =
    handler ??
    (async (_event, context) => ({ statusCode: 200, headers: {}, body: JSON.stringify(learned(context.api)) }));
  return middy<ApiEvent, ApiResult, Error, ApiContext, ApiInternal>()
    .use(middlewares)
    .handler(async (event, context) => context.api?.answer ?? fn(event, context));
}

/** What a stack learned of a request, as JSON-safe values. */
export function learned(state: ApiInternal | undefined): Record<string, unknown> {
  return {
    requestId: state?.request?.requestId,
    principal: state?.principal,
    companyUuid: state?.companyUuid,
    json: state?.json,
    body: state?.body,
    query: state?.query,
  };
}

/** Runs a stack as Lambda would. */
export async function run(
  stack: (event: ApiEvent, context: ApiContext) => Promise<ApiResult>,
  event: ApiEvent,
): Promise<ApiResult> {
  return stack(event, lambdaContext());
}

/** A problem body as the renderer writes it. */
export function problemBody(
  status: number,
  code: string,
  title: string,
  detail: string,
  instance: string,
  requestId: string,
  extra: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    type: `/problems/${code}`,
    title,
    status,
    detail,
    instance,
    code,
    request_id: requestId,
    ...extra,
  });
}
