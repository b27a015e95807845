import { handler as createMyKey } from './create-my-key';
import { handler as deleteMyKey } from './delete-my-key';
import { handler as deleteUserKey } from './delete-user-key';
import { handler as listMyKeys } from './list-my-keys';
import { handler as listUserKeys } from './list-user-keys';
import { handler as listAuditEvents } from '../audit/list-audit-events';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { admin, makeCompany, makePlatformKey, makeUser } from '../../test/support/fixtures';
import { neverLog } from '../../test/support/secrets-registry';
import { me } from '../../test/support/users';

const issue = async (key: string, body: unknown) => {
  const response = await invoke(createMyKey, withRequest(loadEvent('create-my-key/basic'), { key, body }));
  if (typeof response.body?.data?.api_key === 'string') neverLog(response.body.data.api_key);
  return response;
};
const mine = (key: string, query: Record<string, string> = {}) => invoke(listMyKeys, withRequest(loadEvent('list-my-keys/basic'), { key, query }));
const revokeMine = (key: string, keyId: string) => invoke(deleteMyKey, withRequest(loadEvent('delete-my-key/basic'), { key, pathParameters: { key_id: keyId } }));
const theirs = (key: string, companyUuid: string, userUuid: string) =>
  invoke(listUserKeys, withRequest(loadEvent('list-user-keys/basic'), { key, pathParameters: { company_uuid: companyUuid, user_uuid: userUuid } }));
const revokeTheirs = (key: string, companyUuid: string, userUuid: string, keyId: string) =>
  invoke(deleteUserKey, withRequest(loadEvent('delete-user-key/basic'), { key, pathParameters: { company_uuid: companyUuid, user_uuid: userUuid, key_id: keyId } }));

describe('keys through the API', () => {
  it('issues a named, expiring key shown once, which then authenticates and is listed without its secret', async () => {
    const company = await makeCompany();
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const response = await issue(technician.key, { name: 'Van tablet', expires_in_days: 30 });
    expect(response.status).toBe(201);
    const { api_key: apiKey, ...record } = response.body.data;
    expect(apiKey).toMatch(/^bo_[A-Za-z0-9_-]{43}$/);
    expect(record).toEqual({ key_id: expect.any(String), name: 'Van tablet', user_uuid: technician.userUuid, created_at: expect.any(String), expires_at: expect.any(String), revoked_at: null, last_used_at: null });
    const days = (Date.parse(record.expires_at) - Date.parse(record.created_at)) / 86_400_000;
    expect(days).toBe(30);
    expect(response.headers.location).toBe(`/api/v1/me/keys/${record.key_id}`);
    expect((await me(apiKey)).body.data.key).toEqual(record);

    const listed = await mine(technician.key, { sort_by: 'name' });
    expect(listed.body.meta.total).toBe(2);
    expect(listed.body.data.map((key: { name: string }) => key.name)).toEqual(['cli', 'Van tablet']);
    expect(listed.rawBody).not.toContain(apiKey);
  });

  it('refuses an eleventh usable key with 409 limit_exceeded, also under concurrent issues; a revoked one frees a place', async () => {
    const company = await makeCompany();
    const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    // The admin CLI's key is the first usable one: nine more fit, concurrently.
    const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => issue(user.key, { name: `Key ${index}` })));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(9);
    expect(responses.filter((response) => response.status === 409).map((response) => response.body.code)).toEqual(Array(3).fill('limit_exceeded'));
    const one = responses.find((response) => response.status === 201)?.body.data.key_id as string;
    expect((await revokeMine(user.key, one)).status).toBe(204);
    expect((await issue(user.key, { name: 'Replacement' })).status).toBe(201);
  });

  it('revokes the calling key itself, again with 204, and 404 for a key that is not the caller’s', async () => {
    const company = await makeCompany();
    const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const other = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const own = (await me(user.key)).body.data.key.key_id as string;
    const foreign = (await me(other.key)).body.data.key.key_id as string;
    const spare = (await issue(user.key, { name: 'Spare' })).body.data.api_key as string;
    expect((await revokeMine(user.key, foreign)).status).toBe(404);
    expect((await revokeMine(user.key, 'not-a-key')).status).toBe(404);
    expect((await revokeMine(user.key, own)).status).toBe(204);
    expect((await me(user.key)).status).toBe(401);
    expect((await revokeMine(spare, own)).status).toBe(204);
    const listed = await mine(spare);
    expect(listed.body.data.find((key: { key_id: string }) => key.key_id === own).revoked_at).toEqual(expect.any(String));
    expect((await me(other.key)).status).toBe(200);
  });

  it('lets owners, admins and platform keys list and revoke a user’s keys; only owners and platform keys an owner’s', async () => {
    const company = await makeCompany();
    const adminUser = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const platform = await makePlatformKey();
    const listed = await theirs(adminUser.key, company.companyUuid, technician.userUuid);
    expect(listed.status).toBe(200);
    const [cli] = listed.body.data;
    expect((await revokeTheirs(adminUser.key, company.companyUuid, technician.userUuid, cli.key_id)).status).toBe(204);
    expect((await me(technician.key)).status).toBe(401);

    const ownerKeyId = (await me(company.ownerKey)).body.data.key.key_id as string;
    expect((await revokeTheirs(adminUser.key, company.companyUuid, company.ownerUuid, ownerKeyId)).status).toBe(403);
    expect((await theirs(technician.key, company.companyUuid, technician.userUuid)).status).toBe(401);
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    expect((await theirs(manager.key, company.companyUuid, technician.userUuid)).status).toBe(403);
    expect((await theirs(platform.key, company.companyUuid, company.ownerUuid)).body.meta.total).toBe(1);
    expect((await theirs(company.ownerKey, company.companyUuid, '018f3c2a-0000-7000-8000-000000000001')).status).toBe(404);
    expect((await revokeTheirs(platform.key, company.companyUuid, company.ownerUuid, ownerKeyId)).status).toBe(204);
    expect((await me(company.ownerKey)).status).toBe(401);
  });

  it('records key.created and key.revoked, with no secret, and answers 422 for a bad body, 403 to a platform key', async () => {
    const company = await makeCompany();
    const created = await issue(company.ownerKey, { name: 'Audited' });
    await revokeMine(company.ownerKey, created.body.data.key_id);
    const events = await invoke(listAuditEvents, withRequest(loadEvent('list-audit-events/basic'), { key: company.ownerKey, pathParameters: { company_uuid: company.companyUuid }, query: { target_uuid: created.body.data.key_id } }));
    expect(events.body.data.map((event: { type: string }) => event.type)).toEqual(['key.revoked', 'key.created']);
    expect(events.rawBody).not.toContain(created.body.data.api_key);
    for (const body of [{}, { name: '' }, { name: 'x', expires_in_days: 0 }, { name: 'x', expires_in_days: 366 }, { name: 'x', extra: 1 }]) {
      expect((await issue(company.ownerKey, body)).status).toBe(422);
    }
    const platform = await makePlatformKey();
    expect((await mine(platform.key)).status).toBe(403);
    await admin.revokeKey({ keyId: platform.keyId });
  });
});
