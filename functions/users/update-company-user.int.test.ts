import { LastOwnerError } from '../../lib/errors';
import { admin, makeCompany, makeLocation, makePlatformKey, makeUser } from '../../test/support/fixtures';
import { deleteUser, getUser, listUsers, me, patchUser, quotaOf, userCounts } from '../../test/support/users';

type Company = Awaited<ReturnType<typeof makeCompany>>;

describe('update-company-user handler', () => {
  let company: Company;
  let north: string;
  let south: string;

  beforeAll(async () => {
    company = await makeCompany();
    [north, south] = [await makeLocation(company.companyUuid, 'North'), await makeLocation(company.companyUuid, 'South')];
  });

  describe('fields', () => {
    it('changes only the fields sent, answering the record and a new ETag', async () => {
      // Prepare
      const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { displayName: 'Tom Tech', locations: [north] });
      const before = await getUser(company.ownerKey, company.companyUuid, user.userUuid);
      // Act
      const response = await patchUser(company.ownerKey, company.companyUuid, user.userUuid, {
        display_name: 'Tom T.',
        phone: '+12125550123',
        settings: { theme: { mode: 'dark' }, '': 1 },
      });
      // Assess
      expect(response.status).toBe(200);
      expect(response.headers.etag).not.toBe(before.headers.etag);
      expect(response.body.data).toMatchObject({
        display_name: 'Tom T.',
        first_name: before.body.data.first_name,
        phone: '+12125550123',
        settings: { theme: { mode: 'dark' }, '': 1 },
        company_location_uuids: [north],
        role_code: 'ROLE_COMPANY_TECHNICIAN',
      });
      const after = await getUser(company.ownerKey, company.companyUuid, user.userUuid);
      expect(after.body.data).toEqual(response.body.data);
      expect(after.headers.etag).toBe(response.headers.etag);
    });

    it('resets settings with null and first and last names with null', async () => {
      const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { displayName: 'Ann Other' });
      await patchUser(user.key, company.companyUuid, user.userUuid, { settings: { a: 1 } });
      const response = await patchUser(user.key, company.companyUuid, user.userUuid, { settings: null, first_name: null, last_name: null });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ settings: {}, first_name: null, last_name: null });
    });

    it('accepts read-only fields sent back as read, and ignores email', async () => {
      const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
      const read = (await getUser(user.key, company.companyUuid, user.userUuid)).body.data;
      const response = await patchUser(user.key, company.companyUuid, user.userUuid, { ...read, email: 'changed@example.com', display_name: 'Renamed' });
      expect(response.status).toBe(200);
      expect(response.body.data.email).toBe(read.email);
      expect(response.body.data.display_name).toBe('Renamed');
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
        expect([response.status, response.body.code, response.body.errors?.map((issue: { path: string }) => issue.path)]).toEqual([422, 'validation_failed', [path]]);
      }
    });

    it('answers 422 before 404 for a user that does not exist', async () => {
      const missing = '0190f3a4-5b6c-7d8e-9f01-000000000055';
      expect((await patchUser(company.ownerKey, company.companyUuid, missing, { display_name: '' })).status).toBe(422);
      expect((await patchUser(company.ownerKey, company.companyUuid, missing, { display_name: 'x' })).status).toBe(404);
      expect((await patchUser(company.ownerKey, company.companyUuid, 'not-a-uuid', { display_name: 'x' })).status).toBe(404);
    });

    it('sets locations in any case, stored lower-case, and keeps the list counters exact', async () => {
      const own = await makeCompany();
      const [a, b] = [await makeLocation(own.companyUuid, 'A'), await makeLocation(own.companyUuid, 'B')];
      const user = await makeUser(own.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [a] });
      const response = await patchUser(own.ownerKey, own.companyUuid, user.userUuid, { company_location_uuids: [b.toUpperCase()], role_code: 'ROLE_COMPANY_MANAGER', status_code: 'STATUS_DISABLED' });
      expect(response.status).toBe(200);
      expect(response.body.data.company_location_uuids).toEqual([b]);
      expect(
        await userCounts(own.companyUuid, ['total', `location=${a}`, `location=${b}`, 'role_code=ROLE_COMPANY_TECHNICIAN', 'role_code=ROLE_COMPANY_MANAGER', 'status_code=STATUS_ACTIVE', 'status_code=STATUS_DISABLED']),
      ).toEqual([2, 0, 1, 0, 1, 1, 1]);
      const filtered = await listUsers(own.ownerKey, own.companyUuid, { filter_by_company_location_uuid: b, ignore_cached: 'true' });
      expect(filtered.body.meta.total).toBe(1);
    });
  });

  describe('who may change what', () => {
    it('lets managers and technicians change their own fields but no one else (403 at the role step)', async () => {
      const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [north] });
      const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [north] });
      expect((await patchUser(manager.key, company.companyUuid, manager.userUuid, { display_name: 'Me' })).status).toBe(200);
      const other = await patchUser(manager.key, company.companyUuid, technician.userUuid, { display_name: 'You' });
      expect([other.status, other.body.code]).toEqual([403, 'forbidden']);
      // Decided by the path: before the body's 422 and the record's 404.
      expect((await patchUser(technician.key, company.companyUuid, manager.userUuid, { display_name: '' })).status).toBe(403);
      expect((await patchUser(technician.key, company.companyUuid, '0190f3a4-5b6c-7d8e-9f01-000000000055', {})).status).toBe(403);
    });

    it('refuses a self-only caller a managed field with a new value (403), accepts it unchanged', async () => {
      const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [north] });
      const same = await patchUser(technician.key, company.companyUuid, technician.userUuid, {
        role_code: 'ROLE_COMPANY_TECHNICIAN',
        status_code: 'STATUS_ACTIVE',
        company_location_uuids: [north],
      });
      expect(same.status).toBe(200);
      for (const body of [{ role_code: 'ROLE_COMPANY_MANAGER' }, { status_code: 'STATUS_DISABLED' }, { company_location_uuids: [north, south] }]) {
        const response = await patchUser(technician.key, company.companyUuid, technician.userUuid, body);
        expect([response.status, response.body.code]).toEqual([403, 'forbidden']);
      }
      // 422 first.
      expect((await patchUser(technician.key, company.companyUuid, technician.userUuid, { role_code: 'ROLE_PLATFORM_ADMIN' })).status).toBe(422);
    });

    it('refuses anyone their own role or status change', async () => {
      const adminUser = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
      expect((await patchUser(adminUser.key, company.companyUuid, adminUser.userUuid, { role_code: 'ROLE_COMPANY_MANAGER' })).status).toBe(403);
      expect((await patchUser(company.ownerKey, company.companyUuid, company.ownerUuid, { status_code: 'STATUS_DISABLED' })).status).toBe(403);
      // Their own locations they may change.
      expect((await patchUser(adminUser.key, company.companyUuid, adminUser.userUuid, { company_location_uuids: [south] })).status).toBe(200);
    });

    it('lets only an owner or a platform key give or take the owner role or change an owner', async () => {
      const own = await makeCompany();
      const adminUser = await makeUser(own.companyUuid, 'ROLE_COMPANY_ADMIN');
      const manager = await makeUser(own.companyUuid, 'ROLE_COMPANY_MANAGER');
      expect((await patchUser(adminUser.key, own.companyUuid, manager.userUuid, { role_code: 'ROLE_COMPANY_OWNER' })).status).toBe(403);
      expect((await patchUser(adminUser.key, own.companyUuid, own.ownerUuid, { display_name: 'Not yours' })).status).toBe(403);
      expect((await patchUser(adminUser.key, own.companyUuid, manager.userUuid, { role_code: 'ROLE_COMPANY_TECHNICIAN' })).status).toBe(200);
      expect((await patchUser(own.ownerKey, own.companyUuid, manager.userUuid, { role_code: 'ROLE_COMPANY_OWNER' })).status).toBe(200);
      const platform = await makePlatformKey();
      expect((await patchUser(platform.key, own.companyUuid, manager.userUuid, { role_code: 'ROLE_COMPANY_ADMIN' })).status).toBe(200);
      expect((await quotaOf(own.companyUuid)).active_owners).toBe(1);
    });

    it('answers 404 for a user the caller may not see, and 409 for switching an invited user', async () => {
      const invited = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { status: 'STATUS_INVITED' });
      const response = await patchUser(company.ownerKey, company.companyUuid, invited.userUuid, { status_code: 'STATUS_ACTIVE' });
      expect([response.status, response.body.code]).toEqual([409, 'conflict']);
      expect((await patchUser(company.ownerKey, company.companyUuid, invited.userUuid, { display_name: 'Still invited' })).status).toBe(200);
      const other = await makeCompany();
      expect((await patchUser(other.ownerKey, other.companyUuid, invited.userUuid, { display_name: 'x' })).status).toBe(404);
    });
  });

  describe('state after a change', () => {
    it('disabling a user makes their keys answer 401 at once, enabling them again restores them', async () => {
      const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
      expect((await me(technician.key)).status).toBe(200);
      expect((await patchUser(company.ownerKey, company.companyUuid, technician.userUuid, { status_code: 'STATUS_DISABLED' })).status).toBe(200);
      expect((await me(technician.key)).status).toBe(401);
      expect((await patchUser(company.ownerKey, company.companyUuid, technician.userUuid, { status_code: 'STATUS_ACTIVE' })).status).toBe(200);
      expect((await me(technician.key)).status).toBe(200);
    });

    it('a role or location change applies to the next request of the user', async () => {
      const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [north] });
      const southUser = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [south] });
      expect((await getUser(manager.key, company.companyUuid, southUser.userUuid)).status).toBe(404);
      await patchUser(company.ownerKey, company.companyUuid, manager.userUuid, { company_location_uuids: [south] });
      expect((await getUser(manager.key, company.companyUuid, southUser.userUuid)).status).toBe(200);
      await patchUser(company.ownerKey, company.companyUuid, manager.userUuid, { role_code: 'ROLE_COMPANY_TECHNICIAN' });
      expect((await getUser(manager.key, company.companyUuid, southUser.userUuid)).status).toBe(404);
    });

    it('invalidates the cached users lists', async () => {
      const own = await makeCompany();
      const user = await makeUser(own.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { displayName: 'Before' });
      const first = await listUsers(own.ownerKey, own.companyUuid);
      expect((await listUsers(own.ownerKey, own.companyUuid)).body.meta.cached).toBe(true);
      await patchUser(own.ownerKey, own.companyUuid, user.userUuid, { display_name: 'After', settings: { k: 'v' } });
      const next = await listUsers(own.ownerKey, own.companyUuid);
      expect(first.body.meta.cached).toBe(false);
      expect(next.body.meta.cached).toBe(false);
      expect(next.body.data.find((row: { user_uuid: string }) => row.user_uuid === user.userUuid)).toMatchObject({ display_name: 'After', settings: { k: 'v' } });
    });
  });

  describe('If-Match', () => {
    it('writes with the current ETag or *, answers 412 for a stale one and writes nothing', async () => {
      const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { displayName: 'Etag' });
      const etag = (await getUser(company.ownerKey, company.companyUuid, user.userUuid)).headers.etag as string;
      const written = await patchUser(company.ownerKey, company.companyUuid, user.userUuid, { display_name: 'One' }, { 'If-Match': etag });
      expect(written.status).toBe(200);
      const stale = await patchUser(company.ownerKey, company.companyUuid, user.userUuid, { display_name: 'Two' }, { 'If-Match': etag });
      expect([stale.status, stale.body.code]).toEqual([412, 'precondition_failed']);
      expect((await patchUser(company.ownerKey, company.companyUuid, user.userUuid, { display_name: 'Three' }, { 'If-Match': '*' })).status).toBe(200);
      expect((await getUser(company.ownerKey, company.companyUuid, user.userUuid)).body.data.display_name).toBe('Three');
    });

    it('answers 403 before 412', async () => {
      const adminUser = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
      const response = await patchUser(adminUser.key, company.companyUuid, company.ownerUuid, { display_name: 'x' }, { 'If-Match': '"stale"' });
      expect(response.status).toBe(403);
    });
  });

  describe('last owner', () => {
    it('refuses to demote or disable the last active owner (409 last_owner)', async () => {
      const own = await makeCompany();
      const platform = await makePlatformKey();
      for (const body of [{ role_code: 'ROLE_COMPANY_ADMIN' }, { status_code: 'STATUS_DISABLED' }]) {
        const response = await patchUser(platform.key, own.companyUuid, own.ownerUuid, body);
        expect([response.status, response.body.code]).toEqual([409, 'last_owner']);
      }
      expect((await getUser(platform.key, own.companyUuid, own.ownerUuid)).body.data).toMatchObject({ role_code: 'ROLE_COMPANY_OWNER', status_code: 'STATUS_ACTIVE' });
      expect((await quotaOf(own.companyUuid)).active_owners).toBe(1);
      // The admin CLI keeps the counter too, and refuses the same way.
      await expect(admin.setUserStatus({ user: own.ownerUuid, status: 'STATUS_DISABLED' })).rejects.toThrow(LastOwnerError);
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
        expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('last_owner');
        // The winner is still an owner (the loser's key is now an admin's); either sees every user.
        const owners = await listUsers(answers[0]?.status === 200 ? own.ownerKey : second.key, own.companyUuid, {
          filter_by_role_code: 'ROLE_COMPANY_OWNER',
          ignore_cached: 'true',
        });
        expect(owners.body.meta.total).toBe(1);
        expect((await quotaOf(own.companyUuid)).active_owners).toBe(1);
      }
    });

    it('keeps one active owner under many concurrent demotions, disables and deletes', async () => {
      const own = await makeCompany();
      const platform = await makePlatformKey();
      const owners = [own.ownerUuid];
      for (let index = 0; index < 4; index++) owners.push((await makeUser(own.companyUuid, 'ROLE_COMPANY_OWNER')).userUuid);
      const answers = await Promise.all(
        owners.map((uuid, index) =>
          index % 3 === 0
            ? patchUser(platform.key, own.companyUuid, uuid, { role_code: 'ROLE_COMPANY_MANAGER' })
            : index % 3 === 1
              ? patchUser(platform.key, own.companyUuid, uuid, { status_code: 'STATUS_DISABLED' })
              : deleteUser(platform.key, own.companyUuid, uuid),
        ),
      );
      expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.code)).toEqual(['last_owner']);
      const active = await listUsers(platform.key, own.companyUuid, { filter_by_role_code: 'ROLE_COMPANY_OWNER', filter_by_status_code: 'STATUS_ACTIVE', ignore_cached: 'true' });
      expect(active.body.meta.total).toBe(1);
      expect((await quotaOf(own.companyUuid)).active_owners).toBe(1);
    });
  });
});
