import { ZERO_COUNTS } from '../../lib/companies/company';
import { makeCompany, makeLocation, makePlatformKey, makeUser, setCompanyLimit } from '../../test/support/fixtures';
import {
  accept,
  current,
  expireInvitation,
  getInvitationOf,
  invitationBody,
  invitedUser,
  makeInvitation,
  postInvitation,
  resend,
  revoke,
  shownInvitation,
} from '../../test/support/invitations';
import { deleteUser, getUser, quotaOf } from '../../test/support/users';
import { ANY_ETAG, expectNoContent, expectProblem, expectRecord } from '../../test/support/responses';

const TOKEN = /^bo_inv_[A-Za-z0-9_-]{43}$/;

/** An invitation resent: PENDING again, a new expiry and token. */
const resent = (record: Record<string, unknown>) => ({
  ...record,
  status: 'PENDING',
  expires_at: expect.any(String),
  updated_at: expect.any(String),
  invitation_token: expect.stringMatching(TOKEN),
});

describe('resend-invitation handler', () => {
  it('gives a pending invitation a new token and expiry; the old token stops working at once', async () => {
    const company = await makeCompany();
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid);
    const response = await resend(company.ownerKey, company.companyUuid, invitation.uuid, { expires_in_days: 30 });
    expectRecord(response, { record: resent(invitation.record), etag: ANY_ETAG });
    const { invitation_token: token, ...record } = response.body.data;
    expect(token).not.toBe(invitation.token);
    expect(Date.parse(record.expires_at) - Date.parse(record.updated_at)).toBe(30 * 24 * 3600 * 1000);
    expect(response.headers.etag).not.toBe(invitation.etag);
    expectProblem(await current(invitation.token), {
      status: 401,
      code: 'unauthorized',
      headers: { 'www-authenticate': 'Bearer' },
    });
    expectRecord(await current(token), {
      record: shownInvitation(invitation.record, company, { expires_at: record.expires_at }),
    });
  });

  it('makes an expired invitation PENDING again (no body needed)', async () => {
    const company = await makeCompany();
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid);
    await expireInvitation(company.companyUuid, invitation.uuid);
    const response = await resend(company.ownerKey, company.companyUuid, invitation.uuid);
    expectRecord(response, { record: resent(invitation.record), etag: ANY_ETAG });
    expect(Date.parse(response.body.data.expires_at) - Date.parse(response.body.data.updated_at)).toBe(
      7 * 24 * 3600 * 1000,
    );
    expect((await accept(response.body.data.invitation_token)).status).toBe(201);
  });

  it('answers 409 conflict for an accepted or revoked invitation, 422 for a bad expiry, 404 for a manager who may not see it', async () => {
    const company = await makeCompany();
    const accepted = await makeInvitation(company.ownerKey, company.companyUuid);
    await accept(accepted.token);
    expectProblem(await resend(company.ownerKey, company.companyUuid, accepted.uuid), {
      status: 409,
      code: 'conflict',
    });
    const revoked = await makeInvitation(company.ownerKey, company.companyUuid);
    await revoke(company.ownerKey, company.companyUuid, revoked.uuid);
    const refused = await resend(company.ownerKey, company.companyUuid, revoked.uuid);
    expectProblem(refused, { status: 409, code: 'conflict' });
    const pending = await makeInvitation(company.ownerKey, company.companyUuid);
    expectProblem(await resend(company.ownerKey, company.companyUuid, pending.uuid, { expires_in_days: 31 }), {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'expires_in_days', code: 'too_big', message: expect.any(String) }],
    });
    const location = await makeLocation(company.companyUuid);
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [location] });
    expectProblem(await resend(manager.key, company.companyUuid, pending.uuid), { status: 404, code: 'not_found' });
    const theirs = await makeInvitation(manager.key, company.companyUuid, { company_location_uuids: [location] });
    expectRecord(await resend(manager.key, company.companyUuid, theirs.uuid), {
      record: resent(theirs.record),
      etag: ANY_ETAG,
    });
    expectRecord(await current(pending.token), { record: shownInvitation(pending.record, company) });
  });
});

