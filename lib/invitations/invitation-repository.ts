/**
 * Invitation data access. An invitation creates its user at once (`STATUS_INVITED`), so every
 * invitation write is one transaction with its user's items: the `users` slot, the e-mail's
 * uniqueness item, the list counters, the token's lookup item and the audit event. Nothing is read
 * and then written for an invariant: each holds by a condition of the same transaction. The
 * invitation's own items are the generic versioned writes' (`invitationWrites`, invitation-items.ts),
 * carried in those transactions. A list page's selection and status groups are built in
 * invitations-filter.ts.
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { type AuditContext, auditEventsItems, changesBetween, newAuditEvent } from '../audit/audit-event';
import { createApiKeyRepository } from '../auth/api-key-repository';
import type { StoredApiKey } from '../auth/key-lookup';
import { companyKey, companyPartition } from '../companies/company';
import { reserveSlot } from '../companies/entity-limits';
import type { Page } from '../data/list';
import { readListPage } from '../data/list-page';
import { type TransactItem, transactWrite } from '../data/transactions';
import { type StoredUser, userKey } from '../users/user';
import { locationsExist } from '../users/user-items';
import { createUserRepository } from '../users/user-repository';
import { createInvitationReader } from './invitation-reader';
import {
  INVITATION_LIST,
  INVITATION_TOKEN_ENTITY,
  INVITATION,
  type InvitationSortColumn,
  type StoredInvitation,
  invitationTokenKey,
  tokenExpiry,
} from './invitation';
import { invitationEventItems, revokeInvitationItems, invitationWrites } from './invitation-items';
import { TTL_ATTRIBUTE } from '../data/ttl';
import type { InvitationListQuery } from './invitation-query';
import { type InvitationSelection, invitationsFilter, statusGroups } from './invitations-filter';
import { ITEM_IS_NEW } from '../data/update-expression';

export function createInvitationRepository(
  client: DynamoDBDocumentClient = documentClient,
  tableName = defaultTableName,
) {
  const users = createUserRepository(client, tableName);
  const keys = createApiKeyRepository(client, tableName);

  const putToken = (invitation: StoredInvitation): TransactItem => ({
    Put: {
      TableName: tableName,
      Item: {
        ...invitationTokenKey(invitation.token_hash),
        entity: INVITATION_TOKEN_ENTITY,
        invitation_uuid: invitation.invitation_uuid,
        company_uuid: invitation.company_uuid,
        user_uuid: invitation.user_uuid,
        role_code: invitation.role_code,
        // Unless it is accepted or revoked first (which sets its own), it stops answering 30 days after its expiry.
        [TTL_ATTRIBUTE]: tokenExpiry(invitation.expires_at),
      },
      ConditionExpression: ITEM_IS_NEW,
    },
  });

  const repository = {
    ...createInvitationReader(client, tableName),

    /** One page of the company's invitations at `now` (strongly consistent). */
    listInvitations(
      companyUuid: string,
      params: InvitationListQuery,
      selection: InvitationSelection,
      now: string,
    ): Promise<Page<StoredInvitation>> {
      return readListPage<StoredInvitation, InvitationSortColumn>({
        client,
        tableName,
        partition: companyPartition(companyUuid),
        declaration: INVITATION_LIST,
        params,
        fromItem: INVITATION.parse,
        filter: invitationsFilter(selection, now),
        derived: { status: statusGroups(now) },
      });
    },

    /** What the invitation's answer shows of its company: name and logo (one read, projected). */
    async companySummary(
      companyUuid: string,
    ): Promise<{ company_uuid: string; name: string; image_url: string | null } | undefined> {
      const result = await client.send(
        new GetCommand({
          TableName: tableName,
          Key: companyKey(companyUuid),
          ConsistentRead: true,
          ProjectionExpression: '#name, image_url',
          ExpressionAttributeNames: { '#name': 'name' },
        }),
      );
      if (!result.Item) return undefined;
      return {
        company_uuid: companyUuid,
        name: String(result.Item.name),
        image_url: typeof result.Item.image_url === 'string' ? result.Item.image_url : null,
      };
    },

    /** A user's display name, or undefined when the user is gone. */
    async userDisplayName(companyUuid: string, userUuid: string): Promise<string | undefined> {
      const result = await client.send(
        new GetCommand({
          TableName: tableName,
          Key: userKey(companyUuid, userUuid),
          ConsistentRead: true,
          ProjectionExpression: 'display_name',
        }),
      );
      return typeof result.Item?.display_name === 'string' ? result.Item.display_name : undefined;
    },

    /** The invited user (strongly consistent). */
    getUser(companyUuid: string, userUuid: string): Promise<StoredUser | undefined> {
      return users.getUser(companyUuid, userUuid, { consistent: true });
    },

    /**
     * Creates the invitation with its invited user in one transaction: a `users` slot (409
     * `limit_exceeded`), the e-mail's uniqueness item (409 `conflict`, naming the holder), the user,
     * the invitation, its token's lookup item, their list counters and the `invitation.created` event.
     */
    async createInvitation(invitation: StoredInvitation, user: StoredUser, audit: AuditContext): Promise<void> {
      await users.withEmailConflicts(user, () =>
        transactWrite(client, [
          ...users.putNewUserItems(user),
          reserveSlot(user.company_uuid, 'users', { tableName, invalidateUsersCache: true }),
          ...invitationWrites(tableName).createItems(invitation),
          putToken(invitation),
          ...locationsExist(tableName, invitation.company_uuid, invitation.company_location_uuids),
          ...invitationEventItems(tableName, audit, invitation, 'invitation.created'),
        ]),
      );
    },

    /** A new token and expiry: the invitation's Update under the version read, the old token's item deleted and the new one put. */
    async resendInvitation(current: StoredInvitation, next: StoredInvitation, audit: AuditContext): Promise<void> {
      await transactWrite(client, [
        ...invitationWrites(tableName).updateItems(current, next),
        { Delete: { TableName: tableName, Key: invitationTokenKey(current.token_hash) } },
        putToken(next),
        ...invitationEventItems(
          tableName,
          audit,
          next,
          'invitation.resent',
          changesBetween(current, next, INVITATION.audited),
        ),
      ]);
    },

    /** REVOKED, and the invited user deleted (its place freed), in one transaction under both versions read. */
    async revokeInvitation(
      current: StoredInvitation,
      user: StoredUser | undefined,
      now: string,
      audit: AuditContext,
    ): Promise<void> {
      await transactWrite(client, [
        ...revokeInvitationItems(tableName, current, now, audit),
        ...(user ? users.deleteUserItems(user) : []),
      ]);
    },

    /**
     * Accepts: the invitation ACCEPTED and the user ACTIVE under the versions read (a concurrent
     * accept, resend or revoke fails it: StaleWriteError), the new key's items, and the events
     * `invitation.accepted` and `key.created`.
     */
    async acceptInvitation(
      current: StoredInvitation,
      next: StoredInvitation,
      user: StoredUser,
      activated: StoredUser,
      issued: { hash: string; key: StoredApiKey },
      audit: AuditContext,
    ): Promise<void> {
      await transactWrite(client, [
        ...invitationWrites(tableName).updateItems(current, next),
        ...users.updateUserItems(user, activated),
        ...keys.putNewKeyItems(issued.hash, issued.key),
        // Both events in one set of items: they share the trail's and the actor's counters.
        ...auditEventsItems(tableName, [
          newAuditEvent(next.company_uuid, audit, 'invitation.accepted', {
            kind: 'invitation',
            uuid: next.invitation_uuid,
          }),
          newAuditEvent(next.company_uuid, audit, 'key.created', { kind: 'key', uuid: issued.key.key_id }),
        ]),
      ]);
    },
  };
  return repository;
}

export type InvitationRepository = ReturnType<typeof createInvitationRepository>;
export const invitationRepository: InvitationRepository = /* @__PURE__ */ createInvitationRepository();
