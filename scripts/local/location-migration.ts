/**
 * Local data kept from before locations were full records (`.data` of an earlier `npm start`): a
 * location then held only its name and times. Each such location gets its version, its empty
 * fields, its list attributes and its name item, and each company's location counter is set to the
 * number of its locations. A marker item records that the table was upgraded, so later starts pay
 * one GetItem, not a scan.
 */
import { type DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, ScanCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { companyPartition } from '../../lib/companies/company';
import { TOTAL_FACET, listCountsKey } from '../../lib/data/list-counts';
import { listAttributes } from '../../lib/data/list-index';
import { beginsWith } from '../../lib/data/key-range';
import {
  LOCATION_ENTITY,
  LOCATION_LIST,
  LOCATION_NAME_ENTITY,
  LOCATION_SK_PREFIX,
  OPTIONAL_LOCATION_FIELDS,
  type StoredLocation,
  locationKey,
  locationNameKey,
} from '../../lib/locations/location';

const MARKER_KEY = { PK: 'MIGRATION#location-records', SK: 'MIGRATION' };

type LegacyLocation = Pick<StoredLocation, 'company_location_uuid' | 'company_uuid' | 'name' | 'created_at' | 'updated_at'>;

/** Upgrades every location without a version; returns how many it upgraded. */
export async function upgradeLegacyLocations(client: DynamoDBClient, tableName: string): Promise<number> {
  const documents = DynamoDBDocumentClient.from(client);
  const marker = await documents.send(new GetCommand({ TableName: tableName, Key: MARKER_KEY, ConsistentRead: true }));
  if (marker.Item) return 0;
  const legacy: LegacyLocation[] = [];
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'entity = :location AND attribute_not_exists(version)',
        ExpressionAttributeValues: { ':location': LOCATION_ENTITY },
        ExclusiveStartKey: exclusiveStartKey,
        ConsistentRead: true,
      }),
    );
    legacy.push(...((page.Items ?? []) as LegacyLocation[]));
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  for (const location of legacy) await upgrade(documents, tableName, location);
  for (const companyUuid of new Set(legacy.map((location) => location.company_uuid))) await recount(documents, tableName, companyUuid);
  await documents.send(new PutCommand({ TableName: tableName, Item: { ...MARKER_KEY, entity: 'migration', applied_at: new Date().toISOString() } }));
  return legacy.length;
}

/** Writes the location's new attributes and, unless another location of the company holds the name already, its name item. */
async function upgrade(documents: DynamoDBDocumentClient, tableName: string, legacy: LegacyLocation): Promise<void> {
  const location: StoredLocation = { ...legacy, ...(Object.fromEntries(OPTIONAL_LOCATION_FIELDS.map((field) => [field, null])) as Record<(typeof OPTIONAL_LOCATION_FIELDS)[number], null>), version: 1 };
  const assigned: Record<string, unknown> = { version: 1, ...listAttributes(LOCATION_LIST, location) };
  for (const field of OPTIONAL_LOCATION_FIELDS) assigned[field] = null;
  const names = Object.fromEntries(Object.keys(assigned).map((attribute, position) => [`#a${position}`, attribute]));
  const values = Object.fromEntries(Object.values(assigned).map((value, position) => [`:a${position}`, value]));
  const update = {
    TableName: tableName,
    Key: locationKey(location.company_uuid, location.company_location_uuid),
    UpdateExpression: `SET ${Object.keys(names).map((name, position) => `${name} = :a${position}`).join(', ')}`,
    ConditionExpression: 'attribute_not_exists(version)',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
  const nameItem = {
    Put: {
      TableName: tableName,
      Item: { ...locationNameKey(location.company_uuid, location.name), entity: LOCATION_NAME_ENTITY, company_location_uuid: location.company_location_uuid },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
  try {
    await documents.send(new TransactWriteCommand({ TransactItems: [{ Update: update }, nameItem] }));
  } catch (error) {
    // A name two legacy locations share (the admin CLI did not check it): the later one keeps its name, unreserved.
    if (!(error instanceof TransactionCanceledException) || error.CancellationReasons?.[1]?.Code !== 'ConditionalCheckFailed') throw error;
    await documents.send(new UpdateCommand(update));
  }
}

/** Sets a company's location counter to the number of its locations. */
async function recount(documents: DynamoDBDocumentClient, tableName: string, companyUuid: string): Promise<void> {
  const partition = companyPartition(companyUuid);
  const sortKey = beginsWith('SK', LOCATION_SK_PREFIX);
  let total = 0;
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: `PK = :pk AND ${sortKey.expression}`,
        ExpressionAttributeValues: { ':pk': partition, ...sortKey.values },
        Select: 'COUNT',
        ConsistentRead: true,
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    total += page.Count ?? 0;
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  await documents.send(new PutCommand({ TableName: tableName, Item: { ...listCountsKey(partition, LOCATION_LIST.entity), entity: 'list_counts', [TOTAL_FACET]: total } }));
}
