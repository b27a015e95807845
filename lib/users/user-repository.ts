/** Company user data access. */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import type { Page } from '../data/list';
import { listCountItems } from '../data/list-counts';
import { listAttributes } from '../data/list-index';
import { type ListFilter, readListPage } from '../data/list-page';
import { StaleWriteError, retryLostRaces } from '../data/optimistic';
import { ITEM_EXISTS, ITEM_IS_NEW, setAttributes, versionIs } from '../data/update-expression';
import { type TransactItem, failingWith, transactWrite } from '../data/transactions';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { followingUserItems, revokedInvitation, updateInvitationItems } from '../invitations/invitation-items';
import type { StoredInvitation } from '../invitations/invitation';
import {
  type AuditContext,
  OPERATOR,
  auditEventItems,
  auditEventsItems,
  changesBetween,
  newAuditEvent,
} from '../audit/audit-event';
import { locationKey } from '../locations/location';
import { companyPartition } from '../companies/company';
import { invalidateUsersCache, releaseSlot, reserveSlot } from '../companies/entity-limits';
import type { RoleCode, StatusCode } from './roles';
import {
  type StoredUser,
  USER_EMAIL_ENTITY,
  USER_ENTITY,
  USER_LIST,
  activeOwnersDelta,
  locationFacet,
  USER,
  roleFacet,
  statusFacet,
  userEmailKey,
  userKey,
  userRefKey,
} from './user';
import { nowIso } from '../data/time';
import { createInvitationReader } from '../invitations/invitation-reader';
import { createUserReader } from './user-reader';
import type { UsersListParams } from './users-query';

/** Which users a page holds: the list filters, and for a manager the users sharing a location with them. */
export interface UsersSelection {
  statuses: readonly StatusCode[] | undefined;
  roles: readonly RoleCode[] | undefined;
  locations: readonly string[] | undefined;
  visibleTo?: { userUuid: string; locations: readonly string[] };
}

/** The stored attributes of a user and its list attributes. */
function userAttributes(user: StoredUser): Record<string, unknown> {
  return { ...USER.attributes(user), ...listAttributes(USER_LIST, user) };
}

/** The attributes a user update may change; keys and creation data never change. */
const MUTABLE_ATTRIBUTES = [
  'display_name',
  'first_name',
  'last_name',
  'phone',
  'role_code',
  'status_code',
  'company_location_uuids',
  'updated_at',
  'version',
] as const;

const staleUser = () => new StaleWriteError('user');

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

/** Whether an entry's locations hold any of `wanted`. */
function sharesLocation(shown: Record<string, unknown>, wanted: ReadonlySet<string>): boolean {
  const locations = shown.company_location_uuids;
  return Array.isArray(locations) && locations.some((location) => wanted.has(location as string));
}

/**
 * The selection as a filter on the indexes' projected attributes. Statuses and roles (a few enum
 * values) are a DynamoDB expression. Locations — the filter's and a manager's own, any number of
 * them — are tested here: one `contains` each would pass DynamoDB's 4 KB and 300-operator limits
 * at about a hundred (a 500). Its total comes from the counters when it is one filter over disjoint
 * values (statuses, roles) or one location, for every user; otherwise it is counted over the index.
 */
