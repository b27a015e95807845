/** The company user entity: stored shape, public shape and keys. */
import { COMPANY_ROLE_CODES, ROLE_CODES, STATUS_CODES } from './roles';
import { companyPartition } from '../companies/company';
import { foldCase } from '../data/text';
import {
  type PublicRecord,
  type StoredRecord,
  type SortName,
  count,
  defineEntity,
  field,
  internal,
  json,
  list,
  nullable,
  oneOf,
  optional,
  string,
  timestamp,
  uuid,
} from '../data/entity';
import { facetOf, listOf } from '../data/entity-list';
import { type SameNames, assertSameNames } from '../data/writable-fields';
import { type Versioned, answersOf } from '../data/versioning';
import type { UserSortColumn } from './users-query';

/**
 * A company user: its public fields in answer order, and what the table holds beyond them. Every
 * field a client writes is audited; only the roles that manage users write role, status and locations.
 */
export const USER = /* @__PURE__ */ defineEntity('user', {
  user_uuid: uuid(),
  company_uuid: uuid(),
  display_name: field(string(), { write: 'any', audited: true, sort: 'ListSort2', search: 'primary' }),
  first_name: field(nullable(string()), { write: 'any', audited: true }),
  last_name: field(nullable(string()), { write: 'any', audited: true }),
  email: field(nullable(string()), { sort: 'ListSort3', search: 'secondary', unique: { folded: true } }),
  phone: field(nullable(string()), { write: 'any', audited: true }),
  role_code: field(oneOf(COMPANY_ROLE_CODES), {
    write: 'managers',
    audited: true,
    sort: 'ListSort4',
    filter: { slot: 'list_filter_2' },
  }),
  status_code: field(oneOf(STATUS_CODES), {
    write: 'managers',
    audited: true,
    sort: 'ListSort5',
    filter: { slot: 'list_filter_1' },
  }),
  company_location_uuids: field(list(uuid()), {
    write: 'managers',
    audited: true,
    filter: { slot: 'list_filter_3', facet: 'location' },
  }),
  created_at: field(timestamp(), { sort: 'ListSort1' }),
  updated_at: timestamp(),
  /**
   * Kept as JSON text (`settings_json`), as the company's JSON objects are, so any JSON object
   * round-trips exactly (empty keys, numbers beyond DynamoDB's range); users written before
   * settings existed have none: `{}`.
   */
  settings: field(
    json<Record<string, unknown>>({
      attribute: 'settings_json',
      description: "The user's own settings: a JSON object, {} when never set",
    }),
    { write: 'any', audited: true },
  ),
  version: internal(count()),
  /** The invitation that created the user, if any (its pending invitation ends with the user). */
  invitation_uuid: internal(optional(uuid())),
});

export type User = PublicRecord<typeof USER>;
export type StoredUser = StoredRecord<typeof USER>;

/** How users are listed: from the model's sort, search and filter facts (the role index orders every role code). */
export const USER_LIST = /* @__PURE__ */ listOf(USER, {
  entity: 'users',
  id: 'user_uuid',
  enumValues: { role_code: ROLE_CODES },
});
// The list query's sort columns (users-query.ts) are the model's.
assertSameNames<SameNames<UserSortColumn, SortName<typeof USER>>>();

/** The counted facets of the users list (the model's filters): the totals of lists filtered by them. */
export const statusFacet = (status: string): string => facetOf('status_code', USER.fields.status_code, status);
export const roleFacet = (role: string): string => facetOf('role_code', USER.fields.role_code, role);
export const locationFacet = (location: string): string =>
  facetOf('company_location_uuids', USER.fields.company_location_uuids, location);

/**
 * The most locations one user may have. A user write adjusts one list counter per location in one
 * UpdateExpression (`ADD #f :d`, ~12 characters each), which DynamoDB caps at 4 KB: 250 keeps well
 * inside it (docs/data-model.md).
 */
export const MAX_USER_LOCATIONS = 250;

export const USER_ENTITY = 'user';
const USER_SK_PREFIX = 'USER#';

/** The user item, in its company's partition. */
export function userKey(companyUuid: string, userUuid: string): { PK: string; SK: string } {
  return { PK: companyPartition(companyUuid), SK: `${USER_SK_PREFIX}${userUuid}` };
}

export const USER_EMAIL_ENTITY = 'user_email';

/**
 * The uniqueness item of an e-mail address among a company's users (any status), case-folded
 * (`foldCase`; an address is at most 254 characters, so its fold always fits a key). It holds the
 * owner's `user_uuid`, and is put and deleted in the same transaction as the user.
 */
export function userEmailKey(companyUuid: string, email: string): { PK: string; SK: string } {
  return { PK: companyPartition(companyUuid), SK: `USEREMAIL#${foldCase(email)}` };
}

/** A pointer from a user uuid to its company, for commands that name only the user. */
export function userRefKey(userUuid: string): { PK: string; SK: string } {
  return { PK: `USERREF#${userUuid}`, SK: 'USERREF' };
}

/** Whether a user counts among the company's active owners (the `active_owners` counter). */
export function isActiveOwner(user: Pick<User, 'role_code' | 'status_code'> | undefined): boolean {
  return user !== undefined && user.role_code === 'ROLE_COMPANY_OWNER' && user.status_code === 'STATUS_ACTIVE';
}

/** The change in the company's active owners from `before` to `after` (undefined: absent). */
export function activeOwnersDelta(
  before: Pick<User, 'role_code' | 'status_code'> | undefined,
  after: Pick<User, 'role_code' | 'status_code'> | undefined,
): number {
  return Number(isActiveOwner(after)) - Number(isActiveOwner(before));
}

export type VersionedUser = Versioned<User>;

/** A user as answered (no internal attribute), the strong ETag of its version, and both. */
export const {
  toPublic: toUser,
  etag: userEtag,
  toVersioned: toVersionedUser,
} = /* @__PURE__ */ answersOf(USER, 'user_uuid');
