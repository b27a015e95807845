import { handler } from './get-company';
import { companyEtag } from '../../lib/companies/company';
import { companyRepository } from '../../lib/companies/company-repository';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser } from '../../test/support/fixtures';
import { companyRecord } from '../../test/support/companies';
import { expectProblem, expectRecord } from '../../test/support/responses';

function getCompany(key: string, companyUuid: string, query?: Record<string, string>) {
  return invoke(
    handler,
    withRequest(loadEvent('get-company/basic'), { key, pathParameters: { company_uuid: companyUuid }, query }),
  );
}

describe('get-company handler', () => {
  it('answers the whole company record with its ETag', async () => {
    // Prepare
    const company = await makeCompany({ name: 'Get Co' });
    const stored = await companyRepository.getCompany(company.companyUuid);
    // Act
    const response = await getCompany(company.ownerKey, company.companyUuid);
    // Assess
    expectRecord(response, {
      etag: stored && companyEtag(stored),
      // The fixture's whole record, its name the one given and its timestamps ISO instants.
      record: companyRecord(company, {
        name: 'Get Co',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      }),
    });
  });

  it('accepts a uuid query parameter equal to the path company in any case', async () => {
    const company = await makeCompany();
    const read = await getCompany(company.ownerKey, company.companyUuid);
    const response = await getCompany(company.ownerKey, company.companyUuid.toUpperCase(), {
      uuid: company.companyUuid.toUpperCase(),
    });
    expectRecord(response, {
      record: companyRecord(company, { created_at: read.body.data.created_at, updated_at: read.body.data.updated_at }),
      etag: read.headers.etag,
    });
  });

  it('answers 422 when the uuid query parameter names another company', async () => {
    const company = await makeCompany();
    const other = await makeCompany();
    const response = await getCompany(company.ownerKey, company.companyUuid, { uuid: other.companyUuid });
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'uuid', code: 'mismatch', message: expect.any(String) }],
    });
  });

  it('answers 422 when the uuid query parameter is not a UUID', async () => {
    const company = await makeCompany();
    const response = await getCompany(company.ownerKey, company.companyUuid, { uuid: 'nope' });
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'uuid', code: expect.any(String), message: expect.any(String) }],
    });
  });

  it('lets technicians and platform keys read the company', async () => {
    const company = await makeCompany();
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const platform = await makePlatformKey();
    const read = await getCompany(company.ownerKey, company.companyUuid);
    expectRecord(await getCompany(technician.key, company.companyUuid), {
      record: read.body.data,
      etag: read.headers.etag,
    });
    expectRecord(await getCompany(platform.key, company.companyUuid), {
      record: read.body.data,
      etag: read.headers.etag,
    });
  });

  it('answers 404 for another company', async () => {
    const company = await makeCompany();
    const other = await makeCompany();
    const response = await getCompany(company.ownerKey, other.companyUuid);
    expectProblem(response, { status: 404, code: 'not_found' });
  });
});
