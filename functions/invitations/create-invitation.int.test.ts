import {
  type CompanyFixture,
  admin,
  makeCompany,
  makeLocation,
  makePlatformKey,
  makeUser,
  setCompanyLimit,
} from '../../test/support/fixtures';
import {
  getInvitationOf,
  invitationBody,
  invitedUser,
  makeInvitation,
  postInvitation,
} from '../../test/support/invitations';
import { ZERO_COUNTS } from '../../lib/companies/company';
import { rejectionOf } from '../../test/support/errors';
import { deleteUser, getUser, listUsers, quotaOf } from '../../test/support/users';
import type { TestResponse } from '../../test/support/invoke';
import { ANY_ETAG, expectNoContent, expectProblem, expectRecord } from '../../test/support/responses';

const TOKEN = /^bo_inv_[A-Za-z0-9_-]{43}$/;

/** 201 with the whole new invitation of `companyUuid` for `body` (further fields given), its token, Location and ETag. */
function expectInvited(
  response: TestResponse,
  companyUuid: string,
  body: Record<string, unknown>,
  fields: Record<string, unknown> = {},
): void {
  const data = response.body?.data;
  expectRecord(response, {
    status: 201,
    record: {
      invitation_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      company_uuid: companyUuid,
      user_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: body.email,
      display_name: body.display_name,
      role_code: body.role_code,
      company_location_uuids: [],
      status: 'PENDING',
      expires_at: expect.any(String),
      invited_by_user_uuid: expect.any(String),
      accepted_at: null,
      created_at: expect.any(String),
      updated_at: data?.created_at,
      invitation_token: expect.stringMatching(TOKEN),
      ...fields,
    },
    etag: ANY_ETAG,
    location: `/api/v1/companies/${companyUuid}/invitations/${data?.invitation_uuid}`,
  });
}

