import { handler as listAuditEvents } from '../audit/list-audit-events';
import { LastOwnerError } from '../../lib/errors';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import {
  accept,
  current,
  getInvitationOf,
  invitedUser,
  listInvitationsOf,
  makeInvitation,
  resend,
  revoke,
  shownInvitation,
} from '../../test/support/invitations';
import { admin, makeCompany, makeLocation, makePlatformKey, makeUser } from '../../test/support/fixtures';
import {
  deleteUser,
  getUser,
  listUsers,
  me,
  patchUser,
  ownerRecord,
  quotaOf,
  userCounts,
  userRecord,
} from '../../test/support/users';
import type { TestResponse } from '../../test/support/invoke';
import { ANY_ETAG, expectPage, expectProblem, expectRecord } from '../../test/support/responses';

const NOT_FOUND = { status: 404, code: 'not_found' };
const FORBIDDEN = { status: 403, code: 'forbidden' };
const UNAUTHORIZED = { status: 401, code: 'unauthorized', headers: { 'www-authenticate': 'Bearer' } };
const LAST_OWNER = { status: 409, code: 'last_owner', detail: 'The company must keep at least one active owner' };

/** 200 with a fixture user's whole record (the fields given) and an ETag. */
const expectUser = (response: TestResponse, fields: Record<string, unknown>) =>
  expectRecord(response, { record: userRecord(fields), etag: ANY_ETAG });
/** The caller's own whole record from GET me: a fixture user (the fields given) of the shared company and the fixture's key. */
const expectMe = (
  response: TestResponse,
  companyUuid: string,
  fields: Record<string, unknown> & { user_uuid: string },
) =>
  expectRecord(response, {
    record: {
      kind: 'user',
      company_uuid: companyUuid,
      user: userRecord({ company_uuid: companyUuid, ...fields }),
      key: {
        key_id: expect.any(String),
        name: 'cli',
        user_uuid: fields.user_uuid,
        created_at: expect.any(String),
        expires_at: null,
        revoked_at: null,
        last_used_at: null,
      },
    },
  });
/** A first page of users (meta members given). */
const expectUsers = (response: TestResponse, meta: Record<string, unknown>) =>
  expectPage(response, {
    data: expect.any(Array),
    meta: {
      page: 1,
      page_size: 25,
      total_pages: 1,
      sort_by: 'created_at',
      sort_order: 'asc',
      cached: expect.any(Boolean),
      ...meta,
    },
  });

type Company = Awaited<ReturnType<typeof makeCompany>>;

