/**
 * A local table kept from before the automation sender gets the table's stream once, in place, as
 * CloudFormation adds one in AWS: UpdateTable with the definition's StreamSpecification. A stream of
 * another view type is replaced (a stream's view type cannot change while it is enabled).
 */
import { type DynamoDBClient, DescribeTableCommand, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '../../lib/data/table';

/** Enables the table's stream as the definition declares it when it is missing or different; true when it did. */
export async function addTableStream(client: DynamoDBClient, tableName: string): Promise<boolean> {
  const wanted = tableDefinition(tableName).StreamSpecification;
  if (!wanted?.StreamEnabled) return false;
  const described = await client.send(new DescribeTableCommand({ TableName: tableName }));
  const current = described.Table?.StreamSpecification;
  if (current?.StreamEnabled && current.StreamViewType === wanted.StreamViewType) return false;
  if (current?.StreamEnabled) {
    await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: { StreamEnabled: false } }));
  }
  await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: wanted }));
  return true;
}
