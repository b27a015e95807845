/**
 * The company location entity (a branch): the stored and public shapes, the keys of the location
 * item and of its name-uniqueness item, the list declaration and the shaping of a record for
 * answers. The request schemas are in location-input.ts (bodies) and location-query.ts (list
 * query), so this module, which every location function and app-data bundle, carries no validation code.
 */
import { createHash } from 'node:crypto';
import { companyPartition } from '../companies/company';
import { itemParser } from '../data/item-shape';
import type { ListDeclaration } from '../data/list-index';
import { foldCase } from '../data/text';
import { type Versioned, etagOf } from '../data/versioning';

export interface CompanyLocation {
  company_location_uuid: string;
  company_uuid: string;
  name: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  postal_code: string | null;
  country_uuid: string | null;
  country_state_uuid: string | null;
  phone: string | null;
  timezone: string | null;
  created_at: string;
  updated_at: string;
}

/** What the table holds beyond the public fields. */
export interface StoredLocation extends CompanyLocation {
  version: number;
}

/** The fields a client edits; everything else is read-only. */
export type EditableLocation = Omit<CompanyLocation, 'company_location_uuid' | 'company_uuid' | 'created_at' | 'updated_at'>;

/** The optional fields, null when not given (a PUT resets the omitted ones to null). */
export const OPTIONAL_LOCATION_FIELDS = ['address1', 'address2', 'city', 'postal_code', 'country_uuid', 'country_state_uuid', 'phone', 'timezone'] as const;

/** The columns a location list sorts by. */
export const LOCATION_SORT_COLUMNS = ['name', 'created_at', 'updated_at'] as const;
export type LocationSortColumn = (typeof LOCATION_SORT_COLUMNS)[number];

/** A stored location, parsed (never cast). */
export const parseLocation = /* @__PURE__ */ itemParser<StoredLocation>('company location', {
  company_location_uuid: 'string',
  company_uuid: 'string',
  name: 'string',
  address1: 'string?',
  address2: 'string?',
  city: 'string?',
  postal_code: 'string?',
  country_uuid: 'string?',
  country_state_uuid: 'string?',
  phone: 'string?',
  timezone: 'string?',
  created_at: 'string',
  updated_at: 'string',
  version: 'number',
});

/** How locations are listed: the index of each sortable column and the searched fields (name and city); no filters. */
export const LOCATION_LIST: ListDeclaration<StoredLocation, LocationSortColumn> = {
  entity: 'locations',
  id: (location) => location.company_location_uuid,
  columns: {
    name: { index: 'ByName', value: (location) => location.name },
    created_at: { index: 'ByCreatedAt', value: (location) => location.created_at },
    updated_at: { index: 'ByUpdatedAtOrEmail', value: (location) => location.updated_at },
  },
  search: [(location) => location.name, (location) => location.city],
  facets: () => [],
  stored: { attributes: (location) => ({ ...location }), parse: parseLocation },
};

export const LOCATION_ENTITY = 'company_location';
export const LOCATION_NAME_ENTITY = 'company_location_name';
export const LOCATION_SK_PREFIX = 'LOCATION#';
// Not `LOCATION…`: app-data reads every key that starts with `LOCATION#`, and a location list's
// key range must never hold a name item.
const LOCATION_NAME_SK_PREFIX = 'LOCNAME';

export function locationKey(companyUuid: string, locationUuid: string): { PK: string; SK: string } {
  return { PK: companyPartition(companyUuid), SK: `${LOCATION_SK_PREFIX}${locationUuid}` };
}

// What a sort key (1,024 bytes) holds of a folded name beside its prefix.
const MAX_NAME_KEY_BYTES = 960;

/**
 * The name a location is unique by in its company: case-insensitive (`foldCase`), after `#`; a
 * folded name too long for a key is held by its SHA-256, after `!`, so no name held as itself can
 * equal a hashed one.
 */
export function locationNameKeyOf(name: string): string {
  const folded = foldCase(name);
  if (Buffer.byteLength(folded) <= MAX_NAME_KEY_BYTES) return `#${folded}`;
  return `!${createHash('sha256').update(folded).digest('hex')}`;
}

/** The uniqueness item that reserves a location name in a company. */
export function locationNameKey(companyUuid: string, name: string): { PK: string; SK: string } {
  return { PK: companyPartition(companyUuid), SK: `${LOCATION_NAME_SK_PREFIX}${locationNameKeyOf(name)}` };
}

/** The public record, picked field by field so that no internal attribute can leak into an answer. */
export function toLocation(stored: StoredLocation): CompanyLocation {
  return {
    company_location_uuid: stored.company_location_uuid,
    company_uuid: stored.company_uuid,
    name: stored.name,
    address1: stored.address1 ?? null,
    address2: stored.address2 ?? null,
    city: stored.city ?? null,
    postal_code: stored.postal_code ?? null,
    country_uuid: stored.country_uuid ?? null,
    country_state_uuid: stored.country_state_uuid ?? null,
    phone: stored.phone ?? null,
    timezone: stored.timezone ?? null,
    created_at: stored.created_at,
    updated_at: stored.updated_at,
  };
}

/** The strong ETag of a stored location's version. */
export function locationEtag(stored: StoredLocation): string {
  return etagOf(stored.company_location_uuid, stored.version);
}

export type VersionedLocation = Versioned<CompanyLocation>;

export function toVersionedLocation(stored: StoredLocation): VersionedLocation {
  return { record: toLocation(stored), etag: locationEtag(stored) };
}
