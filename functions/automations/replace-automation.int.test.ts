import { handler } from './replace-automation';
import { handler as getHandler } from './get-automation';
import { MISSING_UUID, automationBody, makeAutomation } from '../../test/support/automations';
import { invoke, loadEvent, withRequest, type EventOverrides } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser, type CompanyFixture } from '../../test/support/fixtures';

function putAutomation(companyUuid: string, automationUuid: string, overrides: EventOverrides) {
  return invoke(
    handler,
    withRequest(loadEvent('replace-automation/basic'), { pathParameters: { company_uuid: companyUuid, automation_uuid: automationUuid }, ...overrides }),
  );
}

function getAutomation(key: string, companyUuid: string, automationUuid: string) {
  return invoke(getHandler, withRequest(loadEvent('get-automation/basic'), { key, pathParameters: { company_uuid: companyUuid, automation_uuid: automationUuid } }));
}

const replacement = automationBody({
  name: 'Job finished',
  type: 'JOB',
  triggers: [{ type: 'JOB', operator: 'IS_CHANGED_TO', value: 'FINISHED' }],
  actions: [{ action: 'SEND_SMS', value: ['{{customer.phone}}'], settings: { body: 'Your job is done' } }],
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
      filters: [{ type: 'USER', operator: 'IS', value: 'Ann' }],
    });
  }

  it('replaces every editable field, resets omitted ones to their defaults and changes the ETag', async () => {
    // Prepare
    const { automation, etag } = await makeFull();
    // Act
    const response = await putAutomation(company.companyUuid, automation.automation_uuid, { key: company.ownerKey, body: replacement });
    // Assess
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      automation_uuid: automation.automation_uuid,
      company_uuid: company.companyUuid,
      name: 'Job finished',
      description: null,
      type: 'JOB',
      is_enabled: true,
      business_hours: null,
      triggers: [{ type: 'JOB', operator: 'IS_CHANGED_TO', value: 'FINISHED' }],
      filters: [],
      actions: [{ action: 'SEND_SMS', value: ['{{customer.phone}}'], settings: { body: 'Your job is done' } }],
      created_at: automation.created_at,
      updated_at: expect.any(String),
    });
    expect(response.body.data.updated_at >= String(automation.created_at)).toBe(true);
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(response.headers.etag).not.toBe(etag);
    const read = await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid);
    expect(read.body.data).toEqual(response.body.data);
    expect(read.headers.etag).toBe(response.headers.etag);
  });

  it('accepts what GET answered, read-only fields included', async () => {
    const { automation } = await makeFull();
    const response = await putAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { ...automation, name: 'Renamed', created_at: '2000-01-01T00:00:00.000Z' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ ...automation, name: 'Renamed', updated_at: expect.any(String) });
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
    const reused = await putAutomation(company.companyUuid, automation.automation_uuid, { key: company.ownerKey, body: replacement, headers: { 'If-Match': etag } });
    const star = await putAutomation(company.companyUuid, automation.automation_uuid, { key: company.ownerKey, body: replacement, headers: { 'If-Match': '*' } });
    // Assess
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('precondition_failed');
    expect(weak.status).toBe(412);
    expect(afterFailures.body.data).toEqual(automation);
    expect(afterFailures.headers.etag).toBe(etag);
    expect(current.status).toBe(200);
    expect(reused.status).toBe(412);
    expect(star.status).toBe(200);
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
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual([{ path: 'automationUuid', code: 'mismatch', message: expect.any(String) }]);
    expect(match.status).toBe(200);
  });

  it('answers 422 when a read-only uuid in the body differs from the path', async () => {
    const { automation } = await makeFull();
    const other = await makeCompany();
    const response = await putAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { ...replacement, automation_uuid: MISSING_UUID, company_uuid: other.companyUuid },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toEqual(['company_uuid', 'automation_uuid']);
    expect((await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid)).body.data).toEqual(automation);
  });

  it('answers 422 when required fields are missing (before looking the record up)', async () => {
    const response = await putAutomation(company.companyUuid, MISSING_UUID, { key: company.ownerKey, body: { name: 'Only a name' } });
    expect(response.status).toBe(422);
    expect(response.body.errors.map((error: { path: string; code: string }) => [error.path, error.code])).toEqual([
      ['type', 'required'],
      ['triggers', 'required'],
      ['actions', 'required'],
    ]);
  });

  it('answers 404 for a missing, foreign or non-UUID automation', async () => {
    const other = await makeCompany();
    const { automation: foreign } = await makeAutomation(other.ownerKey, other.companyUuid);
    for (const automationUuid of [MISSING_UUID, foreign.automation_uuid, 'nope']) {
      const response = await putAutomation(company.companyUuid, automationUuid, { key: company.ownerKey, body: replacement });
      expect(response.status).toBe(404);
    }
  });

  it('answers 400, 415, 401, 403 and 404 in the check order', async () => {
    const { automation } = await makeFull();
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    const other = await makeCompany();
    const path = automation.automation_uuid;
    expect((await putAutomation(company.companyUuid, path, { key: company.ownerKey, rawBody: '{', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    expect((await putAutomation(company.companyUuid, path, { key: company.ownerKey, body: replacement, headers: { 'Content-Type': 'text/xml' } })).status).toBe(415);
    expect((await putAutomation(company.companyUuid, path, { key: null, body: replacement })).status).toBe(401);
    expect((await putAutomation(company.companyUuid, path, { key: manager.key, body: replacement })).status).toBe(403);
    expect((await putAutomation(company.companyUuid, path, { key: other.ownerKey, body: replacement })).status).toBe(404);
  });

  it('lets a platform key replace', async () => {
    const { automation } = await makeFull();
    const platform = await makePlatformKey();
    const response = await putAutomation(company.companyUuid, automation.automation_uuid, { key: platform.key, body: replacement });
    expect(response.status).toBe(200);
  });
});
