/**
 * The transaction items of user writes: a new user's items, an update's and a delete's, the list
 * counters and the check that added locations still exist. Other entities' transactions carry them
 * too (a company's first owner, an invitation's user), through the repository
 * (lib/users/user-repository.ts). Pure builders, no client: the repository runs them.
 */
import { locationKey } from '../locations/location';
import { companyPartition } from '../companies/company';
import { invalidateUsersCache, releaseSlot } from '../companies/entity-limits';
import { listCountItems } from '../data/list-counts';
import { listAttributes } from '../data/list-index';
import { StaleWriteError } from '../data/optimistic';
import { ITEM_EXISTS, ITEM_IS_NEW, setAttributes, versionIs } from '../data/update-expression';
import { type TransactItem, failingWith } from '../data/transactions';
import { ConflictError, ValidationError } from '../errors';
import {
  type StoredUser,
  USER_EMAIL_ENTITY,
  USER_ENTITY,
  USER_LIST,
  USER,
  activeOwnersDelta,
  userEmailKey,
  userKey,
  userRefKey,
} from './user';

/** The stored attributes of a user and its list attributes. */
function userAttributes(user: StoredUser): Record<string, unknown> {
  return { ...USER.attributes(user), ...listAttributes(USER_LIST, user) };
}

/**
 * The attributes a user update may change; keys and creation data never change. A json field
 * (settings) is set under its own attribute, as JSON text, beside them.
 */
const MUTABLE_ATTRIBUTES = [
  ...USER.writable.filter((name) => USER.fields[name].kind !== 'json'),
  'updated_at',
  'version',
] as const;

export const staleUser = (): StaleWriteError => new StaleWriteError('user');

/**
 * 409 `conflict`: the e-mail address belongs to a user of the company (any status, ignoring case).
 * The problem names that user and, while they are invited, their invitation; a transaction's
 * refusal carries no members yet (`explainEmailConflict` reads them).
 */
export class EmailTakenError extends ConflictError {
  constructor(members?: { existing_user_uuid: string; invitation_uuid?: string }) {
    super('A user of the company already has this e-mail address', 'conflict', members);
  }
}

/** The most added locations a user write checks in its transaction (beside its own ≤ 12 items and the audit event's 6, within 100). */
const MAX_CHECKED_LOCATIONS = 60;

/** The list counters' change from `before` to `after` (undefined: absent), as transaction items. */
export function userCountItems(
  tableName: string,
  before: StoredUser | undefined,
  after: StoredUser | undefined,
): TransactItem[] {
  return listCountItems(
    tableName,
    companyPartition(((after ?? before) as StoredUser).company_uuid),
    USER_LIST,
    before,
    after,
  );
}

/**
 * A location the change gives the user must still exist when it commits: a location deleted since
 * the body was checked fails the write (422) instead of staying on the user, and a delete that
 * comes after sees the user in the counter (409). A change adding more than a transaction can
 * check relies on the body's check alone.
 */
export function addedLocationsExist(tableName: string, current: StoredUser, next: StoredUser): TransactItem[] {
  const before = new Set(current.company_location_uuids);
  const added = next.company_location_uuids.filter((uuid) => !before.has(uuid));
  if (added.length > MAX_CHECKED_LOCATIONS) return [];
  return added.map((uuid) =>
    failingWith(
      {
        ConditionCheck: {
          TableName: tableName,
          Key: locationKey(next.company_uuid, uuid),
          ConditionExpression: ITEM_EXISTS,
        },
      },
      () =>
        new ValidationError([
          {
            path: `company_location_uuids[${next.company_location_uuids.indexOf(uuid)}]`,
            code: 'not_found',
            message: 'Not a location of the company',
          },
        ]),
    ),
  );
}

/**
 * The items that insert a user, its pointer, its e-mail's uniqueness item (refused as
 * EmailTakenError) and its list counts (without the limit slot).
 */
export function putNewUserItems(tableName: string, user: StoredUser): TransactItem[] {
  return [
    ...(user.email
      ? [
          failingWith(
            {
              Put: {
                TableName: tableName,
                Item: {
                  ...userEmailKey(user.company_uuid, user.email),
                  entity: USER_EMAIL_ENTITY,
                  user_uuid: user.user_uuid,
                },
                ConditionExpression: ITEM_IS_NEW,
              },
            },
            () => new EmailTakenError(),
          ),
        ]
      : []),
    {
      Put: {
        TableName: tableName,
        Item: { ...userKey(user.company_uuid, user.user_uuid), entity: USER_ENTITY, ...userAttributes(user) },
        ConditionExpression: ITEM_IS_NEW,
      },
    },
    {
      Put: {
        TableName: tableName,
        Item: { ...userRefKey(user.user_uuid), entity: 'user_ref', company_uuid: user.company_uuid },
        ConditionExpression: ITEM_IS_NEW,
      },
    },
    ...userCountItems(tableName, undefined, user),
  ];
}

/**
 * The items of a user update: the changed attributes and list attributes under the version read
 * (else StaleWriteError), a new users-cache generation with the active owners' change (409
 * `last_owner`), and the list counters.
 */
export function updateUserItems(tableName: string, current: StoredUser, next: StoredUser): TransactItem[] {
  const assigned: Record<string, unknown> = { ...listAttributes(USER_LIST, next) };
  for (const attribute of MUTABLE_ATTRIBUTES) {
    if (JSON.stringify(current[attribute]) !== JSON.stringify(next[attribute])) assigned[attribute] = next[attribute];
  }
  const settings = JSON.stringify(next.settings);
  if (JSON.stringify(current.settings) !== settings) assigned.settings_json = settings;
  const update = {
    TableName: tableName,
    Key: userKey(current.company_uuid, current.user_uuid),
    ...setAttributes(assigned, { expectedVersion: current.version }),
  };
  return [
    failingWith({ Update: update }, staleUser),
    invalidateUsersCache(current.company_uuid, tableName, activeOwnersDelta(current, next)),
    ...userCountItems(tableName, current, next),
  ];
}

/**
 * The items of a user delete: the user under the version read (else StaleWriteError), its
 * pointer and e-mail items, its `users` slot with the cache generation and the active owners
 * (409 `last_owner`), and the list counters.
 */
export function deleteUserItems(tableName: string, current: StoredUser): TransactItem[] {
  return [
    failingWith(
      {
        Delete: {
          TableName: tableName,
          Key: userKey(current.company_uuid, current.user_uuid),
          ...versionIs(current.version),
        },
      },
      staleUser,
    ),
    { Delete: { TableName: tableName, Key: userRefKey(current.user_uuid) } },
    releaseSlot(current.company_uuid, 'users', {
      tableName,
      invalidateUsersCache: true,
      activeOwners: activeOwnersDelta(current, undefined),
    }),
    ...userCountItems(tableName, current, undefined),
    ...(current.email
      ? [{ Delete: { TableName: tableName, Key: userEmailKey(current.company_uuid, current.email) } }]
      : []),
  ];
}
