import { handler } from './create-automation';
import { handler as getHandler } from './get-automation';
import { automationBody, automationCount, postAutomation } from '../../test/support/automations';
import { invoke, loadEvent, withRequest, type TestResponse } from '../../test/support/invoke';
import {
  makeCompany,
  makePlatformKey,
  makeUser,
  type CompanyFixture,
  setCompanyLimit,
} from '../../test/support/fixtures';
import { ANY_ETAG, expectProblem, expectRecord } from '../../test/support/responses';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** 201 with the new automation of `companyUuid` (its fields given), its Location and ETag. */
function expectCreated(
  response: TestResponse,
  companyUuid: string,
  fields: Record<string, unknown>,
  headers?: Record<string, unknown>,
): void {
  expectRecord(response, {
    status: 201,
    record: {
      automation_uuid: expect.stringMatching(UUID),
      company_uuid: companyUuid,
      created_at: expect.stringMatching(ISO),
      updated_at: response.body?.data?.created_at,
      ...fields,
    },
    etag: ANY_ETAG,
    location: `/api/v1/companies/${companyUuid}/automations/${response.body?.data?.automation_uuid}`,
    ...(headers ? { headers } : {}),
  });
}

/** What `automationBody()` creates, the omitted fields defaulted. */
const DEFAULTED = {
  name: 'Welcome e-mail',
  description: null,
  type: 'CUSTOMER',
  is_enabled: true,
  business_hours: null,
  outside_business_hours: 'HOLD',
  triggers: [{ type: 'CUSTOMER', operator: 'IS_CREATED', value: '' }],
  filters: [],
  actions: [
    {
      action: 'SEND_EMAIL',
      value: ['{{customer.email}}'],
      settings: { subject: 'Welcome', body: 'Hello {{customer.first_name}}' },
    },
  ],
};