describe('update-company-user handler', () => {
  let company: Company;
  let north: string;
  let south: string;

  beforeAll(async () => {
    company = await makeCompany();
    [north, south] = [
      await makeLocation(company.companyUuid, 'North'),
      await makeLocation(company.companyUuid, 'South'),
    ];
  });

  describe('fields', () => {
    it('changes only the fields sent, answering the record and a new ETag', async () => {
      // Prepare
      const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', {
        displayName: 'Tom Tech',
        locations: [north],
      });
      const before = await getUser(company.ownerKey, company.companyUuid, user.userUuid);
      expectUser(before, {
        user_uuid: user.userUuid,
        company_uuid: company.companyUuid,
        display_name: 'Tom Tech',
        first_name: 'Tom',
        last_name: 'Tech',
        company_location_uuids: [north],
      });
      // Act
      const response = await patchUser(company.ownerKey, company.companyUuid, user.userUuid, {
        display_name: 'Tom T.',
        phone: '+12125550123',
        settings: { theme: { mode: 'dark' }, '': 1 },
      });
      // Assess
      expectRecord(response, {
        record: {
          ...before.body.data,
          display_name: 'Tom T.',
          phone: '+12125550123',
          settings: { theme: { mode: 'dark' }, '': 1 },
          updated_at: expect.any(String),
        },
        etag: ANY_ETAG,
      });
      expect(response.headers.etag).not.toBe(before.headers.etag);
      const after = await getUser(company.ownerKey, company.companyUuid, user.userUuid);
      expectRecord(after, { record: response.body.data, etag: response.headers.etag });
    });

    it('resets settings with null and first and last names with null', async () => {
      const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { displayName: 'Ann Other' });
      await patchUser(user.key, company.companyUuid, user.userUuid, { settings: { a: 1 } });
      const response = await patchUser(user.key, company.companyUuid, user.userUuid, {
        settings: null,
        first_name: null,
        last_name: null,
      });
      expectUser(response, {
        user_uuid: user.userUuid,
        company_uuid: company.companyUuid,
        display_name: 'Ann Other',
        settings: {},
        first_name: null,
        last_name: null,
      });
    });

    it('accepts read-only fields sent back as read, and ignores email', async () => {
      const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
      const read = (await getUser(user.key, company.companyUuid, user.userUuid)).body.data;
      const response = await patchUser(user.key, company.companyUuid, user.userUuid, {
        ...read,
        email: 'changed@example.com',
        display_name: 'Renamed',
      });
      expectRecord(response, {
        record: { ...read, display_name: 'Renamed', updated_at: expect.any(String) },
        etag: ANY_ETAG,
      });
    });

    it('answers 422 for invalid fields, unknown fields and ids of another record', async () => {
      const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
      const cases: Array<[unknown, string]> = [
        [{ display_name: '' }, 'display_name'],
        [{ first_name: 'x'.repeat(101) }, 'first_name'],
        [{ phone: '020 7946 0958' }, 'phone'],
        [{ settings: [1] }, 'settings'],
        [{ settings: { blob: 'x'.repeat(33 * 1024) } }, 'settings'],
        [{ settings: { a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } } }, 'settings'],
        [{ role_code: 'ROLE_PLATFORM_ADMIN' }, 'role_code'],
        [{ status_code: 'STATUS_INVITED' }, 'status_code'],
        [{ company_location_uuids: [north, north.toUpperCase()] }, 'company_location_uuids[1]'],
        [{ company_location_uuids: ['0190f3a4-5b6c-7d8e-9f01-000000000077'] }, 'company_location_uuids[0]'],
        [{ company_location_uuids: ['nope'] }, 'company_location_uuids[0]'],
        [{ nickname: 'x' }, 'nickname'],
        [{ user_uuid: company.ownerUuid }, 'user_uuid'],
        [{ company_uuid: '0190f3a4-5b6c-7d8e-9f01-000000000001' }, 'company_uuid'],
      ];
      for (const [body, path] of cases) {
        const response = await patchUser(company.ownerKey, company.companyUuid, user.userUuid, body);
        expect({ body, paths: response.body.errors?.map((issue: { path: string }) => issue.path) }).toEqual({
          body,
          paths: [path],
        });
        expectProblem(response, {
          status: 422,
          code: 'validation_failed',
          errors: [{ path, code: expect.any(String), message: expect.any(String) }],
        });
      }
    });

    it('answers 422 before 404 for a user that does not exist', async () => {
      const missing = '0190f3a4-5b6c-7d8e-9f01-000000000055';
      expectProblem(await patchUser(company.ownerKey, company.companyUuid, missing, { display_name: '' }), {
        status: 422,
        code: 'validation_failed',
      });
      expectProblem(await patchUser(company.ownerKey, company.companyUuid, missing, { display_name: 'x' }), NOT_FOUND);
      expectProblem(
        await patchUser(company.ownerKey, company.companyUuid, 'not-a-uuid', { display_name: 'x' }),
        NOT_FOUND,
      );
    });

    it('sets locations in any case, stored lower-case, and keeps the list counters exact', async () => {
      const own = await makeCompany();
      const [a, b] = [await makeLocation(own.companyUuid, 'A'), await makeLocation(own.companyUuid, 'B')];
      const user = await makeUser(own.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [a] });
      const response = await patchUser(own.ownerKey, own.companyUuid, user.userUuid, {
        company_location_uuids: [b.toUpperCase()],
        role_code: 'ROLE_COMPANY_MANAGER',
        status_code: 'STATUS_DISABLED',
      });
      expectUser(response, {
        user_uuid: user.userUuid,
        company_uuid: own.companyUuid,
        company_location_uuids: [b],
        role_code: 'ROLE_COMPANY_MANAGER',
        status_code: 'STATUS_DISABLED',
      });
      expect(
        await userCounts(own.companyUuid, [
          'total',
          `location=${a}`,
          `location=${b}`,
          'role_code=ROLE_COMPANY_TECHNICIAN',
          'role_code=ROLE_COMPANY_MANAGER',
          'status_code=STATUS_ACTIVE',
          'status_code=STATUS_DISABLED',
        ]),
      ).toEqual([2, 0, 1, 0, 1, 1, 1]);
      const filtered = await listUsers(own.ownerKey, own.companyUuid, {
        filter_by_company_location_uuid: b,
        ignore_cached: 'true',
      });
      expectUsers(filtered, { total: 1 });
    });
  });

  describe('who may change what', () => {
    it('lets managers and technicians change their own fields but no one else (403 at the role step)', async () => {
      const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [north] });
      const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [north] });
      expectUser(await patchUser(manager.key, company.companyUuid, manager.userUuid, { display_name: 'Me' }), {
        user_uuid: manager.userUuid,
        company_uuid: company.companyUuid,
        display_name: 'Me',
        role_code: 'ROLE_COMPANY_MANAGER',
        company_location_uuids: [north],
      });
      expectProblem(
        await patchUser(manager.key, company.companyUuid, technician.userUuid, { display_name: 'You' }),
        FORBIDDEN,
      );
      // Decided by the path: before the body's 422 and the record's 404.
      expectProblem(
        await patchUser(technician.key, company.companyUuid, manager.userUuid, { display_name: '' }),
        FORBIDDEN,
      );
      expectProblem(
        await patchUser(technician.key, company.companyUuid, '0190f3a4-5b6c-7d8e-9f01-000000000055', {}),
        FORBIDDEN,
      );
    });

    it('refuses a self-only caller a managed field with a new value (403), accepts it unchanged', async () => {
      const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [north] });
      const same = await patchUser(technician.key, company.companyUuid, technician.userUuid, {
        role_code: 'ROLE_COMPANY_TECHNICIAN',
        status_code: 'STATUS_ACTIVE',
        company_location_uuids: [north],
      });
      expectUser(same, {
        user_uuid: technician.userUuid,
        company_uuid: company.companyUuid,
        company_location_uuids: [north],
      });
      for (const body of [
        { role_code: 'ROLE_COMPANY_MANAGER' },
        { status_code: 'STATUS_DISABLED' },
        { company_location_uuids: [north, south] },
      ]) {
        expectProblem(await patchUser(technician.key, company.companyUuid, technician.userUuid, body), FORBIDDEN);
      }
      // 422 first.
      expectProblem(
        await patchUser(technician.key, company.companyUuid, technician.userUuid, { role_code: 'ROLE_PLATFORM_ADMIN' }),
        { status: 422, code: 'validation_failed' },
      );
    });

    it('refuses anyone their own role or status change', async () => {
      const adminUser = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
      expectProblem(
        await patchUser(adminUser.key, company.companyUuid, adminUser.userUuid, { role_code: 'ROLE_COMPANY_MANAGER' }),
        FORBIDDEN,
      );
      expectProblem(
        await patchUser(company.ownerKey, company.companyUuid, company.ownerUuid, { status_code: 'STATUS_DISABLED' }),
        FORBIDDEN,
      );
      // Their own locations they may change.
      expectUser(
        await patchUser(adminUser.key, company.companyUuid, adminUser.userUuid, { company_location_uuids: [south] }),
        {
          user_uuid: adminUser.userUuid,
          company_uuid: company.companyUuid,
          role_code: 'ROLE_COMPANY_ADMIN',
          company_location_uuids: [south],
        },
      );
    });

    it('lets only an owner or a platform key give or take the owner role or change an owner', async () => {
      const own = await makeCompany();
      const adminUser = await makeUser(own.companyUuid, 'ROLE_COMPANY_ADMIN');
      const manager = await makeUser(own.companyUuid, 'ROLE_COMPANY_MANAGER');
      expectProblem(
        await patchUser(adminUser.key, own.companyUuid, manager.userUuid, { role_code: 'ROLE_COMPANY_OWNER' }),
        FORBIDDEN,
      );
      expectProblem(
        await patchUser(adminUser.key, own.companyUuid, own.ownerUuid, { display_name: 'Not yours' }),
        FORBIDDEN,
      );
      const managed = { user_uuid: manager.userUuid, company_uuid: own.companyUuid };
      expectUser(
        await patchUser(adminUser.key, own.companyUuid, manager.userUuid, { role_code: 'ROLE_COMPANY_TECHNICIAN' }),
        { ...managed, role_code: 'ROLE_COMPANY_TECHNICIAN' },
      );
      expectUser(
        await patchUser(own.ownerKey, own.companyUuid, manager.userUuid, { role_code: 'ROLE_COMPANY_OWNER' }),
        { ...managed, role_code: 'ROLE_COMPANY_OWNER' },
      );
      const platform = await makePlatformKey();
      expectUser(
        await patchUser(platform.key, own.companyUuid, manager.userUuid, { role_code: 'ROLE_COMPANY_ADMIN' }),
        { ...managed, role_code: 'ROLE_COMPANY_ADMIN' },
      );
      expect((await quotaOf(own.companyUuid)).active_owners).toBe(1);
    });

    it('answers 404 for a user the caller may not see, and 409 for switching an invited user', async () => {
      const invited = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { status: 'STATUS_INVITED' });
      const response = await patchUser(company.ownerKey, company.companyUuid, invited.userUuid, {
        status_code: 'STATUS_ACTIVE',
      });
      expectProblem(response, {
        status: 409,
        code: 'conflict',
        detail: 'The user is invited: an invitation is accepted, not switched on or off',
      });
      expectUser(
        await patchUser(company.ownerKey, company.companyUuid, invited.userUuid, { display_name: 'Still invited' }),
        {
          user_uuid: invited.userUuid,
          company_uuid: company.companyUuid,
          display_name: 'Still invited',
          status_code: 'STATUS_INVITED',
        },
      );
      const other = await makeCompany();
      expectProblem(
        await patchUser(other.ownerKey, other.companyUuid, invited.userUuid, { display_name: 'x' }),
        NOT_FOUND,
      );
    });
  });

  describe('an invited user is their invitation', () => {
    it("changes the pending invitation with the invited user's role and locations, so that what it shows is what accepting grants", async () => {
      const own = await makeCompany();
      const [depot, harbour] = [
        await makeLocation(own.companyUuid, 'Depot'),
        await makeLocation(own.companyUuid, 'Harbour'),
      ];
      const adminUser = await makeUser(own.companyUuid, 'ROLE_COMPANY_ADMIN');
      const manager = await makeUser(own.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [depot, harbour] });
      const invitation = await makeInvitation(manager.key, own.companyUuid, {
        role_code: 'ROLE_COMPANY_TECHNICIAN',
        company_location_uuids: [depot],
      });
      const userUuid = invitation.record.user_uuid as string;
      // The admin makes the pending technician an admin of another location.
      const patched = await patchUser(adminUser.key, own.companyUuid, userUuid, {
        role_code: 'ROLE_COMPANY_ADMIN',
        company_location_uuids: [harbour],
      });
      const promoted = { role_code: 'ROLE_COMPANY_ADMIN', company_location_uuids: [harbour] };
      expectRecord(patched, {
        record: invitedUser(invitation.record, { ...promoted, updated_at: expect.any(String) }),
        etag: ANY_ETAG,
      });
      const read = await getInvitationOf(own.ownerKey, own.companyUuid, invitation.uuid);
      expectRecord(read, {
        record: { ...invitation.record, ...promoted, updated_at: expect.any(String) },
        etag: ANY_ETAG,
      });
      expect(read.headers.etag).not.toBe(invitation.etag);
      expectRecord(await current(invitation.token), {
        record: shownInvitation(invitation.record, own, {
          role_code: 'ROLE_COMPANY_ADMIN',
          invited_by: { display_name: expect.any(String) },
        }),
      });
      // An admin's invitation is no longer the manager's to see, resend or revoke.
      for (const refused of [
        await getInvitationOf(manager.key, own.companyUuid, invitation.uuid),
        await resend(manager.key, own.companyUuid, invitation.uuid),
        await revoke(manager.key, own.companyUuid, invitation.uuid),
      ]) {
        expectProblem(refused, NOT_FOUND);
      }
      expectPage(await listInvitationsOf(manager.key, own.companyUuid), {
        data: [],
        meta: { page: 1, page_size: 25, total: 0, total_pages: 0, sort_by: 'created_at', sort_order: 'asc' },
      });
      // Only an owner or a platform key makes it an owner's: 403, nothing changed.
      expectProblem(
        await patchUser(adminUser.key, own.companyUuid, userUuid, { role_code: 'ROLE_COMPANY_OWNER' }),
        FORBIDDEN,
      );
      expectRecord(await getUser(own.ownerKey, own.companyUuid, userUuid), {
        record: patched.body.data,
        etag: patched.headers.etag,
      });
      expectRecord(await getInvitationOf(own.ownerKey, own.companyUuid, invitation.uuid), {
        record: read.body.data,
        etag: read.headers.etag,
      });
      // Accepting grants exactly what the invitation shows.
      const accepted = await accept(invitation.token);
      expect(accepted.status).toBe(201);
      expect(accepted.body.data.user).toEqual(
        invitedUser(invitation.record, { ...promoted, status_code: 'STATUS_ACTIVE', updated_at: expect.any(String) }),
      );
      const { user, key } = accepted.body.data;
      expectRecord(await me(accepted.body.data.api_key), {
        record: { kind: 'user', company_uuid: own.companyUuid, user, key },
      });
    });
  });

  describe('a change that changes nothing', () => {
    it('answers 200 with the record, its ETag and updated_at unchanged, writing nothing and recording no event', async () => {
      const own = await makeCompany();
      const depot = await makeLocation(own.companyUuid, 'Depot');
      const user = await makeUser(own.companyUuid, 'ROLE_COMPANY_TECHNICIAN', {
        displayName: 'Same Old',
        locations: [depot],
      });
      await patchUser(own.ownerKey, own.companyUuid, user.userUuid, { settings: { theme: 'dark' } });
      const before = await getUser(own.ownerKey, own.companyUuid, user.userUuid);
      const trail = () =>
        invoke(
          listAuditEvents,
          withRequest(loadEvent('list-audit-events/basic'), {
            key: own.ownerKey,
            pathParameters: { company_uuid: own.companyUuid },
            query: { target_uuid: user.userUuid },
          }),
        );
      const trailBefore = (await trail()).body;
      const quotaBefore = await quotaOf(own.companyUuid);
      const { display_name, first_name, last_name, phone, settings, role_code, status_code, company_location_uuids } =
        before.body.data;
      const same = {
        display_name,
        first_name,
        last_name,
        phone,
        settings,
        role_code,
        status_code,
        company_location_uuids,
      };
      expectRecord(await patchUser(own.ownerKey, own.companyUuid, user.userUuid, same), {
        record: before.body.data,
        etag: before.headers.etag,
      });
      expectRecord(
        await patchUser(
          user.key,
          own.companyUuid,
          user.userUuid,
          { ...before.body.data, display_name: 'Same Old' },
          { 'If-Match': before.headers.etag as string },
        ),
        { record: before.body.data, etag: before.headers.etag },
      );
      expectProblem(await patchUser(own.ownerKey, own.companyUuid, user.userUuid, same, { 'If-Match': '"stale"' }), {
        status: 412,
        code: 'precondition_failed',
      });
      // Nothing was written: the record, the users-cache generation and the trail are as they were.
      expectRecord(await getUser(own.ownerKey, own.companyUuid, user.userUuid), {
        record: before.body.data,
        etag: before.headers.etag,
      });
      expect(await quotaOf(own.companyUuid)).toEqual(quotaBefore);
      expect((await trail()).body).toEqual(trailBefore);
    });
  });

  describe('state after a change', () => {
    it('disabling a user makes their keys answer 401 at once, enabling them again restores them', async () => {
      const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
      const changed = { user_uuid: technician.userUuid, company_uuid: company.companyUuid };
      expectMe(await me(technician.key), company.companyUuid, changed);
      expectUser(
        await patchUser(company.ownerKey, company.companyUuid, technician.userUuid, { status_code: 'STATUS_DISABLED' }),
        { ...changed, status_code: 'STATUS_DISABLED' },
      );
      expectProblem(await me(technician.key), UNAUTHORIZED);
      expectUser(
        await patchUser(company.ownerKey, company.companyUuid, technician.userUuid, { status_code: 'STATUS_ACTIVE' }),
        changed,
      );
      expectMe(await me(technician.key), company.companyUuid, changed);
    });

    it('a role or location change applies to the next request of the user', async () => {
      const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [north] });
      const southUser = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [south] });
      expectProblem(await getUser(manager.key, company.companyUuid, southUser.userUuid), NOT_FOUND);
      await patchUser(company.ownerKey, company.companyUuid, manager.userUuid, { company_location_uuids: [south] });
      expectUser(await getUser(manager.key, company.companyUuid, southUser.userUuid), {
        user_uuid: southUser.userUuid,
        company_uuid: company.companyUuid,
        company_location_uuids: [south],
      });
      await patchUser(company.ownerKey, company.companyUuid, manager.userUuid, {
        role_code: 'ROLE_COMPANY_TECHNICIAN',
      });
      expectProblem(await getUser(manager.key, company.companyUuid, southUser.userUuid), NOT_FOUND);
    });

    it('invalidates the cached users lists', async () => {
      const own = await makeCompany();
      const user = await makeUser(own.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { displayName: 'Before' });
      const first = await listUsers(own.ownerKey, own.companyUuid);
      expectUsers(await listUsers(own.ownerKey, own.companyUuid), { total: 2, cached: true });
      await patchUser(own.ownerKey, own.companyUuid, user.userUuid, { display_name: 'After', settings: { k: 'v' } });
      const next = await listUsers(own.ownerKey, own.companyUuid);
      expectUsers(first, { total: 2, cached: false });
      expectUsers(next, { total: 2, cached: false });
      expect(next.body.data).toEqual([
        ownerRecord(own),
        userRecord({
          user_uuid: user.userUuid,
          company_uuid: own.companyUuid,
          display_name: 'After',
          first_name: 'Before',
          last_name: null,
          settings: { k: 'v' },
        }),
      ]);
    });
  });

  describe('If-Match', () => {
    it('writes with the current ETag or *, answers 412 for a stale one and writes nothing', async () => {
      const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { displayName: 'Etag' });
      const etag = (await getUser(company.ownerKey, company.companyUuid, user.userUuid)).headers.etag as string;
      const written = await patchUser(
        company.ownerKey,
        company.companyUuid,
        user.userUuid,
        { display_name: 'One' },
        { 'If-Match': etag },
      );
      // One word: the admin CLI stores it as the first name only.
      const changed = {
        user_uuid: user.userUuid,
        company_uuid: company.companyUuid,
        first_name: 'Etag',
        last_name: null,
      };
      expectUser(written, { ...changed, display_name: 'One' });
      const stale = await patchUser(
        company.ownerKey,
        company.companyUuid,
        user.userUuid,
        { display_name: 'Two' },
        { 'If-Match': etag },
      );
      expectProblem(stale, { status: 412, code: 'precondition_failed' });
      const three = await patchUser(
        company.ownerKey,
        company.companyUuid,
        user.userUuid,
        { display_name: 'Three' },
        { 'If-Match': '*' },
      );
      expectUser(three, { ...changed, display_name: 'Three' });
      expectRecord(await getUser(company.ownerKey, company.companyUuid, user.userUuid), {
        record: three.body.data,
        etag: three.headers.etag,
      });
    });

    it('answers 403 before 412', async () => {
      const adminUser = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
      const response = await patchUser(
        adminUser.key,
        company.companyUuid,
        company.ownerUuid,
        { display_name: 'x' },
        { 'If-Match': '"stale"' },
      );
      expectProblem(response, FORBIDDEN);
    });
  });

  describe('last owner', () => {
    it('refuses to demote or disable the last active owner (409 last_owner)', async () => {
      const own = await makeCompany();
      const platform = await makePlatformKey();
      for (const body of [{ role_code: 'ROLE_COMPANY_ADMIN' }, { status_code: 'STATUS_DISABLED' }]) {
        expectProblem(await patchUser(platform.key, own.companyUuid, own.ownerUuid, body), LAST_OWNER);
      }
      expectUser(await getUser(platform.key, own.companyUuid, own.ownerUuid), {
        user_uuid: own.ownerUuid,
        company_uuid: own.companyUuid,
        role_code: 'ROLE_COMPANY_OWNER',
        status_code: 'STATUS_ACTIVE',
      });
      expect((await quotaOf(own.companyUuid)).active_owners).toBe(1);
      // The admin CLI keeps the counter too, and refuses the same way.
      await expect(admin.setUserStatus({ user: own.ownerUuid, status: 'STATUS_DISABLED' })).rejects.toThrow(
        LastOwnerError,
      );
      const second = await makeUser(own.companyUuid, 'ROLE_COMPANY_OWNER');
      expect((await quotaOf(own.companyUuid)).active_owners).toBe(2);
      await admin.setUserStatus({ user: second.userUuid, status: 'STATUS_DISABLED' });
      expect((await quotaOf(own.companyUuid)).active_owners).toBe(1);
    });

    it('leaves exactly one owner when two owners demote each other at once', async () => {
      for (let round = 0; round < 3; round++) {
        const own = await makeCompany();
        const second = await makeUser(own.companyUuid, 'ROLE_COMPANY_OWNER');
        expect((await quotaOf(own.companyUuid)).active_owners).toBe(2);
        const answers = await Promise.all([
          patchUser(own.ownerKey, own.companyUuid, second.userUuid, { role_code: 'ROLE_COMPANY_ADMIN' }),
          patchUser(second.key, own.companyUuid, own.ownerUuid, { role_code: 'ROLE_COMPANY_ADMIN' }),
        ]);
        const statuses = answers.map((answer) => answer.status).sort();
        expect(statuses).toEqual([200, 409]);
        expectProblem(answers.find((answer) => answer.status === 409) as TestResponse, LAST_OWNER);
        // The winner is still an owner (the loser's key is now an admin's); either sees every user.
        const owners = await listUsers(answers[0]?.status === 200 ? own.ownerKey : second.key, own.companyUuid, {
          filter_by_role_code: 'ROLE_COMPANY_OWNER',
          ignore_cached: 'true',
        });
        expectUsers(owners, { total: 1 });
        expect((await quotaOf(own.companyUuid)).active_owners).toBe(1);
      }
    });

    it('keeps one active owner under many concurrent demotions, disables and deletes', async () => {
      const own = await makeCompany();
      const platform = await makePlatformKey();
      const owners = [own.ownerUuid];
      for (let index = 0; index < 4; index++)
        owners.push((await makeUser(own.companyUuid, 'ROLE_COMPANY_OWNER')).userUuid);
      const answers = await Promise.all(
        owners.map((uuid, index) =>
          index % 3 === 0
            ? patchUser(platform.key, own.companyUuid, uuid, { role_code: 'ROLE_COMPANY_MANAGER' })
            : index % 3 === 1
              ? patchUser(platform.key, own.companyUuid, uuid, { status_code: 'STATUS_DISABLED' })
              : deleteUser(platform.key, own.companyUuid, uuid),
        ),
      );
      const refused = answers.filter((answer) => answer.status === 409);
      expect(refused).toHaveLength(1);
      expectProblem(refused[0] as TestResponse, LAST_OWNER);
      const active = await listUsers(platform.key, own.companyUuid, {
        filter_by_role_code: 'ROLE_COMPANY_OWNER',
        filter_by_status_code: 'STATUS_ACTIVE',
        ignore_cached: 'true',
      });
      expectUsers(active, { total: 1 });
      expect((await quotaOf(own.companyUuid)).active_owners).toBe(1);
    });
  });
});
