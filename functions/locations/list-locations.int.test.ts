import { handler as listLocations } from './list-locations';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makeUser } from '../../test/support/fixtures';
import { makeLocationRecord } from '../../test/support/locations';
import { expectPage, expectProblem } from '../../test/support/responses';

describe('list-locations handler', () => {
  const list = (key: string, companyUuid: string, query: Record<string, string> = {}) =>
    invoke(
      listLocations,
      withRequest(loadEvent('list-locations/basic'), { key, pathParameters: { company_uuid: companyUuid }, query }),
    );

  it('pages, sorts by name case-insensitively, searches name and city, with exact totals', async () => {
    const company = await makeCompany();
    const names = ['delta', 'Alpha', 'charlie', 'Bravo'];
    const created = [];
    for (const name of names)
      created.push(
        await makeLocationRecord(company.ownerKey, company.companyUuid, {
          name,
          city: name === 'delta' ? 'Alphaville' : null,
        }),
      );

    const byName = await list(company.ownerKey, company.companyUuid, { sort_by: 'name', page_size: '3' });
    expectPage(byName, {
      data: [created[1]?.record, created[3]?.record, created[2]?.record],
      meta: { page: 1, page_size: 3, total: 4, total_pages: 2, sort_by: 'name', sort_order: 'asc' },
    });

    const newest = await list(company.ownerKey, company.companyUuid, { sort_order: 'DESC' });
    expectPage(newest, {
      data: [...created].reverse().map((location) => location.record),
      meta: { page: 1, page_size: 25, total: 4, total_pages: 1, sort_by: 'created_at', sort_order: 'desc' },
    });

    const search = await list(company.ownerKey, company.companyUuid, { search: 'ALPHA', sort_by: 'name' });
    expectPage(search, {
      data: [created[1]?.record, created[0]?.record],
      meta: { page: 1, page_size: 25, total: 2, total_pages: 1, sort_by: 'name', sort_order: 'asc' },
    });
  });

  it('lets a technician list; 422 for an unknown sort column; 404 for a foreign company', async () => {
    const company = await makeCompany();
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    expectPage(await list(technician.key, company.companyUuid), {
      data: [],
      meta: { page: 1, page_size: 25, total: 0, total_pages: 0, sort_by: 'created_at', sort_order: 'asc' },
    });
    const invalid = await list(company.ownerKey, company.companyUuid, { sort_by: 'city' });
    expectProblem(invalid, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'sort_by', code: 'invalid_enum', message: expect.any(String) }],
    });
    const other = await makeCompany();
    expectProblem(await list(company.ownerKey, other.companyUuid), { status: 404, code: 'not_found' });
  });
});
