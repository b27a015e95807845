/**
 * The revoke of an invitation over an in-memory repository: a pending or expired invitation
 * becomes REVOKED with its invited user deleted, a revoked one is left as it is, an accepted one is
 * 409; If-Match and a manager's visibility (404) come first.
 */
import type { AuditContext } from '../audit/audit-context';
import type { Principal } from '../auth/principal';
import { ConflictError, NotFoundError, PreconditionFailedError } from '../errors';
import { newId } from '../data/ids';
import type { StoredUser } from '../users/user';
import { fakeRecords } from '../../test/support/fake-records';
import { type StoredInvitation, invitationEtag } from './invitation';
import type { InvitationRepository } from './invitation-repository';
import { revokeInvitation } from './invitations';

const COMPANY = newId();
const NORTH = newId();
const AUDIT: AuditContext = {
  actor: { kind: 'platform', user_uuid: null, key_id: 'key-1' },
  requestId: 'request-1',
  gatewayRequestId: null,
};
const OWNER: Principal = {
  keyId: newId(),
  role: 'ROLE_COMPANY_OWNER',
  companyUuid: COMPANY,
  userUuid: newId(),
  locationUuids: [],
};
const MANAGER: Principal = { ...OWNER, role: 'ROLE_COMPANY_MANAGER', userUuid: newId(), locationUuids: [NORTH] };

function invitation(fields: Partial<StoredInvitation>): StoredInvitation {
  const now = '2026-01-01T00:00:00.000Z';
  return {
    invitation_uuid: newId(),
    company_uuid: COMPANY,
    user_uuid: newId(),
    email: 'invitee@example.com',
    display_name: 'Invitee',
    role_code: 'ROLE_COMPANY_TECHNICIAN',
    company_location_uuids: [NORTH],
    status: 'PENDING',
    expires_at: '2099-01-01T00:00:00.000Z',
    invited_by_user_uuid: OWNER.userUuid,
    accepted_at: null,
    created_at: now,
    updated_at: now,
    version: 1,
    token_hash: 'hash',
    ...fields,
  };
}

/** The invitations and their invited users; a revoke writes REVOKED under the version read and deletes the user. */
function repositoryOver(stored: StoredInvitation[]) {
  const invitations = fakeRecords<StoredInvitation>(
    (item) => item.invitation_uuid,
    () => new ConflictError('exists'),
  );
  const users = new Map<string, StoredUser>();
  for (const item of stored) {
    invitations.records.set(item.invitation_uuid, structuredClone(item));
    users.set(item.user_uuid, { user_uuid: item.user_uuid, status_code: 'STATUS_INVITED' } as StoredUser);
  }
  const revoked: Array<{ user: StoredUser | undefined; audit: AuditContext }> = [];
  const repository = {
    getInvitation: async (company: string, uuid: string) => (company === COMPANY ? invitations.get(uuid) : undefined),
    getUser: async (_company: string, uuid: string) => users.get(uuid),
    revokeInvitation: async (
      current: StoredInvitation,
      user: StoredUser | undefined,
      now: string,
      audit: AuditContext,
    ) => {
      await invitations.save(current, { ...current, status: 'REVOKED', updated_at: now, version: current.version + 1 });
      if (user) users.delete(user.user_uuid);
      revoked.push({ user, audit });
    },
  } as unknown as InvitationRepository;
  return { invitations, users, revoked, repository };
}

describe('revokeInvitation', () => {
  it('revokes a pending or expired invitation and deletes its invited user, in one write', async () => {
    const pending = invitation({});
    const expired = invitation({ expires_at: '2020-01-01T00:00:00.000Z' });
    const { invitations, users, revoked, repository } = repositoryOver([pending, expired]);
    for (const item of [pending, expired])
      await revokeInvitation(OWNER, { companyUuid: COMPANY, id: item.invitation_uuid }, AUDIT, repository);
    for (const item of [pending, expired])
      expect(invitations.records.get(item.invitation_uuid)).toMatchObject({ status: 'REVOKED', version: 2 });
    expect(users.size).toBe(0);
    expect(revoked).toEqual([
      { user: { user_uuid: pending.user_uuid, status_code: 'STATUS_INVITED' }, audit: AUDIT },
      { user: { user_uuid: expired.user_uuid, status_code: 'STATUS_INVITED' }, audit: AUDIT },
    ]);
  });

  it('leaves a revoked invitation as it is, and answers 409 for an accepted one, writing nothing', async () => {
    const revokedAlready = invitation({ status: 'REVOKED' });
    const accepted = invitation({ status: 'ACCEPTED' });
    const { invitations, revoked, repository } = repositoryOver([revokedAlready, accepted]);
    await revokeInvitation(OWNER, { companyUuid: COMPANY, id: revokedAlready.invitation_uuid }, AUDIT, repository);
    await expect(
      revokeInvitation(OWNER, { companyUuid: COMPANY, id: accepted.invitation_uuid }, AUDIT, repository),
    ).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
      detail: 'The invitation has been accepted: disable or delete the user instead',
    });
    expect(invitations.saves).toEqual([]);
    expect(revoked).toEqual([]);
  });

  it('answers 404 to a manager for an invitation they may not see, before If-Match', async () => {
    const elsewhere = invitation({ company_location_uuids: [newId()] });
    const aManager = invitation({ role_code: 'ROLE_COMPANY_MANAGER' });
    const { revoked, repository } = repositoryOver([elsewhere, aManager]);
    for (const item of [elsewhere, aManager]) {
      await expect(
        revokeInvitation(
          MANAGER,
          { companyUuid: COMPANY, id: item.invitation_uuid, ifMatch: '"stale"' },
          AUDIT,
          repository,
        ),
      ).rejects.toBeInstanceOf(NotFoundError);
    }
    await expect(revokeInvitation(OWNER, { companyUuid: COMPANY, id: null }, AUDIT, repository)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(revoked).toEqual([]);
  });

  it('answers 412 for a stale If-Match; the current ETag revokes', async () => {
    const pending = invitation({});
    const { invitations, repository } = repositoryOver([pending]);
    const request = { companyUuid: COMPANY, id: pending.invitation_uuid };
    await expect(
      revokeInvitation(MANAGER, { ...request, ifMatch: '"stale"' }, AUDIT, repository),
    ).rejects.toBeInstanceOf(PreconditionFailedError);
    expect(invitations.saves).toEqual([]);
    await revokeInvitation(MANAGER, { ...request, ifMatch: invitationEtag(pending) }, AUDIT, repository);
    expect(invitations.records.get(pending.invitation_uuid)?.status).toBe('REVOKED');
  });

  it('reads again after a lost race: an accept that won first makes the revoke 409', async () => {
    const pending = invitation({});
    const { invitations, users, repository } = repositoryOver([pending]);
    invitations.beforeNextSave((stored) => ({ ...stored, status: 'ACCEPTED', version: stored.version + 1 }));
    await expect(
      revokeInvitation(OWNER, { companyUuid: COMPANY, id: pending.invitation_uuid }, AUDIT, repository),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(invitations.records.get(pending.invitation_uuid)?.status).toBe('ACCEPTED');
    expect(users.has(pending.user_uuid)).toBe(true);
  });
});