describe('create-automation handler', () => {
  let company: CompanyFixture;

  beforeAll(async () => {
    company = await makeCompany();
  });

  it('answers 201 with the record, its Location and ETag, and defaults for omitted fields', async () => {
    // Act
    const response = await postAutomation(company.ownerKey, company.companyUuid, automationBody());
    // Assess
    expectCreated(response, company.companyUuid, DEFAULTED);
    const data = response.body.data;
    expect(Object.keys(data)).toEqual([
      'automation_uuid',
      'company_uuid',
      'name',
      'description',
      'type',
      'is_enabled',
      'business_hours',
      'outside_business_hours',
      'triggers',
      'filters',
      'actions',
      'created_at',
      'updated_at',
    ]);
  });

  it('stores every field as sent and the record reads back with the same ETag', async () => {
    // Prepare
    const body = automationBody({
      name: 'Job done 😀',
      description: '',
      type: 'JOB',
      is_enabled: false,
      business_hours: {
        timezone: 'UTC',
        windows: [
          { day: 'MONDAY', start: '08:00', end: '12:00' },
          { day: 'MONDAY', start: '12:00', end: '24:00' },
        ],
      },
      outside_business_hours: 'SKIP',
      triggers: [{ type: 'JOB', operator: 'IS_CHANGED_TO', value: 'COMPLETED' }],
      filters: [
        { type: 'LOCATION', operator: 'IS_ONE_OF', value: ['North', 'South'] },
        { type: 'USER', operator: 'IS_NOT', value: 'Bob' },
      ],
      actions: [
        { action: 'SEND_SMS', value: ['+12125550100', '{{customer.phone}}'], settings: { body: 'Done!' } },
        { action: 'SEND_EMAIL', value: ['office@example.com'], settings: { body: 'Job done' } },
      ],
    });
    // Act
    const response = await postAutomation(company.ownerKey, company.companyUuid, body);
    const read = await invoke(
      getHandler,
      withRequest(loadEvent('get-automation/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid, automation_uuid: response.body.data.automation_uuid },
      }),
    );
    // Assess
    expectCreated(response, company.companyUuid, body);
    expectRecord(read, { record: response.body.data, etag: response.headers.etag });
  });

  it('accepts read-only fields that agree with the path and ignores them', async () => {
    // Act
    const response = await postAutomation(
      company.ownerKey,
      company.companyUuid,
      automationBody({
        company_uuid: company.companyUuid.toUpperCase(),
        automation_uuid: '01900000-0000-7000-8000-000000000001',
        created_at: '2000-01-01T00:00:00.000Z',
        updated_at: '2000-01-01T00:00:00.000Z',
        // Read-only fields of other records (the API lists them for every record): ignored too.
        limits: { automations: 1 },
        image_url: 'https://example.com/logo.png',
      }),
    );
    // Assess
    expectCreated(response, company.companyUuid, DEFAULTED);
    expect(response.body.data.automation_uuid).not.toBe('01900000-0000-7000-8000-000000000001');
    expect(response.body.data.created_at).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('answers 422 when company_uuid differs from the path', async () => {
    const other = await makeCompany();
    const response = await postAutomation(
      company.ownerKey,
      company.companyUuid,
      automationBody({ company_uuid: other.companyUuid }),
    );
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'company_uuid', code: 'mismatch', message: expect.any(String) }],
    });
  });

  it('answers 422 with every invalid field, in the order of the body', async () => {
    // Act
    const response = await postAutomation(company.ownerKey, company.companyUuid, {
      name: '',
      type: 'JOB',
      is_enabled: null,
      triggers: [{ type: 'CUSTOMER', operator: 'IS_CREATED' }],
      actions: [{ action: 'SEND_SMS', value: ['12345'], settings: { body: 'x', subject: 'y' } }],
      color: 'red',
    });
    // Assess
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [
        ['name', 'too_small'],
        ['is_enabled', 'invalid_type'],
        ['triggers[0].type', 'type_mismatch'],
        ['actions[0].value[0]', 'invalid_recipient'],
        ['actions[0].settings.subject', 'unknown_field'],
        ['color', 'unknown_field'],
      ].map(([path, code]) => ({ path, code, message: expect.any(String) })),
    });
  });

  it.each([
    [null, 'invalid_type'],
    ['hold', 'invalid_enum'],
    ['NEVER', 'invalid_enum'],
  ])('answers 422 at outside_business_hours for %j, and creates nothing', async (value, code) => {
    // Prepare
    const before = await automationCount(company.companyUuid);
    // Act
    const response = await postAutomation(
      company.ownerKey,
      company.companyUuid,
      automationBody({ outside_business_hours: value }),
    );
    // Assess
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'outside_business_hours', code, message: expect.any(String) }],
    });
    expect(await automationCount(company.companyUuid)).toBe(before);
  });

  it('answers 422 when the body is missing or not an object', async () => {
    const missing = await invoke(
      handler,
      withRequest(loadEvent('create-automation/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid },
        rawBody: '',
      }),
    );
    const array = await invoke(
      handler,
      withRequest(loadEvent('create-automation/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid },
        rawBody: '[]',
      }),
    );
    expectProblem(missing, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: '', code: 'required', message: expect.any(String) }],
    });
    expectProblem(array, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: '', code: expect.any(String), message: expect.any(String) }],
    });
  });

  it('answers 400 for unparseable JSON and 415 for another content type', async () => {
    const event = loadEvent('create-automation/basic');
    const malformed = await invoke(
      handler,
      withRequest(event, {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid },
        rawBody: '{"name":',
      }),
    );
    const wrongType = await invoke(
      handler,
      withRequest(event, {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid },
        headers: { 'Content-Type': 'text/plain' },
      }),
    );
    expectProblem(malformed, { status: 400, code: 'malformed_request' });
    expectProblem(wrongType, { status: 415, code: 'unsupported_media_type' });
  });

  it('answers 401 without a key', async () => {
    const response = await invoke(
      handler,
      withRequest(loadEvent('create-automation/basic'), {
        key: null,
        pathParameters: { company_uuid: company.companyUuid },
      }),
    );
    expectProblem(response, { status: 401, code: 'unauthorized', headers: { 'www-authenticate': 'Bearer' } });
  });

  it("answers 404 for another company's path", async () => {
    const other = await makeCompany();
    const response = await postAutomation(company.ownerKey, other.companyUuid, automationBody());
    expectProblem(response, { status: 404, code: 'not_found' });
    expect(await automationCount(other.companyUuid)).toBe(0);
  });

  it('answers 403 to managers and technicians, and 201 to admins', async () => {
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const admin = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    expectProblem(await postAutomation(manager.key, company.companyUuid, automationBody()), {
      status: 403,
      code: 'forbidden',
    });
    expectProblem(await postAutomation(technician.key, company.companyUuid, automationBody()), {
      status: 403,
      code: 'forbidden',
    });
    expectCreated(
      await postAutomation(admin.key, company.companyUuid, automationBody()),
      company.companyUuid,
      DEFAULTED,
    );
  });

  it('lets a platform key create in an existing company and answers 404 for a company that does not exist', async () => {
    const platform = await makePlatformKey();
    const created = await postAutomation(platform.key, company.companyUuid, automationBody());
    const missing = await postAutomation(platform.key, '01900000-0000-7000-8000-0000000000aa', automationBody());
    expectCreated(created, company.companyUuid, DEFAULTED);
    expectProblem(missing, { status: 404, code: 'not_found' });
  });

  it('answers 409 limit_exceeded once the company limit is reached', async () => {
    // Prepare
    const limited = await makeCompany();
    await setCompanyLimit(limited.companyUuid, 'automations', 1);
    // Act
    const first = await postAutomation(limited.ownerKey, limited.companyUuid, automationBody());
    const second = await postAutomation(limited.ownerKey, limited.companyUuid, automationBody());
    // Assess
    expectCreated(first, limited.companyUuid, DEFAULTED);
    expectProblem(second, { status: 409, code: 'limit_exceeded' });
    expect(await automationCount(limited.companyUuid)).toBe(1);
  });

  it('refuses every create at a limit of 0', async () => {
    const limited = await makeCompany();
    await setCompanyLimit(limited.companyUuid, 'automations', 0);
    const response = await postAutomation(limited.ownerKey, limited.companyUuid, automationBody());
    expectProblem(response, { status: 409, code: 'limit_exceeded' });
  });

  it('creates exactly 5 of 20 parallel creates against a limit of 5', async () => {
    // Prepare
    const limited = await makeCompany();
    await setCompanyLimit(limited.companyUuid, 'automations', 5);
    // Act
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postAutomation(limited.ownerKey, limited.companyUuid, automationBody({ name: `Parallel ${index}` })),
      ),
    );
    // Assess
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(
      responses
        .filter((response) => response.status === 409)
        .every((response) => response.body.code === 'limit_exceeded'),
    ).toBe(true);
    expect(await automationCount(limited.companyUuid)).toBe(5);
  });

  it('replays a create with the same Idempotency-Key and body, creating nothing new', async () => {
    // Prepare
    const keyed = await makeCompany();
    const headers = { 'Idempotency-Key': `automation-${keyed.companyUuid}` };
    const body = automationBody({ name: 'Idempotent' });
    // Act
    const first = await postAutomation(keyed.ownerKey, keyed.companyUuid, body, headers);
    const replay = await postAutomation(keyed.ownerKey, keyed.companyUuid, body, headers);
    const changed = await postAutomation(keyed.ownerKey, keyed.companyUuid, { ...body, name: 'Other' }, headers);
    // Assess
    // An id derived from the key: a UUID, not a v7 one.
    expectCreated(
      first,
      keyed.companyUuid,
      { ...DEFAULTED, name: 'Idempotent', automation_uuid: expect.any(String) },
      { 'idempotent-replayed': undefined },
    );
    expectRecord(replay, {
      status: 201,
      record: first.body.data,
      etag: first.headers.etag,
      location: first.headers.location,
      headers: { 'idempotent-replayed': 'true' },
    });
    expectProblem(changed, { status: 422, code: 'idempotency_key_reused' });
    expect(await automationCount(keyed.companyUuid)).toBe(1);
  });

  it('creates once for parallel retries with the same Idempotency-Key', async () => {
    const keyed = await makeCompany();
    const headers = { 'Idempotency-Key': 'parallel-retry' };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postAutomation(keyed.ownerKey, keyed.companyUuid, automationBody(), headers)),
    );
    // Each answer is the one create (201, maybe replayed) or "still in progress" (409).
    for (const response of responses) {
      expect([201, 409]).toContain(response.status);
      if (response.status === 409)
        expectProblem(response, { status: 409, code: 'idempotency_in_progress', headers: { 'retry-after': '1' } });
      // An id derived from the key: a UUID, not a v7 one. The first answer or a replay: whether it says so is not this test's.
      else
        expectCreated(response, keyed.companyUuid, {
          ...DEFAULTED,
          automation_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        });
    }
    expect(await automationCount(keyed.companyUuid)).toBe(1);
    const uuids = new Set(
      responses.filter((response) => response.status === 201).map((response) => response.body.data.automation_uuid),
    );
    expect(uuids.size).toBe(1);
  });

  it('answers 422, never 500, for a body too large to store', async () => {
    // 20 filters × 100 values × 200 characters fit the rules and the 1 MiB body limit, but not a DynamoDB item.
    const filters = Array.from({ length: 20 }, () => ({
      type: 'JOB',
      operator: 'IS_ONE_OF',
      value: Array(100).fill('x'.repeat(200)),
    }));
    const response = await postAutomation(company.ownerKey, company.companyUuid, automationBody({ filters }));
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: '', code: 'too_big', message: expect.any(String) }],
    });
  });
});
