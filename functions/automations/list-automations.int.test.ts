import { handler } from './list-automations';
import { automationBody, makeAutomation, storeWithoutOutsideBusinessHours } from '../../test/support/automations';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser, type CompanyFixture } from '../../test/support/fixtures';
import { expectPage, expectProblem } from '../../test/support/responses';

function listAutomations(key: string | null, companyUuid: string, query: Record<string, string | string[]> = {}) {
  return invoke(
    handler,
    withRequest(loadEvent('list-automations/basic'), { key, pathParameters: { company_uuid: companyUuid }, query }),
  );
}

/** The meta of a page of the five automations, with the members given. */
const meta = (fields: Record<string, unknown> = {}) => ({
  page: 1,
  page_size: 25,
  total: 5,
  total_pages: 1,
  sort_by: 'created_at',
  sort_order: 'asc',
  ...fields,
});

const names = (response: { body: { data: Array<{ name: string }> } }): string[] =>
  response.body.data.map((automation) => automation.name);

describe('list-automations handler', () => {
  let company: CompanyFixture;
  let uuids: Record<string, string>;

  beforeAll(async () => {
    company = await makeCompany();
    uuids = {};
    // Sequential, so created_at (and the UUIDv7 order) follow this order.
    const specs: Array<[string, Record<string, unknown>]> = [
      [
        'delta',
        {
          description: 'Sends the INVOICE reminder',
          type: 'INVOICE',
          triggers: [{ type: 'INVOICE', operator: 'IS_CREATED' }],
        },
      ],
      ['Alpha', { is_enabled: false }],
      ['charlie', { type: 'JOB', triggers: [{ type: 'JOB', operator: 'IS_CHANGED_TO', value: 'DONE' }] }],
      [
        'bravo',
        {
          is_enabled: false,
          description: 'Reminder for estimates',
          type: 'ESTIMATE',
          triggers: [{ type: 'ESTIMATE', operator: 'IS_CREATED' }],
        },
      ],
      ['Echo reminder', {}],
    ];
    for (const [name, overrides] of specs) {
      const { automation } = await makeAutomation(company.ownerKey, company.companyUuid, { ...overrides, name });
      uuids[name] = automation.automation_uuid;
    }
    // Another company's automation must never show up.
    const other = await makeCompany();
    await makeAutomation(other.ownerKey, other.companyUuid, { name: 'Alpha reminder of another company' });
  });

  it('answers the first page in creation order with the list meta', async () => {
    // Act
    const response = await listAutomations(company.ownerKey, company.companyUuid);
    // Assess
    expectPage(response, { data: expect.any(Array), meta: meta() });
    expect(names(response)).toEqual(['delta', 'Alpha', 'charlie', 'bravo', 'Echo reminder']);
    expect(response.body.data[0]).toEqual({
      automation_uuid: uuids.delta,
      company_uuid: company.companyUuid,
      name: 'delta',
      description: 'Sends the INVOICE reminder',
      type: 'INVOICE',
      is_enabled: true,
      business_hours: null,
      outside_business_hours: 'HOLD',
      triggers: [{ type: 'INVOICE', operator: 'IS_CREATED', value: '' }],
      filters: [],
      actions: automationBody().actions,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('sorts by name case-insensitively, in both directions', async () => {
    const ascending = await listAutomations(company.ownerKey, company.companyUuid, { sort_by: 'name' });
    const descending = await listAutomations(company.ownerKey, company.companyUuid, {
      sort_by: 'name',
      sort_order: 'DESC',
    });
    expect(names(ascending)).toEqual(['Alpha', 'bravo', 'charlie', 'delta', 'Echo reminder']);
    expect(names(descending)).toEqual(['Echo reminder', 'delta', 'charlie', 'bravo', 'Alpha']);
    expectPage(ascending, { data: expect.any(Array), meta: meta({ sort_by: 'name' }) });
    expectPage(descending, { data: expect.any(Array), meta: meta({ sort_by: 'name', sort_order: 'desc' }) });
  });

  it('sorts by type and by is_enabled with ties broken on the uuid', async () => {
    const byType = await listAutomations(company.ownerKey, company.companyUuid, { sort_by: 'type' });
    const byEnabled = await listAutomations(company.ownerKey, company.companyUuid, {
      sort_by: 'is_enabled',
      sort_order: 'desc',
    });
    const tieOrder = (list: string[]) => [...list].sort((a, b) => ((uuids[a] ?? '') < (uuids[b] ?? '') ? -1 : 1));
    expect(names(byType)).toEqual([...tieOrder(['Alpha', 'Echo reminder']), 'bravo', 'delta', 'charlie']);
    expect(names(byEnabled)).toEqual([
      ...tieOrder(['delta', 'charlie', 'Echo reminder']),
      ...tieOrder(['Alpha', 'bravo']),
    ]);
  });

  it('filters on is_enabled', async () => {
    const enabled = await listAutomations(company.ownerKey, company.companyUuid, { is_enabled: 'true' });
    const disabled = await listAutomations(company.ownerKey, company.companyUuid, { is_enabled: 'false' });
    expect(names(enabled)).toEqual(['delta', 'charlie', 'Echo reminder']);
    expect(names(disabled)).toEqual(['Alpha', 'bravo']);
    expectPage(enabled, { data: expect.any(Array), meta: meta({ total: 3 }) });
    expectPage(disabled, { data: expect.any(Array), meta: meta({ total: 2 }) });
  });

  it('answers 422 for any other is_enabled value', async () => {
    for (const value of ['yes', 'TRUE', '1', '']) {
      const response = await listAutomations(company.ownerKey, company.companyUuid, { is_enabled: value });
      expectProblem(response, {
        status: 422,
        code: 'validation_failed',
        errors: [{ path: 'is_enabled', code: expect.any(String), message: expect.any(String) }],
      });
    }
  });

  it('searches name and description case-insensitively', async () => {
    const response = await listAutomations(company.ownerKey, company.companyUuid, { search: 'REMINDER' });
    expectPage(response, { data: expect.any(Array), meta: meta({ total: 3 }) });
    expect(names(response)).toEqual(['delta', 'bravo', 'Echo reminder']);
  });

  it('combines search, filter and sort', async () => {
    const response = await listAutomations(company.ownerKey, company.companyUuid, {
      search: 'reminder',
      is_enabled: 'true',
      sort_by: 'name',
      sort_order: 'desc',
    });
    expect(names(response)).toEqual(['Echo reminder', 'delta']);
  });

  it('pages, and answers an empty page past the end', async () => {
    const second = await listAutomations(company.ownerKey, company.companyUuid, {
      page: '2',
      page_size: '2',
      sort_by: 'name',
    });
    const past = await listAutomations(company.ownerKey, company.companyUuid, { page: '4', page_size: '2' });
    expect(names(second)).toEqual(['charlie', 'delta']);
    expectPage(second, {
      data: expect.any(Array),
      meta: { page: 2, page_size: 2, total: 5, total_pages: 3, sort_by: 'name', sort_order: 'asc' },
    });
    expectPage(past, { data: [], meta: meta({ page: 4, page_size: 2, total_pages: 3 }) });
  });

  it('refuses a page past 10,000 records at page, and still answers the last one allowed', async () => {
    const deepest = await listAutomations(company.ownerKey, company.companyUuid, { page: '100', page_size: '100' });
    const deeper = await listAutomations(company.ownerKey, company.companyUuid, { page: '101', page_size: '100' });
    const byDefaultSize = await listAutomations(company.ownerKey, company.companyUuid, { page: '401' });
    expectPage(deepest, { data: [], meta: meta({ page: 100, page_size: 100 }) });
    for (const refused of [deeper, byDefaultSize]) {
      expectProblem(refused, {
        status: 422,
        code: 'validation_failed',
        errors: [{ path: 'page', code: 'too_big', message: expect.any(String) }],
      });
    }
  });

  it('answers 422 for invalid list parameters and ignores unknown ones', async () => {
    const invalid = await listAutomations(company.ownerKey, company.companyUuid, {
      page: '0',
      page_size: '101',
      sort_by: 'description',
      sort_order: 'up',
    });
    const unknown = await listAutomations(company.ownerKey, company.companyUuid, { colour: 'red' });
    expectProblem(invalid, { status: 422, code: 'validation_failed' });
    expect(invalid.body.errors.map((error: { path: string }) => error.path).sort()).toEqual([
      'page',
      'page_size',
      'sort_by',
      'sort_order',
    ]);
    expectPage(unknown, { data: expect.any(Array), meta: meta() });
  });

  it('refuses a page larger than a response may carry, naming the page_size that fits', async () => {
    // Prepare: 18 automations of ~375 KB (20 filters of 100 values: near the largest the API allows).
    const large = await makeCompany();
    const filters = Array.from({ length: 20 }, (_, filter) => ({
      type: 'CUSTOMER',
      operator: 'IS_ONE_OF',
      value: Array.from({ length: 100 }, (_, value) => `${filter}-${value}-`.padEnd(183, 'x')),
    }));
    for (let position = 0; position < 18; position++)
      await makeAutomation(large.ownerKey, large.companyUuid, { name: `Large ${position}`, filters });
    // Act
    const everything = await listAutomations(large.ownerKey, large.companyUuid, { page_size: '100' });
    const fitting = Number(/page_size=(\d+)/.exec(everything.body.errors?.[0]?.message ?? '')?.[1]);
    const smaller = await listAutomations(large.ownerKey, large.companyUuid, { page_size: String(fitting) });
    // Assess: 422 at page_size, and the suggested page answers within Lambda's 6 MB response limit.
    expectProblem(everything, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'page_size', code: 'too_big', message: expect.any(String) }],
    });
    expect(fitting).toBeGreaterThanOrEqual(14);
    expect(fitting).toBeLessThan(18);
    expectPage(smaller, {
      data: expect.any(Array),
      meta: {
        page: 1,
        page_size: fitting,
        total: 18,
        total_pages: Math.ceil(18 / fitting),
        sort_by: 'created_at',
        sort_order: 'asc',
      },
    });
    expect(smaller.body.data).toHaveLength(fitting);
    expect(Buffer.byteLength(JSON.stringify(smaller.rawBody))).toBeLessThanOrEqual(6 * 1024 * 1024);
    // ~7 MB written and read twice: about 4 s alone, more beside other suites.
  }, 30_000);

  it('answers outside_business_hours as stored, and HOLD for a record stored before the field existed', async () => {
    // Prepare
    const own = await makeCompany();
    const skip = await makeAutomation(own.ownerKey, own.companyUuid, { name: 'Skips', outside_business_hours: 'SKIP' });
    const older = await makeAutomation(own.ownerKey, own.companyUuid, { name: 'Older' });
    await storeWithoutOutsideBusinessHours(own.companyUuid, older.automation.automation_uuid);
    // Act
    const response = await listAutomations(own.ownerKey, own.companyUuid);
    // Assess
    expectPage(response, { data: [skip.automation, older.automation], meta: meta({ total: 2 }) });
    expect(
      response.body.data.map((automation: { outside_business_hours: string }) => automation.outside_business_hours),
    ).toEqual(['SKIP', 'HOLD']);
  });

  it('answers an empty list for a company without automations', async () => {
    const empty = await makeCompany();
    const response = await listAutomations(empty.ownerKey, empty.companyUuid);
    expectPage(response, {
      data: [],
      meta: { page: 1, page_size: 25, total: 0, total_pages: 0, sort_by: 'created_at', sort_order: 'asc' },
    });
  });

  it('answers 401, 404 for a foreign company, 403 to technicians, 200 to managers and platform keys', async () => {
    const other = await makeCompany();
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    const platform = await makePlatformKey();
    expectProblem(await listAutomations(null, company.companyUuid), {
      status: 401,
      code: 'unauthorized',
      headers: { 'www-authenticate': 'Bearer' },
    });
    expectProblem(await listAutomations(other.ownerKey, company.companyUuid), { status: 404, code: 'not_found' });
    expectProblem(await listAutomations(technician.key, company.companyUuid), { status: 403, code: 'forbidden' });
    for (const key of [manager.key, platform.key]) {
      const response = await listAutomations(key, company.companyUuid);
      expectPage(response, { data: expect.any(Array), meta: meta() });
      expect(names(response)).toHaveLength(5);
    }
    expectProblem(await listAutomations(platform.key, '01900000-0000-7000-8000-0000000000cc'), {
      status: 404,
      code: 'not_found',
    });
  });
});
