import { admin, makeCompany, makeLocation, makePlatformKey, makeUser } from '../../test/support/fixtures';
import { me } from '../../test/support/users';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { handler } from './get-me';

const KEY_FIELDS = ['key_id', 'name', 'user_uuid', 'created_at', 'expires_at', 'revoked_at', 'last_used_at'].sort();

describe('get-me handler', () => {
  it("answers a user key's user record and key record", async () => {
    // Prepare
    const company = await makeCompany();
    const location = await makeLocation(company.companyUuid);
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [location], displayName: 'Max Manager' });
    // Act
    const response = await me(manager.key);
    // Assess
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBeDefined();
    const data = response.body.data;
    expect(data.kind).toBe('user');
    expect(data.company_uuid).toBe(company.companyUuid);
    expect(data.user).toMatchObject({
      user_uuid: manager.userUuid,
      company_uuid: company.companyUuid,
      display_name: 'Max Manager',
      role_code: 'ROLE_COMPANY_MANAGER',
      status_code: 'STATUS_ACTIVE',
      company_location_uuids: [location],
      settings: {},
    });
    expect(Object.keys(data.key).sort()).toEqual(KEY_FIELDS);
    expect(data.key).toMatchObject({ name: 'cli', user_uuid: manager.userUuid, expires_at: null, revoked_at: null, last_used_at: null });
    expect(data.key.key_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('tells two keys of one user apart', async () => {
    const company = await makeCompany();
    const second = await admin.createKey({ user: company.ownerUuid });
    const [first, other] = [await me(company.ownerKey), await me(second.api_key)];
    expect(other.body.data.key.key_id).toBe(second.key_id);
    expect(first.body.data.key.key_id).not.toBe(second.key_id);
    expect(first.body.data.user.role_code).toBe('ROLE_COMPANY_OWNER');
  });

  it('answers a platform key with no company and no user', async () => {
    const platform = await makePlatformKey();
    const response = await me(platform.key);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ kind: 'platform', company_uuid: null, user: null });
    expect(response.body.data.key).toMatchObject({ key_id: platform.keyId, name: 'cli', user_uuid: null, expires_at: null });
  });

  it('answers 401 without a key, for a revoked key and for a disabled user', async () => {
    const company = await makeCompany();
    const revoked = await admin.createKey({ user: company.ownerUuid });
    await admin.revokeKey({ keyId: revoked.key_id });
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    await admin.setUserStatus({ user: technician.userUuid, status: 'STATUS_DISABLED' });
    const missing = await invoke(handler, withRequest(loadEvent('get-me/basic'), { key: null }));
    expect([missing.status, (await me(revoked.api_key)).status, (await me(technician.key)).status]).toEqual([401, 401, 401]);
  });
});
