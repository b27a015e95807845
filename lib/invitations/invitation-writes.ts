/**
 * The invitation operations that take a body: invite (POST), resend and accept. The order is
 * the API's check order: the body's 422s (its schema, then its locations and phone against the company's
 * data), the rules of who may invite whom (403), the record's 404, then the state's 409/410; each
 * change is one transaction (invitation-repository.ts), read again on a lost race.
 */
import type { AuditContext } from '../audit/audit-event';
import { newUserKeyMaterial } from '../auth/api-keys';
import { type KeyRecord, toKeyRecord } from '../auth/key-record';
import type { Principal } from '../auth/principal';
import { newId } from '../data/ids';
import { StaleWriteError, retryLostRaces } from '../data/optimistic';
import { nowIso } from '../data/time';
import type { RecordRequest, Versioned } from '../data/versioning';
import {
  ConflictError,
  ForbiddenError,
  InvitationAcceptedError,
  InvitationGoneError,
  ValidationError,
} from '../errors';
import { createOnce } from '../idempotency/create-once';
import { type StoredUser, type User, toUser, userEtag } from '../users/user';
import { managesOwners } from '../users/user-rules';
import { companyDataIssues } from '../users/user-writes';
import { type StoredInvitation, type VersionedInvitation, statusAt, toVersionedInvitation } from './invitation';
import {
  DEFAULT_EXPIRES_IN_DAYS,
  type InvitationAccept,
  type InvitationCreate,
  type InvitationResend,
} from './invitation-input';
import { type InvitationRepository, invitationRepository } from './invitation-repository';
import { generateInvitationToken, hashInvitationToken } from './invitation-tokens';
import { assertMayHandle, managerMaySee, readTokenInvitation, readVisibleInvitation } from './invitations';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The key name of a key issued on accept when none is sent. */
export const DEFAULT_ACCEPT_KEY_NAME = 'default';

const expiryAfter = (now: string, days: number | undefined): string =>
  new Date(Date.parse(now) + (days ?? DEFAULT_EXPIRES_IN_DAYS) * DAY_MS).toISOString();

/** An invitation with the secret shown only in the answer that made it (never stored: a replay answers without it). */
export interface IssuedInvitation extends VersionedInvitation {
  token: string | undefined;
}

/** Who may invite whom (403, after the 422s): only an owner or a platform key invites an owner; a manager only technicians of their own locations. */
function assertMayInvite(principal: Principal, body: InvitationCreate): void {
  if (body.role_code === 'ROLE_COMPANY_OWNER' && !managesOwners(principal)) {
    throw new ForbiddenError('Only an owner or a platform key may invite an owner');
  }
  if (
    principal.role === 'ROLE_COMPANY_MANAGER' &&
    !managerMaySee(principal.locationUuids, {
      role_code: body.role_code,
      company_location_uuids: body.company_location_uuids ?? [],
    })
  ) {
    throw new ForbiddenError('A manager invites only technicians, naming at least one location, all of them their own');
  }
}

/**
 * Invites: the invitation and its user (`STATUS_INVITED`, counted toward the `users` limit) in one
 * transaction, 409 `conflict` for an address a user of the company has (naming that user), 409
 * `limit_exceeded` at the limit. With an Idempotency-Key the ids derive from the request, so a
 * repeat whose first answer was lost answers that invitation, without its token.
 */
export async function createInvitation(
  principal: Principal,
  companyUuid: string,
  body: InvitationCreate,
  { idempotentId, audit }: { idempotentId?: string; audit: AuditContext },
  repository: InvitationRepository = invitationRepository,
): Promise<IssuedInvitation> {
  const issues = await companyDataIssues(companyUuid, body);
  if (issues.length > 0) throw new ValidationError(issues);
  assertMayInvite(principal, body);
  const now = nowIso();
  const token = generateInvitationToken();
  const invitationUuid = idempotentId ?? newId();
  const userUuid = newId();
  const locations = body.company_location_uuids ?? [];
  const invitation: StoredInvitation = {
    invitation_uuid: invitationUuid,
    company_uuid: companyUuid,
    user_uuid: userUuid,
    email: body.email,
    display_name: body.display_name,
    role_code: body.role_code,
    company_location_uuids: locations,
    status: 'PENDING',
    expires_at: expiryAfter(now, body.expires_in_days),
    invited_by_user_uuid: principal.userUuid,
    accepted_at: null,
    created_at: now,
    updated_at: now,
    version: 1,
    token_hash: hashInvitationToken(token),
  };
  const user: StoredUser = {
    user_uuid: userUuid,
    company_uuid: companyUuid,
    display_name: body.display_name,
    first_name: body.first_name ?? null,
    last_name: body.last_name ?? null,
    email: body.email,
    phone: body.phone ?? null,
    role_code: body.role_code,
    status_code: 'STATUS_INVITED',
    company_location_uuids: locations,
    created_at: now,
    updated_at: now,
    settings: {},
    version: 1,
    invitation_uuid: invitationUuid,
  };
  const stored = await createOnce(
    invitation,
    idempotentId,
    (record) => repository.createInvitation(record, user, audit),
    (id) => repository.getInvitation(companyUuid, id),
  );
  return { ...toVersionedInvitation(stored, nowIso()), token: stored === invitation ? token : undefined };
}

