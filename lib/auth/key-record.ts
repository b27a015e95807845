/**
 * The public record of an API key (the one place a stored key is shaped for an answer), and how a
 * user's keys are listed: records in the user's own partition, sorted by the list indexes.
 */
import { itemParser } from '../data/item-shape';
import { type ListDeclaration, listAttributes } from '../data/list-index';
import type { StoredApiKey } from './api-key-repository';

export interface KeyRecord {
  key_id: string;
  name: string;
  /** null for platform keys. */
  user_uuid: string | null;
  created_at: string;
  /** null: the key never expires. */
  expires_at: string | null;
  revoked_at: string | null;
  /** null: no use recorded; else at most 15 minutes behind the key's last authenticated request. */
  last_used_at: string | null;
}

/** The name of every key the admin CLI issues. */
export const CLI_KEY_NAME = 'cli';

/** The public fields of a stored key, picked one by one (the key's hash never leaves the repository). */
export function toKeyRecord(stored: Omit<StoredApiKey, 'kind' | 'company_uuid'> & { kind?: StoredApiKey['kind'] }): KeyRecord {
  return {
    key_id: stored.key_id,
    name: stored.name ?? CLI_KEY_NAME,
    user_uuid: stored.kind === 'platform' ? null : stored.user_uuid,
    created_at: stored.created_at,
    expires_at: stored.expires_at ?? null,
    revoked_at: stored.revoked_at ?? null,
    last_used_at: stored.last_used_at ?? null,
  };
}

/** Whether a key still authenticates at `now`: neither revoked nor expired. */
export function isUsable(key: Pick<KeyRecord, 'revoked_at' | 'expires_at'>, now: string): boolean {
  return !key.revoked_at && (key.expires_at === null || key.expires_at > now);
}

export const KEY_SORT_COLUMNS = ['created_at', 'name', 'expires_at', 'last_used_at'] as const;
export type KeySortColumn = (typeof KEY_SORT_COLUMNS)[number];

/** A user's stored key record, parsed (never cast). */
export const parseUserKey = /* @__PURE__ */ itemParser<StoredUserKey>('user key', {
  key_id: 'string',
  name: 'string',
  user_uuid: 'string',
  company_uuid: 'string',
  created_at: 'string',
  expires_at: 'string?',
  revoked_at: 'string?',
  last_used_at: 'string?',
  key_hash: 'string',
});

/** How a user's keys are listed; the index slots are the usual ones, holding these columns' values. */
export const KEY_LIST: ListDeclaration<StoredUserKey, KeySortColumn> = {
  entity: 'keys',
  id: (key) => key.key_id,
  columns: {
    created_at: { index: 'ByCreatedAt', value: (key) => key.created_at },
    name: { index: 'ByName', value: (key) => key.name },
    expires_at: { index: 'ByUpdatedAtOrEmail', value: (key) => key.expires_at },
    last_used_at: { index: 'ByKind', value: (key) => key.last_used_at },
  },
  search: [(key) => key.name, () => null],
  facets: () => [],
  stored: { attributes: (key) => ({ ...key }), parse: parseUserKey },
};

export const USER_KEY_SK_PREFIX = 'KEY#';

/** The partition of a user's key records: off the company's item collection. */
export function userKeysPartition(userUuid: string): string {
  return `USERKEYS#${userUuid}`;
}

export function userKeyRecordKey(userUuid: string, keyId: string): { PK: string; SK: string } {
  return { PK: userKeysPartition(userUuid), SK: `${USER_KEY_SK_PREFIX}${keyId}` };
}

/** A user's key as its list record stores it: the record and, for revocation, the hash. */
export interface StoredUserKey extends KeyRecord {
  user_uuid: string;
  company_uuid: string;
  key_hash: string;
}

/** The list record item of a user's key (its attributes and list attributes), written beside the key item. */
export function userKeyRecordItem(hash: string, key: StoredApiKey & { user_uuid: string; company_uuid: string }): Record<string, unknown> {
  const record: StoredUserKey = {
    key_id: key.key_id,
    name: key.name ?? CLI_KEY_NAME,
    user_uuid: key.user_uuid,
    company_uuid: key.company_uuid,
    created_at: key.created_at,
    expires_at: key.expires_at ?? null,
    revoked_at: key.revoked_at,
    last_used_at: key.last_used_at ?? null,
    key_hash: hash,
  };
  return { ...userKeyRecordKey(key.user_uuid, key.key_id), entity: 'user_key', ...record, ...listAttributes(KEY_LIST, record) };
}
