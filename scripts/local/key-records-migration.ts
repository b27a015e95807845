/**
 * Local data kept from before keys were listed (`.data` of an earlier `npm start`): each user's key
 * gets its list record in the user's keys partition, and each such user the counter of their keys.
 * A marker item records that the table was upgraded, so later starts pay one GetItem, not a scan.
 */
import { type DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { createApiKeyRepository, type StoredApiKey } from '../../lib/auth/api-key-repository';
import { KEY_LIST, USER_KEY_SK_PREFIX, userKeysPartition } from '../../lib/auth/key-record';
import { beginsWith } from '../../lib/data/key-range';
import { TOTAL_FACET, listCountsKey } from '../../lib/data/list-counts';

const MARKER_KEY = { PK: 'MIGRATION#key-records', SK: 'MIGRATION' };

type StoredKeyItem = StoredApiKey & { PK: string };

/** Gives every user's key without one its list record; returns how many it added. */
export async function addMissingKeyRecords(client: DynamoDBClient, tableName: string): Promise<number> {
  const documents = DynamoDBDocumentClient.from(client);
  const marker = await documents.send(new GetCommand({ TableName: tableName, Key: MARKER_KEY, ConsistentRead: true }));
  if (marker.Item) return 0;
  const keys = createApiKeyRepository(documents, tableName);
  const users = new Set<string>();
  let added = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({ TableName: tableName, FilterExpression: 'entity = :key AND kind = :user', ExpressionAttributeValues: { ':key': 'api_key', ':user': 'user' }, ExclusiveStartKey: startKey, ConsistentRead: true }),
    );
    for (const item of (page.Items ?? []) as StoredKeyItem[]) {
      const hash = item.PK.slice('APIKEY#'.length);
      // The key's record alone: its item by hash, id pointer and counter are (re)made apart.
      const record = keys.putNewKeyItems(hash, item).find((candidate) => String(candidate.Put?.Item?.PK).startsWith('USERKEYS#'));
      if (!record?.Put || !item.user_uuid) continue;
      users.add(item.user_uuid);
      try {
        await documents.send(new TransactWriteCommand({ TransactItems: [{ Put: record.Put }] }));
        added++;
      } catch (error) {
        // Already listed (a start interrupted after it): keep it.
        if (!(error instanceof TransactionCanceledException)) throw error;
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  for (const user of users) await recount(documents, tableName, user);
  await documents.send(new PutCommand({ TableName: tableName, Item: { ...MARKER_KEY, entity: 'migration', applied_at: new Date().toISOString() } }));
  return added;
}

/** Sets a user's key counter to the number of their key records. */
async function recount(documents: DynamoDBDocumentClient, tableName: string, userUuid: string): Promise<void> {
  const partition = userKeysPartition(userUuid);
  const sortKey = beginsWith('SK', USER_KEY_SK_PREFIX);
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new QueryCommand({ TableName: tableName, KeyConditionExpression: `PK = :pk AND ${sortKey.expression}`, ExpressionAttributeValues: { ':pk': partition, ...sortKey.values }, Select: 'COUNT', ConsistentRead: true, ExclusiveStartKey: startKey }),
    );
    total += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await documents.send(new PutCommand({ TableName: tableName, Item: { ...listCountsKey(partition, KEY_LIST.entity), entity: 'list_counts', [TOTAL_FACET]: total } }));
}
