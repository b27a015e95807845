/**
 * Company location data access. Name uniqueness, the `company_locations` limit and the "in use"
 * guard of a delete are items of the same transaction as the location write, never a read followed
 * by a write, so concurrent requests cannot break them.
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { companyPartition } from '../companies/company';
import { invalidateUsersCache, releaseSlot, reserveSlot } from '../companies/entity-limits';
import type { ListParams, Page } from '../data/list';
import { listCountItems, listCountsKey, readListCounts } from '../data/list-counts';
import { listAttributes } from '../data/list-index';
import { readListPage } from '../data/list-page';
import { queryAllByPrefix } from '../data/query';
import { type TransactItem, failingWith, storingToken, transactWrite, writeItems } from '../data/transactions';
import { ConflictError } from '../errors';
import { StaleWriteError } from '../data/optimistic';
import { ITEM_IS_NEW, newWriteToken, setAttributes, versionIs } from '../data/update-expression';
import { USER_LIST, locationFacet } from '../users/user';
import { type AuditContext, auditEventItems, changesBetween, newAuditEvent } from '../audit/audit-event';
import {
  LOCATION_ENTITY,
  LOCATION_LIST,
  LOCATION_NAME_ENTITY,
  LOCATION_SK_PREFIX,
  type LocationSortColumn,
  type StoredLocation,
  locationKey,
  locationNameKey,
  locationNameKeyOf,
  LOCATION,
} from './location';

/** The attributes an update may change; keys and creation data never change. */
const MUTABLE_ATTRIBUTES = [...LOCATION.writable, 'updated_at', 'version'] as const;

const duplicateName = (): ConflictError => new ConflictError('A location with this name already exists in the company');
const staleVersion = (): StaleWriteError => new StaleWriteError('location');

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
  const putNameItem = (location: StoredLocation): TransactItem =>
    failingWith(
      {
        Put: {
          TableName: tableName,
          Item: {
            ...locationNameKey(location.company_uuid, location.name),
            entity: LOCATION_NAME_ENTITY,
            company_location_uuid: location.company_location_uuid,
          },
          ConditionExpression: ITEM_IS_NEW,
        },
      },
      duplicateName,
    );

  // Unconditional: the version condition on the location in the same transaction guarantees it still holds this name.
  const deleteNameItem = (location: StoredLocation): TransactItem => ({
    Delete: { TableName: tableName, Key: locationNameKey(location.company_uuid, location.name) },
  });

  const adjustCounts = (
    companyUuid: string,
    before: StoredLocation | undefined,
    after: StoredLocation | undefined,
  ): TransactItem[] => listCountItems(tableName, companyPartition(companyUuid), LOCATION_LIST, before, after);

  /** The users-list counter's facet of this location (users and invited users naming it) must be 0. */
  const notInUse = (location: StoredLocation): TransactItem => ({
    ConditionCheck: {
      TableName: tableName,
      Key: listCountsKey(companyPartition(location.company_uuid), USER_LIST.entity),
      ConditionExpression: 'attribute_not_exists(#facet) OR #facet <= :zero',
      ExpressionAttributeNames: { '#facet': locationFacet(location.company_location_uuid) },
      ExpressionAttributeValues: { ':zero': 0 },
    },
  });

  /** The items of a location change's audit event. */
  const recorded = (
    audit: AuditContext,
    location: StoredLocation,
    type: 'location.created' | 'location.updated' | 'location.deleted',
    before?: StoredLocation,
  ): TransactItem[] =>
    auditEventItems(
      tableName,
      newAuditEvent(
        location.company_uuid,
        audit,
        type,
        { kind: 'location', uuid: location.company_location_uuid },
        before ? changesBetween(before, location, LOCATION.audited) : null,
      ),
    );

  const repository = {
    /** The stored location, or undefined (strongly consistent: writes read before they write). */
    async getLocation(companyUuid: string, locationUuid: string): Promise<StoredLocation | undefined> {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: locationKey(companyUuid, locationUuid), ConsistentRead: true }),
      );
      return result.Item ? LOCATION.parse(result.Item) : undefined;
    },

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

    /**
     * Inserts a location with its name item and a `company_locations` limit slot in one transaction;
     * a taken name wins over a reached limit (its item comes first). The users lists' cache is dropped.
     */
    async createLocation(location: StoredLocation, audit: AuditContext): Promise<void> {
      await transactWrite(client, [
        putNameItem(location),
        reserveSlot(location.company_uuid, 'company_locations', { tableName, invalidateUsersCache: true }),
        {
          Put: {
            TableName: tableName,
            Item: {
              ...locationKey(location.company_uuid, location.company_location_uuid),
              entity: LOCATION_ENTITY,
              ...location,
              ...listAttributes(LOCATION_LIST, location),
            },
            ConditionExpression: ITEM_IS_NEW,
          },
        },
        ...adjustCounts(location.company_uuid, undefined, location),
        ...recorded(audit, location, 'location.created'),
      ]);
    },

    /**
     * Writes the attributes that differ between `current` (as read) and `next`, on condition that the
     * stored version is still `current.version`; a rename moves the name item in the same transaction.
     */
    async updateLocationVersioned(current: StoredLocation, next: StoredLocation, audit: AuditContext): Promise<void> {
      const assigned: Record<string, unknown> = { ...listAttributes(LOCATION_LIST, next) };
      for (const attribute of MUTABLE_ATTRIBUTES)
        if (current[attribute] !== next[attribute]) assigned[attribute] = next[attribute];
      const writeToken = newWriteToken();
      const update = {
        TableName: tableName,
        Key: locationKey(current.company_uuid, current.company_location_uuid),
        ...setAttributes(assigned, { expectedVersion: current.version, writeToken }),
      };
      const renamed = locationNameKeyOf(current.name) !== locationNameKeyOf(next.name);
      await writeItems(client, [
        storingToken(failingWith({ Update: update }, staleVersion), writeToken),
        ...(renamed ? [deleteNameItem(current), putNameItem(next)] : []),
        invalidateUsersCache(current.company_uuid, tableName),
        ...recorded(audit, next, 'location.updated', current),
      ]);
    },

    /**
     * Deletes a location, its name item and its limit slot in one transaction, on condition that the
     * stored version is still `current.version` and that no user or pending invitation names it
     * (else LocationInUseError, with their number read after the refusal).
     */
    async deleteLocationVersioned(current: StoredLocation, audit: AuditContext): Promise<void> {
      try {
        await transactWrite(client, [
          failingWith(
            {
              Delete: {
                TableName: tableName,
                Key: locationKey(current.company_uuid, current.company_location_uuid),
                ...versionIs(current.version),
              },
            },
            staleVersion,
          ),
          deleteNameItem(current),
          releaseSlot(current.company_uuid, 'company_locations', { tableName, invalidateUsersCache: true }),
          ...adjustCounts(current.company_uuid, current, undefined),
          failingWith(notInUse(current), () => new LocationInUseError(0)),
          ...recorded(audit, current, 'location.deleted'),
        ]);
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
