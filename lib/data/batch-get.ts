/** Reading items by key in one BatchGetItem, again for what DynamoDB left unprocessed. */
import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { pause } from './optimistic';

/** The `PK SK` text a found item is kept under. */
export function keyText(key: { PK: unknown; SK: unknown }): string {
  return `${String(key.PK)} ${String(key.SK)}`;
}

/**
 * Items by key (strongly consistent), by `keyText`: one BatchGetItem, and again, after a short
 * jittered pause, for the keys DynamoDB left unprocessed (as it does under throttling).
 */
export async function batchGetAll(
  client: DynamoDBDocumentClient,
  tableName: string,
  keys: ReadonlyArray<{ PK: string; SK: string }>,
): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  let request: Record<string, unknown>[] = [...keys];
  for (let round = 0; request.length > 0; round++) {
    if (round > 0) await pause(Math.random() * 20 * 2 ** Math.min(round, 5));
    const result = await client.send(
      new BatchGetCommand({ RequestItems: { [tableName]: { Keys: request, ConsistentRead: true } } }),
    );
    for (const item of result.Responses?.[tableName] ?? [])
      found.set(keyText(item as { PK: unknown; SK: unknown }), item);
    request = (result.UnprocessedKeys?.[tableName]?.Keys ?? []) as Record<string, unknown>[];
  }
  return found;
}
