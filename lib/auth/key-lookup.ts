/**
 * What authentication does with a key (lib/auth/authenticate.ts): find it by its hash and record
 * its use. Apart from the key repository's issue and revoke transactions, because authentication
 * is in every Lambda bundle and they would make every bundle carry them.
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { type StoredRecord, defineEntity, nullable, oneOf, optional, string, timestamp, uuid } from '../data/entity';
import { listAttributes } from '../data/list-index';
import { readItem } from '../data/read-item';
import { ITEM_EXISTS, setAttributes } from '../data/update-expression';
import { CLI_KEY_NAME, KEY_LIST, type StoredUserKey, toKeyRecord, userKeyRecordKey } from './key-record';

/** A key as stored under its hash (`APIKEY#<hash>`): the one authentication reads. */
export const API_KEY = /* @__PURE__ */ defineEntity('API key', {
  key_id: uuid(),
  kind: oneOf(['user', 'platform'] as const),
  company_uuid: nullable(uuid()),
  user_uuid: nullable(uuid()),
  created_at: timestamp(),
  revoked_at: nullable(timestamp()),
  /** Absent on keys issued before keys had names: the admin CLI's, named `cli`. */
  name: optional(string()),
  /** Absent or null: the key never expires. */
  expires_at: optional(timestamp()),
  /** Absent or null: no use recorded yet. */
  last_used_at: optional(timestamp()),
});
export type StoredApiKey = StoredRecord<typeof API_KEY>;

export const keyByHash = (hash: string) => ({ PK: `APIKEY#${hash}`, SK: 'APIKEY' });

/** How often a key's `last_used_at` is written: it is at most this far behind the key's last request. */
export const LAST_USED_RESOLUTION_MS = 15 * 60 * 1000;

/** An Update of the key item (by hash), while it exists. */
export const keyItemUpdate = (tableName: string, hash: string, changed: Record<string, unknown>) => ({
  TableName: tableName,
  Key: keyByHash(hash),
  ...setAttributes(changed),
  ConditionExpression: ITEM_EXISTS,
});

/** An Update of a user key's list record to `record` (its list attributes rewritten with the changed fields), while it exists. */
export const keyRecordUpdate = (tableName: string, record: StoredUserKey, changed: Record<string, unknown>) => ({
  TableName: tableName,
  Key: userKeyRecordKey(record.user_uuid, record.key_id),
  ...setAttributes({ ...changed, ...listAttributes(KEY_LIST, record) }),
  ConditionExpression: ITEM_EXISTS,
});

export function createKeyLookup(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  return {
    /**
     * The key stored under this hash, if any. Strongly consistent: a key revoked a moment ago must
     * not be read as live.
     */
    async findKeyByHash(hash: string): Promise<StoredApiKey | undefined> {
      return readItem(client, tableName, keyByHash(hash), (item) => {
        const key = API_KEY.parse(item);
        return { ...key, name: key.name ?? CLI_KEY_NAME };
      });
    },

    /**
     * Records a key's use, at most once per LAST_USED_RESOLUTION_MS: its hash item (which the next
     * authentication reads) and its list record. Best effort: a failure leaves the older time.
     */
    async recordUse(hash: string, key: StoredApiKey, now: Date): Promise<void> {
      const last = key.last_used_at ? Date.parse(key.last_used_at) : 0;
      if (now.getTime() - last < LAST_USED_RESOLUTION_MS) return;
      const at = now.toISOString();
      const writes = [client.send(new UpdateCommand(keyItemUpdate(tableName, hash, { last_used_at: at })))];
      if (key.kind === 'user' && key.user_uuid && key.company_uuid) {
        const record: StoredUserKey = {
          ...toKeyRecord(key),
          user_uuid: key.user_uuid,
          company_uuid: key.company_uuid,
          key_hash: hash,
          last_used_at: at,
        };
        writes.push(client.send(new UpdateCommand(keyRecordUpdate(tableName, record, { last_used_at: at }))));
      }
      await Promise.allSettled(writes);
    },
  };
}

export type KeyLookup = ReturnType<typeof createKeyLookup>;
export const keyLookup: KeyLookup = /* @__PURE__ */ createKeyLookup();
