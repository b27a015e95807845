/**
 * The transaction items of invitation writes that other entities' transactions also carry: a user
 * delete ends the user's pending invitation, and a user update gives it the user's role and
 * locations, in its own transaction (lib/users/user-repository.ts).
 * Pure builders, no client: the repositories run them.
 */
import { type AuditContext, auditEventItems, newAuditEvent } from '../audit/audit-event';
import { companyPartition } from '../companies/company';
import { listCountItems } from '../data/list-counts';
import { listAttributes } from '../data/list-index';
import { StaleWriteError } from '../data/optimistic';
import { ITEM_EXISTS, ITEM_IS_NEW, setAttributes } from '../data/update-expression';
import { type TransactItem, failingWith } from '../data/transactions';
import { TTL_ATTRIBUTE } from '../data/ttl';
import {
  INVITATION,
  INVITATION_ENTITY,
  INVITATION_LIST,
  type StoredInvitation,
  invitationKey,
  invitationTokenKey,
  tokenExpiry,
} from './invitation';
import { sameJson } from '../data/same-json';

/** The stored attributes of an invitation: its record and its list attributes. */
export function invitationAttributes(invitation: StoredInvitation): Record<string, unknown> {
  return {
    ...INVITATION.attributes(invitation),
    ...listAttributes(INVITATION_LIST, invitation),
  };
}

export const staleInvitation = (): StaleWriteError => new StaleWriteError('invitation');

/** The Put of a new invitation. */
export function putInvitationItem(tableName: string, invitation: StoredInvitation): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...invitationKey(invitation.company_uuid, invitation.invitation_uuid),
        entity: INVITATION_ENTITY,
        ...invitationAttributes(invitation),
      },
      ConditionExpression: ITEM_IS_NEW,
    },
  };
}

/**
 * The Update from `current` (as read) to `next`, setting the stored attributes that differ (its
 * status, expiry, token and acceptance, or the role and locations its invited user takes), on
 * condition that the stored version is still the one read (else StaleWriteError), with its list
 * counters when the stored status changes and its token's lookup item when what that holds changes
 * (tokenItems).
 */
export function updateInvitationItems(
  tableName: string,
  current: StoredInvitation,
  next: StoredInvitation,
): TransactItem[] {
  const assigned: Record<string, unknown> = listAttributes(INVITATION_LIST, next);
  const before = INVITATION.attributes(current);
  for (const [attribute, value] of Object.entries(INVITATION.attributes(next)))
    if (!sameJson(before[attribute], value)) assigned[attribute] = value;
  return [
    failingWith(
      {
        Update: {
          TableName: tableName,
          Key: invitationKey(current.company_uuid, current.invitation_uuid),
          ...setAttributes(assigned, { expectedVersion: current.version }),
        },
      },
      staleInvitation,
    ),
    ...listCountItems(tableName, companyPartition(current.company_uuid), INVITATION_LIST, current, next),
    ...tokenItems(tableName, current, next),
  ];
}

/**
 * The token's lookup item follows its invitation: the role it invites to, and its end 30 days after
 * an accept or a revoke (tokenExpiry). Nothing once the pending token's own end (its invitation's
 * expiry + 30 days) has passed: TTL may have deleted the item, and such a token answers nothing.
 */
function tokenItems(tableName: string, current: StoredInvitation, next: StoredInvitation): TransactItem[] {
  const assigned: Record<string, unknown> = {};
  if (next.role_code !== current.role_code) assigned.role_code = next.role_code;
  if (next.status !== current.status && next.status !== 'PENDING')
    assigned[TTL_ATTRIBUTE] = tokenExpiry(next.updated_at);
  const tokenEnded = tokenExpiry(current.expires_at) * 1000 <= Date.now();
  if (Object.keys(assigned).length === 0 || tokenEnded) return [];
  const update = {
    TableName: tableName,
    Key: invitationTokenKey(current.token_hash),
    ...setAttributes(assigned),
    ConditionExpression: ITEM_EXISTS,
  };
  return [failingWith({ Update: update }, staleInvitation)];
}

/**
 * An invited user is their invitation: when a change of the user gives them another role or other
 * locations, their pending invitation takes them in the same transaction, under its version read
 * (else StaleWriteError), and so does its token's lookup item (the role it invites to). So what the
 * invitation shows, what its rules (who may see, resend, revoke it) read and what accepting grants
 * stay equal. Nothing when they already are.
 */
export function followingUserItems(
  tableName: string,
  current: StoredInvitation,
  user: Pick<StoredInvitation, 'role_code' | 'company_location_uuids' | 'updated_at'>,
): TransactItem[] {
  if (current.role_code === user.role_code && sameJson(current.company_location_uuids, user.company_location_uuids))
    return [];
  const next: StoredInvitation = {
    ...current,
    role_code: user.role_code,
    company_location_uuids: user.company_location_uuids,
    updated_at: user.updated_at,
    version: current.version + 1,
  };
  return updateInvitationItems(tableName, current, next);
}

/** The items of an invitation's audit event (no token, no hash: only the record's uuid and, for a resend, the new expiry). */
export function invitationEventItems(
  tableName: string,
  audit: AuditContext,
  invitation: StoredInvitation,
  type: 'invitation.created' | 'invitation.resent' | 'invitation.revoked' | 'invitation.accepted',
  changes: Record<string, { from: unknown; to: unknown }> | null = null,
): TransactItem[] {
  return auditEventItems(
    tableName,
    newAuditEvent(
      invitation.company_uuid,
      audit,
      type,
      { kind: 'invitation', uuid: invitation.invitation_uuid },
      changes,
    ),
  );
}

/** A pending (or expired) invitation revoked at `now`. */
export function revokedInvitation(current: StoredInvitation, now: string): StoredInvitation {
  return { ...current, status: 'REVOKED', updated_at: now, version: current.version + 1 };
}

/** The revoke of a pending (or expired) invitation: status REVOKED, with its event. */
export function revokeInvitationItems(
  tableName: string,
  current: StoredInvitation,
  now: string,
  audit: AuditContext,
): TransactItem[] {
  const next = revokedInvitation(current, now);
  return [
    ...updateInvitationItems(tableName, current, next),
    ...invitationEventItems(tableName, audit, next, 'invitation.revoked'),
  ];
}
