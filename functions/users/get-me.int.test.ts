import { admin, makeCompany, makeLocation, makePlatformKey, makeUser } from '../../test/support/fixtures';
import { me } from '../../test/support/users';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { handler } from './get-me';
import { userRecord } from '../../test/support/users';
import { expectProblem, expectRecord } from '../../test/support/responses';

const UNAUTHORIZED = { status: 401, code: 'unauthorized', headers: { 'www-authenticate': 'Bearer' } };

const KEY_FIELDS = ['key_id', 'name', 'user_uuid', 'created_at', 'expires_at', 'revoked_at', 'last_used_at'].sort();

describe('get-me handler', () => {
  it("answers a user key's user record and key record", async () => {
    // Prepare
    const company = await makeCompany();
    const location = await makeLocation(company.companyUuid);
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', {
      locations: [location],
      displayName: 'Max Manager',
    });
    // Act
    const response = await me(manager.key);
    // Assess
    expectRecord(response, {
      record: {
        kind: 'user',
        company_uuid: company.companyUuid,
        user: userRecord({
          user_uuid: manager.userUuid,
          company_uuid: company.companyUuid,
          display_name: 'Max Manager',
          role_code: 'ROLE_COMPANY_MANAGER',
          status_code: 'STATUS_ACTIVE',
          company_location_uuids: [location],
          settings: {},
        }),
        key: {
          key_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: 'cli',
          user_uuid: manager.userUuid,
          created_at: expect.any(String),
          expires_at: null,
          revoked_at: null,
          last_used_at: null,
        },
      },
    });
    expect(Object.keys(response.body.data.key).sort()).toEqual(KEY_FIELDS);
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
    expectRecord(response, {
      record: {
        kind: 'platform',
        company_uuid: null,
        user: null,
        key: {
          key_id: platform.keyId,
          name: 'cli',
          user_uuid: null,
          created_at: expect.any(String),
          expires_at: null,
          revoked_at: null,
          last_used_at: null,
        },
      },
    });
  });

  it('answers 401 without a key, for a revoked key and for a disabled user', async () => {
    const company = await makeCompany();
    const revoked = await admin.createKey({ user: company.ownerUuid });
    await admin.revokeKey({ keyId: revoked.key_id });
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    await admin.setUserStatus({ user: technician.userUuid, status: 'STATUS_DISABLED' });
    const missing = await invoke(handler, withRequest(loadEvent('get-me/basic'), { key: null }));
    for (const response of [missing, await me(revoked.api_key), await me(technician.key)])
      expectProblem(response, UNAUTHORIZED);
  });
});
