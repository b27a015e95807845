import { handler } from './list-categories';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser, type CompanyFixture } from '../../test/support/fixtures';
import { makeCategory } from '../../test/support/categories';
import type { Category } from '../../lib/categories/category';
import { expectPage, expectProblem } from '../../test/support/responses';
import { handler as deleteCategory } from './delete-category';
import { handler as updateCategory } from './update-category';

function listAs(key: string, query?: Record<string, string | string[]>) {
  return invoke(handler, withRequest(loadEvent('list-categories/basic'), { key, query }));
}

describe('list-categories handler', () => {
  let company: CompanyFixture;
  const uuids: Record<string, string> = {};
  /** The records the creates answered, by name: a list answers each whole. */
  const records: Record<string, Category> = {};

  beforeAll(async () => {
    company = await makeCompany();
    // Created one after the other so created_at (and the UUIDv7) order is alpha, bravo, charlie, delta.
    for (const [name, description, group] of [
      ['Alpha plan', 'Yearly boiler service', 'SERVICE_PLAN'],
      ['bravo', null, 'DRAWING_SYMBOL'],
      ['Charlie plan', 'Monthly filter change', 'SERVICE_PLAN'],
      ['Delta', 'Valve symbol for BOILER drawings', 'DRAWING_SYMBOL'],
    ] as const) {
      const made = await makeCategory(company.ownerKey, { name, description, category_group: group });
      uuids[name] = made.uuid;
      records[name] = made.record;
    }
  });

  it('answers the first page in creation order with the list meta', async () => {
    // Act
    const response = await listAs(company.ownerKey);
    // Assess
    expectPage(response, {
      data: expect.any(Array),
      meta: { page: 1, page_size: 25, total: 4, total_pages: 1, sort_by: 'created_at', sort_order: 'asc' },
    });
    expect(response.body.data.map((category: { name: string }) => category.name)).toEqual([
      'Alpha plan',
      'bravo',
      'Charlie plan',
      'Delta',
    ]);
    expect(response.body.data[1]).toEqual({
      category_uuid: uuids.bravo,
      company_uuid: company.companyUuid,
      name: 'bravo',
      description: null,
      category_group: 'DRAWING_SYMBOL',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(response.headers['x-request-id']).toBe('sample-list-categories-basic');
    expect(response.headers['ratelimit-policy']).toBe('"read";q=100000;w=60');
  });

  it('filters by group, sorts by name descending case-insensitively and pages', async () => {
    const response = await invoke(
      handler,
      withRequest(loadEvent('list-categories/filtered'), { key: company.ownerKey }),
    );
    expectPage(response, {
      data: [records['Charlie plan'], records['Alpha plan']],
      meta: { page: 1, page_size: 10, total: 2, total_pages: 1, sort_by: 'name', sort_order: 'desc' },
    });
    expect(response.body.data.map((category: { name: string }) => category.name)).toEqual([
      'Charlie plan',
      'Alpha plan',
    ]);
  });

  it('searches name and description case-insensitively', async () => {
    const response = await listAs(company.ownerKey, { search: 'BOILER' });
    expectPage(response, {
      data: [records['Alpha plan'], records.Delta],
      meta: { page: 1, page_size: 25, total: 2, total_pages: 1, sort_by: 'created_at', sort_order: 'asc' },
    });
    expect(response.body.data.map((category: { name: string }) => category.name)).toEqual(['Alpha plan', 'Delta']);
  });

  it('sorts by category_group with ties broken on uuid', async () => {
    const response = await listAs(company.ownerKey, { sort_by: 'category_group', sort_order: 'ASC' });
    expect(response.body.data.map((category: { category_uuid: string }) => category.category_uuid)).toEqual(
      [uuids.bravo, uuids.Delta, uuids['Alpha plan'], uuids['Charlie plan']].map(String),
    );
    expectPage(response, {
      data: expect.any(Array),
      meta: { page: 1, page_size: 25, total: 4, total_pages: 1, sort_by: 'category_group', sort_order: 'asc' },
    });
  });

  it('cuts pages and answers an empty page past the end', async () => {
    const second = await listAs(company.ownerKey, { page: '2', page_size: '3' });
    const beyond = await listAs(company.ownerKey, { page: '3', page_size: '3' });
    expectPage(second, {
      data: [records.Delta],
      meta: { page: 2, page_size: 3, total: 4, total_pages: 2, sort_by: 'created_at', sort_order: 'asc' },
    });
    expectPage(beyond, {
      data: [],
      meta: { page: 3, page_size: 3, total: 4, total_pages: 2, sort_by: 'created_at', sort_order: 'asc' },
    });
  });

  it('refuses a page past 10,000 records at page, filtered or not', async () => {
    const deepest = await listAs(company.ownerKey, { page: '1000', page_size: '10' });
    const deeper = await listAs(company.ownerKey, { page: '1001', page_size: '10' });
    const filtered = await listAs(company.ownerKey, { page: '401', category_group: 'SERVICE_PLAN' });
    expectPage(deepest, {
      data: [],
      meta: { page: 1000, page_size: 10, total: 4, total_pages: 1, sort_by: 'created_at', sort_order: 'asc' },
    });
    for (const refused of [deeper, filtered]) {
      expectProblem(refused, {
        status: 422,
        code: 'validation_failed',
        errors: [{ path: 'page', code: 'too_big', message: expect.any(String) }],
      });
    }
  });

  it('shows only the caller company and ignores unknown parameters', async () => {
    const other = await makeCompany();
    const foreign = await makeCategory(other.ownerKey, { name: 'Foreign' });
    const response = await listAs(company.ownerKey, { unknown: 'x' });
    expectPage(response, {
      data: expect.any(Array),
      meta: { page: 1, page_size: 25, total: 4, total_pages: 1, sort_by: 'created_at', sort_order: 'asc' },
    });
    expect(response.body.data.map((category: { name: string }) => category.name)).not.toContain('Foreign');
    expectPage(await listAs(other.ownerKey), {
      data: [foreign.record],
      meta: { page: 1, page_size: 25, total: 1, total_pages: 1, sort_by: 'created_at', sort_order: 'asc' },
    });
  });

  it('keeps totals exact under concurrent creates, regroups and deletes', async () => {
    // Prepare
    const busy = await makeCompany();
    const made = await Promise.all(
      Array.from({ length: 16 }, (_, position) =>
        makeCategory(busy.ownerKey, {
          name: `Busy ${position}`,
          category_group: position % 2 === 0 ? 'SERVICE_PLAN' : 'DRAWING_SYMBOL',
        }),
      ),
    );
    // Act: in parallel, delete five, move four to the other group, create four more.
    const request = (uuid: string) => ({ key: busy.ownerKey, pathParameters: { category_uuid: uuid } });
    const deleted = made.slice(0, 5);
    const regrouped = made.slice(5, 9);
    const answers = await Promise.all([
      ...deleted.map((category) =>
        invoke(deleteCategory, withRequest(loadEvent('delete-category/basic'), request(category.uuid))),
      ),
      ...regrouped.map((category) =>
        invoke(
          updateCategory,
          withRequest(loadEvent('update-category/basic'), {
            ...request(category.uuid),
            body: {
              category_group: category.record.category_group === 'SERVICE_PLAN' ? 'DRAWING_SYMBOL' : 'SERVICE_PLAN',
            },
          }),
        ),
      ),
      ...Array.from({ length: 4 }, (_, position) =>
        makeCategory(busy.ownerKey, { name: `Late ${position}`, category_group: 'DRAWING_SYMBOL' }).then(() => ({
          status: 201,
        })),
      ),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array(5).fill(204),
      ...Array(4).fill(200),
      ...Array(4).fill(201),
    ]);
    // Assess: each total equals the records the list pages through.
    const everything = await listAs(busy.ownerKey, { page_size: '100' });
    expect(everything.body.meta.total).toBe(15);
    expect(everything.body.data).toHaveLength(15);
    for (const group of ['SERVICE_PLAN', 'DRAWING_SYMBOL']) {
      const inGroup = await listAs(busy.ownerKey, { page_size: '100', category_group: group });
      const expected = everything.body.data.filter(
        (category: { category_group: string }) => category.category_group === group,
      ).length;
      expect({ group, total: inGroup.body.meta.total, listed: inGroup.body.data.length }).toEqual({
        group,
        total: expected,
        listed: expected,
      });
    }
  });

  it('answers an empty list with zero pages for a company without categories', async () => {
    const empty = await makeCompany();
    const response = await listAs(empty.ownerKey);
    expectPage(response, {
      data: [],
      meta: { page: 1, page_size: 25, total: 0, total_pages: 0, sort_by: 'created_at', sort_order: 'asc' },
    });
  });

  it.each([
    [{ category_group: 'OTHER' }, 'category_group'],
    [{ category_group: '' }, 'category_group'],
    [{ category_group: ['SERVICE_PLAN', 'DRAWING_SYMBOL'] }, 'category_group'],
    [{ page: '0' }, 'page'],
    [{ page_size: '101' }, 'page_size'],
    [{ sort_by: 'description' }, 'sort_by'],
    [{ sort_order: 'up' }, 'sort_order'],
    [{ search: 'x'.repeat(101) }, 'search'],
  ])('answers 422 for %j', async (query, path) => {
    const response = await listAs(company.ownerKey, query);
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path, code: expect.any(String), message: expect.any(String) }],
    });
  });

  it('lets technicians and managers list', async () => {
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    for (const key of [technician.key, manager.key]) {
      expectPage(await listAs(key), {
        data: expect.any(Array),
        meta: { page: 1, page_size: 25, total: 4, total_pages: 1, sort_by: 'created_at', sort_order: 'asc' },
      });
    }
  });

  it('answers 403 to a platform key and 401 without a key', async () => {
    const platform = await makePlatformKey();
    const forbidden = await listAs(platform.key);
    const unauthorized = await invoke(handler, withRequest(loadEvent('list-categories/basic'), { key: null }));
    expectProblem(forbidden, { status: 403, code: 'forbidden' });
    expectProblem(unauthorized, { status: 401, code: 'unauthorized', headers: { 'www-authenticate': 'Bearer' } });
  });
});
