/**
 * A `.data` table from before the audit trail's global index gets it once, in place, from
 * `ensureTable`. On a DynamoDB Local of its own: a new index stays CREATING while it is backfilled,
 * which the shared instance, busy with every other suite, can stretch past any timeout.
 */
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { localCredentials } from '../../lib/aws/local';
import { newId } from '../../lib/data/ids';
import { VIEW_INDEX, tableDefinition } from '../../lib/data/table';
import { type RunningDynamo, ensureTable, freePort, startDynamoDbLocal } from './services';

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

it('adds the view index to a table without it, once', async () => {
  // Prepare: today's table less its global index and that index's key attributes
  const tableName = `view-index-${newId()}`;
  const { GlobalSecondaryIndexes: _index, ...earlier } = tableDefinition(tableName);
  const keys = new Set<string>([VIEW_INDEX.partition, VIEW_INDEX.sort]);
  await client.send(
    new CreateTableCommand({
      ...earlier,
      AttributeDefinitions: earlier.AttributeDefinitions?.filter(({ AttributeName }) => !keys.has(AttributeName ?? '')),
    }),
  );
  // Act
  await ensureTable(dynamo.endpoint, tableName);
  await ensureTable(dynamo.endpoint, tableName);
  // Assess
  const described = await client.send(new DescribeTableCommand({ TableName: tableName }));
  expect(
    described.Table?.GlobalSecondaryIndexes?.map((index) => [
      index.IndexName,
      index.KeySchema,
      index.Projection,
      index.IndexStatus,
    ]),
  ).toEqual([
    [
      VIEW_INDEX.name,
      [
        { AttributeName: VIEW_INDEX.partition, KeyType: 'HASH' },
        { AttributeName: VIEW_INDEX.sort, KeyType: 'RANGE' },
      ],
      { ProjectionType: 'ALL' },
      'ACTIVE',
    ],
  ]);
}, 60_000);
