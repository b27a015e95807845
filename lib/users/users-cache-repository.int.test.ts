import { newId } from '../data/ids';
import { NotFoundError } from '../errors';
import { makeCompany, makeLocation } from '../../test/support/fixtures';
import { usersCacheRepository as cache } from './users-cache-repository';

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

describe('users cache repository', () => {
  it('reads the generation the admin CLI moves on a location change', async () => {
    // Prepare
    const company = await makeCompany();
    const before = await cache.getUsersCacheGeneration(company.companyUuid);
    // Act
    await makeLocation(company.companyUuid);
    const after = await cache.getUsersCacheGeneration(company.companyUuid);
    // Assess
    expect(before).toEqual(expect.any(Number));
    expect(after).toBe((before ?? 0) + 1);
  });

  it('moves the generation on reset and returns the new one', async () => {
    const company = await makeCompany();
    const before = await cache.getUsersCacheGeneration(company.companyUuid);
    const reset = await cache.resetUsersCache(company.companyUuid);
    expect(reset).toBe((before ?? 0) + 1);
    expect(await cache.getUsersCacheGeneration(company.companyUuid)).toBe(reset);
  });

  it('knows no generation of a company that does not exist and refuses to reset it', async () => {
    const missing = newId();
    expect(await cache.getUsersCacheGeneration(missing)).toBeUndefined();
    await expect(cache.resetUsersCache(missing)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('returns a stored page until it expires, even while DynamoDB has not deleted it yet', async () => {
    // Prepare
    const company = await makeCompany();
    const key = { companyUuid: company.companyUuid, generation: 0, scope: 'all', paramsHash: 'abc' };
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

  it('keeps entries of other scopes, generations and parameters apart', async () => {
    const company = await makeCompany();
    const key = { companyUuid: company.companyUuid, generation: 3, scope: 'manager:x', paramsHash: 'p' };
    await cache.putCachedUsersPage(key, { n: 1 }, nowSeconds() + 60);
    expect(await cache.getCachedUsersPage({ ...key, scope: 'manager:y' }, nowSeconds())).toBeUndefined();
    expect(await cache.getCachedUsersPage({ ...key, generation: 4 }, nowSeconds())).toBeUndefined();
    expect(await cache.getCachedUsersPage({ ...key, paramsHash: 'q' }, nowSeconds())).toBeUndefined();
    expect(await cache.getCachedUsersPage(key, nowSeconds())).toEqual({ n: 1 });
  });

  it('does not store a page too large for one item', async () => {
    const company = await makeCompany();
    const key = { companyUuid: company.companyUuid, generation: 0, scope: 'all', paramsHash: 'big' };
    const stored = await cache.putCachedUsersPage(key, { data: 'x'.repeat(400 * 1024) }, nowSeconds() + 60);
    expect(stored).toBe(false);
    expect(await cache.getCachedUsersPage(key, nowSeconds())).toBeUndefined();
  });
});