describe('create-invitation handler', () => {
  let company: CompanyFixture;

  beforeAll(async () => {
    company = await makeCompany();
  });

  it('answers 201 with the record, its token, Location and ETag; the invited user exists at once and counts', async () => {
    const location = await makeLocation(company.companyUuid);
    const before = await quotaOf(company.companyUuid);
    const body = invitationBody({
      role_code: 'ROLE_COMPANY_MANAGER',
      company_location_uuids: [location.toUpperCase()],
      first_name: 'Casey',
      expires_in_days: 3,
    });
    const response = await postInvitation(company.ownerKey, company.companyUuid, body);
    expectInvited(response, company.companyUuid, body, {
      company_location_uuids: [location],
      invited_by_user_uuid: company.ownerUuid,
    });
    const record = response.body.data;
    expect(Date.parse(record.expires_at) - Date.parse(record.created_at)).toBe(3 * 24 * 3600 * 1000);
    const read = await getInvitationOf(company.ownerKey, company.companyUuid, record.invitation_uuid);
    const { invitation_token: _token, ...stored } = record;
    expectRecord(read, { record: stored, etag: response.headers.etag });
    const user = await getUser(company.ownerKey, company.companyUuid, record.user_uuid);
    expectRecord(user, {
      record: invitedUser(record, {
        status_code: 'STATUS_INVITED',
        email: body.email,
        first_name: 'Casey',
        role_code: 'ROLE_COMPANY_MANAGER',
      }),
      etag: ANY_ETAG,
    });
    const listed = await listUsers(company.ownerKey, company.companyUuid, { filter_by_status_code: 'STATUS_INVITED' });
    expect(listed.body.data.map((row: { user_uuid: string }) => row.user_uuid)).toContain(record.user_uuid);
    const after = await quotaOf(company.companyUuid);
    expect((after.counts as Record<string, number>).users).toBe(
      ((before.counts as Record<string, number>).users ?? 0) + 1,
    );
  });

  it('answers 409 conflict for an address a user of the company has, ignoring case, naming the user and their invitation', async () => {
    const member = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', {
      email: 'Taken.Member@example.com',
    });
    const taken = await postInvitation(
      company.ownerKey,
      company.companyUuid,
      invitationBody({ email: 'taken.member@EXAMPLE.com' }),
    );
    expectProblem(taken, { status: 409, code: 'conflict', members: { existing_user_uuid: member.userUuid } });
    const invited = await makeInvitation(company.ownerKey, company.companyUuid, { email: 'pending.one@example.com' });
    const again = await postInvitation(
      company.ownerKey,
      company.companyUuid,
      invitationBody({ email: 'PENDING.ONE@example.com' }),
    );
    expectProblem(again, {
      status: 409,
      code: 'conflict',
      members: { existing_user_uuid: invited.record.user_uuid, invitation_uuid: invited.uuid },
    });
    // Another company may invite the same address.
    const other = await makeCompany();
    const elsewhere = invitationBody({ email: 'pending.one@example.com' });
    expectInvited(await postInvitation(other.ownerKey, other.companyUuid, elsewhere), other.companyUuid, elsewhere, {
      invited_by_user_uuid: other.ownerUuid,
    });
  });

  it("lets a deleted user's address be invited again", async () => {
    const member = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { email: 'leaver@example.com' });
    expectProblem(
      await postInvitation(company.ownerKey, company.companyUuid, invitationBody({ email: 'leaver@example.com' })),
      { status: 409, code: 'conflict', members: { existing_user_uuid: member.userUuid } },
    );
    expectNoContent(await deleteUser(company.ownerKey, company.companyUuid, member.userUuid));
    const body = invitationBody({ email: 'Leaver@example.com' });
    expectInvited(await postInvitation(company.ownerKey, company.companyUuid, body), company.companyUuid, body, {
      invited_by_user_uuid: company.ownerUuid,
    });
  });

  it('creates exactly one of two concurrent invitations of the same address', async () => {
    const own = await makeCompany();
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        postInvitation(
          own.ownerKey,
          own.companyUuid,
          invitationBody({ email: index % 2 === 0 ? 'race@example.com' : 'RACE@example.com' }),
        ),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    const winner = responses.find((response) => response.status === 201)?.body.data;
    for (const refused of responses.filter((response) => response.status === 409)) {
      expectProblem(refused, {
        status: 409,
        code: 'conflict',
        members: { existing_user_uuid: winner.user_uuid, invitation_uuid: winner.invitation_uuid },
      });
    }
    expect((await quotaOf(own.companyUuid)).counts).toEqual({ ...ZERO_COUNTS, users: 2 });
  });

  it('answers 409 limit_exceeded at the users limit, writing nothing', async () => {
    const own = await makeCompany();
    await setCompanyLimit(own.companyUuid, 'users', 2);
    const first = invitationBody();
    expectInvited(await postInvitation(own.ownerKey, own.companyUuid, first), own.companyUuid, first, {
      invited_by_user_uuid: own.ownerUuid,
    });
    const body = invitationBody();
    const refused = await postInvitation(own.ownerKey, own.companyUuid, body);
    expectProblem(refused, { status: 409, code: 'limit_exceeded' });
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
      [
        invitationBody({ company_location_uuids: ['018f3c2a-0000-7000-8000-000000000001'] }),
        'company_location_uuids[0]',
        'not_found',
      ],
      [invitationBody({ phone: '030 901820' }), 'phone', 'invalid_phone'],
    ];
    for (const [body, path, code] of cases) {
      const response = await postInvitation(company.ownerKey, company.companyUuid, body);
      expect({ body, status: response.status }).toEqual({ body, status: 422 });
      expectProblem(response, {
        status: 422,
        code: 'validation_failed',
        errors: expect.arrayContaining([{ path, code, message: expect.any(String) }]),
      });
    }
  });

  it('replays a create sent again with the same Idempotency-Key, without the token', async () => {
    const body = invitationBody();
    const first = await postInvitation(company.ownerKey, company.companyUuid, body, {
      'Idempotency-Key': 'invite-once',
    });
    const again = await postInvitation(company.ownerKey, company.companyUuid, body, {
      'Idempotency-Key': 'invite-once',
    });
    expectInvited(first, company.companyUuid, body, {
      invitation_uuid: expect.any(String),
      invited_by_user_uuid: company.ownerUuid,
    });
    const { invitation_token: _token, ...record } = first.body.data;
    expectRecord(again, {
      status: 201,
      record,
      etag: first.headers.etag,
      location: first.headers.location,
      headers: { 'idempotent-replayed': 'true' },
    });
  });

  it('lets only an owner or a platform key invite an owner (403 after 422); a platform key is no inviter', async () => {
    const admin_ = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const refused = await postInvitation(
      admin_.key,
      company.companyUuid,
      invitationBody({ role_code: 'ROLE_COMPANY_OWNER' }),
    );
    expectProblem(refused, { status: 403, code: 'forbidden' });
    expectProblem(
      await postInvitation(
        admin_.key,
        company.companyUuid,
        invitationBody({ role_code: 'ROLE_COMPANY_OWNER', email: 'bad' }),
      ),
      { status: 422, code: 'validation_failed' },
    );
    const byAdmin = invitationBody({ role_code: 'ROLE_COMPANY_ADMIN' });
    expectInvited(await postInvitation(admin_.key, company.companyUuid, byAdmin), company.companyUuid, byAdmin, {
      invited_by_user_uuid: admin_.userUuid,
    });
    const platform = await makePlatformKey();
    const ownerByPlatform = invitationBody({ role_code: 'ROLE_COMPANY_OWNER' });
    expectInvited(
      await postInvitation(platform.key, company.companyUuid, ownerByPlatform),
      company.companyUuid,
      ownerByPlatform,
      { invited_by_user_uuid: null },
    );
    const ownerByOwner = invitationBody({ role_code: 'ROLE_COMPANY_OWNER' });
    expectInvited(
      await postInvitation(company.ownerKey, company.companyUuid, ownerByOwner),
      company.companyUuid,
      ownerByOwner,
      { invited_by_user_uuid: company.ownerUuid },
    );
  });

  it('lets a manager invite only technicians of their own locations, at least one; a technician not at all; 404 for a foreign company', async () => {
    const [north, south] = await Promise.all([makeLocation(company.companyUuid), makeLocation(company.companyUuid)]);
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [north] });
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [north] });
    const allowed = invitationBody({ company_location_uuids: [north] });
    expectInvited(await postInvitation(manager.key, company.companyUuid, allowed), company.companyUuid, allowed, {
      company_location_uuids: [north],
      invited_by_user_uuid: manager.userUuid,
    });
    expectProblem(await postInvitation(manager.key, company.companyUuid, invitationBody()), {
      status: 403,
      code: 'forbidden',
    });
    expectProblem(
      await postInvitation(
        manager.key,
        company.companyUuid,
        invitationBody({ company_location_uuids: [north, south] }),
      ),
      { status: 403, code: 'forbidden' },
    );
    expectProblem(
      await postInvitation(
        manager.key,
        company.companyUuid,
        invitationBody({ role_code: 'ROLE_COMPANY_MANAGER', company_location_uuids: [north] }),
      ),
      { status: 403, code: 'forbidden' },
    );
    expectProblem(
      await postInvitation(technician.key, company.companyUuid, invitationBody({ company_location_uuids: [north] })),
      { status: 403, code: 'forbidden' },
    );
    const other = await makeCompany();
    expectProblem(await postInvitation(company.ownerKey, other.companyUuid, invitationBody()), {
      status: 404,
      code: 'not_found',
    });
  });

  it("refuses an address the admin CLI's create-user would duplicate, and create-user refuses an invited one", async () => {
    const invited = await makeInvitation(company.ownerKey, company.companyUuid, { email: 'cli.clash@example.com' });
    expect(
      await rejectionOf(
        admin.createUser({
          company: company.companyUuid,
          role: 'ROLE_COMPANY_TECHNICIAN',
          displayName: 'Clash',
          email: 'CLI.clash@example.com',
        }),
      ),
    ).toEqual({
      name: 'EmailTakenError',
      message: 'A user of the company already has this e-mail address',
      status: 409,
      code: 'conflict',
      title: 'Conflict',
      expose: true,
      detail: 'A user of the company already has this e-mail address',
      headers: {},
      members: { existing_user_uuid: invited.record.user_uuid, invitation_uuid: invited.uuid },
    });
  });
});
