/**
 * The public record of an API key (the one place a stored key is shaped for an answer), and how a
 * user's keys are listed: records in the user's own partition, sorted by the list indexes.
 */
import {
  type PublicRecord,
  type StoredRecord,
  defineEntity,
  field,
  internal,
  nullable,
  string,
  timestamp,
  uuid,
} from '../data/entity';
import { listOf, sortColumns } from '../data/entity-list';
import { listAttributes } from '../data/list-index';
import type { StoredApiKey } from './key-lookup';

/**
 * What every answer shows of a key, in answer order. A client names the key it issues; a user's keys
 * are listed by creation, name, expiry and last use (in the fourth sort slot), searched by name.
 */
const KEY_RECORD_FIELDS = {
  key_id: uuid(),
  name: field(string("The key's name; every key the admin CLI issues is named `cli`"), {
    write: 'any',
    sort: 'ListSort2',
    search: 'primary',
  }),
  user_uuid: nullable(uuid('null for platform keys')),
  created_at: field(timestamp(), { sort: 'ListSort1' }),
  expires_at: field(nullable(timestamp('null: never expires')), { sort: 'ListSort3' }),
  revoked_at: nullable(timestamp()),
  last_used_at: field(
    nullable(timestamp("null: no use recorded; else at most 15 minutes behind the key's last authenticated request")),
    { sort: 'ListSort4' },
  ),
};

/** The public record of an API key, whether a user's or a platform key. */
export const KEY_RECORD = /* @__PURE__ */ defineEntity('key', KEY_RECORD_FIELDS);
export type KeyRecord = PublicRecord<typeof KEY_RECORD>;

/** A user's key as its list record stores it: the record and, for revocation, the hash. */
export const USER_KEY = /* @__PURE__ */ defineEntity('user key', {
  ...KEY_RECORD_FIELDS,
  user_uuid: uuid(),
  company_uuid: internal(uuid()),
  key_hash: internal(string()),
});
export type StoredUserKey = StoredRecord<typeof USER_KEY>;

/** The name of every key the admin CLI issues. */
export const CLI_KEY_NAME = 'cli';

/** The public fields of a stored key, picked one by one (the key's hash never leaves the repository). */
export function toKeyRecord(
  stored: Omit<StoredApiKey, 'kind' | 'company_uuid'> & { kind?: StoredApiKey['kind'] },
): KeyRecord {
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

// The order the list query has always offered the columns in (its enum), not their fields' order.
const COLUMN_ORDER = ['created_at', 'name', 'expires_at', 'last_used_at'] as const;

/** The columns a keys list sorts by. */
export const KEY_SORT_COLUMNS = /* @__PURE__ */ sortColumns(USER_KEY, COLUMN_ORDER);
export type KeySortColumn = (typeof KEY_SORT_COLUMNS)[number];

/** How a user's keys are listed: from the model's sort and search facts, in the query's column order; no filters. */
export const KEY_LIST = /* @__PURE__ */ listOf(USER_KEY, { entity: 'keys', id: 'key_id', columnOrder: COLUMN_ORDER });

export const USER_KEY_SK_PREFIX = 'KEY#';

/** The partition of a user's key records: off the company's item collection. */
export function userKeysPartition(userUuid: string): string {
  return `USERKEYS#${userUuid}`;
}

export function userKeyRecordKey(userUuid: string, keyId: string): { PK: string; SK: string } {
  return { PK: userKeysPartition(userUuid), SK: `${USER_KEY_SK_PREFIX}${keyId}` };
}

/** The list record item of a user's key (its attributes and list attributes), written beside the key item. */
export function userKeyRecordItem(
  hash: string,
  key: StoredApiKey & { user_uuid: string; company_uuid: string },
): Record<string, unknown> {
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
  return {
    ...userKeyRecordKey(key.user_uuid, key.key_id),
    entity: 'user_key',
    ...USER_KEY.attributes(record),
    ...listAttributes(KEY_LIST, record),
  };
}
