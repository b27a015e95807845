/**
 * Local data kept from before each user's usable keys had their own item (lib/auth/usable-keys.ts):
 * the item is made once from the user's key records, after their records are listed (key-records-migration.ts).
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { USER_KEY } from '../../lib/auth/key-record';
import { usableEntry, usableKeysKey } from '../../lib/auth/usable-keys';
import { ITEM_IS_NEW } from '../../lib/data/update-expression';
import { migrateOnce } from './migration';

/** Gives every user with key records the item of their usable keys; returns how many users it gave one. */
export async function addMissingUsableKeys(client: DynamoDBClient, tableName: string): Promise<number> {
  const usable = new Map<string, string[]>();
  let added = 0;
  await migrateOnce(
    client,
    tableName,
    'usable-keys',
    { filter: 'entity = :record', values: { ':record': 'user_key' } },
    async (_documents, item) => {
      const key = USER_KEY.parse(item);
      const entries = usable.get(key.user_uuid) ?? [];
      // Revoked keys stay out; expired ones go in, as an issue leaves them until the next one drops them.
      if (!key.revoked_at) entries.push(usableEntry(key));
      usable.set(key.user_uuid, entries);
      return false;
    },
    async (documents) => {
      for (const [userUuid, entries] of usable) {
        const item = {
          ...usableKeysKey(userUuid),
          entity: 'usable_keys',
          changes: 0,
          ...(entries.length > 0 ? { usable: new Set(entries) } : {}),
        };
        try {
          await documents.send(new PutCommand({ TableName: tableName, Item: item, ConditionExpression: ITEM_IS_NEW }));
          added++;
        } catch (error) {
          // Made already (a start interrupted after it): keep it.
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }
      }
    },
  );
  return added;
}
