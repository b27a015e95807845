/** The company entity: its stored shape, its public shape and its keys. */
import { type Versioned, etagOf } from '../data/versioning';

export const LIMITED_ENTITIES = ['automations', 'categories', 'users', 'company_locations'] as const;
export type LimitedEntity = (typeof LIMITED_ENTITIES)[number];

/** `null` means no limit. */
export type CompanyLimits = Record<LimitedEntity, number | null>;
export type CompanyCounts = Record<LimitedEntity, number>;

export interface Company {
  company_uuid: string;
  name: string;
  description: string | null;
  phone: string | null;
  email: string | null;
  website_url: string | null;
  google_my_business_listing: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  postal_code: string | null;
  country_uuid: string | null;
  country_state_uuid: string | null;
  latitude: string | null;
  longitude: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  image_url: string | null;
  settings: Record<string, unknown>;
  custom_settings: Record<string, unknown>;
  available_integration_uuids: Record<string, unknown>;
  limits: CompanyLimits;
  created_at: string;
  updated_at: string;
}

/** What the table holds beyond the public fields. */
export interface StoredCompany extends Company {
  version: number;
  /** S3 key of the current logo, so a replacement can delete the old object. */
  image_key: string | null;
}

/**
 * What the hot paths of other entities read and write about their company, kept apart from the
 * company item (up to 400 KB with its settings) so that their capacity never grows with it: the
 * limits (a copy, written in the same transaction as the company's), the counts compared with them,
 * and the users-list cache generation.
 */
export interface CompanyQuota {
  limits: CompanyLimits;
  counts: CompanyCounts;
  /** Bumped by every change to users or locations; part of the users-list cache key. */
  users_cache_generation: number;
  /**
   * The company's users with role owner and status active, kept exact in the same transaction as
   * every user write that changes them; a write that would take it below 1 fails (409 `last_owner`).
   * Absent only on quota items from before it (local data: scripts/local/active-owners-migration.ts).
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

export const NO_LIMITS: CompanyLimits = { automations: null, categories: null, users: null, company_locations: null };
export const ZERO_COUNTS: CompanyCounts = { automations: 0, categories: 0, users: 0, company_locations: 0 };

/** The fields PUT and PATCH may change (PUT leaves the PATCH-only URLs alone). */
export const EDITABLE_FIELDS = [
  'name',
  'description',
  'phone',
  'email',
  'website_url',
  'google_my_business_listing',
  'address1',
  'address2',
  'city',
  'postal_code',
  'country_uuid',
  'country_state_uuid',
  'latitude',
  'longitude',
  'primary_color',
  'secondary_color',
  'settings',
  'custom_settings',
  'available_integration_uuids',
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** Fields only PATCH changes; PUT accepts and ignores them. */
export const PATCH_ONLY_FIELDS = ['website_url', 'google_my_business_listing'] as const;

/** The JSON-object fields; the table holds them as JSON text so any JSON value round-trips exactly. */
export const JSON_OBJECT_FIELDS = ['settings', 'custom_settings', 'available_integration_uuids'] as const;
export type JsonObjectField = (typeof JSON_OBJECT_FIELDS)[number];

/** A set of new values for editable fields. */
export type CompanyChanges = Partial<Pick<Company, EditableField>>;

/** The public record in its documented field order, without the internal attributes. */
export function toCompany(stored: StoredCompany): Company {
  return {
    company_uuid: stored.company_uuid,
    name: stored.name,
    description: stored.description ?? null,
    phone: stored.phone ?? null,
    email: stored.email ?? null,
    website_url: stored.website_url ?? null,
    google_my_business_listing: stored.google_my_business_listing ?? null,
    address1: stored.address1 ?? null,
    address2: stored.address2 ?? null,
    city: stored.city ?? null,
    postal_code: stored.postal_code ?? null,
    country_uuid: stored.country_uuid ?? null,
    country_state_uuid: stored.country_state_uuid ?? null,
    latitude: stored.latitude ?? null,
    longitude: stored.longitude ?? null,
    primary_color: stored.primary_color ?? null,
    secondary_color: stored.secondary_color ?? null,
    image_url: stored.image_url ?? null,
    settings: stored.settings ?? {},
    custom_settings: stored.custom_settings ?? {},
    available_integration_uuids: stored.available_integration_uuids ?? {},
    limits: { ...NO_LIMITS, ...stored.limits },
    created_at: stored.created_at,
    updated_at: stored.updated_at,
  };
}

/** The company's current strong ETag. */
export function companyEtag(stored: Pick<StoredCompany, 'company_uuid' | 'version'>): string {
  return etagOf(stored.company_uuid, stored.version);
}

export type VersionedCompany = Versioned<Company>;

/** The public record of a stored company with the ETag of its version. */
export function toVersionedCompany(stored: StoredCompany): VersionedCompany {
  return { record: toCompany(stored), etag: companyEtag(stored) };
}
