/**
 * A request as the one stack sees it: the Lambda event and result, and what its middlewares learn
 * on the way in, kept in Middy's `request.internal` under the typed keys of `ApiInternal` (no
 * middleware keeps module state) and shared with the handler through the context. The middlewares
 * themselves are middleware.ts and rate-limiting.ts.
 */
import type { MiddlewareObj, Request } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { Principal } from '../auth/principal';
import type { IdempotencyClaim } from '../idempotency/idempotent-requests';
import type { RateLimitVerdict } from './rate-limiting';
import { requestIdFrom } from './request';
import type { RouteName } from './routes';

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
