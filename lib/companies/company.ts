/** The company entity: its stored shape, its public shape and its keys. */

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
  counts: CompanyCounts;
  /** S3 key of the current logo, so a replacement can delete the old object. */
  image_key: string | null;
  /** Bumped by every change to users or locations; part of the users-list cache key. */
  users_cache_generation: number;
}

export const COMPANY_ENTITY = 'company';

/** The company item's key. */
export function companyKey(companyUuid: string): { PK: string; SK: string } {
  return { PK: companyPartition(companyUuid), SK: 'COMPANY' };
}

/** The partition that holds a company and everything it owns. */
export function companyPartition(companyUuid: string): string {
  return `COMPANY#${companyUuid}`;
}

export const NO_LIMITS: CompanyLimits = { automations: null, categories: null, users: null, company_locations: null };
export const ZERO_COUNTS: CompanyCounts = { automations: 0, categories: 0, users: 0, company_locations: 0 };

/** The public record: the stored item without its internal attributes. */
export function toCompany(stored: StoredCompany): Company {
  const { version: _v, counts: _c, image_key: _i, users_cache_generation: _g, ...company } = stored;
  return company;
}
