/** A `.data` table from before the audit trail's global index gets it once, in place, from `ensureTable`. */
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { localCredentials } from '../../lib/aws/local';
import { newId } from '../../lib/data/ids';
import { VIEW_INDEX, tableDefinition } from '../../lib/data/table';
import { ensureTable } from './services';

const endpoint = process.env.DYNAMODB_ENDPOINT as string;
const client = new DynamoDBClient({ region: 'us-east-1', endpoint, credentials: localCredentials });

afterAll(() => client.destroy());

it('adds the view index to a table without it, once', async () => {
  // Prepare: today's table less its global index and that index's key attributes
  const tableName = `view-index-${newId()}`;
  const { GlobalSecondaryIndexes: _index, ...earlier } = tableDefinition(tableName);
  const keys = new Set<string>([VIEW_INDEX.partition, VIEW_INDEX.sort]);
  await client.send(new CreateTableCommand({ ...earlier, AttributeDefinitions: earlier.AttributeDefinitions?.filter(({ AttributeName }) => !keys.has(AttributeName ?? '')) }));
  // Act
  await ensureTable(endpoint, tableName);
  await ensureTable(endpoint, tableName);
  // Assess
  const described = await client.send(new DescribeTableCommand({ TableName: tableName }));
  expect(described.Table?.GlobalSecondaryIndexes?.map((index) => [index.IndexName, index.KeySchema, index.Projection])).toEqual([
    [
      VIEW_INDEX.name,
      [
        { AttributeName: VIEW_INDEX.partition, KeyType: 'HASH' },
        { AttributeName: VIEW_INDEX.sort, KeyType: 'RANGE' },
      ],
      { ProjectionType: 'ALL' },
    ],
  ]);
  // ensureTable runs every local migration's scan too; with the rest of the suite beside it, more than 5 s.
}, 60_000);
