/**
 * The idempotency record: its key, its shapes and the rules of the
 * `Idempotency-Key` header. A record is scoped to the calling key, the method and the request path.
 */
import { nameBasedId } from '../data/ids';
import { ValidationError } from '../errors';
import { sha256Hex } from './canonical-json';

export const IDEMPOTENCY_ENTITY = 'idempotency';
/** How long a completed create is replayed. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/**
 * How long an IN_PROGRESS claim blocks its key: longer than the creates' Lambda timeout (10 s,
 * DEFAULT_RUNTIME in lib/http/route-settings.ts; a test holds it), so a live request is never
 * taken over; after it, a retry may take over the key of an invocation that died, or whose claim
 * was written with every answer lost (a 503 whose claim DynamoDB applied anyway: its retries answer
 * 409 until then).
 */
export const IDEMPOTENCY_LEASE_MS = 15_000;
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** RELEASED: a claim that did not succeed, kept (with its seed) so that a retry claims it again. */
type IdempotencyStatus = 'IN_PROGRESS' | 'COMPLETED' | 'RELEASED';

/** The response a completed create is replayed with. */
export interface StoredResponse {
  status: number;
  /** The JSON body as sent the first time. */
  body: string;
  location: string | null;
  etag: string | null;
}

export interface IdempotencyRecord {
  status: IdempotencyStatus;
  /** Hash of the canonical JSON body. */
  request_hash: string;
  /** Identifies the invocation holding the claim, so a taken-over claim is not completed by its old holder. */
  claim_token: string;
  /** Epoch ms; an IN_PROGRESS record past its lease may be taken over. */
  lease_expires_at: number;
  /** Epoch seconds (the table's TTL attribute): 24 h after the claim that began the record's life. */
  expires_at_epoch: number;
  /**
   * Random, chosen by the claim that begins a life of the key (no record, or one past its 24 h) and
   * kept by every claim within it: the record ids of that life derive from it (idempotentRecordId).
   */
  life_seed: string;
  response?: StoredResponse;
}

/** What identifies one idempotent request: who, what, where, and the client's key. */
export interface IdempotencyScope {
  keyId: string;
  method: string;
  path: string;
  idempotencyKey: string;
}

/**
 * The hash that names a record. Paths are compared lower-cased without trailing slashes (their
 * uuids are case-insensitive); the JSON array keeps the parts unambiguous.
 */
export function scopeHash(scope: IdempotencyScope): string {
  const path = scope.path.toLowerCase().replace(/\/+$/, '');
  return sha256Hex(JSON.stringify([scope.keyId, scope.method.toUpperCase(), path, scope.idempotencyKey]));
}

/** Namespace of the ids that creates with an Idempotency-Key give their records (UUIDv5). */
const RECORD_ID_NAMESPACE = '43998d9f-c893-4583-baf0-a0f84c36d0af';

/**
 * The id a create with an Idempotency-Key gives its record: the same for every repeat of one request
 * (caller, method, path, key and body) within one 24-hour life of its idempotency record (`lifeSeed`),
 * so a repeat whose first attempt committed finds that record instead of creating another, and a key
 * used again after its 24 h creates anew (data-model.md#idempotency).
 */
export function idempotentRecordId(hash: string, requestHash: string, lifeSeed: string): string {
  return nameBasedId(`${hash}:${requestHash}:${lifeSeed}`, RECORD_ID_NAMESPACE);
}

/** The record's key. */
export function idempotencyKey(hash: string): { PK: string; SK: string } {
  return { PK: `IDEMPOTENCY#${hash}`, SK: 'IDEMPOTENCY' };
}

const VISIBLE_ASCII = /^[\x21-\x7E]+$/;

/** The longest Idempotency-Key. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** 422 unless the header is 1–255 visible ASCII characters (0x21–0x7E). */
export function assertValidIdempotencyKey(value: string): void {
  const invalid = (code: string, message: string) => ValidationError.field(IDEMPOTENCY_KEY_HEADER, code, message);
  if (value.length === 0) throw invalid('too_small', 'Idempotency-Key must not be empty');
  if (value.length > MAX_IDEMPOTENCY_KEY_LENGTH)
    throw invalid('too_big', `Idempotency-Key may be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
  if (!VISIBLE_ASCII.test(value))
    throw invalid('invalid_format', 'Idempotency-Key may contain only visible ASCII characters');
}
