/** The company entity: its stored shape, its public shape and its keys. */
import {
  type PublicRecord,
  type StoredRecord,
  type Writable,
  type WritableName,
  count,
  defineEntity,
  field,
  fieldsWith,
  internal,
  json,
  nullable,
  object,
  string,
  timestamp,
  uuid,
} from '../data/entity';
import { type Versioned, answersOf } from '../data/versioning';

/** The entities whose records the quota item counts: each create is checked against the limit. */
export const COUNTED_ENTITIES = ['automations', 'categories', 'users', 'company_locations'] as const;
export type CountedEntity = (typeof COUNTED_ENTITIES)[number];

/**
 * Every limit update-limit sets: one per counted entity, and `automation_messages`, the daily cap of
 * automation deliveries sent per company per UTC day, which counts no stored records (only its
 * limit is kept, on the company and its quota item).
 */
export const LIMITED_ENTITIES = [...COUNTED_ENTITIES, 'automation_messages'] as const;
export type LimitedEntity = (typeof LIMITED_ENTITIES)[number];

/** The daily cap of automation messages while `limits.automation_messages` is null. */
export const DEFAULT_AUTOMATION_MESSAGES_PER_DAY = 1000;

/** `null` means no limit (for `automation_messages`, the default cap). */
export type CompanyLimits = Record<LimitedEntity, number | null>;
export type CompanyCounts = Record<CountedEntity, number>;

const LIMIT = nullable(count());

/** The postal address a company and each of its locations hold, in answer order. */
export const ADDRESS_FIELDS = {
  address1: nullable(string()),
  address2: nullable(string()),
  city: nullable(string()),
  postal_code: nullable(string()),
  country_uuid: nullable(uuid()),
  country_state_uuid: nullable(uuid()),
} as const;

const WRITTEN = { write: 'any' } as const;
const PATCHED = { write: 'any', patchOnly: true } as const;

/**
 * A company: its public fields in answer order, and what the table holds beyond them. A client
 * writes its profile (PUT and PATCH; the two URLs only PATCH), the logo through its own routes and
 * the limits only through update-limit, whose event records the change of a limit.
 */
export const COMPANY = /* @__PURE__ */ defineEntity('company', {
  company_uuid: uuid(),
  name: field(string(), WRITTEN),
  description: field(nullable(string()), WRITTEN),
  phone: field(nullable(string()), WRITTEN),
  email: field(nullable(string()), WRITTEN),
  website_url: field(nullable(string()), PATCHED),
  google_my_business_listing: field(nullable(string()), PATCHED),
  ...fieldsWith(ADDRESS_FIELDS, WRITTEN),
  latitude: field(nullable(string()), WRITTEN),
  longitude: field(nullable(string()), WRITTEN),
  primary_color: field(nullable(string()), WRITTEN),
  secondary_color: field(nullable(string()), WRITTEN),
  image_url: nullable(string()),
  // JSON text, so that any JSON object round-trips exactly.
  settings: field(json<Record<string, unknown>>(), WRITTEN),
  custom_settings: field(json<Record<string, unknown>>(), WRITTEN),
  available_integration_uuids: field(json<Record<string, unknown>>(), WRITTEN),
  /** `null` means no limit (`automation_messages`: the default cap); an absent limit reads as null. */
  limits: field(
    object({
      automations: LIMIT,
      categories: LIMIT,
      users: LIMIT,
      company_locations: LIMIT,
      automation_messages: LIMIT,
    }),
    { audited: true },
  ),
  created_at: timestamp(),
  updated_at: timestamp(),
  version: internal(count()),
  /** S3 key of the current logo, so a replacement can delete the old object. */
  image_key: internal(nullable(string())),
});

export type Company = PublicRecord<typeof COMPANY>;
export type StoredCompany = StoredRecord<typeof COMPANY>;

/**
 * What the hot paths of other entities read and write about their company, kept apart from the
 * company item (up to 400 KB with its settings) so that their capacity never grows with it: the
 * limits (a copy, written in the same transaction as the company's), the counts compared with them,
 * and the users-list cache generation.
 */
export interface CompanyQuota {
  /** Every limit; `automation_messages` is absent on quota items from before it (as null: the default). */
  limits: CompanyLimits;
  counts: CompanyCounts;
  /** Bumped by every change to users or locations; part of the users-list cache key. */
  users_cache_generation: number;
  /**
   * The company's users with role owner and status active, kept exact in the same transaction as
   * every user write that changes them; a write that would take it below 1 fails (409 `last_owner`).
   * Absent only on quota items of local data made before it (not migrated: docs/decisions.md, _Local data_).
   */
  active_owners?: number;
}

export const COMPANY_ENTITY = 'company';
export const COMPANY_QUOTA_ENTITY = 'company_quota';

/** The company item's key. */
export function companyKey(companyUuid: string): { PK: string; SK: string } {
  return { PK: companyPartition(companyUuid), SK: 'COMPANY' };
}

/** The company quota item's key: beside the company item, in its partition. */
export function companyQuotaKey(companyUuid: string): { PK: string; SK: string } {
  return { PK: companyPartition(companyUuid), SK: 'QUOTA' };
}

/** The partition that holds a company and everything it owns. */
export function companyPartition(companyUuid: string): string {
  return `COMPANY#${companyUuid}`;
}

export const NO_LIMITS: CompanyLimits = {
  automations: null,
  categories: null,
  users: null,
  company_locations: null,
  automation_messages: null,
};
export const ZERO_COUNTS: CompanyCounts = { automations: 0, categories: 0, users: 0, company_locations: 0 };

/** The fields PUT and PATCH may change (PUT leaves the PATCH-only URLs alone). */
export type EditableField = WritableName<typeof COMPANY>;

/** A set of new values for editable fields. */
export type CompanyChanges = Partial<Writable<typeof COMPANY>>;

export type VersionedCompany = Versioned<Company>;

/** The company as answered (no internal attribute), the strong ETag of its version, and both. */
export const {
  toPublic: toCompany,
  etag: companyEtag,
  toVersioned: toVersionedCompany,
} = /* @__PURE__ */ answersOf(COMPANY, 'company_uuid');
