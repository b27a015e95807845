/**
 * A key is a record like the others: read at the Location of its issue with the ETag the issue
 * answered, and revoked under If-Match (a stale tag revokes nothing).
 */
import { handler as createMyKey } from './create-my-key';
import { handler as deleteMyKey } from './delete-my-key';
import { handler as deleteUserKey } from './delete-user-key';
import { handler as getMyKey } from './get-my-key';
import { hashApiKey } from '../../lib/auth/api-keys';
import { keyLookup } from '../../lib/auth/key-lookup';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser } from '../../test/support/fixtures';
import { neverLog } from '../../test/support/secrets-registry';
import { me } from '../../test/support/users';
import { ANY_ETAG, expectNoContent, expectProblem, expectRecord } from '../../test/support/responses';

/** A tag no key ever has. */
const STALE = '"AAAAAAAAAAAAAAAAAAAAAA"';

const issue = async (key: string, name = 'Tablet') => {
  const response = await invoke(createMyKey, withRequest(loadEvent('create-my-key/basic'), { key, body: { name } }));
  expect(response.status).toBe(201);
  const { api_key: apiKey, ...record } = response.body.data as Record<string, unknown> & {
    api_key: string;
    key_id: string;
  };
  neverLog(apiKey);
  return { apiKey, record, etag: response.headers.etag as string, location: response.headers.location as string };
};
const getMine = (key: string, keyId: string) =>
  invoke(getMyKey, withRequest(loadEvent('get-my-key/basic'), { key, pathParameters: { key_id: keyId } }));
const ifMatch = (tag?: string): Record<string, string> => (tag === undefined ? {} : { 'If-Match': tag });
const revokeMine = (key: string, keyId: string, tag?: string) =>
  invoke(
    deleteMyKey,
    withRequest(loadEvent('delete-my-key/basic'), { key, pathParameters: { key_id: keyId }, headers: ifMatch(tag) }),
  );
const revokeTheirs = (key: string, companyUuid: string, userUuid: string, keyId: string, tag?: string) =>
  invoke(
    deleteUserKey,
    withRequest(loadEvent('delete-user-key/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid, user_uuid: userUuid, key_id: keyId },
      headers: ifMatch(tag),
    }),
  );

describe('GET me/keys/{key_id}', () => {
  it('answers the key at the Location of its issue, with the ETag the issue answered', async () => {
    const company = await makeCompany();
    const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const issued = await issue(user.key);
    expect(issued.location).toBe(`/api/v1/me/keys/${issued.record.key_id}`);
    const read = await getMine(user.key, issued.record.key_id);
    expectRecord(read, { record: issued.record, etag: issued.etag });
    expect(read.body.data.api_key).toBeUndefined();
  });

  it("answers 404 for another user's key and an unknown id, 403 to a platform key", async () => {
    const company = await makeCompany();
    const other = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    const foreign = (await me(other.key)).body.data.key.key_id as string;
    expectProblem(await getMine(company.ownerKey, foreign), { status: 404, code: 'not_found' });
    expectProblem(await getMine(company.ownerKey, '0190a1b2-c3d4-7e5f-8a9b-00000000a001'), {
      status: 404,
      code: 'not_found',
    });
    expectProblem(await getMine(company.ownerKey, 'not-a-key'), { status: 404, code: 'not_found' });
    const platform = await makePlatformKey();
    expectProblem(await getMine(platform.key, foreign), { status: 403, code: 'forbidden' });
  });

  it('keeps the ETag when a use is recorded and changes it when the key is revoked', async () => {
    const company = await makeCompany();
    const issued = await issue(company.ownerKey);
    const hash = hashApiKey(issued.apiKey);
    const stored = await keyLookup.findKeyByHash(hash);
    if (!stored) throw new Error('the issued key is not stored');
    await keyLookup.recordUse(hash, stored, new Date());
    const used = await getMine(company.ownerKey, issued.record.key_id);
    expectRecord(used, { record: { ...issued.record, last_used_at: expect.any(String) }, etag: issued.etag });

    expectNoContent(await revokeMine(company.ownerKey, issued.record.key_id));
    const revoked = await getMine(company.ownerKey, issued.record.key_id);
    expectRecord(revoked, {
      record: { ...issued.record, last_used_at: expect.any(String), revoked_at: expect.any(String) },
      etag: ANY_ETAG,
    });
    expect(revoked.headers.etag).not.toBe(issued.etag);
  });
});

describe('DELETE of a key under If-Match', () => {
  it('answers 412 to a stale tag and revokes nothing; the current tag revokes; a revoked key answers 204 to its own tag only', async () => {
    const company = await makeCompany();
    const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const issued = await issue(user.key);
    const keyId = issued.record.key_id;

    expectProblem(await revokeMine(user.key, keyId, STALE), { status: 412, code: 'precondition_failed' });
    expectRecord(await getMine(user.key, keyId), { record: issued.record, etag: issued.etag });
    expect((await me(issued.apiKey)).status).toBe(200);

    expectNoContent(await revokeMine(user.key, keyId, issued.etag));
    expect((await me(issued.apiKey)).status).toBe(401);
    const revoked = await getMine(user.key, keyId);
    // The tag read before the revoke is stale now; the revoked key's own tag (and `*`) still answer 204.
    expectProblem(await revokeMine(user.key, keyId, issued.etag), { status: 412, code: 'precondition_failed' });
    expectNoContent(await revokeMine(user.key, keyId, revoked.headers.etag as string));
    expectNoContent(await revokeMine(user.key, keyId, '*'));
    expectRecord(await getMine(user.key, keyId), { record: revoked.body.data, etag: revoked.headers.etag });
  });

  it('answers 404 before If-Match for a key the caller does not hold', async () => {
    const company = await makeCompany();
    const other = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const foreign = (await me(other.key)).body.data.key.key_id as string;
    expectProblem(await revokeMine(company.ownerKey, foreign, STALE), { status: 404, code: 'not_found' });
    expectProblem(await revokeMine(company.ownerKey, '0190a1b2-c3d4-7e5f-8a9b-00000000a001', STALE), {
      status: 404,
      code: 'not_found',
    });
    expectProblem(
      await revokeTheirs(
        company.ownerKey,
        company.companyUuid,
        other.userUuid,
        '0190a1b2-c3d4-7e5f-8a9b-00000000a001',
        STALE,
      ),
      { status: 404, code: 'not_found' },
    );
  });

  it("honours If-Match on a user's key revoked by an admin", async () => {
    const company = await makeCompany();
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const issued = await issue(technician.key);
    const revoke = (tag: string) =>
      revokeTheirs(company.ownerKey, company.companyUuid, technician.userUuid, issued.record.key_id, tag);
    expectProblem(await revoke(STALE), { status: 412, code: 'precondition_failed' });
    expect((await me(issued.apiKey)).status).toBe(200);
    expectNoContent(await revoke(issued.etag));
    expect((await me(issued.apiKey)).status).toBe(401);
    expectProblem(await revoke(issued.etag), { status: 412, code: 'precondition_failed' });
  });

  it('lets one of two concurrent revokes with the same tag win; the other answers 412', async () => {
    const company = await makeCompany();
    const issued = await issue(company.ownerKey);
    const answers = await Promise.all([
      revokeMine(company.ownerKey, issued.record.key_id, issued.etag),
      revokeMine(company.ownerKey, issued.record.key_id, issued.etag),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 412]);
  });
});
