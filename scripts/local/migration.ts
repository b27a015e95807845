/**
 * One-time upgrades of local data kept from earlier versions (`.data` of an earlier `npm start`):
 * each scans the table once for the items it upgrades and leaves a marker item, so later starts
 * pay one GetItem, not a scan. In AWS a table is created in its current shape (docs/deploy.md).
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beginsWith } from '../../lib/data/key-range';

export interface MigrationScan {
  /** The FilterExpression of the items to upgrade. */
  filter: string;
  names?: Record<string, string>;
  values: Record<string, unknown>;
}

/**
 * Runs `upgrade` on every item the scan selects, then `finish`, once per table; answers how many
 * items `upgrade` changed (it answers false for one it left as it was).
 */
export async function migrateOnce(
  client: DynamoDBClient,
  tableName: string,
  name: string,
  scan: MigrationScan,
  upgrade: (documents: DynamoDBDocumentClient, item: Record<string, unknown>) => Promise<boolean>,
  finish: (documents: DynamoDBDocumentClient) => Promise<void> = async () => undefined,
): Promise<number> {
  const documents = DynamoDBDocumentClient.from(client);
  const marker = { PK: `MIGRATION#${name}`, SK: 'MIGRATION' };
  if ((await documents.send(new GetCommand({ TableName: tableName, Key: marker, ConsistentRead: true }))).Item)
    return 0;
  let upgraded = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: scan.filter,
        ...(scan.names ? { ExpressionAttributeNames: scan.names } : {}),
        ExpressionAttributeValues: scan.values,
        ExclusiveStartKey: startKey,
        ConsistentRead: true,
      }),
    );
    for (const item of page.Items ?? []) if (await upgrade(documents, item)) upgraded++;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await finish(documents);
  await documents.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...marker, entity: 'migration', applied_at: new Date().toISOString() },
    }),
  );
  return upgraded;
}

/** How many items of a partition have a sort key starting with `prefix` (strongly consistent). */
export async function countByPrefix(
  documents: DynamoDBDocumentClient,
  tableName: string,
  partition: string,
  prefix: string,
): Promise<number> {
  const sortKey = beginsWith('SK', prefix);
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: `PK = :pk AND ${sortKey.expression}`,
        ExpressionAttributeValues: { ':pk': partition, ...sortKey.values },
        Select: 'COUNT',
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    total += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return total;
}

/** Sets a list's counter (`LISTCOUNTS#<entity>` of the partition) to `total`. */
export async function setListTotal(
  documents: DynamoDBDocumentClient,
  tableName: string,
  key: { PK: string; SK: string },
  total: number,
): Promise<void> {
  await documents.send(new PutCommand({ TableName: tableName, Item: { ...key, entity: 'list_counts', total } }));
}
