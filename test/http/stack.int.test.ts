/**
 * The shared middleware stack, exercised through real routes of the route table with small
 * test handlers, against DynamoDB Local: every problem status in the API's check order (docs/api.md).
 */
import * as z from 'zod';
import { api } from '../../lib/http/api';
import { idempotentApi } from '../../lib/http/idempotent-api';
import { ok } from '../../lib/http/responses';
import { handler as appData } from '../../functions/app-data/get-app-data';
import { handler as routeNotFound } from '../../functions/http/route-not-found';
import { capturedLines } from '../support/log-capture';
import { invoke, loadEvent, withRequest, type EventOverrides } from '../support/invoke';
import { admin, makeCompany, makePlatformKey, makeUser, type CompanyFixture } from '../support/fixtures';

const Body = z.strictObject({
  name: z.string().min(1).max(5),
  category_group: z.enum(['SERVICE_PLAN', 'DRAWING_SYMBOL']),
});
const echoBody = idempotentApi({ route: 'createCategory', body: Body }).handler(async ({ body, companyUuid }) =>
  ok({ ...body, companyUuid }),
);
const companyProbe = api({ route: 'getCompany' }).handler(async ({ companyUuid }) => ok({ companyUuid }));
const failing = api({ route: 'getCategory' }).handler(async () => {
  throw new Error('connection string postgres://user:secret@db internal detail');
});

function appDataEvent(overrides: EventOverrides = {}) {
  return withRequest(loadEvent('get-app-data/basic'), overrides);
}

function categoryPost(overrides: EventOverrides) {
  return withRequest(loadEvent('get-app-data/basic'), { method: 'POST', path: '/api/v1/categories', ...overrides });
}

function companyGet(companyUuid: string, overrides: EventOverrides) {
  const event = withRequest(loadEvent('get-app-data/basic'), {
    path: `/api/v1/companies/${companyUuid}`,
    ...overrides,
  });
  event.pathParameters = { company_uuid: companyUuid };
  return event;
}

let company: CompanyFixture;

beforeAll(async () => {
  company = await makeCompany();
});

describe('authentication', () => {
  it.each([
    ['no Authorization header', { key: null }],
    ['a wrong scheme', { key: null, headers: { Authorization: 'Basic dXNlcjpwYXNz' } }],
    ['an empty token', { key: null, headers: { Authorization: 'Bearer ' } }],
    ['an unknown key', { key: 'bo_unknown' }],
  ])('answers 401 with WWW-Authenticate for %s', async (_case, overrides) => {
    const response = await invoke(appData, appDataEvent(overrides as EventOverrides));
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.headers['content-type']).toBe('application/problem+json');
    expect(response.body).toEqual({
      type: '/problems/unauthorized',
      title: 'Unauthorized',
      status: 401,
      detail: expect.any(String),
      instance: '/api/v1/app-data',
      code: 'unauthorized',
      request_id: 'sample-get-app-data-basic',
    });
    expect(response.headers['ratelimit']).toBeUndefined();
  });

  it('accepts the scheme name in any case', async () => {
    const response = await invoke(
      appData,
      appDataEvent({ key: null, headers: { authorization: `bEaReR ${company.ownerKey}` } }),
    );
    expect(response.status).toBe(200);
  });

  it('answers 401 for a revoked key', async () => {
    const { key_id, api_key } = await admin.createKey({ user: company.ownerUuid });
    expect((await invoke(appData, appDataEvent({ key: api_key }))).status).toBe(200);
    await admin.revokeKey({ keyId: key_id });
    expect((await invoke(appData, appDataEvent({ key: api_key }))).status).toBe(401);
  });

  it.each(['STATUS_INVITED', 'STATUS_DISABLED'] as const)('answers 401 when the user is %s', async (status) => {
    const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    await admin.setUserStatus({ user: user.userUuid, status });
    const response = await invoke(appData, appDataEvent({ key: user.key }));
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });
});

