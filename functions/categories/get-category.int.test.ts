import { handler } from './get-category';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser, type CompanyFixture } from '../../test/support/fixtures';
import { makeCategory } from '../../test/support/categories';
import { expectProblem, expectRecord } from '../../test/support/responses';

function getAs(key: string, categoryUuid: string) {
  return invoke(
    handler,
    withRequest(loadEvent('get-category/basic'), { key, pathParameters: { category_uuid: categoryUuid } }),
  );
}

describe('get-category handler', () => {
  let company: CompanyFixture;
  let category: Awaited<ReturnType<typeof makeCategory>>;

  beforeAll(async () => {
    company = await makeCompany();
    category = await makeCategory(company.ownerKey, {
      name: 'Readable',
      description: 'Read me',
      category_group: 'DRAWING_SYMBOL',
    });
  });

  it('answers 200 with the record and its ETag', async () => {
    // Act
    const response = await getAs(company.ownerKey, category.uuid);
    // Assess
    expectRecord(response, { record: category.record, etag: category.etag });
  });

  it('accepts the uuid in upper case and answers it lower-case', async () => {
    const response = await getAs(company.ownerKey, category.uuid.toUpperCase());
    expectRecord(response, { record: category.record, etag: category.etag });
  });

  it('lets a technician read', async () => {
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    expectRecord(await getAs(technician.key, category.uuid), { record: category.record, etag: category.etag });
  });

  it.each([
    ['an unknown uuid', '018f3c2a-0000-7000-8000-000000000001'],
    ['a non-UUID id', 'not-a-uuid'],
  ])('answers 404 for %s', async (_case, id) => {
    const response = await getAs(company.ownerKey, id);
    expectProblem(response, { status: 404, code: 'not_found' });
  });

  it('answers 404 for a category of another company', async () => {
    const other = await makeCompany();
    const response = await getAs(other.ownerKey, category.uuid);
    expectProblem(response, { status: 404, code: 'not_found' });
  });

  it('answers 403 to a platform key and 401 without a key', async () => {
    const platform = await makePlatformKey();
    expectProblem(await getAs(platform.key, category.uuid), { status: 403, code: 'forbidden' });
    const unauthorized = await invoke(handler, withRequest(loadEvent('get-category/basic'), { key: null }));
    expectProblem(unauthorized, { status: 401, code: 'unauthorized', headers: { 'www-authenticate': 'Bearer' } });
  });
});
