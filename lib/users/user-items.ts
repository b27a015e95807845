/**
 * The transaction items of user writes: the generic versioned writes (lib/data/versioned-writes.ts)
 * of a user with its e-mail's uniqueness item, its pointer item, the company's users cache and
 * active owners, and the check that added locations still exist. Other entities' transactions carry
 * them too (a company's first owner, an invitation's user), through the repository
 * (lib/users/user-repository.ts), so the `users` slot of a create is the caller's (an invitation
 * takes its own, a new company starts with its owner counted) and the audit events are the
 * caller's (a user's events share their counters with the invitation's of the same transaction).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { locationKey } from '../locations/location';
import { ITEM_EXISTS, ITEM_IS_NEW } from '../data/update-expression';
import { type TransactItem, failingWith } from '../data/transactions';
import { versionedWrites } from '../data/versioned-writes';
import { quota, uniqueItem } from '../data/write-hooks';
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

/**
 * The most locations a write checks in its transaction (a user write beside its own ≤ 12 items and
 * the audit event's 6, an invitation's create beside its ~15, within 100).
 */
const MAX_CHECKED_LOCATIONS = 60;

/**
 * Each of `checked` (locations the write names in `named`, a record's `company_location_uuids`)
 * must still exist when the write commits: a location deleted since the body was checked fails the
 * write (422, at its place in `named`) instead of staying on the record, and a delete that comes
 * after sees the record in the counter (409). More than a transaction can check relies on the
 * body's check alone.
 */
export function locationsExist(
  tableName: string,
  companyUuid: string,
  named: readonly string[],
  checked: readonly string[] = named,
): TransactItem[] {
  if (checked.length > MAX_CHECKED_LOCATIONS) return [];
  return checked.map((uuid) =>
    failingWith(
      {
        ConditionCheck: {
          TableName: tableName,
          Key: locationKey(companyUuid, uuid),
          ConditionExpression: ITEM_EXISTS,
        },
      },
      () =>
        new ValidationError([
          {
            path: `company_location_uuids[${named.indexOf(uuid)}]`,
            code: 'not_found',
            message: 'Not a location of the company',
          },
        ]),
    ),
  );
}

/** The locations a user change adds must still exist when it commits (`locationsExist`). */
export function addedLocationsExist(tableName: string, current: StoredUser, next: StoredUser): TransactItem[] {
  const before = new Set(current.company_location_uuids);
  const added = next.company_location_uuids.filter((uuid) => !before.has(uuid));
  return locationsExist(tableName, next.company_uuid, next.company_location_uuids, added);
}

/**
 * A user's writes: the user under its version (else StaleWriteError), its list counters, its
 * e-mail's uniqueness item (refused as EmailTakenError), its pointer item, and with an update or a
 * delete the company's users cache and active owners (409 `last_owner` when the last would go), a
 * delete giving back its `users` slot.
 */
export function createUserWrites(client: DynamoDBDocumentClient, tableName: string) {
  const { updated, deleted } = quota<StoredUser>({
    tableName,
    slot: 'users',
    invalidateUsersCache: true,
    activeOwners: activeOwnersDelta,
  });
  return versionedWrites({
    client,
    tableName,
    model: USER,
    id: 'user_uuid',
    key: userKey,
    list: USER_LIST,
    entity: USER_ENTITY,
    name: 'user',
    hooks: [
      uniqueItem<StoredUser>({
        tableName,
        key: (user) => (user.email ? userEmailKey(user.company_uuid, user.email) : undefined),
        entity: USER_EMAIL_ENTITY,
        pointer: (user) => ({ user_uuid: user.user_uuid }),
        taken: () => new EmailTakenError(),
      }),
      {
        created: (user) => [
          {
            Put: {
              TableName: tableName,
              Item: { ...userRefKey(user.user_uuid), entity: 'user_ref', company_uuid: user.company_uuid },
              ConditionExpression: ITEM_IS_NEW,
            },
          },
        ],
        deleted: (user) => [{ Delete: { TableName: tableName, Key: userRefKey(user.user_uuid) } }],
      },
      { updated, deleted },
    ],
  });
}
