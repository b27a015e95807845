/**
 * Company location data access: the generic versioned writes (lib/data/versioned-writes.ts) with
 * the name's uniqueness item, the `company_locations` limit, the users cache, the audit event and
 * the "in use" guard of a delete as items of the same transaction as the location write, never a
 * read followed by a write, so concurrent requests cannot break them.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { companyPartition } from '../companies/company';
import type { ListParams, Page } from '../data/list';
import { listCountsKey, readListCounts } from '../data/list-counts';
import { readListPage } from '../data/list-page';
import { queryAllByPrefix } from '../data/query';
import { type TransactItem, failingWith } from '../data/transactions';
import { versionedWrites } from '../data/versioned-writes';
import { quota, uniqueItem } from '../data/write-hooks';
import { audited } from '../audit/audited-writes';
import { ConflictError } from '../errors';
import { USER_LIST, locationFacet } from '../users/user';
import type { AuditContext } from '../audit/audit-event';
import {
  LOCATION_ENTITY,
  LOCATION_LIST,
  LOCATION_NAME_ENTITY,
  LOCATION_SK_PREFIX,
  type LocationSortColumn,
  type StoredLocation,
  locationKey,
  locationNameKey,
  LOCATION,
} from './location';

/** 409 of a delete refused because users or pending invitations still name the location. */
export class LocationInUseError extends ConflictError {
  constructor(userCount: number) {
    super(`${userCount} user(s) or pending invitation(s) still name this location; move them first`, 'conflict', {
      user_count: userCount,
    });
  }
}

export function createLocationRepository(
  client: DynamoDBDocumentClient = documentClient,
  tableName = defaultTableName,
) {
  /** The users-list counter's facet of this location (users and invited users naming it) must be 0. */
  const notInUse = (location: StoredLocation): TransactItem =>
    failingWith(
      {
        ConditionCheck: {
          TableName: tableName,
          Key: listCountsKey(companyPartition(location.company_uuid), USER_LIST.entity),
          ConditionExpression: 'attribute_not_exists(#facet) OR #facet <= :zero',
          ExpressionAttributeNames: { '#facet': locationFacet(location.company_location_uuid) },
          ExpressionAttributeValues: { ':zero': 0 },
        },
      },
      () => new LocationInUseError(0),
    );

  // A taken name wins over a reached limit (its item comes first). Every change drops the users
  // lists' cache (they show location names) and records its audit event.
  const writes = versionedWrites({
    client,
    tableName,
    model: LOCATION,
    id: 'company_location_uuid',
    key: locationKey,
    list: LOCATION_LIST,
    entity: LOCATION_ENTITY,
    name: 'location',
    hooks: [
      uniqueItem<StoredLocation>({
        tableName,
        key: (location) => locationNameKey(location.company_uuid, location.name),
        entity: LOCATION_NAME_ENTITY,
        pointer: (location) => ({ company_location_uuid: location.company_location_uuid }),
        taken: () => new ConflictError('A location with this name already exists in the company'),
      }),
      quota<StoredLocation>({ tableName, slot: 'company_locations', invalidateUsersCache: true }),
      { deleted: (location) => [notInUse(location)] },
      audited<StoredLocation>({
        tableName,
        target: { kind: 'location', id: (location) => location.company_location_uuid },
        types: { created: 'location.created', updated: 'location.updated', deleted: 'location.deleted' },
        audited: LOCATION.audited,
      }),
    ],
  });

  const repository = {
    /** The stored location, or undefined (strongly consistent: writes read before they write). */
    getLocation: writes.get,

    /** Every location of a company, in creation order (app-data: a company has few branches). */
    async listLocationsOfCompany(companyUuid: string): Promise<StoredLocation[]> {
      const items = await queryAllByPrefix(client, tableName, companyPartition(companyUuid), LOCATION_SK_PREFIX);
      return items.map(LOCATION.parse);
    },

    /** One page of the company's locations (strongly consistent: a list shows the client's own writes). */
    listLocations(companyUuid: string, params: ListParams<LocationSortColumn>): Promise<Page<StoredLocation>> {
      return readListPage({
        client,
        tableName,
        partition: companyPartition(companyUuid),
        declaration: LOCATION_LIST,
        params,
        fromItem: LOCATION.parse,
      });
    },

    /** Inserts a location with its name item and a `company_locations` limit slot (409 `conflict`, `limit_exceeded`). */
    createLocation: (location: StoredLocation, audit: AuditContext) => writes.create(location, audit),

    /** Writes `next` over `current` under its version (else StaleWriteError); a rename moves the name item. */
    updateLocationVersioned: (current: StoredLocation, next: StoredLocation, audit: AuditContext) =>
      writes.update(current, next, audit),

    /**
     * Deletes a location, its name item and its limit slot, under its version (else StaleWriteError)
     * and while no user or pending invitation names it (else LocationInUseError, with their number
     * read after the refusal).
     */
    async deleteLocationVersioned(current: StoredLocation, audit: AuditContext): Promise<void> {
      try {
        await writes.remove(current, audit);
      } catch (error) {
        if (!(error instanceof LocationInUseError)) throw error;
        const [userCount] = await readListCounts(
          client,
          tableName,
          companyPartition(current.company_uuid),
          USER_LIST.entity,
          [locationFacet(current.company_location_uuid)],
        );
        throw new LocationInUseError(Math.max(userCount ?? 1, 1));
      }
    },
  };
  return repository;
}

export type LocationRepository = ReturnType<typeof createLocationRepository>;
export const locationRepository: LocationRepository = /* @__PURE__ */ createLocationRepository();
