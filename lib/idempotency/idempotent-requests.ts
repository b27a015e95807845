/**
 * The Idempotency-Key protocol: claim the key, run once, store a success,
 * forget a failure; a later request with the key replays, waits (409) or is refused (422).
 */
import { randomUUID } from 'node:crypto';
import { IdempotencyInProgressError, IdempotencyKeyReusedError } from '../errors';
import { jsonHash } from './canonical-json';
import {
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_TTL_SECONDS,
  type IdempotencyRecord,
  type IdempotencyScope,
  type StoredResponse,
  idempotentRecordId,
  scopeHash,
} from './idempotency';
import { type IdempotencyRepository, idempotencyRepository } from './idempotency-repository';

/** A key this invocation holds; it must be completed or released. */
export interface IdempotencyClaim {
  hash: string;
  token: string;
  /** The id the create gives its record, the same for every repeat of the request within the key's 24 h (idempotentRecordId). */
  recordId: string;
}

type IdempotencyOutcome = { kind: 'claimed'; claim: IdempotencyClaim } | { kind: 'replay'; response: StoredResponse };

// A claim fails, the record vanishes (released, expired) before it is read: claim again, a few times.
const MAX_CLAIM_ATTEMPTS = 3;

/** Builds the protocol over a repository and a clock (epoch ms). */
export function createIdempotentRequests(
  repository: IdempotencyRepository = idempotencyRepository,
  now: () => number = Date.now,
) {
  return {
    /**
     * Claims the key for this request, or answers what an earlier request with it left: its
     * response to replay, IdempotencyKeyReusedError for another body, IdempotencyInProgressError
     * while it still runs.
     */
    async beginIdempotentRequest(scope: IdempotencyScope, body: unknown): Promise<IdempotencyOutcome> {
      const hash = scopeHash(scope);
      const requestHash = jsonHash(body);
      for (let attempt = 1; attempt <= MAX_CLAIM_ATTEMPTS; attempt++) {
        const nowMs = now();
        const claim: IdempotencyRecord = {
          status: 'IN_PROGRESS',
          request_hash: requestHash,
          claim_token: randomUUID(),
          lease_expires_at: nowMs + IDEMPOTENCY_LEASE_MS,
          expires_at_epoch: Math.floor(nowMs / 1000) + IDEMPOTENCY_TTL_SECONDS,
          // Used only when this claim begins a new life of the key; within one, the stored seed is kept.
          life_seed: randomUUID(),
        };
        const result = await repository.claimIdempotencyKey(hash, claim, nowMs);
        if (result.claimed) {
          return {
            kind: 'claimed',
            claim: { hash, token: claim.claim_token, recordId: idempotentRecordId(hash, requestHash, result.lifeSeed) },
          };
        }
        const existing = result.existing;
        const readAt = now();
        if (!existing || existing.expires_at_epoch < Math.floor(readAt / 1000)) continue;
        // A released claim, or an abandoned one (its invocation crashed), stored no response: it may be
        // taken over whatever its body.
        if (existing.status === 'RELEASED' || (existing.status === 'IN_PROGRESS' && existing.lease_expires_at < readAt))
          continue;
        if (existing.request_hash !== requestHash) throw new IdempotencyKeyReusedError();
        if (existing.status === 'COMPLETED' && existing.response)
          return { kind: 'replay', response: existing.response };
        throw new IdempotencyInProgressError();
      }
      throw new IdempotencyInProgressError();
    },

    /** Stores the successful response of a claimed request; false when the claim had been lost. */
    async completeIdempotentRequest(claim: IdempotencyClaim, response: StoredResponse): Promise<boolean> {
      return repository.completeIdempotencyKey(claim.hash, claim.token, response);
    },

    /** Forgets a claimed request that did not succeed, so a retry runs again (with the same record id). */
    async releaseIdempotentRequest(claim: IdempotencyClaim): Promise<void> {
      await repository.releaseIdempotencyKey(claim.hash, claim.token);
    },
  };
}

export type IdempotentRequests = ReturnType<typeof createIdempotentRequests>;
export const idempotentRequests: IdempotentRequests = /* @__PURE__ */ createIdempotentRequests();
