/** The company user entity: stored shape, public shape and keys. */
import { COMPANY_ROLE_CODES, ROLE_CODES, STATUS_CODES } from './roles';
import { companyPartition } from '../companies/company';
import { foldCase } from '../data/text';
import {
  type PublicRecord,
  type StoredRecord,
  count,
  defineEntity,
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
import type { ListDeclaration } from '../data/list-index';
import { type Versioned, etagOf } from '../data/versioning';
import type { UserSortColumn } from './users-query';

/** A company user: its public fields in answer order, and what the table holds beyond them. */
export const USER = /* @__PURE__ */ defineEntity('user', {
  user_uuid: uuid(),
  company_uuid: uuid(),
  display_name: string(),
  first_name: nullable(string()),
  last_name: nullable(string()),
  email: nullable(string()),
  phone: nullable(string()),
  role_code: oneOf(COMPANY_ROLE_CODES),
  status_code: oneOf(STATUS_CODES),
  company_location_uuids: list(uuid()),
  created_at: timestamp(),
  updated_at: timestamp(),
  /**
   * Kept as JSON text (`settings_json`), as the company's JSON objects are, so any JSON object
   * round-trips exactly (empty keys, numbers beyond DynamoDB's range); users written before
   * settings existed have none: `{}`.
   */
  settings: json<Record<string, unknown>>({
    attribute: 'settings_json',
    description: "The user's own settings: a JSON object, {} when never set",
  }),
  version: internal(count()),
  /** The invitation that created the user, if any (its pending invitation ends with the user). */
  invitation_uuid: internal(optional(uuid())),
});

export type User = PublicRecord<typeof USER>;
export type StoredUser = StoredRecord<typeof USER>;

/** How users are listed: the index of each sortable column, the searched fields, the counted facets. */
export const USER_LIST: ListDeclaration<StoredUser, UserSortColumn> = {
  entity: 'users',
  id: (user) => user.user_uuid,
  columns: {
    display_name: { index: 'ByName', value: (user) => user.display_name },
    email: { index: 'ByUpdatedAtOrEmail', value: (user) => user.email ?? null },
    role_code: { index: 'ByKind', value: (user) => user.role_code, enumValues: ROLE_CODES },
    status_code: { index: 'ByState', value: (user) => user.status_code, enumValues: STATUS_CODES },
    created_at: { index: 'ByCreatedAt', value: (user) => user.created_at },
  },
  search: [(user) => user.display_name, (user) => user.email],
  facets: (user) => [
    statusFacet(user.status_code),
    roleFacet(user.role_code),
    ...(user.company_location_uuids ?? []).map(locationFacet),
  ],
  stored: USER,
};

/** The counted facets of the users list: the totals of lists filtered by them. */
export const statusFacet = (status: string): string => `status_code=${status}`;
export const roleFacet = (role: string): string => `role_code=${role}`;
export const locationFacet = (location: string): string => `location=${location}`;

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

/** The public record, without internal attributes. */
export function toUser(stored: StoredUser): User {
  return USER.toPublic(stored);
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

/** The strong ETag of a stored user's version. */
export function userEtag(stored: StoredUser): string {
  return etagOf(stored.user_uuid, stored.version);
}

export type VersionedUser = Versioned<User>;

/** The public record of a stored user with the ETag of its version. */
export function toVersionedUser(stored: StoredUser): VersionedUser {
  return { record: toUser(stored), etag: userEtag(stored) };
}