describe('tenancy and roles', () => {
  it('answers 404 for another company, before the role check', async () => {
    const other = await makeCompany();
    const response = await invoke(companyProbe, companyGet(other.companyUuid, { key: company.ownerKey }));
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('not_found');
  });

  it('answers 404 for a company path that is not a UUID', async () => {
    const response = await invoke(companyProbe, companyGet('not-a-uuid', { key: company.ownerKey }));
    expect(response.status).toBe(404);
  });

  it('accepts the own company uuid in upper case and acts on it lower-case', async () => {
    const response = await invoke(
      companyProbe,
      companyGet(company.companyUuid.toUpperCase(), { key: company.ownerKey }),
    );
    expect(response.status).toBe(200);
    expect(response.body.data.companyUuid).toBe(company.companyUuid);
  });

  it('lets a platform key use any existing company but not a missing one', async () => {
    const platform = await makePlatformKey();
    expect((await invoke(companyProbe, companyGet(company.companyUuid, { key: platform.key }))).status).toBe(200);
    const missing = await invoke(
      companyProbe,
      companyGet('01890000-0000-7000-8000-000000000000', { key: platform.key }),
    );
    expect(missing.status).toBe(404);
  });

  it('answers 403 when the role may not perform the operation', async () => {
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const response = await invoke(
      echoBody,
      categoryPost({ key: technician.key, body: { name: 'A', category_group: 'SERVICE_PLAN' } }),
    );
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('forbidden');
    expect(response.headers['ratelimit']).toBeUndefined();
  });

  it('answers 403 to a platform key on a caller-company route', async () => {
    const platform = await makePlatformKey();
    const response = await invoke(
      echoBody,
      categoryPost({ key: platform.key, body: { name: 'A', category_group: 'SERVICE_PLAN' } }),
    );
    expect(response.status).toBe(403);
  });
});

describe('content negotiation and bodies', () => {
  it.each([
    'application/json',
    'application/problem+json',
    '*/*',
    'application/*',
    'text/html, application/json;q=0.5',
    '',
  ])('accepts Accept: %p', async (accept) => {
    const response = await invoke(appData, appDataEvent({ key: company.ownerKey, headers: { Accept: accept } }));
    expect(response.status).toBe(200);
  });

  it.each(['text/html', 'application/xml', 'application/json;q=0'])('answers 406 for Accept: %p', async (accept) => {
    const response = await invoke(appData, appDataEvent({ key: company.ownerKey, headers: { Accept: accept } }));
    expect(response.status).toBe(406);
    expect(response.body.code).toBe('not_acceptable');
    expect(response.headers['ratelimit-policy']).toBe('"app-data";q=100000;w=60');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const event = categoryPost({
      key: company.ownerKey,
      rawBody: 'name=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const response = await invoke(echoBody, event);
    expect(response.status).toBe(415);
    expect(response.body.code).toBe('unsupported_media_type');
  });

  it('answers 415 for a body without Content-Type', async () => {
    const response = await invoke(echoBody, categoryPost({ key: company.ownerKey, rawBody: '{"name":"a"}' }));
    expect(response.status).toBe(415);
  });

  it('accepts a charset parameter on application/json', async () => {
    const event = categoryPost({
      key: company.ownerKey,
      rawBody: JSON.stringify({ name: 'Ants', category_group: 'SERVICE_PLAN' }),
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    const response = await invoke(echoBody, event);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      name: 'Ants',
      category_group: 'SERVICE_PLAN',
      companyUuid: company.companyUuid,
    });
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const event = categoryPost({
      key: company.ownerKey,
      rawBody: JSON.stringify({ name: 'x'.repeat(1024 * 1024) }),
      headers: { 'Content-Type': 'application/json' },
    });
    const response = await invoke(echoBody, event);
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('payload_too_large');
  });

  it('answers 400 for unparseable JSON', async () => {
    const event = categoryPost({
      key: company.ownerKey,
      rawBody: '{"name": ',
      headers: { 'Content-Type': 'application/json' },
    });
    const response = await invoke(echoBody, event);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('malformed_request');
  });

  it.each([
    ['413', 413, JSON.stringify({ pad: 'x'.repeat(1024 * 1024) })],
    ['400 for unparseable JSON', 400, '{"uuid": '],
    ['400 for JSON nested deeper than 64 levels', 400, `${'['.repeat(65)}${']'.repeat(65)}`],
  ])('answers %s to an operation that takes no body, and ignores a well-formed one', async (_case, status, rawBody) => {
    const headers = { 'Content-Type': 'application/json' };
    const refused = await invoke(
      companyProbe,
      companyGet(company.companyUuid, { key: company.ownerKey, rawBody, headers }),
    );
    expect(refused.status).toBe(status);
    expect(refused.headers['content-type']).toBe('application/problem+json');
    const ignored = await invoke(
      companyProbe,
      companyGet(company.companyUuid, {
        key: company.ownerKey,
        rawBody: `${'['.repeat(64)}${']'.repeat(64)}`,
        headers,
      }),
    );
    expect(ignored.status).toBe(200);
  });

  it('answers 422 for JSON that is not an object', async () => {
    const event = categoryPost({
      key: company.ownerKey,
      rawBody: '[1,2]',
      headers: { 'Content-Type': 'application/json' },
    });
    const response = await invoke(echoBody, event);
    expect(response.status).toBe(422);
  });

  it('answers 422 with one entry per invalid field', async () => {
    const event = categoryPost({ key: company.ownerKey, body: { name: 'toolong', category_group: 'NOPE', extra: 1 } });
    const response = await invoke(echoBody, event);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      type: '/problems/validation_failed',
      title: 'Validation failed',
      status: 422,
      detail: '3 fields are invalid',
      instance: '/api/v1/categories',
      code: 'validation_failed',
      request_id: 'sample-get-app-data-basic',
      errors: expect.arrayContaining([
        { path: 'name', code: 'too_big', message: expect.any(String) },
        { path: 'category_group', code: 'invalid_enum', message: expect.any(String) },
        { path: 'extra', code: 'unknown_field', message: expect.any(String) },
      ]),
    });
  });

  it('answers 422 when a required body is missing', async () => {
    const response = await invoke(echoBody, categoryPost({ key: company.ownerKey }));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([{ path: '', code: 'required', message: expect.any(String) }]);
  });
});

