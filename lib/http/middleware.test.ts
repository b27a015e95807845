import * as z from 'zod';
import { principalToContext } from '../auth/authorizer';
import {
  authentication,
  authorization,
  bodyParsing,
  contentNegotiation,
  requestContext,
  validation,
} from './middleware';
import { rateLimiting, readsBesideCount } from './rate-limiting';
import type { ApiMiddleware } from './api-request';
import { problemRenderer } from './problem-renderer';
import { responseHeaders } from './response-headers';
import { routes } from './routes';
import {
  COMPANY,
  NOW,
  OTHER_COMPANY,
  OWNER,
  OWNER_KEY,
  PLATFORM,
  TECHNICIAN,
  type Fakes,
  type TinyHandler,
  fakeDependencies,
  limitHeaders,
  limitState,
  problemBody,
  run,
  sampleEvent,
  tinyStack,
} from '../../test/support/stack';

const REQUEST_ID = 'sample-get-app-data-basic';
const COMMON = {
  'Cache-Control': 'no-store',
  'X-Request-Id': REQUEST_ID,
  'X-Content-Type-Options': 'nosniff',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** The outer stack every test runs in: request context, headers and the problem renderer. */
function stack(fakes: Fakes, middlewares: ApiMiddleware[], handler?: TinyHandler) {
  return tinyStack(
    [requestContext('getAppData'), responseHeaders([]), problemRenderer(fakes.logFailure), ...middlewares],
    handler,
  );
}

function ok(body: unknown): { statusCode: number; headers: Record<string, string>; body: string } {
  return { statusCode: 200, headers: COMMON, body: JSON.stringify(body) };
}

const learnedNothing = { requestId: REQUEST_ID };

/** The query schema of a route whose parameters may come from a JSON body. */
const PARAMETERS = z.object({ a: z.optional(z.string()), b: z.optional(z.string()) });

describe('requestContext middleware', () => {
  it('keeps a well-formed X-Request-Id and hands the state to the handler', async () => {
    // Prepare
    const fakes = fakeDependencies();
    // Act
    const response = await run(stack(fakes, []), sampleEvent('get-app-data/basic'));
    // Assess
    expect(response).toEqual(ok(learnedNothing));
  });

  it('replaces a malformed X-Request-Id by a generated one', async () => {
    // Prepare
    const fakes = fakeDependencies();
    // Act
    const response = await run(
      stack(fakes, []),
      sampleEvent('get-app-data/basic', { headers: { 'X-Request-Id': 'bad id!' } }),
    );
    // Assess
    const requestId = response.headers?.['X-Request-Id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response).toEqual({
      statusCode: 200,
      headers: { ...COMMON, 'X-Request-Id': requestId },
      body: JSON.stringify({ requestId }),
    });
  });
});

describe('authentication middleware', () => {
  it('answers 401 with WWW-Authenticate for an unknown key', async () => {
    // Prepare
    const fakes = fakeDependencies();
    // Act
    const response = await run(
      stack(fakes, [authentication(fakes.authenticator, false)]),
      sampleEvent('get-app-data/basic', { key: 'bo_unknown' }),
    );
    // Assess
    expect(response).toEqual({
      statusCode: 401,
      headers: { ...COMMON, 'Content-Type': 'application/problem+json', 'WWW-Authenticate': 'Bearer' },
      body: problemBody(
        401,
        'unauthorized',
        'Unauthorized',
        'A valid bearer key is required',
        '/api/v1/app-data',
        REQUEST_ID,
      ),
    });
    expect(fakes.calls.authenticate).toEqual(['Bearer bo_unknown']);
  });

  it('takes a trusted authorizer context without looking the key up', async () => {
    // Prepare
    const fakes = fakeDependencies();
    const event = sampleEvent('get-app-data/basic', { key: 'bo_unknown' });
    event.requestContext.authorizer = principalToContext(OWNER);
    // Act
    const response = await run(stack(fakes, [authentication(fakes.authenticator, true)]), event);
    // Assess
    expect(response).toEqual(ok({ ...learnedNothing, principal: OWNER }));
    expect(fakes.calls.authenticate).toEqual([]);
  });
});

