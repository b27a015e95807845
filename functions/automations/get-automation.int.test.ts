import { handler } from './get-automation';
import { MISSING_UUID, makeAutomation } from '../../test/support/automations';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser, type CompanyFixture } from '../../test/support/fixtures';

function getAutomation(key: string | null, companyUuid: string, automationUuid: string) {
  return invoke(handler, withRequest(loadEvent('get-automation/basic'), { key, pathParameters: { company_uuid: companyUuid, automation_uuid: automationUuid } }));
}

describe('get-automation handler', () => {
  let company: CompanyFixture;
  let automation: Record<string, unknown> & { automation_uuid: string };
  let etag: string;

  beforeAll(async () => {
    company = await makeCompany();
    ({ automation, etag } = await makeAutomation(company.ownerKey, company.companyUuid, { description: 'Greets' }));
  });

  it('answers 200 with the record and its ETag', async () => {
    // Act
    const response = await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid);
    // Assess
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: automation });
    expect(response.headers.etag).toBe(etag);
    expect(response.headers['x-request-id']).toBe('sample-get-automation-basic');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('accepts upper-case uuids and answers them lower-case', async () => {
    const response = await getAutomation(company.ownerKey, company.companyUuid.toUpperCase(), automation.automation_uuid.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body.data.automation_uuid).toBe(automation.automation_uuid);
    expect(response.body.data.company_uuid).toBe(company.companyUuid);
  });

  it('answers 404 for an unknown or non-UUID automation id', async () => {
    const unknown = await getAutomation(company.ownerKey, company.companyUuid, MISSING_UUID);
    const malformed = await getAutomation(company.ownerKey, company.companyUuid, 'not-a-uuid');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    expect(malformed.status).toBe(404);
  });

  it("answers 404 for another company's automation, through either company's path", async () => {
    // Prepare
    const other = await makeCompany();
    // Act
    const ownPath = await getAutomation(other.ownerKey, other.companyUuid, automation.automation_uuid);
    const foreignPath = await getAutomation(other.ownerKey, company.companyUuid, automation.automation_uuid);
    // Assess
    expect(ownPath.status).toBe(404);
    expect(foreignPath.status).toBe(404);
  });

  it('answers 401 without a key', async () => {
    const response = await getAutomation(null, company.companyUuid, automation.automation_uuid);
    expect(response.status).toBe(401);
  });

  it('answers 200 to managers and platform keys, 403 to technicians', async () => {
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const platform = await makePlatformKey();
    expect((await getAutomation(manager.key, company.companyUuid, automation.automation_uuid)).status).toBe(200);
    expect((await getAutomation(platform.key, company.companyUuid, automation.automation_uuid)).status).toBe(200);
    expect((await getAutomation(technician.key, company.companyUuid, automation.automation_uuid)).status).toBe(403);
  });

  it('answers 404 to a platform key for a company that does not exist', async () => {
    const platform = await makePlatformKey();
    const response = await getAutomation(platform.key, '01900000-0000-7000-8000-0000000000bb', automation.automation_uuid);
    expect(response.status).toBe(404);
  });
});