describe('failures', () => {
  it('answers 500 without a stack or an internal message', async () => {
    const logged = capturedLines().length;
    const event = withRequest(loadEvent('get-app-data/basic'), { key: company.ownerKey, path: '/api/v1/categories/x' });
    const response = await invoke(failing, event);
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      type: '/problems/internal_error',
      title: 'Internal server error',
      status: 500,
      detail: 'An unexpected error occurred',
      instance: '/api/v1/categories/x',
      code: 'internal_error',
      request_id: 'sample-get-app-data-basic',
    });
    expect(response.rawBody).not.toMatch(/secret|postgres|at .*\.ts/);
    // Logged once at the edge (Powertools, ERROR), with no request headers (the bearer key) in it.
    const errors = capturedLines()
      .slice(logged)
      .filter((line) => line.includes('"level":"ERROR"'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('"message":"request failed"');
    expect(errors[0]).not.toContain(company.ownerKey);
  });
});

describe('common headers', () => {
  it('keeps a well-formed X-Request-Id and replaces a malformed one', async () => {
    const kept = await invoke(
      appData,
      appDataEvent({ key: company.ownerKey, headers: { 'X-Request-Id': 'abc.DEF_1-2' } }),
    );
    expect(kept.headers['x-request-id']).toBe('abc.DEF_1-2');
    const replaced = await invoke(
      appData,
      appDataEvent({ key: null, headers: { 'X-Request-Id': 'bad id with spaces' } }),
    );
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(replaced.body.request_id).toBe(replaced.headers['x-request-id']);
  });

  it("sends nosniff, HSTS, the rate-limit headers and app-data's revalidation policy on a success", async () => {
    const response = await invoke(appData, appDataEvent({ key: company.ownerKey }));
    expect(response.headers).toEqual(
      expect.objectContaining({
        'x-content-type-options': 'nosniff',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        // app-data alone is cacheable; every other response is no-store.
        'cache-control': 'private, no-cache',
        'ratelimit-policy': '"app-data";q=100000;w=60',
        'x-ratelimit-limit': '100000',
      }),
    );
    expect(response.headers['ratelimit']).toMatch(/^"app-data";r=\d+;t=\d+$/);
    const problem = await invoke(appData, appDataEvent({ key: null }));
    expect(problem.headers['cache-control']).toBe('no-store');
    expect(problem.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends CORS headers to configured origins only', async () => {
    const allowed = await invoke(
      appData,
      appDataEvent({ key: company.ownerKey, headers: { Origin: 'https://app.example.com' } }),
    );
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const other = await invoke(
      appData,
      appDataEvent({ key: company.ownerKey, headers: { Origin: 'https://evil.example' } }),
    );
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('route-not-found handler', () => {
  it('answers 404 problem for an unknown path', async () => {
    const response = await invoke(routeNotFound, loadEvent('route-not-found/unknown-path'));
    expect(response.status).toBe(404);
    expect(response.body).toEqual(
      expect.objectContaining({ code: 'not_found', instance: '/api/v1/nothing-here', status: 404 }),
    );
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const event = withRequest(loadEvent('route-not-found/unknown-path'), {
      method: 'PUT',
      path: '/api/v1/categories/0189',
    });
    const response = await invoke(routeNotFound, event);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, PUT, PATCH, DELETE');
    expect(response.body.code).toBe('method_not_allowed');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