describe('authorization middleware', () => {
  function companyEvent(companyUuid: string, key = OWNER_KEY) {
    const event = sampleEvent('get-app-data/basic', { key, path: `/api/v1/companies/${companyUuid}` });
    event.pathParameters = { company_uuid: companyUuid };
    return event;
  }

  function authorized(fakes: Fakes, route: (typeof routes)[keyof typeof routes] = routes.getCompany) {
    return stack(fakes, [authentication(fakes.authenticator, false), authorization(route, fakes.companies)]);
  }

  const notFound = (companyUuid: string) => ({
    statusCode: 404,
    headers: { ...COMMON, 'Content-Type': 'application/problem+json' },
    body: problemBody(
      404,
      'not_found',
      'Not found',
      'The company does not exist',
      `/api/v1/companies/${companyUuid}`,
      REQUEST_ID,
    ),
  });

  it('acts on the own company of the path, given in upper case, lower-case', async () => {
    // Prepare
    const fakes = fakeDependencies();
    // Act
    const response = await run(authorized(fakes), companyEvent(COMPANY.toUpperCase()));
    // Assess
    expect(response).toEqual(ok({ ...learnedNothing, principal: OWNER, companyUuid: COMPANY }));
    expect(fakes.calls.companyExists).toEqual([]);
  });

  it.each([
    ['another company', OTHER_COMPANY],
    ['a company path that is not a UUID', 'not-a-uuid'],
  ])('answers 404 for %s', async (_case, companyUuid) => {
    // Prepare
    const fakes = fakeDependencies();
    // Act
    const response = await run(authorized(fakes), companyEvent(companyUuid));
    // Assess
    expect(response).toEqual(notFound(companyUuid));
    expect(fakes.calls.companyExists).toEqual([]);
  });

  it('lets a platform key use a company that exists, and answers 404 for one that does not', async () => {
    // Prepare
    const fakes = fakeDependencies({ keys: { bo_platform: PLATFORM }, companies: [COMPANY] });
    // Act
    const existing = await run(authorized(fakes), companyEvent(COMPANY, 'bo_platform'));
    const missing = await run(authorized(fakes), companyEvent(OTHER_COMPANY, 'bo_platform'));
    // Assess
    expect(existing).toEqual(ok({ ...learnedNothing, principal: PLATFORM, companyUuid: COMPANY }));
    expect(missing).toEqual(notFound(OTHER_COMPANY));
    expect(fakes.calls.companyExists).toEqual([COMPANY, OTHER_COMPANY]);
  });

  it.each([
    ['a role the route does not permit', TECHNICIAN],
    ['a platform key on a caller-company route', PLATFORM],
  ])('answers 403 for %s', async (_case, principal) => {
    // Prepare
    const fakes = fakeDependencies({ keys: { bo_key: principal } });
    // Act
    const response = await run(
      authorized(fakes, routes.createCategory),
      sampleEvent('get-app-data/basic', { key: 'bo_key' }),
    );
    // Assess
    expect(response).toEqual({
      statusCode: 403,
      headers: { ...COMMON, 'Content-Type': 'application/problem+json' },
      body: problemBody(
        403,
        'forbidden',
        'Forbidden',
        'Your role may not perform this operation',
        '/api/v1/app-data',
        REQUEST_ID,
      ),
    });
  });
});

