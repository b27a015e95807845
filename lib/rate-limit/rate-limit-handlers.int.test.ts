/**
 * Rate limits and their place in the check order through real handlers with small limits. Configuration is parsed at module
 * load, so each handler is loaded in an isolated module registry after RATE_LIMIT_<GROUP> is set.
 * The clock is pinned 30 s into a window so every count lands in the same window.
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { api as buildApi } from '../http/api';
import type { ok as okReply } from '../http/responses';
import { invoke, loadEvent, withRequest, type TestResponse } from '../../test/support/invoke';
import { makeCompany, makeUser, type CompanyFixture } from '../../test/support/fixtures';

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

const RATE_LIMIT_HEADERS = [
  'ratelimit-policy',
  'ratelimit',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
];

const REAL_NOW = Date.now();
const WINDOW_START = Math.floor(REAL_NOW / 60_000) * 60_000;
const PINNED_NOW = WINDOW_START + 30_000;
const WINDOW_END_SECONDS = String((WINDOW_START + 60_000) / 1000);

/** Loads modules in a fresh registry with the given environment, then restores the environment. */
async function withEnvironment<T>(variables: Record<string, string>, load: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(variables).map((name) => [name, process.env[name]]));
  Object.assign(process.env, variables);
  let loaded: T | undefined;
  try {
    await jest.isolateModulesAsync(async () => {
      loaded = await load();
    });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  if (loaded === undefined) throw new Error('nothing loaded');
  return loaded;
}

function rateLimitHeadersOf(response: TestResponse): Record<string, string> {
  return Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => RATE_LIMIT_HEADERS.includes(name) || name === 'retry-after'),
  );
}

beforeAll(() => {
  jest.spyOn(Date, 'now').mockReturnValue(PINNED_NOW);
});

afterAll(() => {
  jest.restoreAllMocks();
});

describe('get-app-data handler with RATE_LIMIT_APP_DATA=2/60', () => {
  let handler: Handler;
  let company: CompanyFixture;

  beforeAll(async () => {
    handler = await withEnvironment(
      { RATE_LIMIT_APP_DATA: '2/60' },
      async () => (await import('../../functions/app-data/get-app-data')).handler,
    );
    company = await makeCompany();
  });

  it('answers 429 rate_limited with Retry-After and the rate-limit headers once the group limit is used up', async () => {
    // Prepare
    const event = (): APIGatewayProxyEvent => withRequest(loadEvent('get-app-data/basic'), { key: company.ownerKey });
    // Act
    const first = await invoke(handler, event());
    const second = await invoke(handler, event());
    const third = await invoke(handler, event());
    // Assess
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(rateLimitHeadersOf(first)).toEqual({
      'ratelimit-policy': '"app-data";q=2;w=60',
      ratelimit: '"app-data";r=1;t=30',
      'x-ratelimit-limit': '2',
      'x-ratelimit-remaining': '1',
      'x-ratelimit-reset': WINDOW_END_SECONDS,
    });
    expect(rateLimitHeadersOf(second)).toMatchObject({
      ratelimit: '"app-data";r=0;t=30',
      'x-ratelimit-remaining': '0',
    });
    expect(third.status).toBe(429);
    expect(third.headers['content-type']).toBe('application/problem+json');
    expect(rateLimitHeadersOf(third)).toEqual({
      'retry-after': '30',
      'ratelimit-policy': '"app-data";q=2;w=60',
      ratelimit: '"app-data";r=0;t=30',
      'x-ratelimit-limit': '2',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': WINDOW_END_SECONDS,
    });
    expect(third.body).toEqual({
      type: '/problems/rate_limited',
      title: 'Too many requests',
      status: 429,
      detail: expect.any(String),
      instance: '/api/v1/app-data',
      code: 'rate_limited',
      request_id: 'sample-get-app-data-basic',
    });
    expect(third.headers['x-request-id']).toBe('sample-get-app-data-basic');
  });

  it('counts per key: another key of the same company has its own budget', async () => {
    // Prepare
    const other = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    // Act
    const response = await invoke(handler, withRequest(loadEvent('get-app-data/basic'), { key: other.key }));
    // Assess
    expect(response.status).toBe(200);
    expect(response.headers['x-ratelimit-remaining']).toBe('1');
  });
});

describe('create-category handler with RATE_LIMIT_WRITE=2/60', () => {
  let createCategory: Handler;
  let listCategories: Handler;
  let company: CompanyFixture;

  beforeAll(async () => {
    [createCategory, listCategories] = await withEnvironment({ RATE_LIMIT_WRITE: '2/60' }, async () => [
      (await import('../../functions/categories/create-category')).handler,
      (await import('../../functions/categories/list-categories')).handler,
    ]);
    company = await makeCompany();
  });

  it('counts a rejected write too, then answers 429 and creates nothing', async () => {
    // Prepare
    const post = (body: unknown): APIGatewayProxyEvent =>
      withRequest(loadEvent('create-category/basic'), { key: company.ownerKey, body });
    // Act
    const invalid = await invoke(createCategory, post({ name: '', category_group: 'SERVICE_PLAN' }));
    const created = await invoke(createCategory, post({ name: 'Gold', category_group: 'SERVICE_PLAN' }));
    const limited = await invoke(createCategory, post({ name: 'Silver', category_group: 'SERVICE_PLAN' }));
    const listed = await invoke(
      listCategories,
      withRequest(loadEvent('list-categories/basic'), { key: company.ownerKey }),
    );
    // Assess
    expect(invalid.status).toBe(422);
    expect(rateLimitHeadersOf(invalid)).toMatchObject({
      'ratelimit-policy': '"write";q=2;w=60',
      'x-ratelimit-remaining': '1',
    });
    expect(created.status).toBe(201);
    expect(created.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(rateLimitHeadersOf(limited)).toMatchObject({ 'retry-after': '30', ratelimit: '"write";r=0;t=30' });
    expect(limited.headers.location).toBeUndefined();
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((category: { name: string }) => category.name)).toEqual(['Gold']);
    expect(listed.headers['ratelimit-policy']).toMatch(/^"read";/);
  });
});