describe("an owner's invitation", () => {
  it('is resent or revoked only by an owner or a platform key: 403 to an admin, after the 422 and the 404, before the 412', async () => {
    const company = await makeCompany();
    const adminUser = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid, { role_code: 'ROLE_COMPANY_OWNER' });
    const FORBIDDEN = { status: 403, code: 'forbidden' };
    expectProblem(await resend(adminUser.key, company.companyUuid, invitation.uuid), FORBIDDEN);
    expectProblem(await revoke(adminUser.key, company.companyUuid, invitation.uuid), FORBIDDEN);
    expectProblem(
      await revoke(adminUser.key, company.companyUuid, invitation.uuid, { 'If-Match': '"stale"' }),
      FORBIDDEN,
    );
    expectProblem(await resend(adminUser.key, company.companyUuid, invitation.uuid, { expires_in_days: 31 }), {
      status: 422,
      code: 'validation_failed',
    });
    expectProblem(await resend(adminUser.key, company.companyUuid, '0190f3a4-5b6c-7d8e-9f01-000000000066'), {
      status: 404,
      code: 'not_found',
    });
    // Nothing changed: the invitation, its token and its user are as they were.
    expectRecord(await getInvitationOf(company.ownerKey, company.companyUuid, invitation.uuid), {
      record: invitation.record,
      etag: invitation.etag,
    });
    expectRecord(await current(invitation.token), { record: shownInvitation(invitation.record, company) });
    expectRecord(await getUser(company.ownerKey, company.companyUuid, invitation.record.user_uuid as string), {
      record: invitedUser(invitation.record),
      etag: ANY_ETAG,
    });
    // An owner resends it, a platform key revokes it.
    expectRecord(await resend(company.ownerKey, company.companyUuid, invitation.uuid), {
      record: resent(invitation.record),
      etag: ANY_ETAG,
    });
    const platform = await makePlatformKey();
    expectNoContent(await revoke(platform.key, company.companyUuid, invitation.uuid));
  });
});

describe('delete-invitation handler', () => {
  it('revokes, deletes the invited user and frees the place; a second revoke is 204 again', async () => {
    const company = await makeCompany();
    await setCompanyLimit(company.companyUuid, 'users', 2);
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid, { email: 'comeback@example.com' });
    expectProblem(await postInvitation(company.ownerKey, company.companyUuid, invitationBody()), {
      status: 409,
      code: 'limit_exceeded',
    });
    const response = await revoke(company.ownerKey, company.companyUuid, invitation.uuid);
    expectNoContent(response);
    expectRecord(await getInvitationOf(company.ownerKey, company.companyUuid, invitation.uuid), {
      record: { ...invitation.record, status: 'REVOKED', updated_at: expect.any(String) },
      etag: ANY_ETAG,
    });
    expectProblem(await getUser(company.ownerKey, company.companyUuid, invitation.record.user_uuid as string), {
      status: 404,
      code: 'not_found',
    });
    expect((await quotaOf(company.companyUuid)).counts).toEqual({ ...ZERO_COUNTS, users: 1 });
    expectRecord(await current(invitation.token), {
      record: shownInvitation(invitation.record, company, { status: 'REVOKED' }),
    });
    expectNoContent(await revoke(company.ownerKey, company.companyUuid, invitation.uuid));
    expect((await quotaOf(company.companyUuid)).counts).toEqual({ ...ZERO_COUNTS, users: 1 });
    // The place and the address are free again.
    expect(
      (await postInvitation(company.ownerKey, company.companyUuid, invitationBody({ email: 'comeback@example.com' })))
        .status,
    ).toBe(201);
  });

  it('revokes an expired invitation; answers 409 for an accepted one, 412 for a stale If-Match, 404 to a manager who may not see it', async () => {
    const company = await makeCompany();
    const expired = await makeInvitation(company.ownerKey, company.companyUuid);
    await expireInvitation(company.companyUuid, expired.uuid);
    expectNoContent(await revoke(company.ownerKey, company.companyUuid, expired.uuid));
    const accepted = await makeInvitation(company.ownerKey, company.companyUuid);
    await accept(accepted.token);
    const refused = await revoke(company.ownerKey, company.companyUuid, accepted.uuid);
    expectProblem(refused, { status: 409, code: 'conflict' });
    expectRecord(await getUser(company.ownerKey, company.companyUuid, accepted.record.user_uuid as string), {
      record: invitedUser(accepted.record, { status_code: 'STATUS_ACTIVE', updated_at: expect.any(String) }),
      etag: ANY_ETAG,
    });
    const pending = await makeInvitation(company.ownerKey, company.companyUuid);
    expectProblem(await revoke(company.ownerKey, company.companyUuid, pending.uuid, { 'If-Match': '"stale"' }), {
      status: 412,
      code: 'precondition_failed',
    });
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    expectProblem(await revoke(manager.key, company.companyUuid, pending.uuid), { status: 404, code: 'not_found' });
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    expectProblem(await revoke(technician.key, company.companyUuid, pending.uuid), { status: 403, code: 'forbidden' });
    expectNoContent(await revoke(company.ownerKey, company.companyUuid, pending.uuid, { 'If-Match': pending.etag }));
  });

  it('DELETE of an invited user ends their pending invitation (REVOKED) in the same step', async () => {
    const company = await makeCompany();
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid);
    expectNoContent(await deleteUser(company.ownerKey, company.companyUuid, invitation.record.user_uuid as string));
    expectRecord(await getInvitationOf(company.ownerKey, company.companyUuid, invitation.uuid), {
      record: { ...invitation.record, status: 'REVOKED', updated_at: expect.any(String) },
      etag: ANY_ETAG,
    });
    expectProblem(await accept(invitation.token), { status: 410, code: 'invitation_revoked' });
  });
});
