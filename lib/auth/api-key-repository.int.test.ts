/** The key lookup the authorizer makes on each of API Gateway's cache misses, and the usable keys the limit reads. */
import { documentClient } from '../aws/dynamo';
import { makeCompany } from '../../test/support/fixtures';
import { OPERATOR } from '../audit/audit-event';
import { nowIso } from '../data/time';
import { createApiKeyRepository } from './api-key-repository';
import { hashApiKey, newKeyMaterial } from './api-keys';

describe('findKeyByHash', () => {
  const consistency: Array<boolean | undefined> = [];
  beforeAll(() => {
    documentClient.middlewareStack.add(
      (next, context) => async (args) => {
        if (/^Get(Item)?Command$/.test(String(context.commandName)))
          consistency.push((args.input as { ConsistentRead?: boolean }).ConsistentRead);
        return next(args);
      },
      { step: 'initialize', name: 'recordConsistency' },
    );
  });
  afterAll(() => documentClient.middlewareStack.remove('recordConsistency'));

  it('reads strongly consistent, so a key revoked a moment ago is never read as live', async () => {
    // Prepare
    const company = await makeCompany();
    consistency.length = 0;
    // Act
    const key = await createApiKeyRepository(documentClient).findKeyByHash(hashApiKey(company.ownerKey));
    // Assess
    expect(key).toMatchObject({ kind: 'user', company_uuid: company.companyUuid, revoked_at: null });
    expect(consistency).toEqual([true]);
  });
});

describe("a user's usable keys", () => {
  const keys = createApiKeyRepository(documentClient);
  /** A key of the user, as the admin CLI stores one (no limit), expiring at `expiresAt`. */
  const storeKey = async (user: { userUuid: string; companyUuid: string }, expiresAt: string | null) => {
    const { hash, record } = newKeyMaterial({
      kind: 'user',
      company_uuid: user.companyUuid,
      user_uuid: user.userUuid,
      created_at: nowIso(),
      name: 'Stored',
      expires_at: expiresAt,
    });
    await keys.createKey(hash, record);
    return record.key_id;
  };
  const issueWithin = async (user: { userUuid: string; companyUuid: string }, limit: number) => {
    const { hash, record } = newKeyMaterial({
      kind: 'user',
      company_uuid: user.companyUuid,
      user_uuid: user.userUuid,
      created_at: nowIso(),
      name: 'Issued',
      expires_at: null,
    });
    await keys.createKeyWithinLimit(
      hash,
      { ...record, user_uuid: user.userUuid, company_uuid: user.companyUuid },
      limit,
      record.created_at,
      OPERATOR,
    );
    return record.key_id;
  };
  const usableIds = async (userUuid: string) =>
    (await keys.usableKeysOf(userUuid)).entries.map((entry) => entry.split(' ')[1]).sort();

  it('no longer counts an expired key toward the limit, and the next issue drops it', async () => {
    const company = await makeCompany();
    const user = { userUuid: company.ownerUuid, companyUuid: company.companyUuid };
    const cli = (
      await keys.listUserKeys(user.userUuid, {
        page: 1,
        page_size: 25,
        sort_by: 'created_at',
        sort_order: 'asc',
        search: undefined,
      })
    ).data[0]?.key_id;
    const expired = await storeKey(user, '2020-01-01T00:00:00.000Z');
    expect(await usableIds(user.userUuid)).toEqual([cli, expired].sort());
    // The CLI's key and the expired one: one usable key, so a limit of two admits one more, not two.
    const issued = await issueWithin(user, 2);
    expect(await usableIds(user.userUuid)).toEqual([cli, issued].sort());
    await expect(issueWithin(user, 2)).rejects.toMatchObject({ status: 409, code: 'limit_exceeded' });
  });

  it('counts a key until it is revoked, also through the admin CLI, and a later expiry as usable', async () => {
    const company = await makeCompany();
    const user = { userUuid: company.ownerUuid, companyUuid: company.companyUuid };
    const later = await storeKey(user, '2999-01-01T00:00:00.000Z');
    await expect(issueWithin(user, 2)).rejects.toMatchObject({ status: 409, code: 'limit_exceeded' });
    await keys.revokeKey(later, nowIso());
    expect(await usableIds(user.userUuid)).not.toContain(later);
    await expect(issueWithin(user, 2)).resolves.toEqual(expect.any(String));
  });
});