describe('the middleware stack with small limits', () => {
  let api: typeof buildApi;
  let ok: typeof okReply;
  let company: CompanyFixture;

  beforeAll(async () => {
    [api, ok] = await withEnvironment({ RATE_LIMIT_WRITE: '1/60', RATE_LIMIT_READ: '1/60' }, async () => [
      (await import('../http/api')).api,
      (await import('../http/responses')).ok,
    ]);
    company = await makeCompany();
  });

  it('never runs a write handler over the limit', async () => {
    // Prepare
    const operation = jest.fn(async () => ok({ done: true }));
    const handler = api({ route: 'updateCompany' }).handler(operation);
    const event = (): APIGatewayProxyEvent =>
      withRequest(loadEvent('update-company/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid },
        body: {},
      });
    // Act
    const first = await invoke(handler, event());
    const second = await invoke(handler, event());
    // Assess
    expect([first.status, second.status]).toEqual([200, 429]);
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it('reads a list beside its count, and refuses before any read once the container knows the caller is over the limit', async () => {
    // Prepare
    const operation = jest.fn(async () => ok({ listed: true }));
    const handler = api({ route: 'listCategories' }).handler(operation);
    const lister = await makeCompany(); // its own key: the read budget of the others stays untouched
    const event = (): APIGatewayProxyEvent => withRequest(loadEvent('list-categories/basic'), { key: lister.ownerKey });
    // Act
    const first = await invoke(handler, event());
    const second = await invoke(handler, event());
    const third = await invoke(handler, event());
    // Assess
    expect([first.status, second.status, third.status]).toEqual([200, 429, 429]);
    // The second read ran beside the count that refused it; the third was refused from memory.
    expect(operation).toHaveBeenCalledTimes(2);
    expect(third.headers).toMatchObject({
      'x-ratelimit-remaining': '0',
      'retry-after': expect.stringMatching(/^\d+$/),
    });
  });

  it('never runs a GET that has side effects (a JSON-body GET such as settings-json) over the limit', async () => {
    // Prepare
    const operation = jest.fn(async () => ok({ written: true }));
    // Its own query schema: a JSON-body GET's body may hold only its query parameters.
    const { SettingsJsonQuery } = await import('../companies/company-settings-file');
    const handler = api({ route: 'getCompanySettingsJson', query: SettingsJsonQuery }).handler(operation);
    const event = (): APIGatewayProxyEvent =>
      withRequest(loadEvent('get-company-settings-json/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid },
      });
    // Act
    const first = await invoke(handler, event());
    const second = await invoke(handler, event());
    // Assess
    expect([first.status, second.status]).toEqual([200, 429]);
    expect(operation).toHaveBeenCalledTimes(1);
  });
});

describe('requests that fail authentication, tenancy or role checks (RATE_LIMIT_READ=2/60)', () => {
  let getCompany: Handler;
  let listAutomations: Handler;
  let company: CompanyFixture;
  let foreign: CompanyFixture;
  let technician: { key: string };

  beforeAll(async () => {
    [getCompany, listAutomations] = await withEnvironment({ RATE_LIMIT_READ: '2/60' }, async () => [
      (await import('../../functions/companies/get-company')).handler,
      (await import('../../functions/automations/list-automations')).handler,
    ]);
    [company, foreign] = await Promise.all([makeCompany(), makeCompany()]);
    technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
  });

  it('carry no rate-limit headers and do not count against the key', async () => {
    // Prepare
    const companyEvent = (companyUuid: string, key: string | null): APIGatewayProxyEvent =>
      withRequest(loadEvent('get-company/basic'), { key, pathParameters: { company_uuid: companyUuid } });
    // Act
    const unauthorized = await invoke(getCompany, companyEvent(company.companyUuid, null));
    const unknownKey = await invoke(getCompany, companyEvent(company.companyUuid, 'bo_not-a-key'));
    const forbidden = await invoke(
      listAutomations,
      withRequest(loadEvent('list-automations/basic'), {
        key: technician.key,
        pathParameters: { company_uuid: company.companyUuid },
      }),
    );
    const foreignCompany = await invoke(getCompany, companyEvent(foreign.companyUuid, technician.key));
    const counted = [];
    for (let i = 0; i < 3; i += 1)
      counted.push(await invoke(getCompany, companyEvent(company.companyUuid, technician.key)));
    // Assess
    expect([unauthorized.status, unknownKey.status, forbidden.status, foreignCompany.status]).toEqual([
      401, 401, 403, 404,
    ]);
    for (const response of [unauthorized, unknownKey, forbidden, foreignCompany]) {
      expect(response.headers['content-type']).toBe('application/problem+json');
      expect(rateLimitHeadersOf(response)).toEqual({});
    }
    expect(counted.map((response) => [response.status, response.headers['x-ratelimit-remaining']])).toEqual([
      [200, '1'],
      [200, '0'],
      [429, '0'],
    ]);
  });
});
