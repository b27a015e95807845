/**
 * The transaction items of invitation writes that other entities' transactions also carry: a user
 * delete ends the user's pending invitation, and a user update gives it the user's role and
 * locations, in its own transaction (lib/users/user-repository.ts).
 * Pure builders, no client: the repositories run them.
 */
import { type AuditContext, auditEventItems, newAuditEvent } from '../audit/audit-event';
import { StaleWriteError } from '../data/optimistic';
import { ITEM_EXISTS, setAttributes } from '../data/update-expression';
import { type VersionedItems, versionedItems } from '../data/versioned-writes';
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

export const staleInvitation = (): StaleWriteError => new StaleWriteError('invitation');

/**
 * An invitation's generic versioned writes (`versionedItems`, lib/data/versioned-writes.ts), as items for the
 * transactions that carry its user's: the Put of a new one with its list counters, and the Update
 * from `current` (as read) to `next` setting the stored attributes that differ, under the version
 * read (else StaleWriteError), with its counters when the stored status changes and its token's
 * lookup item when what that holds changes (a hook: tokenItems).
 */
export function invitationWrites(tableName: string): VersionedItems<StoredInvitation> {
  return versionedItems({
    tableName,
    model: INVITATION,
    id: 'invitation_uuid',
    key: invitationKey,
    list: INVITATION_LIST,
    entity: INVITATION_ENTITY,
    name: 'invitation',
    hooks: [{ updated: (current, next) => tokenItems(tableName, current, next) }],
  });
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
  return invitationWrites(tableName).updateItems(current, next);
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
    ...invitationWrites(tableName).updateItems(current, next),
    ...invitationEventItems(tableName, audit, next, 'invitation.revoked'),
  ];
}
