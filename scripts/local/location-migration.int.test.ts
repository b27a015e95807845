/**
 * A `.data` table from before locations were full records: `ensureTable` upgrades each name-only
 * location once, so it can be read, listed, renamed and deleted like a new one.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '../../lib/aws/local';
import { companyPartition } from '../../lib/companies/company';
import { newId } from '../../lib/data/ids';
import { listCountsKey } from '../../lib/data/list-counts';
import { createLocationRepository } from '../../lib/locations/location-repository';
import { LOCATION_ENTITY, locationKey, locationNameKey } from '../../lib/locations/location';
import { ensureTable } from './services';

const endpoint = process.env.DYNAMODB_ENDPOINT as string;
const client = new DynamoDBClient({ region: 'us-east-1', endpoint, credentials: localCredentials });
const documents = DynamoDBDocumentClient.from(client);

afterAll(() => client.destroy());

it('gives name-only locations their fields, version, name item and counter, once', async () => {
  const tableName = `location-migration-${newId()}`;
  await ensureTable(endpoint, tableName);
  await documents.send(
    new DeleteCommand({ TableName: tableName, Key: { PK: 'MIGRATION#location-records', SK: 'MIGRATION' } }),
  );
  const companyUuid = newId();
  const legacy = [newId(), newId(), newId()];
  const names = ['North', 'South', 'NORTH'];
  for (const [position, uuid] of legacy.entries()) {
    const at = `2026-01-0${position + 1}T00:00:00.000Z`;
    await documents.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...locationKey(companyUuid, uuid),
          entity: LOCATION_ENTITY,
          company_location_uuid: uuid,
          company_uuid: companyUuid,
          name: names[position],
          created_at: at,
          updated_at: at,
        },
      }),
    );
  }

  await ensureTable(endpoint, tableName);

  const repository = createLocationRepository(documents, tableName);
  const upgraded = await repository.getLocation(companyUuid, legacy[0] as string);
  expect(upgraded).toEqual(
    expect.objectContaining({ name: 'North', city: null, phone: null, timezone: null, version: 1 }),
  );
  const nameItem = await documents.send(
    new GetCommand({ TableName: tableName, Key: locationNameKey(companyUuid, 'north'), ConsistentRead: true }),
  );
  expect(nameItem.Item?.company_location_uuid).toBe(legacy[0]);
  const counter = await documents.send(
    new GetCommand({
      TableName: tableName,
      Key: listCountsKey(companyPartition(companyUuid), 'locations'),
      ConsistentRead: true,
    }),
  );
  expect(counter.Item?.total).toBe(3);
  const page = await repository.pageOfLocations(companyUuid, {
    page: 1,
    page_size: 25,
    sort_by: 'name',
    sort_order: 'asc',
    search: undefined,
  });
  expect(page.data.map((location) => location.name)).toEqual(['North', 'NORTH', 'South']);
  expect(page.meta.total).toBe(3);

  // A second start changes nothing: the marker is there.
  await ensureTable(endpoint, tableName);
  const again = await documents.send(
    new GetCommand({
      TableName: tableName,
      Key: listCountsKey(companyPartition(companyUuid), 'locations'),
      ConsistentRead: true,
    }),
  );
  expect(again.Item?.total).toBe(3);
});
