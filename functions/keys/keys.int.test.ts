import { handler as createMyKey } from './create-my-key';
import { handler as deleteMyKey } from './delete-my-key';
import { handler as deleteUserKey } from './delete-user-key';
import { handler as listMyKeys } from './list-my-keys';
import { handler as listUserKeys } from './list-user-keys';
import { handler as listAuditEvents } from '../audit/list-audit-events';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { admin, makeCompany, makePlatformKey, makeUser } from '../../test/support/fixtures';
import { neverLog } from '../../test/support/secrets-registry';
import { me, userRecord } from '../../test/support/users';
import { ANY_ETAG, expectNoContent, expectPage, expectProblem, expectRecord } from '../../test/support/responses';

const UNAUTHORIZED = { status: 401, code: 'unauthorized', headers: { 'www-authenticate': 'Bearer' } };
/** The meta of a first page of keys, with the members given. */
const meta = (fields: Record<string, unknown>) => ({
  page: 1,
  page_size: 25,
  total_pages: 1,
  sort_by: 'created_at',
  sort_order: 'asc',
  ...fields,
});

/** A whole key record (no secret): the fixtures' `cli` key unless given, never used (handler tests pass no authorizer, which records uses). */
const keyRecord = (fields: Record<string, unknown> & { user_uuid: string }) => ({
  key_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
  name: 'cli',
  created_at: expect.any(String),
  expires_at: null,
  revoked_at: null,
  last_used_at: null,
  ...fields,
});

const issue = async (key: string, body: unknown) => {
  const response = await invoke(createMyKey, withRequest(loadEvent('create-my-key/basic'), { key, body }));
  if (typeof response.body?.data?.api_key === 'string') neverLog(response.body.data.api_key);
  return response;
};
const mine = (key: string, query: Record<string, string> = {}) =>
  invoke(listMyKeys, withRequest(loadEvent('list-my-keys/basic'), { key, query }));
const revokeMine = (key: string, keyId: string) =>
  invoke(deleteMyKey, withRequest(loadEvent('delete-my-key/basic'), { key, pathParameters: { key_id: keyId } }));
const theirs = (key: string, companyUuid: string, userUuid: string) =>
  invoke(
    listUserKeys,
    withRequest(loadEvent('list-user-keys/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid, user_uuid: userUuid },
    }),
  );
const revokeTheirs = (key: string, companyUuid: string, userUuid: string, keyId: string) =>
  invoke(
    deleteUserKey,
    withRequest(loadEvent('delete-user-key/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid, user_uuid: userUuid, key_id: keyId },
    }),
  );

