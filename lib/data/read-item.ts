/** One item by its key, parsed by its entity's model (undefined when absent). */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** Strongly consistent unless told otherwise: writes read before they write, and answers show every acknowledged write. */
export async function readItem<Parsed>(
  client: DynamoDBDocumentClient,
  tableName: string,
  key: { PK: string; SK: string },
  parse: (item: Record<string, unknown>) => Parsed,
  consistent = true,
): Promise<Parsed | undefined> {
  const result = await client.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: consistent }));
  return result.Item ? parse(result.Item) : undefined;
}
