/**
 * Company user data access: the users list's pages, and the user writes (create, status, update,
 * delete) run as transactions. Their items are the generic versioned writes' (lib/users/user-items.ts;
 * other entities' transactions carry them too), and a page's selection is lib/users/users-filter.ts.
 * Only the items, not the generic create, update and delete: a create's `users` slot and every
 * event are added here, since an invitation's and a new company's transactions take theirs their own way.
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { retryLostRaces } from '../data/optimistic';
import { type TransactItem, transactWrite } from '../data/transactions';
import { NotFoundError } from '../errors';
import { followingUserItems, invitationWrites, revokedInvitation } from '../invitations/invitation-items';
import type { StoredInvitation } from '../invitations/invitation';
import {
  type AuditContext,
  OPERATOR,
  auditEventItems,
  auditEventsItems,
  changesBetween,
  newAuditEvent,
} from '../audit/audit-event';
import { reserveSlot } from '../companies/entity-limits';
import type { StatusCode } from './roles';
import { type StoredUser, activeOwnersDelta, USER, userEmailKey, userRefKey } from './user';
import { EmailTakenError, addedLocationsExist, createUserWrites } from './user-items';
import { nowIso } from '../data/time';
import { createInvitationReader } from '../invitations/invitation-reader';
import { createUserListReader } from './user-list-reader';

export function createUserRepository(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  const invitations = createInvitationReader(client, tableName);
  const writes = createUserWrites(client, tableName);

  /** The items of a user change's `user.updated` event, with its changed fields (settings only by name). */
  const updatedEvent = (audit: AuditContext, before: StoredUser, user: StoredUser): TransactItem[] =>
    auditEventItems(
      tableName,
      newAuditEvent(
        user.company_uuid,
        audit,
        'user.updated',
        { kind: 'user', uuid: user.user_uuid },
        changesBetween(before, user, USER.audited),
      ),
    );

  const repository = {
    ...createUserListReader(client, tableName),

    /** The company a user belongs to, from the user's pointer item. */
    async getUserCompany(userUuid: string): Promise<string | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: userRefKey(userUuid) }));
      return result.Item?.company_uuid as string | undefined;
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

    /** The items that insert a user (lib/users/user-items.ts), for a transaction that carries more. */
    putNewUserItems(user: StoredUser): TransactItem[] {
      return writes.createItems(user);
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
          await transactWrite(client, [
            ...repository.updateUserItems(current, next),
            ...updatedEvent(audit, current, next),
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
        ...addedLocationsExist(tableName, current, next),
        ...(invitation ? followingUserItems(tableName, invitation, next) : []),
        ...updatedEvent(audit, current, next),
      ]);
    },

    /** The items of a user update under the version read (lib/users/user-items.ts), for a transaction that carries more. */
    updateUserItems(current: StoredUser, next: StoredUser): TransactItem[] {
      return writes.updateItems(current, next);
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
        ...(invitation && revoked ? invitationWrites(tableName).updateItems(invitation, revoked) : []),
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

    /** The items of a user delete under the version read (lib/users/user-items.ts), for a transaction that carries more. */
    deleteUserItems(current: StoredUser): TransactItem[] {
      return writes.deleteItems(current);
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
