import { handler } from './replace-automation';
import { handler as getHandler } from './get-automation';
import { MISSING_UUID, automationBody, makeAutomation } from '../../test/support/automations';
import { invoke, loadEvent, withRequest, type EventOverrides } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser, type CompanyFixture } from '../../test/support/fixtures';
import { ANY_ETAG, expectProblem, expectRecord } from '../../test/support/responses';

function putAutomation(companyUuid: string, automationUuid: string, overrides: EventOverrides) {
  return invoke(
    handler,
    withRequest(loadEvent('replace-automation/basic'), {
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

const replacement = automationBody({
  name: 'Job finished',
  type: 'JOB',
  triggers: [{ type: 'JOB', operator: 'IS_CHANGED_TO', value: 'FINISHED' }],
  actions: [{ action: 'SEND_SMS', value: ['{{customer.phone}}'], settings: { body: 'Your job is done' } }],
});

/** An automation replaced by `replacement`: its ids and created_at kept, every other field replaced or reset. */
const replaced = (automation: Record<string, unknown>) => ({
  automation_uuid: automation.automation_uuid,
  company_uuid: automation.company_uuid,
  name: 'Job finished',
  description: null,
  type: 'JOB',
  is_enabled: true,
  business_hours: null,
  outside_business_hours: 'HOLD',
  triggers: [{ type: 'JOB', operator: 'IS_CHANGED_TO', value: 'FINISHED' }],
  filters: [],
  actions: [{ action: 'SEND_SMS', value: ['{{customer.phone}}'], settings: { body: 'Your job is done' } }],
  created_at: automation.created_at,
  updated_at: expect.any(String),
});

describe('replace-automation handler', () => {
  let company: CompanyFixture;

  beforeAll(async () => {
    company = await makeCompany();
  });

  /** A fully populated automation, so a PUT that omits fields visibly resets them. */
  function makeFull() {
    return makeAutomation(company.ownerKey, company.companyUuid, {
      description: 'Old description',
      is_enabled: false,
      business_hours: { timezone: 'Europe/Berlin', windows: [{ day: 'FRIDAY', start: '09:00', end: '17:00' }] },
      outside_business_hours: 'SKIP',
      filters: [{ type: 'USER', operator: 'IS', value: 'Ann' }],
    });
  }

  it('replaces every editable field, resets omitted ones to their defaults and changes the ETag', async () => {
    // Prepare
    const { automation, etag } = await makeFull();
    // Act
    const response = await putAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: replacement,
    });
    // Assess
    expectRecord(response, { record: { ...replaced(automation), company_uuid: company.companyUuid }, etag: ANY_ETAG });
    expect(response.body.data.updated_at >= String(automation.created_at)).toBe(true);
    expect(response.headers.etag).not.toBe(etag);
    const read = await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid);
    expectRecord(read, { record: response.body.data, etag: response.headers.etag });
  });

  it('accepts what GET answered, read-only fields included', async () => {
    const { automation } = await makeFull();
    const response = await putAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { ...automation, name: 'Renamed', created_at: '2000-01-01T00:00:00.000Z' },
    });
    expectRecord(response, {
      record: { ...automation, name: 'Renamed', updated_at: expect.any(String) },
      etag: ANY_ETAG,
    });
  });

  it('honours If-Match: the current ETag and * succeed, a stale or weak one answers 412 and writes nothing', async () => {
    // Prepare
    const { automation, etag } = await makeFull();
    // Act
    const stale = await putAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: replacement,
      headers: { 'If-Match': '"stale"' },
    });
    const weak = await putAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: replacement,
      headers: { 'If-Match': `W/${etag}` },
    });
    const afterFailures = await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid);
    const current = await putAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: replacement,
      headers: { 'If-Match': `"other", ${etag}` },
    });
    const reused = await putAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: replacement,
      headers: { 'If-Match': etag },
    });
    const star = await putAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: replacement,
      headers: { 'If-Match': '*' },
    });
    // Assess
    expectProblem(stale, { status: 412, code: 'precondition_failed' });
    expectProblem(weak, { status: 412, code: 'precondition_failed' });
    expectRecord(afterFailures, { record: automation, etag });
    expectRecord(current, { record: replaced(automation), etag: ANY_ETAG });
    expectProblem(reused, { status: 412, code: 'precondition_failed' });
    expectRecord(star, { record: replaced(automation), etag: ANY_ETAG });
  });

  it('checks the automationUuid query parameter against the path', async () => {
    const { automation } = await makeFull();
    const mismatch = await putAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: replacement,
      query: { automationUuid: MISSING_UUID },
    });
    const match = await putAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: replacement,
      query: { automationUuid: automation.automation_uuid.toUpperCase() },
    });
    expectProblem(mismatch, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'automationUuid', code: 'mismatch', message: expect.any(String) }],
    });
    expectRecord(match, { record: replaced(automation), etag: ANY_ETAG });
  });

  it('answers 422 when a read-only uuid in the body differs from the path', async () => {
    const { automation } = await makeFull();
    const other = await makeCompany();
    const response = await putAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { ...replacement, automation_uuid: MISSING_UUID, company_uuid: other.companyUuid },
    });
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: ['company_uuid', 'automation_uuid'].map((path) => ({
        path,
        code: 'mismatch',
        message: expect.any(String),
      })),
    });
    expectRecord(await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid), {
      record: automation,
      etag: ANY_ETAG,
    });
  });

  it('answers 422 at outside_business_hours for a value other than HOLD or SKIP, and writes nothing', async () => {
    const { automation, etag } = await makeFull();
    const response = await putAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { ...replacement, outside_business_hours: 'skip' },
    });
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'outside_business_hours', code: 'invalid_enum', message: expect.any(String) }],
    });
    expectRecord(await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid), {
      record: automation,
      etag,
    });
  });

  it('answers 422 when required fields are missing (before looking the record up)', async () => {
    const response = await putAutomation(company.companyUuid, MISSING_UUID, {
      key: company.ownerKey,
      body: { name: 'Only a name' },
    });
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: ['type', 'triggers', 'actions'].map((path) => ({ path, code: 'required', message: expect.any(String) })),
    });
  });

  it('answers 404 for a missing, foreign or non-UUID automation', async () => {
    const other = await makeCompany();
    const { automation: foreign } = await makeAutomation(other.ownerKey, other.companyUuid);
    for (const automationUuid of [MISSING_UUID, foreign.automation_uuid, 'nope']) {
      const response = await putAutomation(company.companyUuid, automationUuid, {
        key: company.ownerKey,
        body: replacement,
      });
      expectProblem(response, { status: 404, code: 'not_found' });
    }
  });

  it('answers 400, 415, 401, 403 and 404 in the check order', async () => {
    const { automation } = await makeFull();
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    const other = await makeCompany();
    const path = automation.automation_uuid;
    expectProblem(
      await putAutomation(company.companyUuid, path, {
        key: company.ownerKey,
        rawBody: '{',
        headers: { 'Content-Type': 'application/json' },
      }),
      { status: 400, code: 'malformed_request' },
    );
    expectProblem(
      await putAutomation(company.companyUuid, path, {
        key: company.ownerKey,
        body: replacement,
        headers: { 'Content-Type': 'text/xml' },
      }),
      { status: 415, code: 'unsupported_media_type' },
    );
    expectProblem(await putAutomation(company.companyUuid, path, { key: null, body: replacement }), {
      status: 401,
      code: 'unauthorized',
      headers: { 'www-authenticate': 'Bearer' },
    });
    expectProblem(await putAutomation(company.companyUuid, path, { key: manager.key, body: replacement }), {
      status: 403,
      code: 'forbidden',
    });
    expectProblem(await putAutomation(company.companyUuid, path, { key: other.ownerKey, body: replacement }), {
      status: 404,
      code: 'not_found',
    });
  });

  it('lets a platform key replace', async () => {
    const { automation } = await makeFull();
    const platform = await makePlatformKey();
    const response = await putAutomation(company.companyUuid, automation.automation_uuid, {
      key: platform.key,
      body: replacement,
    });
    expectRecord(response, { record: replaced(automation), etag: ANY_ETAG });
  });
});