function usersFilter(selection: UsersSelection): ListFilter | undefined {
  const clauses: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const anyOf = (attribute: string, placeholder: string, list: readonly string[]): string => {
    names[`#${placeholder}`] = attribute;
    const alternatives = list.map((value, position) => {
      values[`:${placeholder}${position}`] = value;
      return `#${placeholder} = :${placeholder}${position}`;
    });
    return `(${alternatives.join(' OR ')})`;
  };
  // The query layer drops an empty list (no filter), so each list here holds a value.
  if (selection.statuses) clauses.push(anyOf('status_code', 'status', selection.statuses));
  if (selection.roles) clauses.push(anyOf('role_code', 'role', selection.roles));
  const tests: Array<(shown: Record<string, unknown>) => boolean> = [];
  if (selection.locations) {
    const wanted = new Set(selection.locations);
    tests.push((shown) => sharesLocation(shown, wanted));
  }
  if (selection.visibleTo) {
    const self = userKey('', selection.visibleTo.userUuid).SK;
    const shared = new Set(selection.visibleTo.locations);
    tests.push((shown) => shown.SK === self || sharesLocation(shown, shared));
  }
  if (tests.length > 0) names['#locations'] = 'company_location_uuids';
  if (clauses.length === 0 && tests.length === 0) return undefined;
  return {
    ...(clauses.length > 0 ? { expression: clauses.join(' AND ') } : {}),
    names,
    values,
    ...(tests.length > 0 ? { test: (shown: Record<string, unknown>) => tests.every((test) => test(shown)) } : {}),
    countedBy: countingFacets(selection, clauses.length + tests.length),
  };
}

function countingFacets(selection: UsersSelection, clauses: number): string[] | undefined {
  if (clauses !== 1) return undefined;
  // A manager of one location sees exactly its users: themselves among them when their record
  // exists (their locations come from it), nobody else when it does not.
  if (selection.visibleTo)
    return selection.visibleTo.locations.length === 1 ? selection.visibleTo.locations.map(locationFacet) : undefined;
  if (selection.statuses) return selection.statuses.map(statusFacet);
  if (selection.roles) return selection.roles.map(roleFacet);
  // Several locations may overlap (a user in two of them), so only one location is counted.
  if (selection.locations?.length === 1) return selection.locations.map(locationFacet);
  return undefined;
}

/** The fields a `user.updated` event compares. */
const AUDITED_FIELDS = [
  'display_name',
  'first_name',
  'last_name',
  'phone',
  'settings',
  'role_code',
  'status_code',
  'company_location_uuids',
] as const;

/** The most added locations a user write checks in its transaction (beside its own ≤ 12 items and the audit event's 6, within 100). */
const MAX_CHECKED_LOCATIONS = 60;

