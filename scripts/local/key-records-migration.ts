/**
 * Local data kept from before keys were listed: each user's key gets its list record in the user's
 * keys partition, and each such user the counter of their keys, once.
 */
import { type DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredApiKey } from '../../lib/auth/key-lookup';
import { KEY_LIST, USER_KEY_SK_PREFIX, userKeyRecordItem, userKeysPartition } from '../../lib/auth/key-record';
import { listCountsKey } from '../../lib/data/list-counts';
import { ITEM_IS_NEW } from '../../lib/data/update-expression';
import { countByPrefix, migrateOnce, setListTotal } from './migration';

/** Gives every user's key without one its list record; returns how many it added. */
export async function addMissingKeyRecords(client: DynamoDBClient, tableName: string): Promise<number> {
  const users = new Set<string>();
  return migrateOnce(
    client,
    tableName,
    'key-records',
    { filter: 'entity = :key AND kind = :user', values: { ':key': 'api_key', ':user': 'user' } },
    async (documents, item) => {
      const key = item as unknown as StoredApiKey & { PK: string };
      if (!key.user_uuid || !key.company_uuid) return false;
      // The key's record alone: the key item, its id pointer and the counter exist or are made apart.
      const record = {
        TableName: tableName,
        Item: userKeyRecordItem(key.PK.slice('APIKEY#'.length), {
          ...key,
          user_uuid: key.user_uuid,
          company_uuid: key.company_uuid,
        }),
        ConditionExpression: ITEM_IS_NEW,
      };
      users.add(key.user_uuid);
      try {
        await documents.send(new TransactWriteCommand({ TransactItems: [{ Put: record }] }));
        return true;
      } catch (error) {
        // Already listed (a start interrupted after it): keep it.
        if (!(error instanceof TransactionCanceledException)) throw error;
        return false;
      }
    },
    async (documents) => {
      for (const user of users) {
        const partition = userKeysPartition(user);
        await setListTotal(
          documents,
          tableName,
          listCountsKey(partition, KEY_LIST.entity),
          await countByPrefix(documents, tableName, partition, USER_KEY_SK_PREFIX),
        );
      }
    },
  );
}
