/**
 * Local data kept from before locations were full records: a location then held only its name and
 * times. Each such location gets its version, its empty fields, its list attributes and its name
 * item, and each company's location counter is set to the number of its locations, once.
 */
import { ITEM_IS_NEW } from '../../lib/data/update-expression';
import { type DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { companyPartition } from '../../lib/companies/company';
import { listCountsKey } from '../../lib/data/list-counts';
import { listAttributes } from '../../lib/data/list-index';
import { setAttributes } from '../../lib/data/update-expression';
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
import { countByPrefix, migrateOnce, setListTotal } from './migration';

type LegacyLocation = Pick<
  StoredLocation,
  'company_location_uuid' | 'company_uuid' | 'name' | 'created_at' | 'updated_at'
>;

/** Upgrades every location without a version; returns how many it upgraded. */
export async function upgradeLegacyLocations(client: DynamoDBClient, tableName: string): Promise<number> {
  const companies = new Set<string>();
  return migrateOnce(
    client,
    tableName,
    'location-records',
    { filter: 'entity = :location AND attribute_not_exists(version)', values: { ':location': LOCATION_ENTITY } },
    async (documents, item) => {
      const legacy = item as unknown as LegacyLocation;
      companies.add(legacy.company_uuid);
      await upgrade(documents, tableName, legacy);
      return true;
    },
    async (documents) => {
      for (const companyUuid of companies) {
        const partition = companyPartition(companyUuid);
        await setListTotal(
          documents,
          tableName,
          listCountsKey(partition, LOCATION_LIST.entity),
          await countByPrefix(documents, tableName, partition, LOCATION_SK_PREFIX),
        );
      }
    },
  );
}

/** Writes the location's new attributes and, unless another location of the company holds the name already, its name item. */
async function upgrade(documents: DynamoDBDocumentClient, tableName: string, legacy: LegacyLocation): Promise<void> {
  const empty = Object.fromEntries(OPTIONAL_LOCATION_FIELDS.map((field) => [field, null])) as Record<
    (typeof OPTIONAL_LOCATION_FIELDS)[number],
    null
  >;
  const location: StoredLocation = { ...legacy, ...empty, version: 1 };
  const assigned: Record<string, unknown> = { version: 1, ...empty, ...listAttributes(LOCATION_LIST, location) };
  const update = {
    TableName: tableName,
    Key: locationKey(location.company_uuid, location.company_location_uuid),
    ...setAttributes(assigned),
    ConditionExpression: 'attribute_not_exists(version)',
  };
  const nameItem = {
    Put: {
      TableName: tableName,
      Item: {
        ...locationNameKey(location.company_uuid, location.name),
        entity: LOCATION_NAME_ENTITY,
        company_location_uuid: location.company_location_uuid,
      },
      ConditionExpression: ITEM_IS_NEW,
    },
  };
  try {
    await documents.send(new TransactWriteCommand({ TransactItems: [{ Update: update }, nameItem] }));
  } catch (error) {
    // A name two legacy locations share (the admin CLI did not check it): the later one keeps its name, unreserved.
    if (
      !(error instanceof TransactionCanceledException) ||
      error.CancellationReasons?.[1]?.Code !== 'ConditionalCheckFailed'
    )
      throw error;
    await documents.send(new UpdateCommand(update));
  }
}
