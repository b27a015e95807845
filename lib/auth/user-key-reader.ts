/**
 * A user's key as the API names it (`…/keys/{key_id}`): its record, read by id, and its ETag. Apart
 * from the key repository, so that GET me/keys/{k} bundles no write.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { canonicalUuid } from '../data/ids';
import { readItem } from '../data/read-item';
import { type Versioned, etagOf } from '../data/versioning';
import { NotFoundError } from '../errors';
import { type KeyRecord, type StoredUserKey, USER_KEY, userKeyRecordKey } from './key-record';

/**
 * A key record's strong ETag: its id and whether it is revoked, the one change a client makes.
 * `last_used_at` is left out: the authorizer moves it, and every request would make the tag stale.
 */
export function keyEtag(key: Pick<KeyRecord, 'key_id' | 'revoked_at'>): string {
  return etagOf(key.key_id, key.revoked_at ? 2 : 1);
}

export function toVersionedKey(stored: StoredUserKey): Versioned<KeyRecord> {
  const record = USER_KEY.toPublic(stored);
  return { record, etag: keyEtag(record) };
}

export function createUserKeyReader(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  return {
    /** A user's key by its id (strongly consistent), or undefined. */
    async getUserKey(userUuid: string, keyId: string): Promise<StoredUserKey | undefined> {
      return readItem(client, tableName, userKeyRecordKey(userUuid, keyId), USER_KEY.parse);
    },
  };
}

export type UserKeyReader = ReturnType<typeof createUserKeyReader>;
export const userKeyReader: UserKeyReader = /* @__PURE__ */ createUserKeyReader();

/** The key of a user that the path's id names: 404 when the user holds no key of that id (or it is no UUID). */
export async function heldKey(
  reader: UserKeyReader,
  user: { user_uuid: string; company_uuid: string },
  keyId: string,
): Promise<StoredUserKey> {
  const id = canonicalUuid(keyId);
  const key = id === undefined ? undefined : await reader.getUserKey(user.user_uuid, id);
  if (!key || key.company_uuid !== user.company_uuid) throw new NotFoundError('The key does not exist');
  return key;
}
