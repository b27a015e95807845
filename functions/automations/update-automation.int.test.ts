import { handler } from './update-automation';
import { handler as getHandler } from './get-automation';
import { MISSING_UUID, makeAutomation } from '../../test/support/automations';
import { invoke, loadEvent, withRequest, type EventOverrides } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser, type CompanyFixture } from '../../test/support/fixtures';

function patchAutomation(companyUuid: string, automationUuid: string, overrides: EventOverrides) {
  return invoke(
    handler,
    withRequest(loadEvent('update-automation/basic'), { pathParameters: { company_uuid: companyUuid, automation_uuid: automationUuid }, ...overrides }),
  );
}

function getAutomation(key: string, companyUuid: string, automationUuid: string) {
  return invoke(getHandler, withRequest(loadEvent('get-automation/basic'), { key, pathParameters: { company_uuid: companyUuid, automation_uuid: automationUuid } }));
}

describe('update-automation handler', () => {
  let company: CompanyFixture;

  beforeAll(async () => {
    company = await makeCompany();
  });

  function make(overrides: Record<string, unknown> = {}) {
    return makeAutomation(company.ownerKey, company.companyUuid, {
      description: 'Greets',
      business_hours: { timezone: 'UTC', windows: [{ day: 'MONDAY', start: '08:00', end: '17:00' }] },
      ...overrides,
    });
  }

  it('changes only the fields sent and answers the new ETag', async () => {
    // Prepare
    const { automation, etag } = await make();
    // Act
    const response = await patchAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { is_enabled: false, business_hours: null },
    });
    // Assess
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ ...automation, is_enabled: false, business_hours: null, updated_at: expect.any(String) });
    expect(response.headers.etag).not.toBe(etag);
    const read = await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid);
    expect(read.body.data).toEqual(response.body.data);
    expect(read.headers.etag).toBe(response.headers.etag);
  });

  it('sets description to null or "" as sent', async () => {
    const { automation } = await make();
    const empty = await patchAutomation(company.companyUuid, automation.automation_uuid, { key: company.ownerKey, body: { description: '' } });
    expect(empty.body.data.description).toBe('');
    const cleared = await patchAutomation(company.companyUuid, automation.automation_uuid, { key: company.ownerKey, body: { description: null } });
    expect(cleared.body.data.description).toBeNull();
  });

  it('answers 422 at triggers[0].type when a new type leaves the old triggers behind, and writes nothing', async () => {
    // Prepare
    const { automation, etag } = await make();
    // Act
    const response = await patchAutomation(company.companyUuid, automation.automation_uuid, { key: company.ownerKey, body: { type: 'JOB' } });
    // Assess
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([{ path: 'triggers[0].type', code: 'type_mismatch', message: expect.any(String) }]);
    const read = await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid);
    expect(read.body.data).toEqual(automation);
    expect(read.headers.etag).toBe(etag);
  });

  it('changes type and triggers together', async () => {
    const { automation } = await make();
    const response = await patchAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { type: 'INVOICE', triggers: [{ type: 'INVOICE', operator: 'IS_CHANGED_TO', value: 'PAID' }] },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.type).toBe('INVOICE');
    expect(response.body.data.triggers).toEqual([{ type: 'INVOICE', operator: 'IS_CHANGED_TO', value: 'PAID' }]);
  });

  it('answers 422 for invalid fields, is_enabled null and unknown fields, in the order of the body', async () => {
    const { automation } = await make();
    const response = await patchAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { is_enabled: null, filters: [{ type: 'JOB', operator: 'IS_ONE_OF', value: [] }], business_hours: { timezone: 'Nowhere/Land', windows: [] }, extra: 1 },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.map((error: { path: string; code: string }) => [error.path, error.code])).toEqual([
      ['is_enabled', 'invalid_type'],
      ['filters[0].value', 'too_small'],
      ['business_hours.timezone', 'invalid_timezone'],
      ['business_hours.windows', 'too_small'],
      ['extra', 'unknown_field'],
    ]);
  });

  it('accepts read-only fields that agree with the path, and answers 422 when they or automationUuid differ', async () => {
    const { automation } = await make();
    const agreeing = await patchAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { name: 'Same ids', automation_uuid: automation.automation_uuid, company_uuid: company.companyUuid, created_at: 'x', updated_at: null },
      query: { automationUuid: automation.automation_uuid },
    });
    const wrongBody = await patchAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { name: 'Other id', automation_uuid: MISSING_UUID },
    });
    const wrongQuery = await patchAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { name: 'Other id' },
      query: { automationUuid: MISSING_UUID },
    });
    expect(agreeing.status).toBe(200);
    expect(agreeing.body.data.name).toBe('Same ids');
    expect(agreeing.body.data.created_at).toBe(automation.created_at);
    expect(wrongBody.status).toBe(422);
    expect(wrongBody.body.errors).toEqual([expect.objectContaining({ path: 'automation_uuid', code: 'mismatch' })]);
    expect(wrongQuery.status).toBe(422);
    expect(wrongQuery.body.errors).toEqual([expect.objectContaining({ path: 'automationUuid', code: 'mismatch' })]);
  });

  it('answers 412 for a stale If-Match and writes nothing', async () => {
    // Prepare
    const { automation, etag } = await make();
    const first = await patchAutomation(company.companyUuid, automation.automation_uuid, { key: company.ownerKey, body: { name: 'First' }, headers: { 'If-Match': etag } });
    // Act
    const second = await patchAutomation(company.companyUuid, automation.automation_uuid, { key: company.ownerKey, body: { name: 'Second' }, headers: { 'If-Match': etag } });
    // Assess
    expect(first.status).toBe(200);
    expect(second.status).toBe(412);
    expect(second.body.code).toBe('precondition_failed');
    const read = await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid);
    expect(read.body.data.name).toBe('First');
    expect(read.headers.etag).toBe(first.headers.etag);
  });

  it('keeps both of two concurrent PATCHes of different fields', async () => {
    // Prepare
    const created = await Promise.all([make(), make(), make()]);
    // Act: three rounds, so the two writers do meet
    const rounds = await Promise.all(
      created.map(({ automation }, round) =>
        Promise.all([
          patchAutomation(company.companyUuid, automation.automation_uuid, { key: company.ownerKey, body: { name: `Name ${round}` } }),
          patchAutomation(company.companyUuid, automation.automation_uuid, { key: company.ownerKey, body: { description: `Description ${round}` } }),
        ]),
      ),
    );
    // Assess
    expect(rounds.flat().map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const [round, { automation }] of created.entries()) {
      const read = await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid);
      expect(read.body.data).toEqual({ ...automation, name: `Name ${round}`, description: `Description ${round}`, updated_at: expect.any(String) });
    }
  });

  it('keeps all of four concurrent PATCHes of different fields', async () => {
    // Prepare
    const { automation } = await make();
    // Act
    const responses = await Promise.all([
      patchAutomation(company.companyUuid, automation.automation_uuid, { key: company.ownerKey, body: { name: 'Concurrent name' } }),
      patchAutomation(company.companyUuid, automation.automation_uuid, { key: company.ownerKey, body: { description: 'Concurrent description' } }),
      patchAutomation(company.companyUuid, automation.automation_uuid, { key: company.ownerKey, body: { is_enabled: false } }),
      patchAutomation(company.companyUuid, automation.automation_uuid, {
        key: company.ownerKey,
        body: { filters: [{ type: 'CUSTOMER', operator: 'IS', value: 'VIP' }] },
      }),
    ]);
    // Assess
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const read = await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid);
    expect(read.body.data).toEqual({
      ...automation,
      name: 'Concurrent name',
      description: 'Concurrent description',
      is_enabled: false,
      filters: [{ type: 'CUSTOMER', operator: 'IS', value: 'VIP' }],
      updated_at: expect.any(String),
    });
    expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(4);
  });

  it('answers 404 for a missing, foreign or non-UUID automation, after validation', async () => {
    const other = await makeCompany();
    const { automation: foreign } = await makeAutomation(other.ownerKey, other.companyUuid);
    for (const automationUuid of [MISSING_UUID, foreign.automation_uuid, 'nope']) {
      const response = await patchAutomation(company.companyUuid, automationUuid, { key: company.ownerKey, body: { name: 'x' } });
      expect(response.status).toBe(404);
    }
    const invalid = await patchAutomation(company.companyUuid, 'nope', { key: company.ownerKey, body: { name: '' } });
    expect(invalid.status).toBe(422);
  });

  it('answers 401, 403 to managers and technicians, 404 for a foreign company, and 200 to admins and platform keys', async () => {
    const { automation } = await make();
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const admin = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const platform = await makePlatformKey();
    const other = await makeCompany();
    const send = (key: string | null) => patchAutomation(company.companyUuid, automation.automation_uuid, { key, body: { name: 'Role check' } });
    expect((await send(null)).status).toBe(401);
    expect((await send(manager.key)).status).toBe(403);
    expect((await send(technician.key)).status).toBe(403);
    expect((await send(other.ownerKey)).status).toBe(404);
    expect((await send(admin.key)).status).toBe(200);
    expect((await send(platform.key)).status).toBe(200);
  });

  it('answers 415 and 400 for a bad body', async () => {
    const { automation } = await make();
    const wrongType = await patchAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { name: 'x' },
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const malformed = await patchAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      rawBody: 'name=x',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(wrongType.status).toBe(415);
    expect(malformed.status).toBe(400);
  });
});
