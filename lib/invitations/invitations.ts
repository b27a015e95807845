/**
 * The invitation operations that take no body: list, get, revoke (DELETE) and the token's own
 * read (GET invitations/current). A manager sees only the technician invitations whose locations
 * are all among their own (others are 404, in lists too); every function takes the company of the
 * path, so an invitation of another company is one that does not exist.
 */
import type { AuditContext } from '../audit/audit-context';
import type { Principal } from '../auth/principal';
import type { Page } from '../data/list';
import { writeVersioned } from '../data/optimistic';
import { nowIso } from '../data/time';
import type { RecordRequest } from '../data/versioning';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../errors';
import { managesOwners } from '../users/user-rules';
import {
  type Invitation,
  type InvitationStatus,
  type StoredInvitation,
  type VersionedInvitation,
  invitationEtag,
  statusAt,
  toInvitation,
  toVersionedInvitation,
} from './invitation';
import type { InvitationListQuery } from './invitation-query';
import { type InvitationRepository, invitationRepository } from './invitation-repository';
import { hashInvitationToken } from './invitation-tokens';

/** Whether a manager may see (and resend or revoke) an invitation: a technician's, naming only their locations, at least one. */
export function managerMaySee(
  managerLocations: readonly string[],
  invitation: Pick<Invitation, 'role_code' | 'company_location_uuids'>,
): boolean {
  const own = new Set(managerLocations);
  return (
    invitation.role_code === 'ROLE_COMPANY_TECHNICIAN' &&
    invitation.company_location_uuids.length > 0 &&
    invitation.company_location_uuids.every((uuid) => own.has(uuid))
  );
}

/** Whether the caller may see an invitation (the route admits owners, admins, managers and platform keys). */
export function maySeeInvitation(
  principal: Pick<Principal, 'role' | 'locationUuids'>,
  invitation: Pick<Invitation, 'role_code' | 'company_location_uuids'>,
): boolean {
  return principal.role !== 'ROLE_COMPANY_MANAGER' || managerMaySee(principal.locationUuids, invitation);
}

/**
 * 403 when the caller may not resend or revoke the invitation: an owner's is handled only by an
 * owner or a platform key, as only they may create one. Decided on the record, after its 404.
 */
export function assertMayHandle(principal: Pick<Principal, 'role'>, invitation: Pick<Invitation, 'role_code'>): void {
  if (invitation.role_code === 'ROLE_COMPANY_OWNER' && !managesOwners(principal))
    throw new ForbiddenError("Only an owner or a platform key may resend or revoke an owner's invitation");
}

/** The stored invitation a request names, as the caller may see it (strongly consistent); 404 otherwise. */
export async function readVisibleInvitation(
  principal: Principal,
  request: RecordRequest,
  repository: InvitationRepository,
): Promise<StoredInvitation> {
  const stored = request.id === null ? undefined : await repository.getInvitation(request.companyUuid, request.id);
  if (!stored || !maySeeInvitation(principal, stored)) throw new NotFoundError('The invitation does not exist');
  return stored;
}

/** A page of the company's invitations the caller may see, each with its status at this moment. */
export async function listInvitations(
  principal: Principal,
  companyUuid: string,
  query: InvitationListQuery,
  repository: InvitationRepository = invitationRepository,
): Promise<Page<Invitation>> {
  const now = nowIso();
  const selection = {
    statuses: query.status as readonly InvitationStatus[] | undefined,
    ...(principal.role === 'ROLE_COMPANY_MANAGER' ? { managerLocations: principal.locationUuids } : {}),
  };
  const page = await repository.listInvitations(companyUuid, query, selection, now);
  return { data: page.data.map((stored) => toInvitation(stored, now)), meta: page.meta };
}

/** One invitation of the company (404 when absent, not a UUID, or not the caller's to see). */
export async function getInvitation(
  principal: Principal,
  request: RecordRequest,
  repository: InvitationRepository = invitationRepository,
): Promise<VersionedInvitation> {
  return toVersionedInvitation(await readVisibleInvitation(principal, request, repository), nowIso());
}

/**
 * Revokes a pending or expired invitation and deletes its invited user (freeing the place), in one
 * transaction; an already revoked one is left as it is; an accepted one is 409 (the user is
 * disabled or deleted instead). An owner's invitation is 403 to anyone but an owner or a platform
 * key, before If-Match, which is checked on each read; a lost race reads again.
 */
export async function revokeInvitation(
  principal: Principal,
  request: RecordRequest,
  audit: AuditContext,
  repository: InvitationRepository = invitationRepository,
): Promise<void> {
  await writeVersioned({
    read: () => readVisibleInvitation(principal, request, repository),
    etag: invitationEtag,
    ifMatch: request.ifMatch,
    build: (current) => {
      assertMayHandle(principal, current);
      if (current.status === 'ACCEPTED')
        throw new ConflictError('The invitation has been accepted: disable or delete the user instead');
      return current;
    },
    write: async (current) => {
      if (current.status === 'REVOKED') return;
      const user = await repository.getUser(current.company_uuid, current.user_uuid);
      await repository.revokeInvitation(current, user, nowIso(), audit);
    },
    conflictDetail: 'The invitation is being changed concurrently; retry',
  });
}

/** The invitation a token names, checked against the invitation's current token: a replaced one is 401. */
export async function readTokenInvitation(
  principal: Principal,
  token: string,
  repository: InvitationRepository,
): Promise<StoredInvitation> {
  const invitation =
    principal.invitationUuid && principal.companyUuid
      ? await repository.getInvitation(principal.companyUuid, principal.invitationUuid)
      : undefined;
  if (!invitation || invitation.token_hash !== hashInvitationToken(token))
    throw new UnauthorizedError('The invitation token is unknown or has been replaced');
  return invitation;
}

export interface CurrentInvitation {
  invitation_uuid: string;
  status: InvitationStatus;
  email: string;
  display_name: string;
  role_code: Invitation['role_code'];
  expires_at: string;
  company: { company_uuid: string; name: string; image_url: string | null };
  invited_by: { display_name: string } | null;
}

/** GET invitations/current: what the invitee sees of their invitation, in any status; nothing changes. */
export async function getCurrentInvitation(
  principal: Principal,
  token: string,
  repository: InvitationRepository = invitationRepository,
): Promise<CurrentInvitation> {
  const invitation = await readTokenInvitation(principal, token, repository);
  const [company, inviter] = await Promise.all([
    repository.companySummary(invitation.company_uuid),
    invitation.invited_by_user_uuid
      ? repository.userDisplayName(invitation.company_uuid, invitation.invited_by_user_uuid)
      : undefined,
  ]);
  if (!company) throw new UnauthorizedError('The invitation token is unknown or has been replaced');
  return {
    invitation_uuid: invitation.invitation_uuid,
    status: statusAt(invitation, nowIso()),
    email: invitation.email,
    display_name: invitation.display_name,
    role_code: invitation.role_code,
    expires_at: invitation.expires_at,
    company,
    invited_by: inviter === undefined ? null : { display_name: inviter },
  };
}
