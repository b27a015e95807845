import {
  admin,
  makeCompany,
  makeLocation,
  makePlatformKey,
  makeUser,
  setCompanyLimit,
} from '../../test/support/fixtures';
import {
  deleteUser,
  getUser,
  listUsers,
  me,
  quotaOf,
  ownerRecord,
  userCounts,
  userRecord,
} from '../../test/support/users';
import type { TestResponse } from '../../test/support/invoke';
import { ANY_ETAG, expectNoContent, expectPage, expectProblem, expectRecord } from '../../test/support/responses';

const NOT_FOUND = { status: 404, code: 'not_found' };
const FORBIDDEN = { status: 403, code: 'forbidden' };
const UNAUTHORIZED = { status: 401, code: 'unauthorized', headers: { 'www-authenticate': 'Bearer' } };
/** The user still there, read back whole and unchanged since `before` (a read of it). */
const expectStill = (response: TestResponse, before: TestResponse) =>
  expectRecord(response, { record: before.body.data, etag: before.headers.etag });
/** A first page of users with the meta given. */
const expectUsers = (response: TestResponse, meta: Record<string, unknown>) =>
  expectPage(response, {
    data: expect.any(Array),
    meta: { page: 1, page_size: 25, total_pages: 1, sort_by: 'created_at', sort_order: 'asc', ...meta },
  });

