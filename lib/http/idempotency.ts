/**
 * Idempotency-Key for the creates whose route says `idempotent: true`. Runs after
 * validation: a request with the key claims it, the handler runs once, a 2xx is stored and a failure
 * forgotten; a repeat gets the stored response with `Idempotent-Replayed: true`.
 */
import type { IdempotencyClaim, IdempotentRequests } from '../idempotency/idempotent-requests';
import { type StoredResponse, assertValidIdempotencyKey } from '../idempotency/idempotency';
import { type ApiMiddleware, type ApiRequest, type ApiResult, internalOf } from './api-request';
import type { FailureLog } from './problem-renderer';
import type { RouteDefinition } from './routes';

function isSuccess(result: ApiResult | null | undefined): result is ApiResult {
  return result !== undefined && result !== null && result.statusCode >= 200 && result.statusCode < 300;
}

// Read before the response-headers middleware runs: the headers are still exactly those the handler's `created()` set.
// A secret shown once (the route's `unstoredFields` of `data`: an invitation's token) is never stored, so a replay answers without it.
function storedResponse(result: ApiResult, unstored: readonly string[] = []): StoredResponse {
  const header = (name: string): string | null =>
    result.headers?.[name] === undefined ? null : String(result.headers[name]);
  let body = result.body;
  if (unstored.length > 0 && body) {
    const parsed = JSON.parse(body) as { data?: Record<string, unknown> };
    for (const field of unstored) delete parsed.data?.[field];
    body = JSON.stringify(parsed);
  }
  return { status: result.statusCode, body, location: header('Location'), etag: header('ETag') };
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

/** What the middleware needs of the idempotency records. */
export type IdempotencyStore = Pick<
  IdempotentRequests,
  'beginIdempotentRequest' | 'completeIdempotentRequest' | 'releaseIdempotentRequest'
>;

/**
 * The idempotency middleware of a route; inert unless the route is an idempotent create. A replay
 * is left under `answer`, so the handler is not run and the answer leaves through the whole stack.
 */
export function idempotency(route: RouteDefinition, requests: IdempotencyStore, logFailure: FailureLog): ApiMiddleware {
  if (route.idempotent && /\{(?!company_uuid\})/.test(route.path))
    throw new Error(`idempotent route ${route.path}: only {company_uuid} is filled into a key's scope`);
  /**
   * The path a key is scoped to: the route's, with the company the tenancy step settled on,
   * so every spelling of one resource (an upper-case or percent-encoded id, a trailing slash) is one scope.
   */
  const scopePath = (request: ApiRequest): string =>
    route.path.replace('{company_uuid}', request.internal.companyUuid ?? '');

  /** The claim this invocation holds, handed over once. */
  function take(request: ApiRequest): IdempotencyClaim | undefined {
    const claim = request.internal.idempotencyClaim;
    request.internal.idempotencyClaim = undefined;
    return claim;
  }

  async function settle(request: ApiRequest): Promise<void> {
    const claim = take(request);
    if (!claim) return;
    const result = request.response;
    try {
      // A lost claim (taken over after its lease) completes nothing; the new holder settles the key.
      if (isSuccess(result))
        await requests.completeIdempotentRequest(claim, storedResponse(result, route.unstoredFields));
      else await requests.releaseIdempotentRequest(claim);
    } catch (error) {
      // The create happened: answer it. A retry runs again, but with the same record id
      // (claim.recordId) it answers this record; a key left unreleased blocks until its lease ends.
      const { requestId, routeName } = internalOf(request, 'request', 'requestContext');
      logFailure(requestId, routeName, error);
      await requests.releaseIdempotentRequest(claim).catch(() => undefined);
    }
  }

  return {
    name: 'idempotency',
    before: async (request) => {
      if (!route.idempotent) return undefined;
      const idempotencyKey = internalOf(request, 'request', 'requestContext').headers['idempotency-key'];
      if (idempotencyKey === undefined) return undefined;
      assertValidIdempotencyKey(idempotencyKey);
      const principal = internalOf(request, 'principal', 'authentication');
      const outcome = await requests.beginIdempotentRequest(
        { keyId: principal.keyId, method: route.method, path: scopePath(request), idempotencyKey },
        request.internal.json,
      );
      if (outcome.kind === 'claimed') request.internal.idempotencyClaim = outcome.claim;
      // Not an early response: that would skip every `after` (Middy 6), the common headers included.
      else request.internal.answer = replayResult(outcome.response);
      return undefined;
    },
    after: settle,
    onError: async (request) => {
      // Released even when the create may have committed (its answer lost): see settle.
      const claim = take(request);
      if (claim) await requests.releaseIdempotentRequest(claim).catch(() => undefined);
    },
  };
}
