import { handler } from './update-automation';
import { handler as getHandler } from './get-automation';
import { MISSING_UUID, makeAutomation, storeWithoutOutsideBusinessHours } from '../../test/support/automations';
import { invoke, loadEvent, withRequest, type EventOverrides } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser, type CompanyFixture } from '../../test/support/fixtures';
import { ANY_ETAG, expectProblem, expectRecord } from '../../test/support/responses';

/** The record as a write changed it: the fields given, a new updated_at. */
const changed = (automation: Record<string, unknown>, fields: Record<string, unknown> = {}) => ({
  ...automation,
  ...fields,
  updated_at: expect.any(String),
});

function patchAutomation(companyUuid: string, automationUuid: string, overrides: EventOverrides) {
  return invoke(
    handler,
    withRequest(loadEvent('update-automation/basic'), {
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
    expectRecord(response, {
      record: changed(automation, { is_enabled: false, business_hours: null }),
      etag: ANY_ETAG,
    });
    expect(response.headers.etag).not.toBe(etag);
    const read = await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid);
    expectRecord(read, { record: response.body.data, etag: response.headers.etag });
  });

  it('changes outside_business_hours alone, and back', async () => {
    // Prepare
    const { automation } = await make();
    // Act
    const skip = await patchAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { outside_business_hours: 'SKIP' },
    });
    const hold = await patchAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { outside_business_hours: 'HOLD' },
    });
    // Assess
    expect(automation.outside_business_hours).toBe('HOLD');
    expectRecord(skip, { record: changed(automation, { outside_business_hours: 'SKIP' }), etag: ANY_ETAG });
    expectRecord(hold, { record: changed(automation), etag: ANY_ETAG });
    expectRecord(await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid), {
      record: hold.body.data,
      etag: hold.headers.etag,
    });
  });

  it('answers 422 at outside_business_hours for null or another value, and writes nothing', async () => {
    const { automation, etag } = await make();
    for (const [value, code] of [
      [null, 'invalid_type'],
      ['Skip', 'invalid_enum'],
      ['LATER', 'invalid_enum'],
    ]) {
      const response = await patchAutomation(company.companyUuid, automation.automation_uuid, {
        key: company.ownerKey,
        body: { outside_business_hours: value },
      });
      expectProblem(response, {
        status: 422,
        code: 'validation_failed',
        errors: [{ path: 'outside_business_hours', code, message: expect.any(String) }],
      });
    }
    expectRecord(await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid), {
      record: automation,
      etag,
    });
  });

  it('reads a record stored before outside_business_hours existed as HOLD, and a PATCH keeps it so', async () => {
    // Prepare
    const { automation } = await make();
    await storeWithoutOutsideBusinessHours(company.companyUuid, automation.automation_uuid);
    // Act
    const read = await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid);
    const renamed = await patchAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { name: 'Renamed' },
    });
    // Assess
    expectRecord(read, { record: automation, etag: expect.any(String) });
    expectRecord(renamed, { record: changed(automation, { name: 'Renamed' }), etag: ANY_ETAG });
  });

  it('sets description to null or "" as sent', async () => {
    const { automation } = await make();
    const empty = await patchAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { description: '' },
    });
    expectRecord(empty, { record: changed(automation, { description: '' }), etag: ANY_ETAG });
    const cleared = await patchAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { description: null },
    });
    expectRecord(cleared, { record: changed(automation, { description: null }), etag: ANY_ETAG });
  });

  it('answers 422 at triggers[0].type when a new type leaves the old triggers behind, and writes nothing', async () => {
    // Prepare
    const { automation, etag } = await make();
    // Act
    const response = await patchAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { type: 'JOB' },
    });
    // Assess
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'triggers[0].type', code: 'type_mismatch', message: expect.any(String) }],
    });
    expectRecord(await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid), {
      record: automation,
      etag,
    });
  });

  it('changes type and triggers together', async () => {
    const { automation } = await make();
    const response = await patchAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { type: 'INVOICE', triggers: [{ type: 'INVOICE', operator: 'IS_CHANGED_TO', value: 'PAID' }] },
    });
    expectRecord(response, {
      record: changed(automation, {
        type: 'INVOICE',
        triggers: [{ type: 'INVOICE', operator: 'IS_CHANGED_TO', value: 'PAID' }],
      }),
      etag: ANY_ETAG,
    });
  });

  it('answers 422 for invalid fields, is_enabled null and unknown fields, in the order of the body', async () => {
    const { automation } = await make();
    const response = await patchAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: {
        is_enabled: null,
        filters: [{ type: 'JOB', operator: 'IS_ONE_OF', value: [] }],
        business_hours: { timezone: 'Nowhere/Land', windows: [] },
        extra: 1,
      },
    });
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [
        ['is_enabled', 'invalid_type'],
        ['filters[0].value', 'too_small'],
        ['business_hours.timezone', 'invalid_timezone'],
        ['business_hours.windows', 'too_small'],
        ['extra', 'unknown_field'],
      ].map(([path, code]) => ({ path, code, message: expect.any(String) })),
    });
  });

  it('accepts read-only fields that agree with the path, and answers 422 when they or automationUuid differ', async () => {
    const { automation } = await make();
    const agreeing = await patchAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: {
        name: 'Same ids',
        automation_uuid: automation.automation_uuid,
        company_uuid: company.companyUuid,
        created_at: 'x',
        updated_at: null,
      },
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
    expectRecord(agreeing, { record: changed(automation, { name: 'Same ids' }), etag: ANY_ETAG });
    expectProblem(wrongBody, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'automation_uuid', code: 'mismatch', message: expect.any(String) }],
    });
    expectProblem(wrongQuery, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'automationUuid', code: 'mismatch', message: expect.any(String) }],
    });
  });

  it('answers 412 for a stale If-Match and writes nothing', async () => {
    // Prepare
    const { automation, etag } = await make();
    const first = await patchAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { name: 'First' },
      headers: { 'If-Match': etag },
    });
    // Act
    const second = await patchAutomation(company.companyUuid, automation.automation_uuid, {
      key: company.ownerKey,
      body: { name: 'Second' },
      headers: { 'If-Match': etag },
    });
    // Assess
    expectRecord(first, { record: changed(automation, { name: 'First' }), etag: ANY_ETAG });
    expectProblem(second, { status: 412, code: 'precondition_failed' });
    expectRecord(await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid), {
      record: first.body.data,
      etag: first.headers.etag,
    });
  });

  it('keeps both of two concurrent PATCHes of different fields', async () => {
    // Prepare
    const created = await Promise.all([make(), make(), make()]);
    // Act: three rounds, so the two writers do meet
    const rounds = await Promise.all(
      created.map(({ automation }, round) =>
        Promise.all([
          patchAutomation(company.companyUuid, automation.automation_uuid, {
            key: company.ownerKey,
            body: { name: `Name ${round}` },
          }),
          patchAutomation(company.companyUuid, automation.automation_uuid, {
            key: company.ownerKey,
            body: { description: `Description ${round}` },
          }),
        ]),
      ),
    );
    // Assess
    expect(rounds.flat().map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const [round, { automation }] of created.entries()) {
      const read = await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid);
      expectRecord(read, {
        record: changed(automation, { name: `Name ${round}`, description: `Description ${round}` }),
        etag: ANY_ETAG,
      });
    }
  });

  it('keeps all of four concurrent PATCHes of different fields', async () => {
    // Prepare
    const { automation } = await make();
    // Act
    const responses = await Promise.all([
      patchAutomation(company.companyUuid, automation.automation_uuid, {
        key: company.ownerKey,
        body: { name: 'Concurrent name' },
      }),
      patchAutomation(company.companyUuid, automation.automation_uuid, {
        key: company.ownerKey,
        body: { description: 'Concurrent description' },
      }),
      patchAutomation(company.companyUuid, automation.automation_uuid, {
        key: company.ownerKey,
        body: { is_enabled: false },
      }),
      patchAutomation(company.companyUuid, automation.automation_uuid, {
        key: company.ownerKey,
        body: { filters: [{ type: 'CUSTOMER', operator: 'IS', value: 'VIP' }] },
      }),
    ]);
    // Assess
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const read = await getAutomation(company.ownerKey, company.companyUuid, automation.automation_uuid);
    expectRecord(read, {
      record: changed(automation, {
        name: 'Concurrent name',
        description: 'Concurrent description',
        is_enabled: false,
        filters: [{ type: 'CUSTOMER', operator: 'IS', value: 'VIP' }],
      }),
      etag: ANY_ETAG,
    });
    expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(4);
  });

  it('answers 404 for a missing, foreign or non-UUID automation, after validation', async () => {
    const other = await makeCompany();
    const { automation: foreign } = await makeAutomation(other.ownerKey, other.companyUuid);
    for (const automationUuid of [MISSING_UUID, foreign.automation_uuid, 'nope']) {
      const response = await patchAutomation(company.companyUuid, automationUuid, {
        key: company.ownerKey,
        body: { name: 'x' },
      });
      expectProblem(response, { status: 404, code: 'not_found' });
    }
    const invalid = await patchAutomation(company.companyUuid, 'nope', { key: company.ownerKey, body: { name: '' } });
    expectProblem(invalid, { status: 422, code: 'validation_failed' });
  });

  it('answers 401, 403 to managers and technicians, 404 for a foreign company, and 200 to admins and platform keys', async () => {
    const { automation } = await make();
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const admin = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const platform = await makePlatformKey();
    const other = await makeCompany();
    const send = (key: string | null) =>
      patchAutomation(company.companyUuid, automation.automation_uuid, { key, body: { name: 'Role check' } });
    expectProblem(await send(null), { status: 401, code: 'unauthorized', headers: { 'www-authenticate': 'Bearer' } });
    expectProblem(await send(manager.key), { status: 403, code: 'forbidden' });
    expectProblem(await send(technician.key), { status: 403, code: 'forbidden' });
    expectProblem(await send(other.ownerKey), { status: 404, code: 'not_found' });
    expectRecord(await send(admin.key), { record: changed(automation, { name: 'Role check' }), etag: ANY_ETAG });
    expectRecord(await send(platform.key), { record: changed(automation, { name: 'Role check' }), etag: ANY_ETAG });
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
    expectProblem(wrongType, { status: 415, code: 'unsupported_media_type' });
    expectProblem(malformed, { status: 400, code: 'malformed_request' });
  });
});