/**
 * Resends a pending or expired invitation: a new token and expiry, PENDING again; the old token
 * stops working in the same transaction. An owner's invitation by anyone but an owner or a platform
 * key → 403; ACCEPTED or REVOKED → 409 `conflict`.
 */
export async function resendInvitation(
  principal: Principal,
  request: RecordRequest,
  body: InvitationResend,
  audit: AuditContext,
  repository: InvitationRepository = invitationRepository,
): Promise<IssuedInvitation> {
  return retryLostRaces(
    async () => {
      const current = await readVisibleInvitation(principal, request, repository);
      assertMayHandle(principal, current);
      if (current.status !== 'PENDING')
        throw new ConflictError(
          `The invitation is ${current.status}: only a pending or expired invitation is sent again`,
        );
      const now = nowIso();
      const token = generateInvitationToken();
      const next: StoredInvitation = {
        ...current,
        status: 'PENDING',
        expires_at: expiryAfter(now, body?.expires_in_days),
        token_hash: hashInvitationToken(token),
        updated_at: now,
        version: current.version + 1,
      };
      await repository.resendInvitation(current, next, audit);
      return { ...toVersionedInvitation(next, now), token };
    },
    { conflictDetail: 'The invitation is being changed concurrently; retry' },
  );
}

export interface AcceptedInvitation {
  user: User;
  key: KeyRecord;
  api_key: string;
}

/**
 * Accepts: in one transaction the invitation becomes ACCEPTED, its user ACTIVE (with the fields
 * sent) and a new key of that user is issued, shown only in this answer, with the user's ETag.
 * Expired or revoked → 410; accepted → 409 `invitation_accepted` (also for every accept that loses
 * a race to another).
 */
export async function acceptInvitation(
  principal: Principal,
  token: string,
  body: InvitationAccept,
  audit: AuditContext,
  repository: InvitationRepository = invitationRepository,
): Promise<Versioned<AcceptedInvitation>> {
  const sent = body ?? {};
  if (principal.companyUuid) {
    const issues = await companyDataIssues(principal.companyUuid, { phone: sent.phone });
    if (issues.length > 0) throw new ValidationError(issues);
  }
  return retryLostRaces(
    async () => {
      const current = await readTokenInvitation(principal, token, repository);
      const now = nowIso();
      if (current.status === 'ACCEPTED') throw new InvitationAcceptedError();
      if (current.status === 'REVOKED') throw new InvitationGoneError('invitation_revoked');
      if (statusAt(current, now) === 'EXPIRED') throw new InvitationGoneError('invitation_expired');
      const user = await repository.getUser(current.company_uuid, current.user_uuid);
      // Read after the invitation: an accept that committed in between shows here first; read both again.
      if (!user || user.status_code !== 'STATUS_INVITED') throw new StaleWriteError('invited user');
      const activated: StoredUser = {
        ...user,
        // What accepting grants is what the invitation shows: its role and locations, read with it.
        role_code: current.role_code,
        company_location_uuids: current.company_location_uuids,
        ...(sent.display_name !== undefined ? { display_name: sent.display_name } : {}),
        ...(sent.first_name !== undefined ? { first_name: sent.first_name } : {}),
        ...(sent.last_name !== undefined ? { last_name: sent.last_name } : {}),
        ...(sent.phone !== undefined ? { phone: sent.phone } : {}),
        status_code: 'STATUS_ACTIVE',
        updated_at: now,
        version: user.version + 1,
      };
      const next: StoredInvitation = {
        ...current,
        status: 'ACCEPTED',
        accepted_at: now,
        updated_at: now,
        version: current.version + 1,
      };
      const { apiKey, hash, record: key } = newUserKeyMaterial(user, now, sent.key_name ?? DEFAULT_ACCEPT_KEY_NAME);
      await repository.acceptInvitation(current, next, user, activated, { hash, key }, audit);
      return { record: { user: toUser(activated), key: toKeyRecord(key), api_key: apiKey }, etag: userEtag(activated) };
    },
    // A lost race (another accept, a resend, a revoke) reads again, and answers what it finds.
    { conflictDetail: 'The invitation is being changed concurrently; retry' },
  );
}