describe('delete-company-user handler', () => {
  it('answers 204, after which the user is 404, their keys 401 and the counters exact', async () => {
    // Prepare
    const company = await makeCompany();
    const location = await makeLocation(company.companyUuid);
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [location] });
    const second = await admin.createKey({ user: manager.userUuid });
    const before = await quotaOf(company.companyUuid);
    // Act
    const response = await deleteUser(company.ownerKey, company.companyUuid, manager.userUuid);
    // Assess
    expectNoContent(response);
    expectProblem(await getUser(company.ownerKey, company.companyUuid, manager.userUuid), NOT_FOUND);
    expectProblem(await deleteUser(company.ownerKey, company.companyUuid, manager.userUuid), NOT_FOUND);
    expectProblem(await me(manager.key), UNAUTHORIZED);
    expectProblem(await me(second.api_key), UNAUTHORIZED);
    const after = await quotaOf(company.companyUuid);
    expect((after.counts as { users: number }).users).toBe((before.counts as { users: number }).users - 1);
    expect(after.users_cache_generation).toBe((before.users_cache_generation as number) + 1);
    expect(
      await userCounts(company.companyUuid, [
        'total',
        `location=${location}`,
        'role_code=ROLE_COMPANY_MANAGER',
        'status_code=STATUS_ACTIVE',
      ]),
    ).toEqual([1, 0, 0, 1]);
    await expect(admin.createKey({ user: manager.userUuid })).rejects.toThrow(/does not exist/);
  });

  it('frees its place in the users limit', async () => {
    const company = await makeCompany();
    await setCompanyLimit(company.companyUuid, 'users', 2);
    const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    await expect(makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN')).rejects.toThrow(/limit/);
    expectNoContent(await deleteUser(company.ownerKey, company.companyUuid, user.userUuid));
    await expect(makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN')).resolves.toBeDefined();
  });

  it('invalidates the cached users lists', async () => {
    const company = await makeCompany();
    const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    expectUsers(await listUsers(company.ownerKey, company.companyUuid), { total: 2, cached: expect.any(Boolean) });
    expectUsers(await listUsers(company.ownerKey, company.companyUuid), { total: 2, cached: true });
    await deleteUser(company.ownerKey, company.companyUuid, user.userUuid);
    expectUsers(await listUsers(company.ownerKey, company.companyUuid), { total: 1, cached: false });
  });

  it('refuses managers and technicians (403) and anyone their own user (403 at the role step)', async () => {
    const company = await makeCompany();
    const location = await makeLocation(company.companyUuid);
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [location] });
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [location] });
    const adminUser = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const adminBefore = await getUser(company.ownerKey, company.companyUuid, adminUser.userUuid);
    expectRecord(adminBefore, {
      record: userRecord({
        user_uuid: adminUser.userUuid,
        company_uuid: company.companyUuid,
        role_code: 'ROLE_COMPANY_ADMIN',
      }),
      etag: ANY_ETAG,
    });
    expectProblem(await deleteUser(manager.key, company.companyUuid, technician.userUuid), FORBIDDEN);
    expectProblem(await deleteUser(technician.key, company.companyUuid, technician.userUuid), FORBIDDEN);
    expectProblem(await deleteUser(adminUser.key, company.companyUuid, adminUser.userUuid), FORBIDDEN);
    expectProblem(await deleteUser(company.ownerKey, company.companyUuid, company.ownerUuid), FORBIDDEN);
    expectStill(await getUser(company.ownerKey, company.companyUuid, adminUser.userUuid), adminBefore);
  });

  it('lets only an owner or a platform key delete an owner, never the last active one (409 last_owner)', async () => {
    const company = await makeCompany();
    const adminUser = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const second = await makeUser(company.companyUuid, 'ROLE_COMPANY_OWNER');
    expectProblem(await deleteUser(adminUser.key, company.companyUuid, second.userUuid), FORBIDDEN);
    expectNoContent(await deleteUser(company.ownerKey, company.companyUuid, second.userUuid));
    const platform = await makePlatformKey();
    const ownerBefore = await getUser(platform.key, company.companyUuid, company.ownerUuid);
    expectRecord(ownerBefore, { record: ownerRecord(company), etag: ANY_ETAG });
    expectProblem(await deleteUser(platform.key, company.companyUuid, company.ownerUuid), {
      status: 409,
      code: 'last_owner',
      detail: 'The company must keep at least one active owner',
    });
    expectStill(await getUser(platform.key, company.companyUuid, company.ownerUuid), ownerBefore);
    expect((await quotaOf(company.companyUuid)).active_owners).toBe(1);
  });

  it('deletes a disabled owner, which is no active owner', async () => {
    const company = await makeCompany();
    const disabled = await makeUser(company.companyUuid, 'ROLE_COMPANY_OWNER', { status: 'STATUS_DISABLED' });
    expect((await quotaOf(company.companyUuid)).active_owners).toBe(1);
    expectNoContent(await deleteUser(company.ownerKey, company.companyUuid, disabled.userUuid));
    expect((await quotaOf(company.companyUuid)).active_owners).toBe(1);
  });

  it('answers 404 for a user the caller may not see or of another company', async () => {
    const company = await makeCompany();
    const other = await makeCompany();
    const user = await makeUser(other.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    expectProblem(await deleteUser(company.ownerKey, company.companyUuid, user.userUuid), NOT_FOUND);
    expectProblem(await deleteUser(company.ownerKey, other.companyUuid, user.userUuid), NOT_FOUND);
    expectProblem(await deleteUser(company.ownerKey, company.companyUuid, 'not-a-uuid'), NOT_FOUND);
  });

  it('answers 412 for a stale If-Match and deletes nothing; deletes with the current one', async () => {
    const company = await makeCompany();
    const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const before = await getUser(company.ownerKey, company.companyUuid, user.userUuid);
    const etag = before.headers.etag as string;
    expectRecord(before, {
      record: userRecord({ user_uuid: user.userUuid, company_uuid: company.companyUuid }),
      etag: ANY_ETAG,
    });
    const stale = await deleteUser(company.ownerKey, company.companyUuid, user.userUuid, { 'If-Match': '"stale"' });
    expectProblem(stale, { status: 412, code: 'precondition_failed' });
    expectStill(await getUser(company.ownerKey, company.companyUuid, user.userUuid), before);
    expectNoContent(await deleteUser(company.ownerKey, company.companyUuid, user.userUuid, { 'If-Match': etag }));
  });

  it('lets exactly one of two concurrent deletes succeed, counting the user once', async () => {
    const company = await makeCompany();
    const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const answers = await Promise.all(
      [1, 2].map(() => deleteUser(company.ownerKey, company.companyUuid, user.userUuid)),
    );
    const [deleted, missing] = [...answers].sort((one, other) => one.status - other.status);
    expectNoContent(deleted as TestResponse);
    expectProblem(missing as TestResponse, NOT_FOUND);
    expect(await userCounts(company.companyUuid, ['total', 'role_code=ROLE_COMPANY_TECHNICIAN'])).toEqual([1, 0]);
    expect(((await quotaOf(company.companyUuid)).counts as { users: number }).users).toBe(1);
  });
});
