import type { RouteCompany } from './routes';
import * as z from 'zod';
import { createApi, type HandlerInput } from './api';
import { created, ok } from './responses';
import {
  COMPANY,
  OWNER,
  TECHNICIAN,
  type FakeOptions,
  fakeDependencies,
  limitHeaders,
  limitState,
  problemBody,
  run,
  sampleEvent,
} from '../../test/support/stack';

const REQUEST_ID = 'sample-get-app-data-basic';
const CATEGORY = '0190f3a4-5b6c-7d8e-9f01-00000000c001';
const COMMON = {
  'Cache-Control': 'no-store',
  'X-Request-Id': REQUEST_ID,
  'X-Content-Type-Options': 'nosniff',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};
const Body = z.strictObject({ name: z.string().min(1) });

/** The structured lines the stack wrote on stdout (the request line and its metrics document), parsed. */
let written: Array<Record<string, unknown>>;

beforeEach(() => {
  written = [];
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean))
      written.push(JSON.parse(line) as Record<string, unknown>);
    return true;
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

function getCategoryHandler(options: FakeOptions = {}) {
  const fakes = fakeDependencies(options);
  const inputs: Array<
    HandlerInput<undefined, Record<string, string | string[]>, string, { category_uuid: string | null }>
  > = [];
  const handler = createApi(fakes)({ route: 'getCategory' }).handler(async (input) => {
    inputs.push(input);
    return ok({ uuid: input.path.category_uuid }, '"c-1"');
  });
  return { fakes, inputs, handler };
}

function categoryGet(overrides: Parameters<typeof sampleEvent>[1] = {}) {
  const event = sampleEvent('get-app-data/basic', { path: `/api/v1/categories/${CATEGORY}`, ...overrides });
  event.pathParameters = { category_uuid: CATEGORY };
  return event;
}

function createCategoryHandler(options: FakeOptions = {}) {
  const fakes = fakeDependencies(options);
  const handler = createApi(fakes)({ route: 'createCategory', body: Body }).handler(async ({ body, companyUuid }) =>
    created({ ...body, companyUuid }, `/api/v1/categories/${CATEGORY}`, '"c-1"'),
  );
  return { fakes, handler };
}

function categoryPost(overrides: Parameters<typeof sampleEvent>[1] = {}) {
  return sampleEvent('get-app-data/basic', {
    method: 'POST',
    path: '/api/v1/categories',
    body: { name: 'A' },
    ...overrides,
  });
}

