/**
 * A local table kept from before the audit trail's global index (`Views`) gets it once: a global
 * index can be added to a table in place, as CloudFormation does in AWS. Events recorded before it
 * lived in one partition per company and are not moved (local data only).
 */
import { type DynamoDBClient, DescribeTableCommand, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { VIEW_INDEX, attributeDefinitions, globalSecondaryIndexes } from '../../lib/data/table';

/** Adds the view index when the table lacks it; true when it did. */
export async function addViewIndex(client: DynamoDBClient, tableName: string): Promise<boolean> {
  const described = await client.send(new DescribeTableCommand({ TableName: tableName }));
  if ((described.Table?.GlobalSecondaryIndexes ?? []).some((index) => index.IndexName === VIEW_INDEX.name))
    return false;
  const [index] = globalSecondaryIndexes();
  await client.send(
    new UpdateTableCommand({
      TableName: tableName,
      AttributeDefinitions: attributeDefinitions().filter(
        ({ AttributeName }) => AttributeName === VIEW_INDEX.partition || AttributeName === VIEW_INDEX.sort,
      ),
      GlobalSecondaryIndexUpdates: [{ Create: index }],
    }),
  );
  // Writes fail while the index is being created (backfilled).
  for (let waited = 0; waited < 60_000; waited += 100) {
    const now = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (now.Table?.GlobalSecondaryIndexes?.every((created) => created.IndexStatus === 'ACTIVE')) return true;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`The index ${VIEW_INDEX.name} of ${tableName} did not become active within 60 s`);
}
