/**
 * A `.data` table from before the automation sender gets the table's stream once, in place, from
 * `ensureTable`. On a DynamoDB Local of its own, like the other in-place table changes.
 */
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { localCredentials } from '../../lib/aws/local';
import { newId } from '../../lib/data/ids';
import { tableDefinition } from '../../lib/data/table';
import { type RunningDynamo, ensureTable, freePort, startDynamoDbLocal } from './services';
import { addTableStream } from './table-stream';

let dynamo: RunningDynamo;
let client: DynamoDBClient;

beforeAll(async () => {
  dynamo = await startDynamoDbLocal(await freePort());
  client = new DynamoDBClient({ region: 'us-east-1', endpoint: dynamo.endpoint, credentials: localCredentials });
}, 120_000);

afterAll(async () => {
  client.destroy();
  await dynamo.stop();
});

describe('table stream', () => {
  it('adds the stream to a table without it, once', async () => {
    // Prepare: today's table less its stream
    const tableName = `table-stream-${newId()}`;
    const { StreamSpecification: _stream, ...earlier } = tableDefinition(tableName);
    await client.send(new CreateTableCommand(earlier));
    // Act
    await ensureTable(dynamo.endpoint, tableName);
    const first = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await ensureTable(dynamo.endpoint, tableName);
    // Assess: new images, and the same stream after the second start
    const second = await client.send(new DescribeTableCommand({ TableName: tableName }));
    expect(second.Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_IMAGE' });
    expect(second.Table?.LatestStreamArn).toMatch(new RegExp(`table/${tableName}/stream/`));
    expect(second.Table?.LatestStreamArn).toBe(first.Table?.LatestStreamArn);
  }, 60_000);

  it('replaces a stream of another view type', async () => {
    // Prepare
    const tableName = `table-stream-${newId()}`;
    await client.send(
      new CreateTableCommand({
        ...tableDefinition(tableName),
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
      }),
    );
    // Act
    const changed = await addTableStream(client, tableName);
    const again = await addTableStream(client, tableName);
    // Assess
    expect([changed, again]).toEqual([true, false]);
    const described = await client.send(new DescribeTableCommand({ TableName: tableName }));
    expect(described.Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_IMAGE' });
  }, 60_000);

  it('creates a new table with the stream', async () => {
    // Prepare
    const tableName = `table-stream-${newId()}`;
    // Act
    await ensureTable(dynamo.endpoint, tableName);
    // Assess
    const described = await client.send(new DescribeTableCommand({ TableName: tableName }));
    expect(described.Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_IMAGE' });
  }, 60_000);
});
