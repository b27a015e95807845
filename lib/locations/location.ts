/**
 * The company location entity (a branch): the stored and public shapes, the keys of the location
 * item and of its name-uniqueness item, the list declaration and the shaping of a record for
 * answers. The request schemas are in location-input.ts (bodies) and location-query.ts (list
 * query), so this module, which every location function and app-data bundle, carries no validation code.
 */
import { ADDRESS_FIELDS, companyPartition } from '../companies/company';
import {
  type PublicRecord,
  type StoredRecord,
  type Writable,
  count,
  defineEntity,
  field,
  fieldsWith,
  internal,
  nullable,
  string,
  timestamp,
  uuid,
} from '../data/entity';
import { listOf, sortColumns } from '../data/entity-list';
import { foldedKey } from '../data/folded-key';
import { type Versioned, answersOf } from '../data/versioning';

const WRITTEN = { write: 'any', audited: true } as const;

/**
 * A company location: its public fields in answer order, and its version. Every field a client
 * writes is audited; lists sort by name and both times, and search name and city.
 */
export const LOCATION = /* @__PURE__ */ defineEntity('company location', {
  company_location_uuid: uuid(),
  company_uuid: uuid(),
  name: field(string(), { ...WRITTEN, sort: 'ListSort2', search: 'primary', unique: { folded: true } }),
  ...fieldsWith(ADDRESS_FIELDS, WRITTEN),
  city: field(nullable(string()), { ...WRITTEN, search: 'secondary' }),
  phone: field(nullable(string()), WRITTEN),
  timezone: field(nullable(string()), WRITTEN),
  created_at: field(timestamp(), { sort: 'ListSort1' }),
  updated_at: field(timestamp(), { sort: 'ListSort3' }),
  version: internal(count()),
});

export type CompanyLocation = PublicRecord<typeof LOCATION>;
export type StoredLocation = StoredRecord<typeof LOCATION>;

/** The fields a client edits; everything else is read-only. */
export type EditableLocation = Writable<typeof LOCATION>;

/** The optional fields, null when not given (a PUT resets the omitted ones to null). */
export const OPTIONAL_LOCATION_FIELDS = /* @__PURE__ */ (() => LOCATION.nullableWritable)();

/** The columns a location list sorts by. */
export const LOCATION_SORT_COLUMNS = /* @__PURE__ */ sortColumns(LOCATION);
export type LocationSortColumn = (typeof LOCATION_SORT_COLUMNS)[number];

/** How locations are listed: from the model's sort and search facts; no filters. */
export const LOCATION_LIST = /* @__PURE__ */ listOf(LOCATION, { entity: 'locations', id: 'company_location_uuid' });

export const LOCATION_ENTITY = 'company_location';
export const LOCATION_NAME_ENTITY = 'company_location_name';
export const LOCATION_SK_PREFIX = 'LOCATION#';
// Not `LOCATION…`: app-data reads every key that starts with `LOCATION#`, and a location list's
// key range must never hold a name item.
const LOCATION_NAME_SK_PREFIX = 'LOCNAME';

export function locationKey(companyUuid: string, locationUuid: string): { PK: string; SK: string } {
  return { PK: companyPartition(companyUuid), SK: `${LOCATION_SK_PREFIX}${locationUuid}` };
}

/** The uniqueness item that reserves a location name in a company: case-insensitive (`foldedKey`). */
export function locationNameKey(companyUuid: string, name: string): { PK: string; SK: string } {
  return { PK: companyPartition(companyUuid), SK: `${LOCATION_NAME_SK_PREFIX}${foldedKey(name)}` };
}

export type VersionedLocation = Versioned<CompanyLocation>;

/** A location as answered (no internal attribute), the strong ETag of its version, and both. */
export const {
  toPublic: toLocation,
  etag: locationEtag,
  toVersioned: toVersionedLocation,
} = /* @__PURE__ */ answersOf(LOCATION, 'company_location_uuid');
