import { handler } from './delete-automation';
import { handler as getHandler } from './get-automation';
import {
  MISSING_UUID,
  automationBody,
  automationCount,
  makeAutomation,
  postAutomation,
} from '../../test/support/automations';
import { invoke, loadEvent, withRequest, type EventOverrides, type TestResponse } from '../../test/support/invoke';
import {
  makeCompany,
  makePlatformKey,
  makeUser,
  type CompanyFixture,
  setCompanyLimit,
} from '../../test/support/fixtures';
import { expectNoContent, expectProblem, expectRecord } from '../../test/support/responses';

function deleteAutomation(companyUuid: string, automationUuid: string, overrides: EventOverrides) {
  return invoke(
    handler,
    withRequest(loadEvent('delete-automation/basic'), {
      pathParameters: { company_uuid: companyUuid, automation_uuid: automationUuid },
      ...overrides,
    }),
  );
}

function getAutomation(key: string, companyUuid: string, automationUuid: string) {
  return invoke(
    getHandler,
    withRequest(loadEvent('get-automation/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid, automation_uuid: automationUuid },
    }),
  );
}

describe('delete-automation handler', () => {
  let company: CompanyFixture;

  beforeAll(async () => {
    company = await makeCompany();
  });

  it('answers 204 with no body, and the record is gone', async () => {
    // Prepare
    const { automation } = await makeAutomation(company.ownerKey, company.companyUuid);
    // Act
    const response = await deleteAutomation(company.companyUuid, automation.automation_uuid, { key: company.ownerKey });
    // Assess
    expectNoContent(response);
    expectProblem(await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid), {
      status: 404,
      code: 'not_found',
    });
    const again = await deleteAutomation(company.companyUuid, automation.automation_uuid, { key: company.ownerKey });
    expectProblem(again, { status: 404, code: 'not_found' });
  });

  it('gives the slot back, so a company at its limit can create again', async () => {
    // Prepare
    const limited = await makeCompany();
    await setCompanyLimit(limited.companyUuid, 'automations', 1);
    const { automation } = await makeAutomation(limited.ownerKey, limited.companyUuid);
    expectProblem(await postAutomation(limited.ownerKey, limited.companyUuid, automationBody()), {
      status: 409,
      code: 'limit_exceeded',
    });
    // Act
    const response = await deleteAutomation(limited.companyUuid, automation.automation_uuid, { key: limited.ownerKey });
    // Assess
    expectNoContent(response);
    expect(await automationCount(limited.companyUuid)).toBe(0);
    expect((await postAutomation(limited.ownerKey, limited.companyUuid, automationBody())).status).toBe(201);
  });

  it('counts down once when the same automation is deleted twice at the same time', async () => {
    const counted = await makeCompany();
    await makeAutomation(counted.ownerKey, counted.companyUuid);
    const { automation } = await makeAutomation(counted.ownerKey, counted.companyUuid);
    const responses = await Promise.all([
      deleteAutomation(counted.companyUuid, automation.automation_uuid, { key: counted.ownerKey }),
      deleteAutomation(counted.companyUuid, automation.automation_uuid, { key: counted.ownerKey }),
    ]);
    const [deleted, missing] = [...responses].sort((one, other) => one.status - other.status);
    expectNoContent(deleted as TestResponse);
    expectProblem(missing as TestResponse, { status: 404, code: 'not_found' });
    expect(await automationCount(counted.companyUuid)).toBe(1);
  });

  it('answers 412 for a stale If-Match and keeps the record; the current ETag deletes', async () => {
    // Prepare
    const { automation, etag } = await makeAutomation(company.ownerKey, company.companyUuid);
    // Act
    const stale = await deleteAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      headers: { 'If-Match': '"stale"' },
    });
    const kept = await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid);
    const current = await deleteAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      headers: { 'If-Match': etag },
    });
    // Assess
    expectProblem(stale, { status: 412, code: 'precondition_failed' });
    expectRecord(kept, { record: automation, etag });
    expectNoContent(current);
  });

  it('answers 404 for a missing, foreign or non-UUID automation, even with If-Match', async () => {
    const other = await makeCompany();
    const { automation: foreign, etag } = await makeAutomation(other.ownerKey, other.companyUuid);
    for (const automationUuid of [MISSING_UUID, foreign.automation_uuid, 'not-a-uuid']) {
      const response = await deleteAutomation(company.companyUuid, automationUuid, {
        key: company.ownerKey,
        headers: { 'If-Match': etag },
      });
      expectProblem(response, { status: 404, code: 'not_found' });
    }
    expectRecord(await getAutomation(other.ownerKey, other.companyUuid, foreign.automation_uuid), {
      record: foreign,
      etag,
    });
  });

  it('answers 401, 403 to managers and technicians, 404 for a foreign company path, 204 to platform keys', async () => {
    const { automation } = await makeAutomation(company.ownerKey, company.companyUuid);
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const other = await makeCompany();
    const platform = await makePlatformKey();
    const send = (key: string | null) => deleteAutomation(company.companyUuid, automation.automation_uuid, { key });
    expectProblem(await send(null), { status: 401, code: 'unauthorized', headers: { 'www-authenticate': 'Bearer' } });
    expectProblem(await send(manager.key), { status: 403, code: 'forbidden' });
    expectProblem(await send(technician.key), { status: 403, code: 'forbidden' });
    expectProblem(await send(other.ownerKey), { status: 404, code: 'not_found' });
    expectNoContent(await send(platform.key));
  });

  it('lets an admin delete', async () => {
    const { automation } = await makeAutomation(company.ownerKey, company.companyUuid);
    const admin = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    expectNoContent(await deleteAutomation(company.companyUuid, automation.automation_uuid, { key: admin.key }));
  });
});
