import { handler } from './get-automation';
import { MISSING_UUID, makeAutomation } from '../../test/support/automations';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser, type CompanyFixture } from '../../test/support/fixtures';
import { expectProblem, expectRecord } from '../../test/support/responses';

function getAutomation(key: string | null, companyUuid: string, automationUuid: string) {
  return invoke(
    handler,
    withRequest(loadEvent('get-automation/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid, automation_uuid: automationUuid },
    }),
  );
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
    expectRecord(response, { record: automation, etag });
    expect(response.headers['x-request-id']).toBe('sample-get-automation-basic');
  });

  it('accepts upper-case uuids and answers them lower-case', async () => {
    const response = await getAutomation(
      company.ownerKey,
      company.companyUuid.toUpperCase(),
      automation.automation_uuid.toUpperCase(),
    );
    expectRecord(response, { record: automation, etag });
    expect(automation.company_uuid).toBe(company.companyUuid);
  });

  it('answers 404 for an unknown or non-UUID automation id', async () => {
    const unknown = await getAutomation(company.ownerKey, company.companyUuid, MISSING_UUID);
    const malformed = await getAutomation(company.ownerKey, company.companyUuid, 'not-a-uuid');
    expectProblem(unknown, { status: 404, code: 'not_found' });
    expectProblem(malformed, { status: 404, code: 'not_found' });
  });

  it("answers 404 for another company's automation, through either company's path", async () => {
    // Prepare
    const other = await makeCompany();
    // Act
    const ownPath = await getAutomation(other.ownerKey, other.companyUuid, automation.automation_uuid);
    const foreignPath = await getAutomation(other.ownerKey, company.companyUuid, automation.automation_uuid);
    // Assess
    expectProblem(ownPath, { status: 404, code: 'not_found' });
    expectProblem(foreignPath, { status: 404, code: 'not_found' });
  });

  it('answers 401 without a key', async () => {
    const response = await getAutomation(null, company.companyUuid, automation.automation_uuid);
    expectProblem(response, { status: 401, code: 'unauthorized', headers: { 'www-authenticate': 'Bearer' } });
  });

  it('answers 200 to managers and platform keys, 403 to technicians', async () => {
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const platform = await makePlatformKey();
    expectRecord(await getAutomation(manager.key, company.companyUuid, automation.automation_uuid), {
      record: automation,
      etag,
    });
    expectRecord(await getAutomation(platform.key, company.companyUuid, automation.automation_uuid), {
      record: automation,
      etag,
    });
    expectProblem(await getAutomation(technician.key, company.companyUuid, automation.automation_uuid), {
      status: 403,
      code: 'forbidden',
    });
  });

  it('answers 404 to a platform key for a company that does not exist', async () => {
    const platform = await makePlatformKey();
    const response = await getAutomation(
      platform.key,
      '01900000-0000-7000-8000-0000000000bb',
      automation.automation_uuid,
    );
    expectProblem(response, { status: 404, code: 'not_found' });
  });
});