describe('api()', () => {
  it('hands the handler the authenticated, authorized request and answers its reply with every common header', async () => {
    // Prepare
    const { fakes, inputs, handler } = getCategoryHandler();
    // Act
    const response = await run(handler, categoryGet({ query: { a: 'b' } }));
    // Assess
    expect(response).toEqual({
      statusCode: 200,
      headers: { ...COMMON, 'Content-Type': 'application/json', ETag: '"c-1"', ...limitHeaders(1, 'read') },
      body: JSON.stringify({ data: { uuid: CATEGORY } }),
    });
    expect(inputs).toEqual([
      {
        principal: OWNER,
        companyUuid: COMPANY,
        body: undefined,
        query: { a: 'b' },
        path: { category_uuid: CATEGORY },
        headers: expect.objectContaining({ accept: 'application/json', 'x-request-id': REQUEST_ID }),
        rawBody: undefined,
        audit: {
          actor: { kind: 'user', user_uuid: OWNER.userUuid, key_id: OWNER.keyId },
          requestId: REQUEST_ID,
          gatewayRequestId: 'sample-basic',
        },
        remainingTimeMs: expect.any(Function),
      },
    ]);
    // The Lambda context's clock (test/support/invoke.ts lambdaContext: 10 s).
    expect(inputs[0]?.remainingTimeMs()).toBe(10_000);
    expect(fakes.calls.consume).toEqual([{ keyId: OWNER.keyId, group: 'read', nowMs: expect.any(Number) }]);
  });

  it('issues the count of a read of one record first and the read right behind it, before the count answers', async () => {
    // Prepare
    let answerCount: () => void = () => undefined;
    const fakes = fakeDependencies({
      consume: () => new Promise((resolve) => (answerCount = () => resolve(limitState(1, 'read')))),
    });
    const countsSeen: number[] = [];
    const handler = createApi(fakes)({ route: 'getCategory' }).handler(async () => {
      countsSeen.push(fakes.calls.consume.length);
      answerCount();
      return ok({}, '"c-1"');
    });
    // Act
    const response = await run(handler, categoryGet());
    // Assess
    expect(response.statusCode).toBe(200);
    expect(countsSeen).toEqual([1]);
  });

  it.each([
    ['an upper-case id, lower-cased', CATEGORY.toUpperCase(), CATEGORY],
    ['a non-UUID id, as null (no such record, 404 at the record step)', 'not-a-uuid', null],
  ])('hands the handler the path parsed: %s', async (_case, sent, parsed) => {
    // Prepare
    const { inputs, handler } = getCategoryHandler();
    const event = categoryGet();
    event.pathParameters = { category_uuid: sent };
    // Act
    const response = await run(handler, event);
    // Assess
    expect(response.statusCode).toBe(200);
    expect(inputs.map((input) => input.path)).toEqual([{ category_uuid: parsed }]);
  });

  it('answers a create with its parsed body, Location and ETag', async () => {
    // Prepare
    const { handler } = createCategoryHandler();
    // Act
    const response = await run(handler, categoryPost());
    // Assess
    expect(response).toEqual({
      statusCode: 201,
      headers: {
        ...COMMON,
        'Content-Type': 'application/json',
        Location: `/api/v1/categories/${CATEGORY}`,
        ETag: '"c-1"',
        ...limitHeaders(1),
      },
      body: JSON.stringify({ data: { name: 'A', companyUuid: COMPANY } }),
    });
  });

  it.each([
    ['401 before anything is counted', { key: 'bo_unknown', headers: { Accept: 'text/html' } }, {}, 401, false],
    [
      '403 before anything is counted',
      { key: 'bo_tech', headers: { Accept: 'text/html' } },
      { keys: { bo_tech: TECHNICIAN } },
      403,
      false,
    ],
    ['429 before 406', { headers: { Accept: 'text/html' } }, { consume: async () => limitState(11) }, 429, true],
    ['406 before 415', { headers: { Accept: 'text/html', 'Content-Type': 'text/plain' } }, {}, 406, true],
    ['415 before 422', { rawBody: '[]', headers: { 'Content-Type': 'text/plain' } }, {}, 415, true],
    ['422 for an invalid body', { body: { name: '' } }, {}, 422, true],
  ] as const)('answers %s', async (_case, overrides, options, status, counted) => {
    // Prepare
    const { fakes, handler } = createCategoryHandler(options as FakeOptions);
    // Act
    const response = await run(handler, categoryPost(overrides));
    // Assess
    expect(response.statusCode).toBe(status);
    expect(response.headers?.['Content-Type']).toBe('application/problem+json');
    expect(response.headers?.['X-RateLimit-Limit'] !== undefined).toBe(counted);
    expect(fakes.calls.consume).toHaveLength(counted ? 1 : 0);
  });

  it('replays a stored create without running the handler', async () => {
    // Prepare
    const stored = { status: 201, body: '{"data":{}}', location: '/api/v1/categories/x', etag: '"x-1"' };
    const fakes = fakeDependencies({ begin: async () => ({ kind: 'replay', response: stored }) });
    const fn = jest.fn();
    const handler = createApi(fakes)({ route: 'createCategory', body: Body }).handler(fn);
    // Act
    const response = await run(handler, categoryPost({ headers: { 'Idempotency-Key': 'k-1' } }));
    // Assess
    expect(response).toEqual({
      statusCode: 201,
      headers: {
        ...COMMON,
        'Content-Type': 'application/json',
        Location: '/api/v1/categories/x',
        ETag: '"x-1"',
        'Idempotent-Replayed': 'true',
        ...limitHeaders(1),
      },
      body: '{"data":{}}',
    });
    expect(fn).not.toHaveBeenCalled();
  });

  it('refuses to build an idempotent route without a store, and never asks the store on other routes', async () => {
    // Prepare
    const { idempotency: _store, ...withoutStore } = fakeDependencies();
    const fakes = fakeDependencies();
    const handler = createApi(fakes)({ route: 'getCategory' }).handler(async () => ok({}));
    // Act
    await run(handler, categoryGet({ headers: { 'Idempotency-Key': 'k-2' } }));
    // Assess
    expect(() => createApi(withoutStore)({ route: 'createCategory', body: Body })).toThrow(
      /createCategory honours Idempotency-Key/,
    );
    expect(() => createApi(withoutStore)({ route: 'getCategory' })).not.toThrow();
    expect(fakes.calls.begin).toEqual([]);
  });

  it('logs one line and flushes the metrics once per request, with the ids the stack learned', async () => {
    // Prepare
    const { handler } = getCategoryHandler();
    // Act
    await run(handler, categoryGet());
    await run(handler, categoryGet({ key: 'bo_unknown' }));
    // Assess
    expect(written.filter((line) => '_aws' in line)).toEqual([
      expect.objectContaining({ route: 'getCategory', status_class: '2xx', group: 'read', requests: 1 }),
      expect.objectContaining({ route: 'getCategory', status_class: '4xx', requests: 1, problem_unauthorized: 1 }),
    ]);
    // An id the stack did not learn is absent from the line (Powertools leaves out empty values).
    const requests = written.filter((line) => line.message === 'request');
    expect(requests).toEqual([
      expect.objectContaining({
        level: 'INFO',
        request_id: REQUEST_ID,
        route: 'getCategory',
        method: 'GET',
        status: 200,
        company_uuid: COMPANY,
        key_id: OWNER.keyId,
      }),
      expect.objectContaining({
        level: 'INFO',
        request_id: REQUEST_ID,
        route: 'getCategory',
        status: 401,
        problem: 'unauthorized',
      }),
    ]);
    expect(requests[1]).not.toHaveProperty('company_uuid');
    expect(requests[1]).not.toHaveProperty('key_id');
  });

  it('describes its operation for the OpenAPI generator', () => {
    // Prepare, Act
    const { handler } = createCategoryHandler();
    // Assess
    expect(handler.operation).toEqual({ route: 'createCategory', body: Body, query: undefined });
  });

  it('answers a problem for an unexpected failure of the handler, logged once', async () => {
    // Prepare
    const fakes = fakeDependencies();
    const failure = new Error('boom');
    const handler = createApi(fakes)({ route: 'getCategory' }).handler(async () => Promise.reject(failure));
    // Act
    const response = await run(handler, categoryGet());
    // Assess
    expect(response).toEqual({
      statusCode: 500,
      headers: { ...COMMON, 'Content-Type': 'application/problem+json', ...limitHeaders(1, 'read') },
      body: problemBody(
        500,
        'internal_error',
        'Internal server error',
        'An unexpected error occurred',
        `/api/v1/categories/${CATEGORY}`,
        REQUEST_ID,
      ),
    });
    expect(fakes.calls.failures).toEqual([{ requestId: REQUEST_ID, route: 'getCategory', error: failure }]);
  });
});

// Compile-time checks (tsc runs over tests): a company route's handler gets a company uuid, a route
// of no company scope (app-data, where a platform key has no company) may get null.
type Assert<Condition extends true> = Condition;
type _CompanyRouteHasCompany = Assert<RouteCompany<'getCategory'> extends string ? true : false>;
type _CompanyPathRouteHasCompany = Assert<RouteCompany<'listAutomations'> extends string ? true : false>;
type _NoScopeRouteMayHaveNone = Assert<null extends RouteCompany<'getAppData'> ? true : false>;
