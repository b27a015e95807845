import { type CompanyFixture, admin, makeCompany, makeLocation, makePlatformKey, makeUser, setCompanyLimit } from '../../test/support/fixtures';
import { getInvitationOf, invitationBody, makeInvitation, postInvitation } from '../../test/support/invitations';
import { deleteUser, getUser, listUsers, quotaOf } from '../../test/support/users';

describe('create-invitation handler', () => {
  let company: CompanyFixture;

  beforeAll(async () => {
    company = await makeCompany();
  });

  it('answers 201 with the record, its token, Location and ETag; the invited user exists at once and counts', async () => {
    const location = await makeLocation(company.companyUuid);
    const before = await quotaOf(company.companyUuid);
    const body = invitationBody({ role_code: 'ROLE_COMPANY_MANAGER', company_location_uuids: [location.toUpperCase()], first_name: 'Casey', expires_in_days: 3 });
    const response = await postInvitation(company.ownerKey, company.companyUuid, body);
    expect(response.status).toBe(201);
    const record = response.body.data;
    expect(record).toEqual({
      invitation_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      company_uuid: company.companyUuid,
      user_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: body.email,
      display_name: body.display_name,
      role_code: 'ROLE_COMPANY_MANAGER',
      company_location_uuids: [location],
      status: 'PENDING',
      expires_at: expect.any(String),
      invited_by_user_uuid: company.ownerUuid,
      accepted_at: null,
      created_at: expect.any(String),
      updated_at: record.created_at,
      invitation_token: expect.stringMatching(/^bo_inv_[A-Za-z0-9_-]{43}$/),
    });
    expect(Date.parse(record.expires_at) - Date.parse(record.created_at)).toBe(3 * 24 * 3600 * 1000);
    expect(response.headers.location).toBe(`/api/v1/companies/${company.companyUuid}/invitations/${record.invitation_uuid}`);
    const read = await getInvitationOf(company.ownerKey, company.companyUuid, record.invitation_uuid);
    expect(read.status).toBe(200);
    const { invitation_token: _token, ...stored } = record;
    expect(read.body.data).toEqual(stored);
    expect(read.headers.etag).toBe(response.headers.etag);
    const user = await getUser(company.ownerKey, company.companyUuid, record.user_uuid);
    expect(user.body.data).toMatchObject({ status_code: 'STATUS_INVITED', email: body.email, first_name: 'Casey', role_code: 'ROLE_COMPANY_MANAGER' });
    const listed = await listUsers(company.ownerKey, company.companyUuid, { filter_by_status_code: 'STATUS_INVITED' });
    expect(listed.body.data.map((row: { user_uuid: string }) => row.user_uuid)).toContain(record.user_uuid);
    const after = await quotaOf(company.companyUuid);
    expect((after.counts as Record<string, number>).users).toBe(((before.counts as Record<string, number>).users ?? 0) + 1);
  });

  it('answers 409 conflict for an address a user of the company has, ignoring case, naming the user and their invitation', async () => {
    const member = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { email: 'Taken.Member@example.com' });
    const taken = await postInvitation(company.ownerKey, company.companyUuid, invitationBody({ email: 'taken.member@EXAMPLE.com' }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'conflict', existing_user_uuid: member.userUuid });
    expect(taken.body.invitation_uuid).toBeUndefined();
    const invited = await makeInvitation(company.ownerKey, company.companyUuid, { email: 'pending.one@example.com' });
    const again = await postInvitation(company.ownerKey, company.companyUuid, invitationBody({ email: 'PENDING.ONE@example.com' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'conflict', existing_user_uuid: invited.record.user_uuid, invitation_uuid: invited.uuid });
    // Another company may invite the same address.
    const other = await makeCompany();
    expect((await postInvitation(other.ownerKey, other.companyUuid, invitationBody({ email: 'pending.one@example.com' }))).status).toBe(201);
  });

  it("lets a deleted user's address be invited again", async () => {
    const member = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { email: 'leaver@example.com' });
    expect((await postInvitation(company.ownerKey, company.companyUuid, invitationBody({ email: 'leaver@example.com' }))).status).toBe(409);
    expect((await deleteUser(company.ownerKey, company.companyUuid, member.userUuid)).status).toBe(204);
    expect((await postInvitation(company.ownerKey, company.companyUuid, invitationBody({ email: 'Leaver@example.com' }))).status).toBe(201);
  });

  it('creates exactly one of two concurrent invitations of the same address', async () => {
    const own = await makeCompany();
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, index) => postInvitation(own.ownerKey, own.companyUuid, invitationBody({ email: index % 2 === 0 ? 'race@example.com' : 'RACE@example.com' }))),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    const winner = responses.find((response) => response.status === 201)?.body.data;
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'conflict', existing_user_uuid: winner.user_uuid, invitation_uuid: winner.invitation_uuid });
    }
    expect((await quotaOf(own.companyUuid)).counts).toMatchObject({ users: 2 });
  });

  it('answers 409 limit_exceeded at the users limit, writing nothing', async () => {
    const own = await makeCompany();
    await setCompanyLimit(own.companyUuid, 'users', 2);
    expect((await postInvitation(own.ownerKey, own.companyUuid, invitationBody())).status).toBe(201);
    const body = invitationBody();
    const refused = await postInvitation(own.ownerKey, own.companyUuid, body);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('limit_exceeded');
    const users = await listUsers(own.ownerKey, own.companyUuid, { ignore_cached: 'true' });
    expect(users.body.meta.total).toBe(2);
    expect(users.body.data.map((user: { email: string }) => user.email)).not.toContain(body.email);
  });

  it('answers 422 for each invalid field, and for unknown locations', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ display_name: 'A', role_code: 'ROLE_COMPANY_TECHNICIAN' }, 'email', 'required'],
      [invitationBody({ email: 'not-an-address' }), 'email', 'invalid_format'],
      [invitationBody({ display_name: '' }), 'display_name', 'too_small'],
      [invitationBody({ role_code: 'ROLE_PLATFORM_ADMIN' }), 'role_code', 'invalid_enum'],
      [invitationBody({ expires_in_days: 31 }), 'expires_in_days', 'too_big'],
      [invitationBody({ expires_in_days: 0 }), 'expires_in_days', 'too_small'],
      [invitationBody({ colour: 'red' }), 'colour', 'unknown_field'],
      [invitationBody({ company_location_uuids: ['018f3c2a-0000-7000-8000-000000000001'] }), 'company_location_uuids[0]', 'not_found'],
      [invitationBody({ phone: '030 901820' }), 'phone', 'invalid_phone'],
    ];
    for (const [body, path, code] of cases) {
      const response = await postInvitation(company.ownerKey, company.companyUuid, body);
      expect({ body, status: response.status }).toEqual({ body, status: 422 });
      expect(response.body.errors).toContainEqual(expect.objectContaining({ path, code }));
    }
  });

  it('replays a create sent again with the same Idempotency-Key, without the token', async () => {
    const body = invitationBody();
    const first = await postInvitation(company.ownerKey, company.companyUuid, body, { 'Idempotency-Key': 'invite-once' });
    const again = await postInvitation(company.ownerKey, company.companyUuid, body, { 'Idempotency-Key': 'invite-once' });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(first.body.data.invitation_token).toMatch(/^bo_inv_/);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const { invitation_token: _token, ...record } = first.body.data;
    expect(again.body.data).toEqual(record);
    expect(again.headers.location).toBe(first.headers.location);
  });

  it('lets only an owner or a platform key invite an owner (403 after 422); a platform key is no inviter', async () => {
    const admin_ = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const refused = await postInvitation(admin_.key, company.companyUuid, invitationBody({ role_code: 'ROLE_COMPANY_OWNER' }));
    expect(refused.status).toBe(403);
    expect((await postInvitation(admin_.key, company.companyUuid, invitationBody({ role_code: 'ROLE_COMPANY_OWNER', email: 'bad' }))).status).toBe(422);
    expect((await postInvitation(admin_.key, company.companyUuid, invitationBody({ role_code: 'ROLE_COMPANY_ADMIN' }))).status).toBe(201);
    const platform = await makePlatformKey();
    const byPlatform = await postInvitation(platform.key, company.companyUuid, invitationBody({ role_code: 'ROLE_COMPANY_OWNER' }));
    expect(byPlatform.status).toBe(201);
    expect(byPlatform.body.data.invited_by_user_uuid).toBeNull();
    expect((await postInvitation(company.ownerKey, company.companyUuid, invitationBody({ role_code: 'ROLE_COMPANY_OWNER' }))).status).toBe(201);
  });

  it('lets a manager invite only technicians of their own locations, at least one; a technician not at all; 404 for a foreign company', async () => {
    const [north, south] = await Promise.all([makeLocation(company.companyUuid), makeLocation(company.companyUuid)]);
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [north] });
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [north] });
    expect((await postInvitation(manager.key, company.companyUuid, invitationBody({ company_location_uuids: [north] }))).status).toBe(201);
    expect((await postInvitation(manager.key, company.companyUuid, invitationBody())).status).toBe(403);
    expect((await postInvitation(manager.key, company.companyUuid, invitationBody({ company_location_uuids: [north, south] }))).status).toBe(403);
    expect((await postInvitation(manager.key, company.companyUuid, invitationBody({ role_code: 'ROLE_COMPANY_MANAGER', company_location_uuids: [north] }))).status).toBe(403);
    expect((await postInvitation(technician.key, company.companyUuid, invitationBody({ company_location_uuids: [north] }))).status).toBe(403);
    const other = await makeCompany();
    expect((await postInvitation(company.ownerKey, other.companyUuid, invitationBody())).status).toBe(404);
  });

  it("refuses an address the admin CLI's create-user would duplicate, and create-user refuses an invited one", async () => {
    const invited = await makeInvitation(company.ownerKey, company.companyUuid, { email: 'cli.clash@example.com' });
    await expect(admin.createUser({ company: company.companyUuid, role: 'ROLE_COMPANY_TECHNICIAN', displayName: 'Clash', email: 'CLI.clash@example.com' })).rejects.toMatchObject({
      status: 409,
      members: { existing_user_uuid: invited.record.user_uuid, invitation_uuid: invited.uuid },
    });
  });
});
