import { handler } from './get-category';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser, type CompanyFixture } from '../../test/support/fixtures';
import { makeCategory } from '../../test/support/categories';

function getAs(key: string, categoryUuid: string) {
  return invoke(handler, withRequest(loadEvent('get-category/basic'), { key, pathParameters: { category_uuid: categoryUuid } }));
}

describe('get-category handler', () => {
  let company: CompanyFixture;
  let category: Awaited<ReturnType<typeof makeCategory>>;

  beforeAll(async () => {
    company = await makeCompany();
    category = await makeCategory(company.ownerKey, { name: 'Readable', description: 'Read me', category_group: 'DRAWING_SYMBOL' });
  });

  it('answers 200 with the record and its ETag', async () => {
    // Act
    const response = await getAs(company.ownerKey, category.uuid);
    // Assess
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: category.record });
    expect(response.headers.etag).toBe(category.etag);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('accepts the uuid in upper case and answers it lower-case', async () => {
    const response = await getAs(company.ownerKey, category.uuid.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body.data.category_uuid).toBe(category.uuid);
  });

  it('lets a technician read', async () => {
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    expect((await getAs(technician.key, category.uuid)).status).toBe(200);
  });

  it.each([
    ['an unknown uuid', '018f3c2a-0000-7000-8000-000000000001'],
    ['a non-UUID id', 'not-a-uuid'],
  ])('answers 404 for %s', async (_case, id) => {
    const response = await getAs(company.ownerKey, id);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'not_found', status: 404 });
  });

  it('answers 404 for a category of another company', async () => {
    const other = await makeCompany();
    const response = await getAs(other.ownerKey, category.uuid);
    expect(response.status).toBe(404);
  });

  it('answers 403 to a platform key and 401 without a key', async () => {
    const platform = await makePlatformKey();
    expect((await getAs(platform.key, category.uuid)).status).toBe(403);
    const unauthorized = await invoke(handler, withRequest(loadEvent('get-category/basic'), { key: null }));
    expect(unauthorized.status).toBe(401);
  });
});
