/** Reads every item of one partition whose sort key starts with a prefix (as a key range, key-range.ts), following pagination. */
import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beginsWith } from './key-range';

export async function queryAllByPrefix(
  client: DynamoDBDocumentClient,
  tableName: string,
  partitionKey: string,
  sortKeyPrefix: string,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  const sortKey = beginsWith('SK', sortKeyPrefix);
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: `PK = :pk AND ${sortKey.expression}`,
        ExpressionAttributeValues: { ':pk': partitionKey, ...sortKey.values },
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return items;
}
