import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../aws/dynamo';
import { newId } from '../data/ids';
import { NotFoundError } from '../errors';
import { makeCompany, makeLocation } from '../../test/support/fixtures';
import {
  failBeforeDynamo,
  mentioning,
  removeDynamoFaults,
  stallBeforeDynamo,
  throttled,
} from '../../test/support/dynamo-faults';
import { capturedLines } from '../../test/support/log-capture';
import { quotaOf } from '../../test/support/users';
import { usersCacheRepository as cache, usersCacheKey, usersCacheResetsKey } from './users-cache-repository';

const nowSeconds = (): number => Math.floor(Date.now() / 1000);
const ZERO = { changes: 0, resets: 0 };

async function resetsItem(companyUuid: string): Promise<Record<string, unknown> | undefined> {
  return (
    await documentClient.send(
      new GetCommand({ TableName: tableName, Key: usersCacheResetsKey(companyUuid), ConsistentRead: true }),
    )
  ).Item;
}

afterEach(removeDynamoFaults);

describe('users cache repository', () => {
  it('reads the generation the admin CLI moves on a location change', async () => {
    // Prepare
    const company = await makeCompany();
    const before = await cache.getUsersCacheGeneration(company.companyUuid);
    // Act
    await makeLocation(company.companyUuid);
    const after = await cache.getUsersCacheGeneration(company.companyUuid);
    // Assess
    expect(before).toEqual({ changes: expect.any(Number), resets: 0 });
    expect(after).toEqual({ changes: (before?.changes ?? 0) + 1, resets: 0 });
  });

  it('moves the generation on reset and returns the new one, without writing the quota item', async () => {
    // Prepare
    const company = await makeCompany();
    const before = await cache.getUsersCacheGeneration(company.companyUuid);
    const quotaBefore = await quotaOf(company.companyUuid);
    // Act
    const first = await cache.resetUsersCache(company.companyUuid);
    const second = await cache.resetUsersCache(company.companyUuid);
    // Assess
    expect(first).toEqual({ changes: before?.changes, resets: 1 });
    expect(second).toEqual({ changes: before?.changes, resets: 2 });
    expect(await cache.getUsersCacheGeneration(company.companyUuid)).toEqual(second);
    expect(await quotaOf(company.companyUuid)).toEqual(quotaBefore);
  });

  it('knows no generation of a company that does not exist, refuses to reset it and writes nothing', async () => {
    const missing = newId();
    expect(await cache.getUsersCacheGeneration(missing)).toBeUndefined();
    await expect(cache.resetUsersCache(missing)).rejects.toBeInstanceOf(NotFoundError);
    expect(await resetsItem(missing)).toBeUndefined();
  });

  it('returns a stored page until it expires, even while DynamoDB has not deleted it yet', async () => {
    // Prepare
    const company = await makeCompany();
    const key = { companyUuid: company.companyUuid, generation: ZERO, scope: 'all', paramsHash: 'abc' };
    const page = { data: [{ user_uuid: 'u' }], meta: { total: 1 } };
    // Act
    const stored = await cache.putCachedUsersPage(key, page, nowSeconds() + 60);
    const live = await cache.getCachedUsersPage(key, nowSeconds());
    const expired = await cache.getCachedUsersPage(key, nowSeconds() + 61);
    // Assess
    expect(stored).toBe(true);
    expect(live).toEqual(page);
    expect(expired).toBeUndefined();
  });

  it('keeps entries of other scopes, generations and parameters apart, each in a partition of its own', async () => {
    const company = await makeCompany();
    const key = {
      companyUuid: company.companyUuid,
      generation: { changes: 3, resets: 1 },
      scope: 'manager:x',
      paramsHash: 'p',
    };
    await cache.putCachedUsersPage(key, { n: 1 }, nowSeconds() + 60);
    const others = [
      { ...key, scope: 'manager:y' },
      { ...key, generation: { changes: 4, resets: 1 } },
      { ...key, generation: { changes: 3, resets: 2 } },
      { ...key, generation: { changes: 31, resets: 0 } },
      { ...key, paramsHash: 'q' },
    ];
    for (const other of others) expect(await cache.getCachedUsersPage(other, nowSeconds())).toBeUndefined();
    expect(await cache.getCachedUsersPage(key, nowSeconds())).toEqual({ n: 1 });
    const partitions = new Set([key, ...others].map((each) => usersCacheKey(each).PK));
    expect(partitions.size).toBe(others.length + 1);
    expect(partitions.has(usersCacheResetsKey(company.companyUuid).PK)).toBe(false);
  });

  it('needs no migration of local data: no resets item reads as 0, and entries of the former layout are never read', async () => {
    // Prepare: an entry as stored before, in the company's one cache partition
    const company = await makeCompany();
    const generation = await cache.getUsersCacheGeneration(company.companyUuid);
    const former = {
      PK: `USERSCACHE#${company.companyUuid}`,
      SK: `${generation?.changes}#all#h`,
      entity: 'users_cache',
      page_json: '{"n":1}',
      expires_at_epoch: nowSeconds() + 60,
    };
    await documentClient.send(new PutCommand({ TableName: tableName, Item: former }));
    // Act
    const page = await cache.getCachedUsersPage(
      { companyUuid: company.companyUuid, generation: generation ?? ZERO, scope: 'all', paramsHash: 'h' },
      nowSeconds(),
    );
    // Assess
    expect(generation?.resets).toBe(0);
    expect(page).toBeUndefined();
  });

  it('does not store a page too large for one item', async () => {
    const company = await makeCompany();
    const key = { companyUuid: company.companyUuid, generation: ZERO, scope: 'all', paramsHash: 'big' };
    const stored = await cache.putCachedUsersPage(key, { data: 'x'.repeat(400 * 1024) }, nowSeconds() + 60);
    expect(stored).toBe(false);
    expect(await cache.getCachedUsersPage(key, nowSeconds())).toBeUndefined();
  });

  it.each([
    ['throttled', throttled],
    ['failed', undefined],
  ])('answers false for a %s put and logs a warning', async (_name, error) => {
    // Prepare
    const company = await makeCompany();
    const key = { companyUuid: company.companyUuid, generation: ZERO, scope: 'all', paramsHash: 'fault' };
    const logged = capturedLines().length;
    failBeforeDynamo(mentioning('PutItem', 'USERSCACHE#'), error);
    // Act
    const stored = await cache.putCachedUsersPage(key, { n: 1 }, nowSeconds() + 60);
    removeDynamoFaults();
    // Assess
    expect(stored).toBe(false);
    expect(await cache.getCachedUsersPage(key, nowSeconds())).toBeUndefined();
    const warnings = capturedLines()
      .slice(logged)
      .map((line) => JSON.parse(line) as { level: string; message: string });
    expect(warnings).toContainEqual(
      expect.objectContaining({ level: 'WARN', message: expect.stringContaining('users list page') }),
    );
  });

  it('gives up a stalled put within its time budget', async () => {
    const company = await makeCompany();
    const key = { companyUuid: company.companyUuid, generation: ZERO, scope: 'all', paramsHash: 'stall' };
    stallBeforeDynamo(mentioning('PutItem', 'USERSCACHE#'), 3000);
    const started = Date.now();
    const stored = await cache.putCachedUsersPage(key, { n: 1 }, nowSeconds() + 60);
    expect(stored).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('treats a failed read as a miss', async () => {
    const company = await makeCompany();
    const key = { companyUuid: company.companyUuid, generation: ZERO, scope: 'all', paramsHash: 'read' };
    await cache.putCachedUsersPage(key, { n: 1 }, nowSeconds() + 60);
    failBeforeDynamo(mentioning('GetItem', 'USERSCACHE#'), throttled);
    expect(await cache.getCachedUsersPage(key, nowSeconds())).toBeUndefined();
  });
});
