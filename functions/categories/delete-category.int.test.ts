import { handler } from './delete-category';
import { handler as getCategory } from './get-category';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser, type CompanyFixture, setCompanyLimit } from '../../test/support/fixtures';
import { categoryBody, makeCategory, postCategory } from '../../test/support/categories';

function deleteAs(key: string, categoryUuid: string, headers: Record<string, string> = {}) {
  return invoke(handler, withRequest(loadEvent('delete-category/basic'), { key, pathParameters: { category_uuid: categoryUuid }, headers }));
}

async function read(key: string, categoryUuid: string) {
  return invoke(getCategory, withRequest(loadEvent('get-category/basic'), { key, pathParameters: { category_uuid: categoryUuid } }));
}

describe('delete-category handler', () => {
  let company: CompanyFixture;

  beforeAll(async () => {
    company = await makeCompany();
  });

  it('answers 204 with no body, after which the category is gone', async () => {
    // Prepare
    const category = await makeCategory(company.ownerKey);
    // Act
    const response = await deleteAs(company.ownerKey, category.uuid);
    // Assess
    expect(response.status).toBe(204);
    expect(response.rawBody).toBe('');
    expect(response.headers['x-request-id']).toBe('sample-delete-category-basic');
    expect((await read(company.ownerKey, category.uuid)).status).toBe(404);
    expect((await deleteAs(company.ownerKey, category.uuid)).status).toBe(404);
  });

  it('frees the name and the limit slot', async () => {
    const own = await makeCompany();
    await setCompanyLimit(own.companyUuid, 'categories', 1);
    const category = await makeCategory(own.ownerKey, { name: 'Only one' });
    expect((await deleteAs(own.ownerKey, category.uuid.toUpperCase())).status).toBe(204);
    expect((await postCategory(own.ownerKey, categoryBody({ name: 'ONLY ONE' }))).status).toBe(201);
  });

  it('deletes with a matching If-Match or *', async () => {
    const first = await makeCategory(company.ownerKey);
    const second = await makeCategory(company.ownerKey);
    expect((await deleteAs(company.ownerKey, first.uuid, { 'If-Match': first.etag })).status).toBe(204);
    expect((await deleteAs(company.ownerKey, second.uuid, { 'If-Match': '*' })).status).toBe(204);
  });

  it('answers 412 for a stale or weak If-Match and deletes nothing', async () => {
    const category = await makeCategory(company.ownerKey);
    const stale = await deleteAs(company.ownerKey, category.uuid, { 'If-Match': '"stale"' });
    const weak = await deleteAs(company.ownerKey, category.uuid, { 'If-Match': `W/${category.etag}` });
    expect([stale.status, weak.status]).toEqual([412, 412]);
    expect(stale.body.code).toBe('precondition_failed');
    expect((await read(company.ownerKey, category.uuid)).status).toBe(200);
  });

  it('lets exactly one of two concurrent deletes succeed', async () => {
    const category = await makeCategory(company.ownerKey);
    const responses = await Promise.all([deleteAs(company.ownerKey, category.uuid), deleteAs(company.ownerKey, category.uuid)]);
    expect(responses.map((response) => response.status).sort()).toEqual([204, 404]);
  });

  it('answers 404 for an unknown, a non-UUID and a foreign id', async () => {
    const other = await makeCompany();
    const foreign = await makeCategory(other.ownerKey);
    expect((await deleteAs(company.ownerKey, '018f3c2a-0000-7000-8000-000000000001')).status).toBe(404);
    expect((await deleteAs(company.ownerKey, 'nope')).status).toBe(404);
    expect((await deleteAs(company.ownerKey, foreign.uuid)).status).toBe(404);
    expect((await read(other.ownerKey, foreign.uuid)).status).toBe(200);
  });

  it('answers 403 to a technician and a platform key, 401 without a key', async () => {
    const category = await makeCategory(company.ownerKey);
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const platform = await makePlatformKey();
    expect((await deleteAs(technician.key, category.uuid)).status).toBe(403);
    expect((await deleteAs(platform.key, category.uuid)).status).toBe(403);
    expect((await invoke(handler, withRequest(loadEvent('delete-category/basic'), { key: null }))).status).toBe(401);
    expect((await read(company.ownerKey, category.uuid)).status).toBe(200);
  });

  it('lets a manager delete', async () => {
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    const category = await makeCategory(company.ownerKey);
    expect((await deleteAs(manager.key, category.uuid)).status).toBe(204);
  });
});
