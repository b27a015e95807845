/**
 * A user's keys through the API: the caller's own (me/keys) and, for owners, admins and platform
 * keys, those of a user of the company. Issuing and revoking record `key.created` and `key.revoked`
 * in the same transaction; the key itself is shown once, in the issuing answer.
 */
import type { AuditContext } from '../audit/audit-context';
import type { Principal } from './principal';
import { flushAuthorizerCacheAfterChange } from '../aws/authorizer-cache';
import type { Page } from '../data/list';
import { assertIfMatch } from '../data/versioning';
import { ForbiddenError, NotFoundError } from '../errors';
import { type UserRepository, userRepository } from '../users/user-repository';
import type { StoredUser } from '../users/user';
import { managesOwners } from '../users/user-rules';
import { type ApiKeyRepository, apiKeyRepository } from './api-key-repository';
import { newUserKeyMaterial } from './api-keys';
import type { KeyCreate } from './key-input';
import type { KeyListQuery } from './key-query';
import { type KeyRecord, type StoredUserKey, USER_KEY, toKeyRecord } from './key-record';
import { ownUser } from './my-key';
import { heldKey, keyEtag } from './user-key-reader';

/** The most usable keys a user may hold through the API (the admin CLI is not bound by it). */
export const MAX_USABLE_KEYS = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface KeyDependencies {
  keys: ApiKeyRepository;
  users: Pick<UserRepository, 'getUser'>;
}

const defaults: KeyDependencies = { keys: apiKeyRepository, users: userRepository };

const publicKey = (stored: StoredUserKey): KeyRecord => USER_KEY.toPublic(stored);

/** The keys of the caller's own user. */
async function pageOf(userUuid: string, query: KeyListQuery, deps: KeyDependencies): Promise<Page<KeyRecord>> {
  const page = await deps.keys.listUserKeys(userUuid, query);
  return { data: page.data.map(publicKey), meta: page.meta };
}

/** The user a company path names, as the caller may act on it: 404 when absent or of another company. */
async function companyUser(companyUuid: string, userUuid: string | null, deps: KeyDependencies): Promise<StoredUser> {
  const user = userUuid === null ? undefined : await deps.users.getUser(companyUuid, userUuid, { consistent: true });
  if (!user) throw new NotFoundError('The user does not exist');
  return user;
}

/**
 * Revokes one key of a user: 404 when the user holds no key of that id, then 412 when If-Match is
 * not its current tag; 204 again for a revoked one.
 */
async function revoke(
  user: Pick<StoredUser, 'user_uuid' | 'company_uuid'>,
  keyId: string,
  ifMatch: string | undefined,
  audit: AuditContext,
  deps: KeyDependencies,
): Promise<void> {
  const key = await heldKey(deps.keys, user, keyId);
  assertIfMatch(ifMatch, keyEtag(key));
  if (await deps.keys.revokeUserKey(key, new Date().toISOString(), audit)) {
    await flushAuthorizerCacheAfterChange();
  } else if (!key.revoked_at) {
    // A concurrent revoke came first: the key holds the revoked tag now (a revoke is final), which
    // a tag of the live key read here does not match.
    assertIfMatch(ifMatch, keyEtag({ ...key, revoked_at: 'revoked' }));
  }
}

export function listMyKeys(
  principal: Principal,
  query: KeyListQuery,
  deps: KeyDependencies = defaults,
): Promise<Page<KeyRecord>> {
  return pageOf(ownUser(principal).user_uuid, query, deps);
}

/**
 * Issues a key of the caller's own user: 409 `limit_exceeded` when they hold MAX_USABLE_KEYS usable
 * keys already (checked in the write's own transaction, so concurrent issues cannot pass it).
 */
export async function createMyKey(
  principal: Principal,
  body: KeyCreate,
  audit: AuditContext,
  deps: KeyDependencies = defaults,
): Promise<{ record: KeyRecord; apiKey: string; etag: string }> {
  const user = ownUser(principal);
  const now = new Date();
  const expiresAt = body.expires_in_days ? new Date(now.getTime() + body.expires_in_days * DAY_MS).toISOString() : null;
  const { apiKey, hash, record: key } = newUserKeyMaterial(user, now.toISOString(), body.name, expiresAt);
  await deps.keys.createKeyWithinLimit(hash, key, MAX_USABLE_KEYS, key.created_at, audit);
  const record = toKeyRecord(key);
  return { record, apiKey, etag: keyEtag(record) };
}

/** Revokes one of the caller's keys, also the one making the request. */
export function revokeMyKey(
  principal: Principal,
  keyId: string,
  ifMatch: string | undefined,
  audit: AuditContext,
  deps: KeyDependencies = defaults,
): Promise<void> {
  return revoke(ownUser(principal), keyId, ifMatch, audit, deps);
}

/** The keys of a user of the company. */
export async function listUserKeys(
  companyUuid: string,
  userUuid: string | null,
  query: KeyListQuery,
  deps: KeyDependencies = defaults,
): Promise<Page<KeyRecord>> {
  const user = await companyUser(companyUuid, userUuid, deps);
  return pageOf(user.user_uuid, query, deps);
}

/** Revokes a key of a user of the company; only an owner or a platform key may revoke an owner's keys (403). */
export async function revokeUserKey(
  principal: Principal,
  companyUuid: string,
  userUuid: string | null,
  keyId: string,
  ifMatch: string | undefined,
  audit: AuditContext,
  deps: KeyDependencies = defaults,
): Promise<void> {
  const user = await companyUser(companyUuid, userUuid, deps);
  if (user.role_code === 'ROLE_COMPANY_OWNER' && !managesOwners(principal)) {
    throw new ForbiddenError("Only an owner or a platform key may revoke an owner's keys");
  }
  await revoke(user, keyId, ifMatch, audit, deps);
}
