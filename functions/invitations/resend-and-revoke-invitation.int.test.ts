import { makeCompany, makeLocation, makeUser, setCompanyLimit } from '../../test/support/fixtures';
import { accept, current, expireInvitation, getInvitationOf, invitationBody, makeInvitation, postInvitation, resend, revoke } from '../../test/support/invitations';
import { deleteUser, getUser, quotaOf } from '../../test/support/users';

describe('resend-invitation handler', () => {
  it('gives a pending invitation a new token and expiry; the old token stops working at once', async () => {
    const company = await makeCompany();
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid);
    const response = await resend(company.ownerKey, company.companyUuid, invitation.uuid, { expires_in_days: 30 });
    expect(response.status).toBe(200);
    const { invitation_token: token, ...record } = response.body.data;
    expect(token).toMatch(/^bo_inv_[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(invitation.token);
    expect(record).toMatchObject({ invitation_uuid: invitation.uuid, status: 'PENDING' });
    expect(Date.parse(record.expires_at) - Date.parse(record.updated_at)).toBe(30 * 24 * 3600 * 1000);
    expect(response.headers.etag).not.toBe(invitation.etag);
    expect((await current(invitation.token)).status).toBe(401);
    expect((await current(token)).status).toBe(200);
  });

  it('makes an expired invitation PENDING again (no body needed)', async () => {
    const company = await makeCompany();
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid);
    await expireInvitation(company.companyUuid, invitation.uuid);
    const response = await resend(company.ownerKey, company.companyUuid, invitation.uuid);
    expect(response.status).toBe(200);
    expect(response.body.data.status).toBe('PENDING');
    expect(Date.parse(response.body.data.expires_at) - Date.parse(response.body.data.updated_at)).toBe(7 * 24 * 3600 * 1000);
    expect((await accept(response.body.data.invitation_token)).status).toBe(201);
  });

  it('answers 409 conflict for an accepted or revoked invitation, 422 for a bad expiry, 404 for a manager who may not see it', async () => {
    const company = await makeCompany();
    const accepted = await makeInvitation(company.ownerKey, company.companyUuid);
    await accept(accepted.token);
    expect((await resend(company.ownerKey, company.companyUuid, accepted.uuid)).body.code).toBe('conflict');
    const revoked = await makeInvitation(company.ownerKey, company.companyUuid);
    await revoke(company.ownerKey, company.companyUuid, revoked.uuid);
    const refused = await resend(company.ownerKey, company.companyUuid, revoked.uuid);
    expect([refused.status, refused.body.code]).toEqual([409, 'conflict']);
    const pending = await makeInvitation(company.ownerKey, company.companyUuid);
    expect((await resend(company.ownerKey, company.companyUuid, pending.uuid, { expires_in_days: 31 })).status).toBe(422);
    const location = await makeLocation(company.companyUuid);
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [location] });
    expect((await resend(manager.key, company.companyUuid, pending.uuid)).status).toBe(404);
    const theirs = await makeInvitation(manager.key, company.companyUuid, { company_location_uuids: [location] });
    expect((await resend(manager.key, company.companyUuid, theirs.uuid)).status).toBe(200);
    expect((await current(pending.token)).status).toBe(200);
  });
});

describe('delete-invitation handler', () => {
  it('revokes, deletes the invited user and frees the place; a second revoke is 204 again', async () => {
    const company = await makeCompany();
    await setCompanyLimit(company.companyUuid, 'users', 2);
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid, { email: 'comeback@example.com' });
    expect((await postInvitation(company.ownerKey, company.companyUuid, invitationBody())).body.code).toBe('limit_exceeded');
    const response = await revoke(company.ownerKey, company.companyUuid, invitation.uuid);
    expect(response.status).toBe(204);
    expect(response.rawBody).toBe('');
    expect((await getInvitationOf(company.ownerKey, company.companyUuid, invitation.uuid)).body.data.status).toBe('REVOKED');
    expect((await getUser(company.ownerKey, company.companyUuid, invitation.record.user_uuid as string)).status).toBe(404);
    expect((await quotaOf(company.companyUuid)).counts).toMatchObject({ users: 1 });
    expect((await current(invitation.token)).body.data.status).toBe('REVOKED');
    expect((await revoke(company.ownerKey, company.companyUuid, invitation.uuid)).status).toBe(204);
    expect((await quotaOf(company.companyUuid)).counts).toMatchObject({ users: 1 });
    // The place and the address are free again.
    expect((await postInvitation(company.ownerKey, company.companyUuid, invitationBody({ email: 'comeback@example.com' }))).status).toBe(201);
  });

  it('revokes an expired invitation; answers 409 for an accepted one, 412 for a stale If-Match, 404 to a manager who may not see it', async () => {
    const company = await makeCompany();
    const expired = await makeInvitation(company.ownerKey, company.companyUuid);
    await expireInvitation(company.companyUuid, expired.uuid);
    expect((await revoke(company.ownerKey, company.companyUuid, expired.uuid)).status).toBe(204);
    const accepted = await makeInvitation(company.ownerKey, company.companyUuid);
    await accept(accepted.token);
    const refused = await revoke(company.ownerKey, company.companyUuid, accepted.uuid);
    expect([refused.status, refused.body.code]).toEqual([409, 'conflict']);
    expect((await getUser(company.ownerKey, company.companyUuid, accepted.record.user_uuid as string)).status).toBe(200);
    const pending = await makeInvitation(company.ownerKey, company.companyUuid);
    expect((await revoke(company.ownerKey, company.companyUuid, pending.uuid, { 'If-Match': '"stale"' })).status).toBe(412);
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    expect((await revoke(manager.key, company.companyUuid, pending.uuid)).status).toBe(404);
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    expect((await revoke(technician.key, company.companyUuid, pending.uuid)).status).toBe(403);
    expect((await revoke(company.ownerKey, company.companyUuid, pending.uuid, { 'If-Match': pending.etag })).status).toBe(204);
  });

  it('DELETE of an invited user ends their pending invitation (REVOKED) in the same step', async () => {
    const company = await makeCompany();
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid);
    expect((await deleteUser(company.ownerKey, company.companyUuid, invitation.record.user_uuid as string)).status).toBe(204);
    expect((await getInvitationOf(company.ownerKey, company.companyUuid, invitation.uuid)).body.data.status).toBe('REVOKED');
    const gone = await accept(invitation.token);
    expect([gone.status, gone.body.code]).toEqual([410, 'invitation_revoked']);
  });
});
