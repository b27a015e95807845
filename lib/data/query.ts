/** Reads every item of one partition whose sort key starts with a prefix (as a key range, key-range.ts), following pagination. */
import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { prefixRange } from './key-range';

export async function queryAllByPrefix(
  client: DynamoDBDocumentClient,
  tableName: string,
  partitionKey: string,
  sortKeyPrefix: string,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  const range = prefixRange(sortKeyPrefix);
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': partitionKey, ':from': range.from, ':to': range.to },
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return items;
}