export function createUserRepository(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  /** The list counters' change from `before` to `after` (undefined: absent), as transaction items. */
  const invitations = createInvitationReader(client, tableName);

  const adjustCounts = (before: StoredUser | undefined, after: StoredUser | undefined): TransactItem[] =>
    listCountItems(
      tableName,
      companyPartition(((after ?? before) as StoredUser).company_uuid),
      USER_LIST,
      before,
      after,
    );

  /** The items of a user change's audit event (settings only by name). */
  const recorded = (audit: AuditContext, user: StoredUser, type: 'user.updated', before?: StoredUser): TransactItem[] =>
    auditEventItems(
      tableName,
      newAuditEvent(
        user.company_uuid,
        audit,
        type,
        { kind: 'user', uuid: user.user_uuid },
        before ? changesBetween(before, user, AUDITED_FIELDS) : null,
      ),
    );

  /**
   * A location the change gives the user must still exist when it commits: a location deleted since
   * the body was checked fails the write (422) instead of staying on the user, and a delete that
   * comes after sees the user in the counter (409). A change adding more than a transaction can
   * check relies on the body's check alone.
   */
  const addedLocationsExist = (current: StoredUser, next: StoredUser): TransactItem[] => {
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
  };

  const repository = {
    ...createUserReader(client, tableName),

    /** The company a user belongs to, from the user's pointer item. */
    async findUserCompany(userUuid: string): Promise<string | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: userRefKey(userUuid) }));
      return result.Item?.company_uuid as string | undefined;
    },

    /** One page of the company's users (strongly consistent: the users-list cache stores no older data than its generation). */
    async pageOfUsers(
      companyUuid: string,
      params: UsersListParams,
      selection: UsersSelection,
    ): Promise<Page<StoredUser>> {
      return readListPage({
        client,
        tableName,
        partition: companyPartition(companyUuid),
        declaration: USER_LIST,
        params,
        fromItem: USER.parse,
        filter: usersFilter(selection),
      });
    },

    /**
     * The 409 of a refused e-mail address, with the user holding it (strongly consistent reads, after
     * the refusal only); a holder gone meanwhile still answers the plain conflict.
     */
    async explainEmailConflict(companyUuid: string, email: string): Promise<EmailTakenError> {
      const owner = await client.send(
        new GetCommand({ TableName: tableName, Key: userEmailKey(companyUuid, email), ConsistentRead: true }),
      );
      const userUuid = owner.Item?.user_uuid;
      if (typeof userUuid !== 'string') return new EmailTakenError();
      const user = await repository.getUser(companyUuid, userUuid, { consistent: true });
      const invited = user?.status_code === 'STATUS_INVITED' && user.invitation_uuid;
      return new EmailTakenError({
        existing_user_uuid: userUuid,
        ...(invited ? { invitation_uuid: user.invitation_uuid as string } : {}),
      });
    },

    /** Runs a write whose transaction puts a user's e-mail item, turning its refusal into the 409 that names the holder. */
    async withEmailConflicts<T>(user: Pick<StoredUser, 'company_uuid' | 'email'>, write: () => Promise<T>): Promise<T> {
      try {
        return await write();
      } catch (error) {
        if (!(error instanceof EmailTakenError) || !user.email) throw error;
        throw await repository.explainEmailConflict(user.company_uuid, user.email);
      }
    },

    /**
     * Transaction items that insert a user, its pointer, its e-mail's uniqueness item (refused as
     * EmailTakenError) and its list counts (without the limit slot).
     */
    putNewUserItems(user: StoredUser): TransactItem[] {
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
        ...adjustCounts(undefined, user),
      ];
    },

    /** Creates a user, counting it against the company's `users` limit; extra items join the transaction. */
    async createUser(user: StoredUser, extraItems: TransactItem[] = []): Promise<void> {
      const items = [
        reserveSlot(user.company_uuid, 'users', {
          tableName,
          invalidateUsersCache: true,
          activeOwners: activeOwnersDelta(undefined, user),
        }),
        ...repository.putNewUserItems(user),
        ...extraItems,
      ];
      await repository.withEmailConflicts(user, () => transactWrite(client, items));
    },

    /** Runs prepared items (company, owner, key) as one transaction: used when a company is created. */
    async createUserInTransaction(items: TransactItem[]): Promise<void> {
      await transactWrite(client, items);
    },

    /**
     * Changes a user's status, its list attributes and counters and invalidates the company's cached
     * users lists, in one transaction conditioned on the version read (read again on a lost race).
     */
    async setUserStatus(
      companyUuid: string,
      userUuid: string,
      status: StatusCode,
      now: string,
      audit: AuditContext = OPERATOR,
    ): Promise<void> {
      // No If-Match here (the admin CLI changes it): only the lost-race retry of the write loop.
      await retryLostRaces(
        async () => {
          const current = await repository.getUser(companyUuid, userUuid, { consistent: true });
          if (!current) throw new NotFoundError('The user does not exist');
          const next: StoredUser = { ...current, status_code: status, updated_at: now, version: current.version + 1 };
          const assigned = {
            status_code: next.status_code,
            updated_at: next.updated_at,
            version: next.version,
            ...listAttributes(USER_LIST, next),
          };
          const update = {
            TableName: tableName,
            Key: userKey(companyUuid, userUuid),
            ...setAttributes(assigned, { expectedVersion: current.version }),
          };
          await transactWrite(client, [
            failingWith({ Update: update }, staleUser),
            invalidateUsersCache(companyUuid, tableName, activeOwnersDelta(current, next)),
            ...adjustCounts(current, next),
            ...recorded(audit, next, 'user.updated', current),
          ]);
        },
        { conflictDetail: 'The user is being changed concurrently; retry' },
      );
    },

    /**
     * Writes the attributes that differ between `current` (as read) and `next`, with the list
     * attributes, the list counters, the company's active owners (409 `last_owner` when the last
     * one would go) and a new users-cache generation, in one transaction conditioned on the stored
     * version still being `current.version` (else StaleWriteError). An invited user's pending
     * `invitation` (as read) takes their new role and locations in it, under its own version.
     */
    async updateUserVersioned(
      current: StoredUser,
      next: StoredUser,
      audit: AuditContext,
      invitation?: StoredInvitation,
    ): Promise<void> {
      await transactWrite(client, [
        ...repository.updateUserItems(current, next),
        ...addedLocationsExist(current, next),
        ...(invitation ? followingUserItems(tableName, invitation, next) : []),
        ...recorded(audit, next, 'user.updated', current),
      ]);
    },

    /**
     * The items of a user update: the changed attributes and list attributes under the version read
     * (else StaleWriteError), a new users-cache generation with the active owners' change (409
     * `last_owner`), and the list counters.
     */
    updateUserItems(current: StoredUser, next: StoredUser): TransactItem[] {
      const assigned: Record<string, unknown> = { ...listAttributes(USER_LIST, next) };
      for (const attribute of MUTABLE_ATTRIBUTES) {
        if (JSON.stringify(current[attribute]) !== JSON.stringify(next[attribute]))
          assigned[attribute] = next[attribute];
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
        ...adjustCounts(current, next),
      ];
    },

    /**
     * Deletes a user with its pointer item, gives back its `users` slot, adjusts the list counters
     * and the active owners (409 `last_owner`) and drops the cached users lists, in one transaction
     * conditioned on the stored version (else StaleWriteError). Its keys stop working with it: the
     * authenticator refuses a key whose user does not exist, and user uuids are never reused.
     */
    async deleteUserVersioned(current: StoredUser, audit: AuditContext): Promise<void> {
      // An invited user's pending (or expired) invitation ends with the user: REVOKED, in the same
      // transaction. It is read first; a change to it meanwhile fails its version condition (a new read).
      const invitation =
        current.status_code === 'STATUS_INVITED' && current.invitation_uuid
          ? await repository.pendingInvitationOf(current)
          : undefined;
      const userDeleted = newAuditEvent(current.company_uuid, audit, 'user.deleted', {
        kind: 'user',
        uuid: current.user_uuid,
      });
      const revoked = invitation ? revokedInvitation(invitation, nowIso()) : undefined;
      await transactWrite(client, [
        ...repository.deleteUserItems(current),
        ...(invitation && revoked ? updateInvitationItems(tableName, invitation, revoked) : []),
        // With the invitation's event, one update per counter the two events share.
        ...auditEventsItems(tableName, [
          userDeleted,
          ...(revoked
            ? [
                newAuditEvent(current.company_uuid, audit, 'invitation.revoked', {
                  kind: 'invitation',
                  uuid: revoked.invitation_uuid,
                }),
              ]
            : []),
        ]),
      ]);
    },

    /**
     * The items of a user delete: the user under the version read (else StaleWriteError), its
     * pointer and e-mail items, its `users` slot with the cache generation and the active owners
     * (409 `last_owner`), and the list counters.
     */
    deleteUserItems(current: StoredUser): TransactItem[] {
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
        ...adjustCounts(current, undefined),
        ...(current.email
          ? [{ Delete: { TableName: tableName, Key: userEmailKey(current.company_uuid, current.email) } }]
          : []),
      ];
    },

    /** The user's invitation while it is pending (or expired), strongly consistent; else undefined. */
    async pendingInvitationOf(user: StoredUser) {
      if (!user.invitation_uuid) return undefined;
      const invitation = await invitations.getInvitation(user.company_uuid, user.invitation_uuid);
      return invitation?.status === 'PENDING' ? invitation : undefined;
    },
  };
  return repository;
}

export type UserRepository = ReturnType<typeof createUserRepository>;
export const userRepository: UserRepository = /* @__PURE__ */ createUserRepository();
