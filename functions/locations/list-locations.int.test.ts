import { handler as listLocations } from './list-locations';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makeUser } from '../../test/support/fixtures';
import { makeLocationRecord } from '../../test/support/locations';

describe('list-locations handler', () => {
  const list = (key: string, companyUuid: string, query: Record<string, string> = {}) =>
    invoke(listLocations, withRequest(loadEvent('list-locations/basic'), { key, pathParameters: { company_uuid: companyUuid }, query }));

  it('pages, sorts by name case-insensitively, searches name and city, with exact totals', async () => {
    const company = await makeCompany();
    const names = ['delta', 'Alpha', 'charlie', 'Bravo'];
    const created = [];
    for (const name of names) created.push(await makeLocationRecord(company.ownerKey, company.companyUuid, { name, city: name === 'delta' ? 'Alphaville' : null }));

    const byName = await list(company.ownerKey, company.companyUuid, { sort_by: 'name', page_size: '3' });
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((location: { name: string }) => location.name)).toEqual(['Alpha', 'Bravo', 'charlie']);
    expect(byName.body.meta).toEqual({ page: 1, page_size: 3, total: 4, total_pages: 2, sort_by: 'name', sort_order: 'asc' });
    expect(byName.body.data[0]).toEqual(created[1]?.record);

    const newest = await list(company.ownerKey, company.companyUuid, { sort_order: 'DESC' });
    expect(newest.body.data.map((location: { name: string }) => location.name)).toEqual([...names].reverse());

    const search = await list(company.ownerKey, company.companyUuid, { search: 'ALPHA', sort_by: 'name' });
    expect(search.body.data.map((location: { name: string }) => location.name)).toEqual(['Alpha', 'delta']);
    expect(search.body.meta.total).toBe(2);
  });

  it('lets a technician list; 422 for an unknown sort column; 404 for a foreign company', async () => {
    const company = await makeCompany();
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    expect((await list(technician.key, company.companyUuid)).status).toBe(200);
    const invalid = await list(company.ownerKey, company.companyUuid, { sort_by: 'city' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual([expect.objectContaining({ path: 'sort_by', code: 'invalid_enum' })]);
    const other = await makeCompany();
    expect((await list(company.ownerKey, other.companyUuid)).status).toBe(404);
  });
});
