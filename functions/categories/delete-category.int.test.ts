import { handler } from './delete-category';
import { handler as getCategory } from './get-category';
import { invoke, loadEvent, withRequest, type TestResponse } from '../../test/support/invoke';
import {
  makeCompany,
  makePlatformKey,
  makeUser,
  type CompanyFixture,
  setCompanyLimit,
} from '../../test/support/fixtures';
import { categoryBody, makeCategory, postCategory } from '../../test/support/categories';
import { expectNoContent, expectProblem, expectRecord } from '../../test/support/responses';

function deleteAs(key: string, categoryUuid: string, headers: Record<string, string> = {}) {
  return invoke(
    handler,
    withRequest(loadEvent('delete-category/basic'), { key, pathParameters: { category_uuid: categoryUuid }, headers }),
  );
}

async function read(key: string, categoryUuid: string) {
  return invoke(
    getCategory,
    withRequest(loadEvent('get-category/basic'), { key, pathParameters: { category_uuid: categoryUuid } }),
  );
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
    expectNoContent(response);
    expect(response.headers['x-request-id']).toBe('sample-delete-category-basic');
    expectProblem(await read(company.ownerKey, category.uuid), { status: 404, code: 'not_found' });
    expectProblem(await deleteAs(company.ownerKey, category.uuid), { status: 404, code: 'not_found' });
  });

  it('frees the name and the limit slot', async () => {
    const own = await makeCompany();
    await setCompanyLimit(own.companyUuid, 'categories', 1);
    const category = await makeCategory(own.ownerKey, { name: 'Only one' });
    expectNoContent(await deleteAs(own.ownerKey, category.uuid.toUpperCase()));
    expect((await postCategory(own.ownerKey, categoryBody({ name: 'ONLY ONE' }))).status).toBe(201);
  });

  it('deletes with a matching If-Match or *', async () => {
    const first = await makeCategory(company.ownerKey);
    const second = await makeCategory(company.ownerKey);
    expectNoContent(await deleteAs(company.ownerKey, first.uuid, { 'If-Match': first.etag }));
    expectNoContent(await deleteAs(company.ownerKey, second.uuid, { 'If-Match': '*' }));
  });

  it('answers 412 for a stale or weak If-Match and deletes nothing', async () => {
    const category = await makeCategory(company.ownerKey);
    const stale = await deleteAs(company.ownerKey, category.uuid, { 'If-Match': '"stale"' });
    const weak = await deleteAs(company.ownerKey, category.uuid, { 'If-Match': `W/${category.etag}` });
    expectProblem(stale, { status: 412, code: 'precondition_failed' });
    expectProblem(weak, { status: 412, code: 'precondition_failed' });
    expectRecord(await read(company.ownerKey, category.uuid), { record: category.record, etag: category.etag });
  });

  it('lets exactly one of two concurrent deletes succeed', async () => {
    const category = await makeCategory(company.ownerKey);
    const responses = await Promise.all([
      deleteAs(company.ownerKey, category.uuid),
      deleteAs(company.ownerKey, category.uuid),
    ]);
    const [deleted, missing] = [...responses].sort((one, other) => one.status - other.status);
    expectNoContent(deleted as TestResponse);
    expectProblem(missing as TestResponse, { status: 404, code: 'not_found' });
  });

  it('answers 404 for an unknown, a non-UUID and a foreign id', async () => {
    const other = await makeCompany();
    const foreign = await makeCategory(other.ownerKey);
    for (const id of ['018f3c2a-0000-7000-8000-000000000001', 'nope', foreign.uuid]) {
      expectProblem(await deleteAs(company.ownerKey, id), { status: 404, code: 'not_found' });
    }
    expectRecord(await read(other.ownerKey, foreign.uuid), { record: foreign.record, etag: foreign.etag });
  });

  it('answers 403 to a technician and a platform key, 401 without a key', async () => {
    const category = await makeCategory(company.ownerKey);
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const platform = await makePlatformKey();
    expectProblem(await deleteAs(technician.key, category.uuid), { status: 403, code: 'forbidden' });
    expectProblem(await deleteAs(platform.key, category.uuid), { status: 403, code: 'forbidden' });
    expectProblem(await invoke(handler, withRequest(loadEvent('delete-category/basic'), { key: null })), {
      status: 401,
      code: 'unauthorized',
      headers: { 'www-authenticate': 'Bearer' },
    });
    expectRecord(await read(company.ownerKey, category.uuid), { record: category.record, etag: category.etag });
  });

  it('lets a manager delete', async () => {
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    const category = await makeCategory(company.ownerKey);
    expectNoContent(await deleteAs(manager.key, category.uuid));
  });
});