describe('keys through the API', () => {
  it('issues a named, expiring key shown once, which then authenticates and is listed without its secret', async () => {
    const company = await makeCompany();
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const response = await issue(technician.key, { name: 'Van tablet', expires_in_days: 30 });
    expectRecord(response, {
      status: 201,
      record: {
        key_id: expect.any(String),
        name: 'Van tablet',
        user_uuid: technician.userUuid,
        created_at: expect.any(String),
        expires_at: expect.any(String),
        revoked_at: null,
        last_used_at: null,
        api_key: expect.stringMatching(/^bo_[A-Za-z0-9_-]{43}$/),
      },
      etag: ANY_ETAG,
      location: `/api/v1/me/keys/${response.body.data.key_id}`,
    });
    const { api_key: apiKey, ...record } = response.body.data;
    const days = (Date.parse(record.expires_at) - Date.parse(record.created_at)) / 86_400_000;
    expect(days).toBe(30);
    expectRecord(await me(apiKey), {
      record: {
        kind: 'user',
        company_uuid: company.companyUuid,
        user: userRecord({ user_uuid: technician.userUuid, company_uuid: company.companyUuid }),
        key: record,
      },
    });

    const listed = await mine(technician.key, { sort_by: 'name' });
    expectPage(listed, {
      data: [keyRecord({ user_uuid: technician.userUuid }), record],
      meta: meta({ total: 2, sort_by: 'name' }),
    });
    expect(listed.rawBody).not.toContain(apiKey);
  });

  it('refuses an eleventh usable key with 409 limit_exceeded, also under concurrent issues; a revoked one frees a place', async () => {
    const company = await makeCompany();
    const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    // The admin CLI's key is the first usable one: nine more fit, concurrently.
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => issue(user.key, { name: `Key ${index}` })),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(9);
    const refused = responses.filter((response) => response.status === 409);
    expect(refused).toHaveLength(3);
    for (const response of refused) expectProblem(response, { status: 409, code: 'limit_exceeded' });
    const one = responses.find((response) => response.status === 201)?.body.data.key_id as string;
    expectNoContent(await revokeMine(user.key, one));
    const replacement = await issue(user.key, { name: 'Replacement' });
    expectRecord(replacement, {
      status: 201,
      record: keyRecord({
        name: 'Replacement',
        user_uuid: user.userUuid,
        api_key: expect.stringMatching(/^bo_[A-Za-z0-9_-]{43}$/),
      }),
      etag: ANY_ETAG,
      location: `/api/v1/me/keys/${replacement.body.data.key_id}`,
    });
  }, 20_000); // a dozen sequential and concurrent key issues: ~5 s on a loaded 2-core machine

  it('revokes the calling key itself, again with 204, and 404 for a key that is not the caller’s', async () => {
    const company = await makeCompany();
    const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const other = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const own = (await me(user.key)).body.data.key.key_id as string;
    const foreign = (await me(other.key)).body.data.key.key_id as string;
    const spare = (await issue(user.key, { name: 'Spare' })).body.data.api_key as string;
    expectProblem(await revokeMine(user.key, foreign), { status: 404, code: 'not_found' });
    expectProblem(await revokeMine(user.key, 'not-a-key'), { status: 404, code: 'not_found' });
    expectNoContent(await revokeMine(user.key, own));
    expectProblem(await me(user.key), UNAUTHORIZED);
    expectNoContent(await revokeMine(spare, own));
    const listed = await mine(spare);
    expectPage(listed, { data: expect.any(Array), meta: meta({ total: 2 }) });
    expect(listed.body.data.find((key: { key_id: string }) => key.key_id === own).revoked_at).toEqual(
      expect.any(String),
    );
    expectRecord(await me(other.key), {
      record: {
        kind: 'user',
        company_uuid: company.companyUuid,
        user: userRecord({ user_uuid: other.userUuid, company_uuid: company.companyUuid }),
        key: keyRecord({ key_id: foreign, user_uuid: other.userUuid }),
      },
    });
  });

  it('lets owners, admins and platform keys list and revoke a user’s keys; only owners and platform keys an owner’s', async () => {
    const company = await makeCompany();
    const adminUser = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const platform = await makePlatformKey();
    const listed = await theirs(adminUser.key, company.companyUuid, technician.userUuid);
    expectPage(listed, { data: [keyRecord({ user_uuid: technician.userUuid })], meta: meta({ total: 1 }) });
    const [cli] = listed.body.data;
    expectNoContent(await revokeTheirs(adminUser.key, company.companyUuid, technician.userUuid, cli.key_id));
    expectProblem(await me(technician.key), UNAUTHORIZED);

    const ownerKeyId = (await me(company.ownerKey)).body.data.key.key_id as string;
    expectProblem(await revokeTheirs(adminUser.key, company.companyUuid, company.ownerUuid, ownerKeyId), {
      status: 403,
      code: 'forbidden',
    });
    expectProblem(await theirs(technician.key, company.companyUuid, technician.userUuid), UNAUTHORIZED);
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    expectProblem(await theirs(manager.key, company.companyUuid, technician.userUuid), {
      status: 403,
      code: 'forbidden',
    });
    expectPage(await theirs(platform.key, company.companyUuid, company.ownerUuid), {
      data: [keyRecord({ key_id: ownerKeyId, user_uuid: company.ownerUuid })],
      meta: meta({ total: 1 }),
    });
    expectProblem(await theirs(company.ownerKey, company.companyUuid, '018f3c2a-0000-7000-8000-000000000001'), {
      status: 404,
      code: 'not_found',
    });
    expectNoContent(await revokeTheirs(platform.key, company.companyUuid, company.ownerUuid, ownerKeyId));
    expectProblem(await me(company.ownerKey), UNAUTHORIZED);
  });

  it('records key.created and key.revoked, with no secret, and answers 422 for a bad body, 403 to a platform key', async () => {
    const company = await makeCompany();
    const created = await issue(company.ownerKey, { name: 'Audited' });
    await revokeMine(company.ownerKey, created.body.data.key_id);
    const events = await invoke(
      listAuditEvents,
      withRequest(loadEvent('list-audit-events/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid },
        query: { target_uuid: created.body.data.key_id },
      }),
    );
    expectPage(events, { data: expect.any(Array), meta: { total: 2 } });
    expect(events.body.data.map((event: { type: string }) => event.type)).toEqual(['key.revoked', 'key.created']);
    expect(events.rawBody).not.toContain(created.body.data.api_key);
    for (const body of [
      {},
      { name: '' },
      { name: 'x', expires_in_days: 0 },
      { name: 'x', expires_in_days: 366 },
      { name: 'x', extra: 1 },
    ]) {
      expectProblem(await issue(company.ownerKey, body), { status: 422, code: 'validation_failed' });
    }
    const platform = await makePlatformKey();
    expectProblem(await mine(platform.key), { status: 403, code: 'forbidden' });
    await admin.revokeKey({ keyId: platform.keyId });
  });
});
