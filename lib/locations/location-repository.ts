/** Company location data access. */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { queryAllByPrefix } from '../data/query';
import { itemParser } from '../data/item-shape';
import { transactWrite } from '../data/transactions';
import { companyPartition } from '../companies/company';
import { reserveSlot } from '../companies/entity-limits';
import { type CompanyLocation, LOCATION_ENTITY, LOCATION_SK_PREFIX, locationKey } from './location';

const parseLocation = itemParser<CompanyLocation>('company location', {
  company_location_uuid: 'string',
  company_uuid: 'string',
  name: 'string',
  created_at: 'string',
  updated_at: 'string',
});

export function createLocationRepository(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  return {
    /** Every location of a company, in creation order. */
    async listLocationsOfCompany(companyUuid: string): Promise<CompanyLocation[]> {
      const items = await queryAllByPrefix(client, tableName, companyPartition(companyUuid), LOCATION_SK_PREFIX);
      return items.map(parseLocation);
    },

    /** Creates a location, counting it against the `company_locations` limit. */
    async createLocation(location: CompanyLocation): Promise<void> {
      await transactWrite(client, [
          reserveSlot(location.company_uuid, 'company_locations', { tableName, invalidateUsersCache: true }),
          {
            Put: {
              TableName: tableName,
              Item: { ...locationKey(location.company_uuid, location.company_location_uuid), entity: LOCATION_ENTITY, ...location },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
      ]);
    },
  };
}

export type LocationRepository = ReturnType<typeof createLocationRepository>;
export const locationRepository: LocationRepository = /* @__PURE__ */ createLocationRepository();
