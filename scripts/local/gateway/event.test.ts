import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildProxyEvent, isBinaryMediaType, originForm } from './event';
import { resolveRoute } from './router';

interface Fixture {
  request: { method: string; target: string; rawHeaders: string[]; body?: string; bodyBase64?: string };
  route: { resource: string; pathParameters: Record<string, string> | null };
  event: unknown;
}

const FIXTURES = join(__dirname, 'fixtures');
const fixtures = readdirSync(FIXTURES).map(
  (file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as Fixture] as const,
);

describe('local gateway proxy events', () => {
  it.each(fixtures)('builds the documented event for %s', (_name, fixture) => {
    // Prepare
    const { request } = fixture;
    const body =
      request.bodyBase64 !== undefined
        ? Buffer.from(request.bodyBase64, 'base64')
        : Buffer.from(request.body ?? '', 'utf8');
    const route = resolveRoute(request.method, request.target.split('?')[0] ?? '');
    // Act
    const event = buildProxyEvent(
      { method: request.method, target: request.target, rawHeaders: request.rawHeaders, body, sourceIp: '127.0.0.1' },
      {
        resource: route.resource,
        pathParameters: route.pathParameters,
        stage: 'local',
        binaryMediaTypes: ['multipart/form-data'],
        authorizer: { principal: '{}', principalId: 'key-1' },
        requestId: 'req-1',
        now: new Date('2026-11-21T09:30:00.000Z'),
      },
    );
    // Assess
    expect({ resource: route.resource, pathParameters: route.pathParameters }).toEqual(fixture.route);
    expect(event).toEqual(fixture.event);
  });

  it('decodes a query string as API Gateway does: `+` is a space, `%2B` a plus, the path keeps its `+`', () => {
    // Act
    const event = buildProxyEvent(
      {
        method: 'GET',
        target: '/api/v1/a+b?search=Desc+needle&tag=a%2Bb&tag=c+%2B+d&bad=%E0+x',
        rawHeaders: [],
        body: Buffer.alloc(0),
        sourceIp: '127.0.0.1',
      },
      { resource: '/{proxy+}', pathParameters: null, stage: 'local', binaryMediaTypes: [], authorizer: null },
    );
    // Assess
    expect(event.path).toBe('/api/v1/a+b');
    expect(event.queryStringParameters).toEqual({ search: 'Desc needle', tag: 'c + d', bad: '%E0 x' });
    expect(event.multiValueQueryStringParameters).toEqual({
      search: ['Desc needle'],
      tag: ['a+b', 'c + d'],
      bad: ['%E0 x'],
    });
  });

  it('keeps query parameters and headers named like Object members as plain keys, as the JSON event does', () => {
    // Act
    const event = buildProxyEvent(
      {
        method: 'GET',
        target: '/nope?constructor=1&__proto__=a&__proto__=b&hasOwnProperty=2',
        rawHeaders: ['constructor', 'x', 'toString', 'y'],
        body: Buffer.alloc(0),
        sourceIp: '127.0.0.1',
      },
      { resource: '/{proxy+}', pathParameters: null, stage: 'local', binaryMediaTypes: [], authorizer: null },
    );
    // Assess: as JSON.parse would hand them to the function
    expect(JSON.parse(JSON.stringify(event.multiValueQueryStringParameters))).toEqual(
      JSON.parse('{"constructor":["1"],"__proto__":["a","b"],"hasOwnProperty":["2"]}'),
    );
    expect(Object.hasOwn(event.queryStringParameters ?? {}, '__proto__')).toBe(true);
    expect(event.queryStringParameters?.constructor).toBe('1');
    expect(event.headers.constructor).toBe('x');
    expect(event.multiValueHeaders.toString).toEqual(['y']);
  });

  it('takes an absolute-form request target as its path and query (RFC 9112 section 3.2.2)', () => {
    expect(originForm('http://localhost:3000/api/v1/app-data?x=1')).toBe('/api/v1/app-data?x=1');
    expect(originForm('HTTPS://example.com')).toBe('/');
    expect(originForm('http://example.com?page=2')).toBe('/?page=2');
    expect(originForm('/api/v1/app-data')).toBe('/api/v1/app-data');
    expect(originForm('*')).toBe('*');
  });

  it('splits a query string at `;` as well as `&`, as a REST API does', () => {
    // Act
    const event = buildProxyEvent(
      {
        method: 'GET',
        target: '/api/v1/categories?search=a;b&page=2',
        rawHeaders: [],
        body: Buffer.alloc(0),
        sourceIp: '127.0.0.1',
      },
      { resource: '/api/v1/categories', pathParameters: null, stage: 'local', binaryMediaTypes: [], authorizer: null },
    );
    // Assess
    expect(event.queryStringParameters).toEqual({ search: 'a', b: '', page: '2' });
  });

  it('matches binary media types by type, wildcard and parameters', () => {
    expect(isBinaryMediaType('multipart/form-data; boundary=x', ['multipart/form-data'])).toBe(true);
    expect(isBinaryMediaType('MULTIPART/FORM-DATA', ['multipart/*'])).toBe(true);
    expect(isBinaryMediaType('application/json', ['multipart/form-data'])).toBe(false);
    expect(isBinaryMediaType(undefined, ['*/*'])).toBe(false);
  });
});

describe('local gateway routing', () => {
  it('sends a known path with another method to the catch-all on the same resource', () => {
    expect(resolveRoute('DELETE', '/api/v1/app-data')).toEqual({
      functionName: 'routeNotFound',
      resource: '/api/v1/app-data',
      pathParameters: null,
      authorized: false,
    });
  });

  it('prefers a literal segment over a path parameter and sends unknown paths to {proxy+}', () => {
    expect(resolveRoute('GET', '/api/v1/companies/c1/users').functionName).toBe('listCompanyUsers');
    expect(resolveRoute('PATCH', '/api/v1/companies/c1/update-limit/users')).toMatchObject({
      functionName: 'updateCompanyLimit',
      pathParameters: { company_uuid: 'c1', entity: 'users' },
    });
    expect(resolveRoute('GET', '/api/v2/x')).toEqual({
      functionName: 'routeNotFound',
      resource: '/{proxy+}',
      pathParameters: { proxy: 'api/v2/x' },
      authorized: false,
    });
    expect(resolveRoute('GET', '/')).toMatchObject({ functionName: 'routeNotFound', resource: '/' });
    // One trailing slash reaches the resource without it, as in API Gateway; an empty segment does not.
    expect(resolveRoute('GET', '/api/v1/app-data/')).toMatchObject({
      functionName: 'getAppData',
      resource: '/api/v1/app-data',
    });
    expect(resolveRoute('DELETE', '/api/v1/app-data/')).toMatchObject({
      functionName: 'routeNotFound',
      resource: '/api/v1/app-data',
    });
    expect(resolveRoute('GET', '/api/v1/companies/c1/')).toMatchObject({
      functionName: 'getCompany',
      pathParameters: { company_uuid: 'c1' },
    });
    expect(resolveRoute('GET', '/api/v1/companies/c1//automations').functionName).toBe('routeNotFound');
    expect(resolveRoute('GET', '/api/v1/app-data//').functionName).toBe('routeNotFound');
  });
});
