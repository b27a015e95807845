/**
 * `npm start` refuses a table kept under DATA_DIR whose layout is not this version's (ensureTable,
 * table-layout.ts) instead of serving from a wrong table: local data made before the first release
 * is not migrated. On the DynamoDB Local of the jest global setup, each case on a table of its own.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { localCredentials } from '../../lib/aws/local';
import { newId } from '../../lib/data/ids';
import { VIEW_INDEX, tableDefinition } from '../../lib/data/table';
import { TTL_ATTRIBUTE } from '../../lib/data/ttl';
import { ensureTable } from './services';

const endpoint = process.env.DYNAMODB_ENDPOINT ?? '';
let client: DynamoDBClient;

beforeAll(() => {
  client = new DynamoDBClient({ region: 'us-east-1', endpoint, credentials: localCredentials });
});

afterAll(() => client.destroy());

describe('ensureTable', () => {
  it('creates a new table with its stream and TTL, and accepts it on the next start', async () => {
    // Prepare
    const tableName = `table-layout-${newId()}`;
    // Act
    await ensureTable(endpoint, tableName);
    await ensureTable(endpoint, tableName);
    // Assess
    const described = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
    expect(described.Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_IMAGE' });
    expect(ttl.TimeToLiveDescription).toEqual({ AttributeName: TTL_ATTRIBUTE, TimeToLiveStatus: 'ENABLED' });
  });

  it('refuses a table of an earlier layout, saying what differs and which folder to remove', async () => {
    // Prepare: today's table less its global index and stream, its first local index projecting less
    const tableName = `table-layout-${newId()}`;
    const { GlobalSecondaryIndexes: _views, StreamSpecification: _stream, ...today } = tableDefinition(tableName);
    const [first, ...others] = today.LocalSecondaryIndexes ?? [];
    if (!first?.KeySchema?.[1]) throw new Error('the table has no local index');
    const viewKeys = new Set<string>([VIEW_INDEX.partition, VIEW_INDEX.sort]);
    await client.send(
      new CreateTableCommand({
        ...today,
        AttributeDefinitions: today.AttributeDefinitions?.filter(
          ({ AttributeName }) => !viewKeys.has(AttributeName ?? ''),
        ),
        LocalSecondaryIndexes: [{ ...first, Projection: { ProjectionType: 'KEYS_ONLY' } }, ...others],
      }),
    );
    // Act
    const started = ensureTable(endpoint, tableName, '/data/dynamodb');
    // Assess
    await expect(started).rejects.toThrow(
      [
        `table ${tableName} does not have the layout this version needs (local data made before the first release is not migrated):`,
        `  - local index ${first.IndexName} projects KEYS_ONLY, not INCLUDE ${[...(first.Projection?.NonKeyAttributes ?? [])].sort().join(', ')}`,
        `  - global index ${VIEW_INDEX.name} is missing`,
        '  - its stream is none, not NEW_IMAGE',
        "Remove DATA_DIR's dynamodb folder and start again (the demo company is seeded anew):",
        '',
        '  rm -rf /data/dynamodb',
        '',
      ].join('\n'),
    );
  });

  it('refuses a table whose TTL is on another attribute', async () => {
    // Prepare
    const tableName = `table-layout-${newId()}`;
    await client.send(new CreateTableCommand(tableDefinition(tableName)));
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
      }),
    );
    // Act
    const started = ensureTable(endpoint, tableName);
    // Assess
    await expect(started).rejects.toThrow(
      `  - its TTL attribute is ttl, not ${TTL_ATTRIBUTE}\nDelete the table and create it again.`,
    );
  });
});
