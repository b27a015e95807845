import { handler } from './get-company';
import { companyEtag } from '../../lib/companies/company';
import { companyRepository } from '../../lib/companies/company-repository';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser } from '../../test/support/fixtures';
import { US, US_NY } from '../../test/support/companies';

function getCompany(key: string, companyUuid: string, query?: Record<string, string>) {
  return invoke(handler, withRequest(loadEvent('get-company/basic'), { key, pathParameters: { company_uuid: companyUuid }, query }));
}

describe('get-company handler', () => {
  it('answers the whole company record with its ETag', async () => {
    // Prepare
    const company = await makeCompany({ name: 'Get Co' });
    const stored = await companyRepository.getCompany(company.companyUuid);
    // Act
    const response = await getCompany(company.ownerKey, company.companyUuid);
    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe(stored && companyEtag(stored));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      data: {
        company_uuid: company.companyUuid,
        name: 'Get Co',
        description: null,
        phone: '+12125550100',
        email: 'office@example.com',
        website_url: null,
        google_my_business_listing: null,
        address1: '1 Main Street',
        address2: null,
        city: 'New York',
        postal_code: null,
        country_uuid: US,
        country_state_uuid: US_NY,
        latitude: null,
        longitude: null,
        primary_color: null,
        secondary_color: null,
        image_url: null,
        settings: {},
        custom_settings: {},
        available_integration_uuids: {},
        limits: { automations: null, categories: null, users: null, company_locations: null },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    });
  });

  it('accepts a uuid query parameter equal to the path company in any case', async () => {
    const company = await makeCompany();
    const response = await getCompany(company.ownerKey, company.companyUuid.toUpperCase(), { uuid: company.companyUuid.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.body.data.company_uuid).toBe(company.companyUuid);
  });

  it('answers 422 when the uuid query parameter names another company', async () => {
    const company = await makeCompany();
    const other = await makeCompany();
    const response = await getCompany(company.ownerKey, company.companyUuid, { uuid: other.companyUuid });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([{ path: 'uuid', code: 'mismatch', message: expect.any(String) }]);
  });

  it('answers 422 when the uuid query parameter is not a UUID', async () => {
    const company = await makeCompany();
    const response = await getCompany(company.ownerKey, company.companyUuid, { uuid: 'nope' });
    expect(response.status).toBe(422);
    expect(response.body.errors[0].path).toBe('uuid');
  });

  it('lets technicians and platform keys read the company', async () => {
    const company = await makeCompany();
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const platform = await makePlatformKey();
    expect((await getCompany(technician.key, company.companyUuid)).status).toBe(200);
    expect((await getCompany(platform.key, company.companyUuid)).status).toBe(200);
  });

  it('answers 404 for another company', async () => {
    const company = await makeCompany();
    const other = await makeCompany();
    const response = await getCompany(company.ownerKey, other.companyUuid);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('not_found');
  });
});
