/**
 * The rate-limit step of the stack (429, docs/api.md's check order): every request counts against
 * its route's group when it arrives, and every answer of a counted request carries the rate-limit
 * headers. A read runs beside its count (`readsBesideCount`); anything else waits for the verdict.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { RateLimitedError } from '../errors';
import type { RateLimiter } from '../rate-limit/limiter';
import { type RateLimitState, rateLimitHeaders } from '../rate-limit/rate-limit-state';
import { type ApiMiddleware, type ApiRequest, internalOf } from './api-request';
import type { RouteDefinition } from './routes';

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
