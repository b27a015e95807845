import { admin, makeCompany, makeLocation, makePlatformKey, makeUser, setCompanyLimit } from '../../test/support/fixtures';
import { deleteUser, getUser, listUsers, me, quotaOf, userCounts } from '../../test/support/users';

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
    expect(response.status).toBe(204);
    expect(response.rawBody).toBe('');
    expect((await getUser(company.ownerKey, company.companyUuid, manager.userUuid)).status).toBe(404);
    expect((await deleteUser(company.ownerKey, company.companyUuid, manager.userUuid)).status).toBe(404);
    expect([(await me(manager.key)).status, (await me(second.api_key)).status]).toEqual([401, 401]);
    const after = await quotaOf(company.companyUuid);
    expect((after.counts as { users: number }).users).toBe((before.counts as { users: number }).users - 1);
    expect(after.users_cache_generation).toBe((before.users_cache_generation as number) + 1);
    expect(await userCounts(company.companyUuid, ['total', `location=${location}`, 'role_code=ROLE_COMPANY_MANAGER', 'status_code=STATUS_ACTIVE'])).toEqual([1, 0, 0, 1]);
    await expect(admin.createKey({ user: manager.userUuid })).rejects.toThrow(/does not exist/);
  });

  it('frees its place in the users limit', async () => {
    const company = await makeCompany();
    await setCompanyLimit(company.companyUuid, 'users', 2);
    const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    await expect(makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN')).rejects.toThrow(/limit/);
    expect((await deleteUser(company.ownerKey, company.companyUuid, user.userUuid)).status).toBe(204);
    await expect(makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN')).resolves.toBeDefined();
  });

  it('invalidates the cached users lists', async () => {
    const company = await makeCompany();
    const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    expect((await listUsers(company.ownerKey, company.companyUuid)).body.meta.total).toBe(2);
    expect((await listUsers(company.ownerKey, company.companyUuid)).body.meta.cached).toBe(true);
    await deleteUser(company.ownerKey, company.companyUuid, user.userUuid);
    const next = await listUsers(company.ownerKey, company.companyUuid);
    expect([next.body.meta.cached, next.body.meta.total]).toEqual([false, 1]);
  });

  it('refuses managers and technicians (403) and anyone their own user (403 at the role step)', async () => {
    const company = await makeCompany();
    const location = await makeLocation(company.companyUuid);
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [location] });
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [location] });
    const adminUser = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    expect((await deleteUser(manager.key, company.companyUuid, technician.userUuid)).status).toBe(403);
    expect((await deleteUser(technician.key, company.companyUuid, technician.userUuid)).status).toBe(403);
    const self = await deleteUser(adminUser.key, company.companyUuid, adminUser.userUuid);
    expect([self.status, self.body.code]).toEqual([403, 'forbidden']);
    expect((await deleteUser(company.ownerKey, company.companyUuid, company.ownerUuid)).status).toBe(403);
    expect((await getUser(company.ownerKey, company.companyUuid, adminUser.userUuid)).status).toBe(200);
  });

  it('lets only an owner or a platform key delete an owner, never the last active one (409 last_owner)', async () => {
    const company = await makeCompany();
    const adminUser = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const second = await makeUser(company.companyUuid, 'ROLE_COMPANY_OWNER');
    expect((await deleteUser(adminUser.key, company.companyUuid, second.userUuid)).status).toBe(403);
    expect((await deleteUser(company.ownerKey, company.companyUuid, second.userUuid)).status).toBe(204);
    const platform = await makePlatformKey();
    const last = await deleteUser(platform.key, company.companyUuid, company.ownerUuid);
    expect([last.status, last.body.code]).toEqual([409, 'last_owner']);
    expect((await getUser(platform.key, company.companyUuid, company.ownerUuid)).status).toBe(200);
    expect((await quotaOf(company.companyUuid)).active_owners).toBe(1);
  });

  it('deletes a disabled owner, which is no active owner', async () => {
    const company = await makeCompany();
    const disabled = await makeUser(company.companyUuid, 'ROLE_COMPANY_OWNER', { status: 'STATUS_DISABLED' });
    expect((await quotaOf(company.companyUuid)).active_owners).toBe(1);
    expect((await deleteUser(company.ownerKey, company.companyUuid, disabled.userUuid)).status).toBe(204);
    expect((await quotaOf(company.companyUuid)).active_owners).toBe(1);
  });

  it('answers 404 for a user the caller may not see or of another company', async () => {
    const company = await makeCompany();
    const other = await makeCompany();
    const user = await makeUser(other.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    expect((await deleteUser(company.ownerKey, company.companyUuid, user.userUuid)).status).toBe(404);
    expect((await deleteUser(company.ownerKey, other.companyUuid, user.userUuid)).status).toBe(404);
    expect((await deleteUser(company.ownerKey, company.companyUuid, 'not-a-uuid')).status).toBe(404);
  });

  it('answers 412 for a stale If-Match and deletes nothing; deletes with the current one', async () => {
    const company = await makeCompany();
    const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const etag = (await getUser(company.ownerKey, company.companyUuid, user.userUuid)).headers.etag as string;
    const stale = await deleteUser(company.ownerKey, company.companyUuid, user.userUuid, { 'If-Match': '"stale"' });
    expect([stale.status, stale.body.code]).toEqual([412, 'precondition_failed']);
    expect((await getUser(company.ownerKey, company.companyUuid, user.userUuid)).status).toBe(200);
    expect((await deleteUser(company.ownerKey, company.companyUuid, user.userUuid, { 'If-Match': etag })).status).toBe(204);
  });

  it('lets exactly one of two concurrent deletes succeed, counting the user once', async () => {
    const company = await makeCompany();
    const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const answers = await Promise.all([1, 2].map(() => deleteUser(company.ownerKey, company.companyUuid, user.userUuid)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 404]);
    expect(await userCounts(company.companyUuid, ['total', 'role_code=ROLE_COMPANY_TECHNICIAN'])).toEqual([1, 0]);
    expect(((await quotaOf(company.companyUuid)).counts as { users: number }).users).toBe(1);
  });
});
