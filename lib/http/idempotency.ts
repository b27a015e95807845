/**
 * Idempotency-Key for the creates whose route says `idempotent: true` (contract §5, §11). Runs after
 * validation: a request with the key claims it, the handler runs once, a 2xx is stored and a failure
 * forgotten; a repeat gets the stored response with `Idempotent-Replayed: true`.
 */
import type { MiddlewareObj } from '@middy/core';
import { type IdempotencyClaim, type IdempotentRequests, idempotentRequests } from '../idempotency/idempotent-requests';
import { type StoredResponse, assertValidIdempotencyKey } from '../idempotency/idempotency';
import { logFailure } from './observability';
import { type ApiEvent, type ApiRequest, type ApiResult, principalOf, responseFinalizer, stateOf } from './middleware';
import type { RouteDefinition } from './routes';

function isSuccess(result: ApiResult | null | undefined): result is ApiResult {
  return result !== undefined && result !== null && result.statusCode >= 200 && result.statusCode < 300;
}

// Read before the finalizer runs: the headers are still exactly those the handler's `created()` set.
function storedResponse(result: ApiResult): StoredResponse {
  const header = (name: string): string | null => (result.headers?.[name] === undefined ? null : String(result.headers[name]));
  return { status: result.statusCode, body: result.body, location: header('Location'), etag: header('ETag') };
}

function replayResult(stored: StoredResponse): ApiResult {
  return {
    statusCode: stored.status,
    headers: {
      ...(stored.body === '' ? {} : { 'Content-Type': 'application/json' }),
      ...(stored.location === null ? {} : { Location: stored.location }),
      ...(stored.etag === null ? {} : { ETag: stored.etag }),
      'Idempotent-Replayed': 'true',
    },
    body: stored.body,
  };
}

/** The idempotency middleware of a route; inert unless the route is an idempotent create. */
export function idempotency(route: RouteDefinition, requests: IdempotentRequests = idempotentRequests): MiddlewareObj<ApiEvent, ApiResult> {
  // Keyed by the event object, like the stack's state: the claim this invocation must settle.
  const claims = new WeakMap<object, IdempotencyClaim>();

  /** The claim this invocation holds, handed over once. */
  function take(request: ApiRequest): IdempotencyClaim | undefined {
    const claim = claims.get(request.event);
    claims.delete(request.event);
    return claim;
  }

  async function settle(request: ApiRequest): Promise<void> {
    const claim = take(request);
    if (!claim) return;
    const result = request.response;
    try {
      // A lost claim (taken over after its lease) completes nothing; the new holder settles the key.
      if (isSuccess(result)) await requests.completeIdempotentRequest(claim, storedResponse(result));
      else await requests.releaseIdempotentRequest(claim);
    } catch (error) {
      // The create happened: answer it. A key left behind unreleased blocks only until its lease ends.
      logFailure(stateOf(request).requestId, stateOf(request).routeName, error);
      await requests.releaseIdempotentRequest(claim).catch(() => undefined);
    }
  }

  return {
    name: 'idempotency',
    before: async (request) => {
      if (!route.idempotent) return undefined;
      const state = stateOf(request);
      const idempotencyKey = state.headers['idempotency-key'];
      if (idempotencyKey === undefined) return undefined;
      assertValidIdempotencyKey(idempotencyKey);
      const principal = principalOf(state);
      const outcome = await requests.beginIdempotentRequest(
        { keyId: principal.keyId, method: route.method, path: request.event.path ?? route.path, idempotencyKey },
        state.json,
      );
      if (outcome.kind === 'claimed') {
        claims.set(request.event, outcome.claim);
        return undefined;
      }
      // An early response skips every `after` of the stack (Middy 6), so finalize it here: request
      // id, security and rate-limit headers like every other response.
      request.response = replayResult(outcome.response);
      await responseFinalizer.after?.(request);
      return request.response;
    },
    after: settle,
    onError: async (request) => {
      const claim = take(request);
      if (claim) await requests.releaseIdempotentRequest(claim).catch(() => undefined);
    },
  };
}