describe('rateLimiting middleware', () => {
  function limited(fakes: Fakes, route: (typeof routes)[keyof typeof routes], handler?: TinyHandler) {
    return stack(
      fakes,
      [authentication(fakes.authenticator, false), rateLimiting(route, fakes.rateLimiter, fakes.now)],
      handler,
    );
  }

  const tooMany = (group: string) => ({
    statusCode: 429,
    headers: { ...COMMON, 'Content-Type': 'application/problem+json', 'Retry-After': '50', ...limitHeaders(11, group) },
    body: problemBody(
      429,
      'rate_limited',
      'Too many requests',
      'Rate limit exceeded; retry in 50 s',
      '/api/v1/app-data',
      REQUEST_ID,
    ),
  });

  it('counts the caller in the route group at the injected time and adds the rate-limit headers', async () => {
    // Prepare
    const fakes = fakeDependencies();
    // Act
    const response = await run(limited(fakes, routes.createCategory), sampleEvent('get-app-data/basic'));
    // Assess
    expect(response).toEqual({
      ...ok({ ...learnedNothing, principal: OWNER }),
      headers: { ...COMMON, ...limitHeaders(1) },
    });
    expect(fakes.calls.consume).toEqual([{ keyId: OWNER.keyId, group: 'write', nowMs: NOW }]);
  });

  it('refuses a write over the limit before the handler runs', async () => {
    // Prepare
    const fakes = fakeDependencies({ consume: async () => limitState(11) });
    const handler = jest.fn<ReturnType<TinyHandler>, Parameters<TinyHandler>>();
    // Act
    const response = await run(limited(fakes, routes.createCategory, handler), sampleEvent('get-app-data/basic'));
    // Assess
    expect(response).toEqual(tooMany('write'));
    expect(handler).not.toHaveBeenCalled();
  });

  it('lets a read of one record run beside the count and answers 429 on the way out when over the limit', async () => {
    // Prepare
    const fakes = fakeDependencies({ consume: async () => limitState(11, 'read') });
    const handler = jest.fn<ReturnType<TinyHandler>, Parameters<TinyHandler>>(async () => ({
      statusCode: 200,
      body: '{}',
    }));
    // Act
    const response = await run(limited(fakes, routes.getCategory, handler), sampleEvent('get-app-data/basic'));
    // Assess
    expect(response).toEqual(tooMany('read'));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('refuses a read of one record before it runs when the caller is known to be over its limit', async () => {
    // Prepare
    const fakes = fakeDependencies({ overLimit: true, consume: async () => limitState(11, 'read') });
    const handler = jest.fn<ReturnType<TinyHandler>, Parameters<TinyHandler>>(async () => ({
      statusCode: 200,
      body: '{}',
    }));
    // Act
    const response = await run(limited(fakes, routes.getCategory, handler), sampleEvent('get-app-data/basic'));
    // Assess
    expect(response).toEqual(tooMany('read'));
    expect(handler).not.toHaveBeenCalled();
  });

  it('starts the count of a read of one record first, and runs the read before the count answers', async () => {
    // Prepare
    let answerCount: () => void = () => undefined;
    const fakes = fakeDependencies({
      consume: () => new Promise((resolve) => (answerCount = () => resolve(limitState(1, 'read')))),
    });
    const countsSeen: number[] = [];
    const handler: TinyHandler = async () => {
      countsSeen.push(fakes.calls.consume.length); // the count went out first, and has not answered
      answerCount();
      return { statusCode: 200, body: '{}' };
    };
    // Act
    const response = await run(limited(fakes, routes.getCategory, handler), sampleEvent('get-app-data/basic'));
    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject(limitHeaders(1, 'read'));
    expect(countsSeen).toEqual([1]);
    expect(fakes.calls.consume).toEqual([{ keyId: OWNER.keyId, group: 'read', nowMs: NOW }]);
  });

  it('counts a read of one record that is refused before its handler runs', async () => {
    // Prepare
    const fakes = fakeDependencies();
    const handler = jest.fn<ReturnType<TinyHandler>, Parameters<TinyHandler>>();
    const stackWithNegotiation = stack(
      fakes,
      [
        authentication(fakes.authenticator, false),
        rateLimiting(routes.getCategory, fakes.rateLimiter, fakes.now),
        contentNegotiation,
      ],
      handler,
    );
    // Act
    const response = await run(
      stackWithNegotiation,
      sampleEvent('get-app-data/basic', { headers: { Accept: 'text/html' } }),
    );
    // Assess
    expect(response.statusCode).toBe(406);
    expect(response.headers).toMatchObject(limitHeaders(1, 'read'));
    expect(handler).not.toHaveBeenCalled();
    expect(fakes.calls.consume).toHaveLength(1);
  });

  it('puts the rate-limit headers on a problem the handler raised', async () => {
    // Prepare
    const fakes = fakeDependencies();
    const handler: TinyHandler = async () => {
      throw new Error('boom');
    };
    // Act
    const response = await run(limited(fakes, routes.getCategory, handler), sampleEvent('get-app-data/basic'));
    // Assess
    expect(response).toEqual({
      statusCode: 500,
      headers: { ...COMMON, 'Content-Type': 'application/problem+json', ...limitHeaders(1, 'read') },
      body: problemBody(
        500,
        'internal_error',
        'Internal server error',
        'An unexpected error occurred',
        '/api/v1/app-data',
        REQUEST_ID,
      ),
    });
  });

  it('answers 503 without rate-limit headers when the limiter is unreachable', async () => {
    // Prepare
    const failure = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const fakes = fakeDependencies({ consume: () => Promise.reject(failure) });
    // Act
    const response = await run(limited(fakes, routes.createCategory), sampleEvent('get-app-data/basic'));
    // Assess
    expect(response).toEqual({
      statusCode: 503,
      headers: { ...COMMON, 'Content-Type': 'application/problem+json', 'Retry-After': '1' },
      body: problemBody(
        503,
        'service_unavailable',
        'Service unavailable',
        'A dependency is unavailable; retry later',
        '/api/v1/app-data',
        REQUEST_ID,
      ),
    });
    expect(fakes.calls.failures).toEqual([{ requestId: REQUEST_ID, route: 'getAppData', error: failure }]);
  });
});

describe('readsBesideCount', () => {
  it('lets GETs without a body read beside their count, lists included, and never a write', () => {
    expect(readsBesideCount(routes.getCategory)).toBe(true);
    expect(readsBesideCount(routes.listCategories)).toBe(true);
    expect(readsBesideCount(routes.createCategory)).toBe(false);
    expect(
      readsBesideCount(routes.getCompanySettingsJson, { body: null, queryStringParameters: { settings_name: 'x' } }),
    ).toBe(false);
  });

  it('lets the users list read beside its count only when it can write nothing: no body, ignore_cached and no reset', () => {
    const users = (query: Record<string, string>, body: string | null = null) =>
      readsBesideCount(routes.listCompanyUsers, { body, queryStringParameters: query });
    expect(users({ ignore_cached: 'true' })).toBe(true);
    expect(users({})).toBe(false); // a cache miss fills the cache
    expect(users({ ignore_cached: 'true', should_reset_cache: 'true' })).toBe(false);
    expect(users({ ignore_cached: 'true' }, '{"should_reset_cache": true}')).toBe(false);
  });
});

describe('contentNegotiation middleware', () => {
  it('answers 406 when the client does not accept JSON', async () => {
    // Prepare
    const fakes = fakeDependencies();
    // Act
    const response = await run(
      stack(fakes, [contentNegotiation]),
      sampleEvent('get-app-data/basic', { headers: { Accept: 'text/html' } }),
    );
    // Assess
    expect(response).toEqual({
      statusCode: 406,
      headers: { ...COMMON, 'Content-Type': 'application/problem+json' },
      body: problemBody(
        406,
        'not_acceptable',
        'Not acceptable',
        'This API only produces application/json',
        '/api/v1/app-data',
        REQUEST_ID,
      ),
    });
  });
});

describe('bodyParsing middleware', () => {
  const post = (overrides: Parameters<typeof sampleEvent>[1]) =>
    sampleEvent('get-app-data/basic', { method: 'POST', ...overrides });
  const problem = (
    status: number,
    code: string,
    title: string,
    detail: string,
    extra: Record<string, unknown> = {},
  ) => ({
    statusCode: status,
    headers: { ...COMMON, 'Content-Type': 'application/problem+json' },
    body: problemBody(status, code, title, detail, '/api/v1/app-data', REQUEST_ID, extra),
  });

  it('hands the parsed object on', async () => {
    // Prepare
    const fakes = fakeDependencies();
    // Act
    const response = await run(stack(fakes, [bodyParsing(routes.createCategory)]), post({ body: { name: 'A' } }));
    // Assess
    expect(response).toEqual(ok({ ...learnedNothing, json: { name: 'A' } }));
  });

  it.each([
    [
      'another content type',
      { rawBody: '{}', headers: { 'Content-Type': 'text/plain' } },
      problem(415, 'unsupported_media_type', 'Unsupported media type', 'Content-Type must be application/json'),
    ],
    [
      'a body over the limit',
      { body: { name: 'x'.repeat(1024 * 1024) } },
      problem(413, 'payload_too_large', 'Payload too large', 'The body may be at most 1048576 bytes'),
    ],
    [
      'invalid JSON',
      { rawBody: '{', headers: { 'Content-Type': 'application/json' } },
      problem(400, 'malformed_request', 'Malformed request', 'The body is not valid JSON'),
    ],
    [
      'a string with an unpaired surrogate',
      { rawBody: String.raw`{"name": "\ud800"}`, headers: { 'Content-Type': 'application/json' } },
      problem(
        400,
        'malformed_request',
        'Malformed request',
        String.raw`The body holds a string with an unpaired UTF-16 surrogate escape (\uD800–\uDFFF), which is no Unicode text`,
      ),
    ],
    [
      'JSON that is not an object',
      { body: [1] },
      problem(422, 'validation_failed', 'Validation failed', '1 field is invalid', {
        errors: [{ path: '', code: 'invalid_type', message: 'The body must be a JSON object' }],
      }),
    ],
  ])('refuses %s', async (_case, overrides, expected) => {
    // Prepare
    const fakes = fakeDependencies();
    // Act
    const response = await run(stack(fakes, [bodyParsing(routes.createCategory)]), post(overrides));
    // Assess
    expect(response).toEqual(expected);
  });
});

describe('validation middleware', () => {
  const Body = z.strictObject({ name: z.string().min(1) });
  const Query = z.object({ page: z.coerce.number().int().min(1) });

  it('hands the parsed body and query to the handler', async () => {
    // Prepare
    const fakes = fakeDependencies();
    const event = sampleEvent('get-app-data/basic', { method: 'POST', body: { name: 'A' }, query: { page: '2' } });
    // Act
    const response = await run(
      stack(fakes, [
        bodyParsing(routes.createCategory),
        validation(routes.createCategory, { body: Body, query: Query }),
      ]),
      event,
    );
    // Assess
    expect(response).toEqual(ok({ ...learnedNothing, json: { name: 'A' }, body: { name: 'A' }, query: { page: 2 } }));
  });

  it('answers 422 listing every invalid field of the body and the query', async () => {
    // Prepare
    const fakes = fakeDependencies();
    const event = sampleEvent('get-app-data/basic', {
      method: 'POST',
      body: { name: '', extra: 1 },
      query: { page: '0' },
    });
    // Act
    const response = await run(
      stack(fakes, [
        bodyParsing(routes.createCategory),
        validation(routes.createCategory, { body: Body, query: Query }),
      ]),
      event,
    );
    // Assess
    expect(response.statusCode).toBe(422);
    expect(response.headers).toEqual({ ...COMMON, 'Content-Type': 'application/problem+json' });
    expect(JSON.parse(response.body)).toEqual({
      type: '/problems/validation_failed',
      title: 'Validation failed',
      status: 422,
      detail: '3 fields are invalid',
      instance: '/api/v1/app-data',
      code: 'validation_failed',
      request_id: REQUEST_ID,
      errors: [
        { path: 'page', code: expect.any(String), message: expect.any(String) },
        { path: 'name', code: expect.any(String), message: expect.any(String) },
        { path: 'extra', code: 'unknown_field', message: expect.any(String) },
      ],
    });
  });

  it('answers 422 for a body of 125,000 unknown fields, listing the first 100 and counting them all', async () => {
    // Prepare: under the 1 MiB limit, and more issues than a function call takes arguments
    const fakes = fakeDependencies();
    const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    const key = (index: number) => [3844, 62, 1].map((place) => alphabet[Math.floor(index / place) % 62]).join('');
    const fields = Object.fromEntries(Array.from({ length: 125_000 }, (_, index) => [key(index), 0]));
    const event = sampleEvent('get-app-data/basic', { method: 'POST', body: { name: 'A', ...fields } });
    // Act
    const response = await run(
      stack(fakes, [bodyParsing(routes.createCategory), validation(routes.createCategory, { body: Body })]),
      event,
    );
    // Assess
    expect(response.statusCode).toBe(422);
    const problem = JSON.parse(response.body) as { detail: string; errors: Array<{ path: string; code: string }> };
    expect(problem.detail).toBe('125000 fields are invalid; the first 100 are listed');
    expect(problem.errors).toHaveLength(100);
    expect(problem.errors[0]).toEqual({ path: 'aaa', code: 'unknown_field', message: 'Unknown field "aaa"' });
  });

  it('answers 422 when a required body is missing', async () => {
    // Prepare
    const fakes = fakeDependencies();
    // Act
    const response = await run(
      stack(fakes, [bodyParsing(routes.createCategory), validation(routes.createCategory, { body: Body })]),
      sampleEvent('get-app-data/basic'),
    );
    // Assess
    expect(response).toEqual({
      statusCode: 422,
      headers: { ...COMMON, 'Content-Type': 'application/problem+json' },
      body: problemBody(
        422,
        'validation_failed',
        'Validation failed',
        '1 field is invalid',
        '/api/v1/app-data',
        REQUEST_ID,
        {
          errors: [{ path: '', code: 'required', message: 'A JSON object body is required' }],
        },
      ),
    });
  });

  it('takes the parameters of an optional JSON body, the query string winning', async () => {
    // Prepare
    const fakes = fakeDependencies();
    const route = routes.getCompanySettingsJson;
    const event = sampleEvent('get-app-data/basic', { body: { a: '1', b: '1' }, query: { b: '2' } });
    // Act
    const response = await run(stack(fakes, [bodyParsing(route), validation(route, { query: PARAMETERS })]), event);
    // Assess
    expect(response).toEqual(ok({ ...learnedNothing, json: { a: '1', b: '1' }, query: { a: '1', b: '2' } }));
  });

  it('answers 422 for an unknown field of an optional JSON body, and ignores an unknown query parameter', async () => {
    // Prepare
    const fakes = fakeDependencies();
    const route = routes.getCompanySettingsJson;
    const event = sampleEvent('get-app-data/basic', { body: { a: '1', c: 1 }, query: { d: '2' } });
    // Act
    const response = await run(stack(fakes, [bodyParsing(route), validation(route, { query: PARAMETERS })]), event);
    // Assess
    expect(response.statusCode).toBe(422);
    expect(JSON.parse(response.body).errors).toEqual([
      { path: 'c', code: 'unknown_field', message: 'Unknown field "c"' },
    ]);
  });
});
