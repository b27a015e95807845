/**
 * A `.data` table from before the list indexes, or from before their current projections:
 * `ensureTable` rebuilds it once with them, keeps every item, and the lists then answer the old
 * records with exact totals.
 */
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '../../lib/aws/local';
import { createCategoryRepository } from '../../lib/categories/category-repository';
import { companyPartition } from '../../lib/companies/company';
import { newId } from '../../lib/data/ids';
import { LISTED_RECORD, RECORD_BYTES, listAttributes, readListedRecord } from '../../lib/data/list-index';
import { tableDefinition } from '../../lib/data/table';
import { type StoredUser, USER, USER_LIST, userKey } from '../../lib/users/user';
import { createUserRepository } from '../../lib/users/user-repository';
import { ensureTable } from './services';

const endpoint = process.env.DYNAMODB_ENDPOINT as string;
const client = new DynamoDBClient({ region: 'us-east-1', endpoint, credentials: localCredentials });
const documents = DynamoDBDocumentClient.from(client);

afterAll(() => client.destroy());

it('rebuilds a table without list indexes, keeping its items and counting its records', async () => {
  // Prepare: the table as earlier versions created it, with two categories and another item.
  const tableName = `migration-${newId()}`;
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
    }),
  );
  const companyUuid = newId();
  const category = (name: string, group: string) => ({
    category_uuid: newId(),
    company_uuid: companyUuid,
    name,
    description: null,
    category_group: group,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 1,
  });
  const older = [
    category('Weeds', 'SERVICE_PLAN'),
    category('ants', 'SERVICE_PLAN'),
    category('Tree', 'DRAWING_SYMBOL'),
  ];
  for (const record of older) {
    await documents.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          PK: companyPartition(companyUuid),
          SK: `CATEGORY#${record.category_uuid}`,
          entity: 'category',
          ...record,
        },
      }),
    );
  }
  await documents.send(
    new PutCommand({ TableName: tableName, Item: { PK: 'OTHER#1', SK: 'OTHER', entity: 'other', value: 7 } }),
  );
  // Act (twice: the second start finds the indexes and changes nothing)
  await ensureTable(endpoint, tableName);
  await ensureTable(endpoint, tableName);
  // Assess
  const described = await client.send(new DescribeTableCommand({ TableName: tableName }));
  expect(described.Table?.LocalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual([
    'ByCreatedAt',
    'ByKind',
    'ByName',
    'ByState',
    'ByUpdatedAtOrEmail',
  ]);
  const categories = createCategoryRepository(documents, tableName);
  const byName = await categories.pageOfCategories(companyUuid, {
    page: 1,
    page_size: 25,
    sort_by: 'name',
    sort_order: 'asc',
    search: undefined,
  });
  expect(byName.data.map((record) => record.name)).toEqual(['ants', 'Tree', 'Weeds']);
  expect(byName.meta.total).toBe(3);
  const plans = await categories.pageOfCategories(
    companyUuid,
    { page: 1, page_size: 1, sort_by: 'name', sort_order: 'desc', search: undefined },
    'SERVICE_PLAN',
  );
  expect(plans.data.map((record) => record.name)).toEqual(['Weeds']);
  expect(plans.meta).toMatchObject({ total: 2, total_pages: 2 });
  const other = await documents.send(new GetCommand({ TableName: tableName, Key: { PK: 'OTHER#1', SK: 'OTHER' } }));
  expect(other.Item).toEqual({ PK: 'OTHER#1', SK: 'OTHER', entity: 'other', value: 7 });
});

it('rebuilds a table whose indexes project less than they now do, giving each record its listed copy', async () => {
  // Prepare: the table as the previous version created it (no listed copies, no sizes), with a user whose settings are stored as JSON text
  const tableName = `migration-${newId()}`;
  const current = tableDefinition(tableName);
  const older = (current.LocalSecondaryIndexes ?? []).map((index) => ({
    ...index,
    Projection: {
      ProjectionType: 'INCLUDE' as const,
      NonKeyAttributes: index.Projection?.NonKeyAttributes?.filter(
        (name) => name !== LISTED_RECORD && name !== RECORD_BYTES,
      ),
    },
  }));
  await client.send(new CreateTableCommand({ ...current, LocalSecondaryIndexes: older }));
  const companyUuid = newId();
  const user: StoredUser = {
    user_uuid: newId(),
    company_uuid: companyUuid,
    display_name: 'Kept',
    first_name: null,
    last_name: null,
    email: 'kept@example.com',
    phone: null,
    role_code: 'ROLE_COMPANY_TECHNICIAN',
    status_code: 'STATUS_ACTIVE',
    company_location_uuids: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 3,
    invitation_uuid: null,
    settings: { theme: 'dark', '': 1 },
  };
  const { [LISTED_RECORD]: _copy, [RECORD_BYTES]: _size, ...olderAttributes } = listAttributes(USER_LIST, user);
  await documents.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...userKey(companyUuid, user.user_uuid), entity: 'user', ...USER.attributes(user), ...olderAttributes },
    }),
  );
  // Act
  await ensureTable(endpoint, tableName);
  // Assess: the indexes project the copy, and the record is listed as it was stored
  const described = await client.send(new DescribeTableCommand({ TableName: tableName }));
  for (const index of described.Table?.LocalSecondaryIndexes ?? [])
    expect(index.Projection?.NonKeyAttributes).toEqual(expect.arrayContaining([LISTED_RECORD, RECORD_BYTES]));
  const stored = await documents.send(
    new GetCommand({ TableName: tableName, Key: userKey(companyUuid, user.user_uuid) }),
  );
  expect(USER_LIST.stored?.parse(readListedRecord(stored.Item?.[LISTED_RECORD]) ?? {})).toEqual(user);
  const page = await createUserRepository(documents, tableName).pageOfUsers(
    companyUuid,
    {
      ...{ page: 1, page_size: 25, sort_by: 'created_at', sort_order: 'asc', search: undefined },
      ...{
        filter_by_status_code: undefined,
        filter_by_role_code: undefined,
        filter_by_company_location_uuid: undefined,
        ignore_cached: true,
        should_reset_cache: false,
      },
    },
    { statuses: undefined, roles: undefined, locations: undefined },
  );
  expect(page.data).toEqual([user]);
});
