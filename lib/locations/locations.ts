/**
 * The location operations that take no body: list, get and delete, plus the versioned-record
 * operations (lib/data/versioned-records.ts) that location-writes.ts shares. Every function takes the
 * company of the path, so a location of another company is a location that does not exist.
 */
import { type AuditContext, OPERATOR } from '../audit/audit-event';
import type { Page } from '../data/list';
import { type CreatesRecords, type VersionedRecords, versionedRecords } from '../data/versioned-records';
import type { RecordRequest } from '../data/versioning';
import {
  type CompanyLocation,
  type StoredLocation,
  type VersionedLocation,
  locationEtag,
  toLocation,
  toVersionedLocation,
} from './location';
import type { LocationListQuery } from './location-query';
import { type LocationRepository, locationRepository } from './location-repository';

/** The versioned-record operations of locations, over a repository. */
export function locationRecords(
  repository: LocationRepository,
  audit: AuditContext = OPERATOR,
): VersionedRecords<StoredLocation, CompanyLocation> &
  CreatesRecords<StoredLocation, CompanyLocation, 'company_location_uuid'> {
  return versionedRecords({
    name: 'location',
    id: 'company_location_uuid',
    get: (companyUuid, uuid) => repository.getLocation(companyUuid, uuid),
    insert: (record) => repository.createLocation(record, audit),
    etag: locationEtag,
    toVersioned: toVersionedLocation,
    save: (current, next) => repository.updateLocationVersioned(current, next, audit),
    erase: (current) => repository.deleteLocationVersioned(current, audit),
  });
}

/** A page of the company's locations. */
export async function listLocations(
  companyUuid: string,
  query: LocationListQuery,
  repository: LocationRepository = locationRepository,
): Promise<Page<CompanyLocation>> {
  const page = await repository.listLocations(companyUuid, query);
  return { data: page.data.map(toLocation), meta: page.meta };
}

/** One location of the company (404 when absent or not a UUID). */
export function getLocation(
  request: RecordRequest,
  repository: LocationRepository = locationRepository,
): Promise<VersionedLocation> {
  return locationRecords(repository).get(request);
}

/** Deletes a location no user or pending invitation names (else 409 with `user_count`), freeing its name and limit slot. */
export async function deleteLocation(
  request: RecordRequest,
  audit: AuditContext,
  repository: LocationRepository = locationRepository,
): Promise<void> {
  await locationRecords(repository, audit).remove(request);
}
