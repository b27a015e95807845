/**
 * The "local = AWS" rules through `npm start`: what a client sends reaches the handler as API
 * Gateway would hand it over, and every answer the gateway gives itself is problem+json.
 */
import { request as httpRequest } from 'node:http';
import { deflateSync, gunzipSync, gzipSync } from 'node:zlib';
import { connect } from 'node:net';
import {
  type LocalStack,
  localStackEnvironment,
  startLocalStack,
  stopLocalStack,
} from '../../../test/support/local-stack';
import { assertConformsToOpenApi } from '../../../test/support/openapi-conformance';
import { resolveRoute } from './router';

jest.setTimeout(240_000);

let stack: LocalStack;
const ORIGIN = 'https://app.example.com';
const auth = (): Record<string, string> => ({ Authorization: `Bearer ${stack.key}` });

beforeAll(async () => {
  stack = await startLocalStack({ ...(await localStackEnvironment()), CORS_ALLOWED_ORIGINS: ORIGIN });
});

afterAll(async () => {
  if (stack) await stopLocalStack(stack);
});

/** A raw HTTP request (fetch cannot send a GET body or omit its own Content-Type). */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  // Node's client sends a GET body without a length unless told one.
  const length = body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) };
  return new Promise((done, fail) => {
    const request = httpRequest(
      `${stack.origin}${path}`,
      { method, headers: { ...headers, ...length } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const answer = { status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) };
          const text = (
            response.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body
          ).toString('utf8');
          const flat = Object.fromEntries(
            Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
          );
          // Every answer to an operation must be one the OpenAPI document describes.
          assertConformsToOpenApi(method, resolveRoute(method, path.split('?')[0] ?? path).resource, {
            status: answer.status,
            headers: flat,
            rawBody: text,
          });
          done(answer);
        });
      },
    );
    request.on('error', fail);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

const problem = (body: Buffer): { status: number; code: string } =>
  JSON.parse(body.toString('utf8')) as { status: number; code: string };

describe('local API Gateway (npm start)', () => {
  it('reads the JSON body of a users GET, the query string winning', async () => {
    const body = JSON.stringify({ page_size: 1, sort_by: 'display_name' });
    const response = await send(
      'GET',
      `/api/v1/companies/${stack.companyUuid}/users`,
      { ...auth(), 'Content-Type': 'application/json' },
      body,
    );
    expect(response.status).toBe(200);
    const page = JSON.parse(response.body.toString()) as {
      data: unknown[];
      meta: { page_size: number; sort_by: string };
    };
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ page_size: 1, sort_by: 'display_name' });

    const both = await send(
      'GET',
      `/api/v1/companies/${stack.companyUuid}/users?page_size=2`,
      { ...auth(), 'Content-Type': 'application/json' },
      body,
    );
    expect((JSON.parse(both.body.toString()) as { meta: { page_size: number } }).meta.page_size).toBe(2);
  });

  it('reads settings_name from the JSON body of a settings-json GET', async () => {
    const response = await send(
      'GET',
      `/api/v1/companies/${stack.companyUuid}/settings-json`,
      { ...auth(), 'Content-Type': 'application/json' },
      JSON.stringify({ settings_name: 'missing-setting' }),
    );
    expect(response.status).toBe(404);
    expect(problem(response.body).code).toBe('not_found');
  });

  it('passes a POST without Content-Type on without one (415)', async () => {
    const response = await send(
      'POST',
      '/api/v1/categories',
      auth(),
      JSON.stringify({ name: 'x', category_group: 'SERVICE_PLAN' }),
    );
    expect(response.status).toBe(415);
    expect(response.headers['content-type']).toBe('application/problem+json');
  });

  it('hands a JSON string body over byte for byte (422, not 400)', async () => {
    const response = await send(
      'POST',
      '/api/v1/categories',
      { ...auth(), 'Content-Type': 'application/json; charset=utf-8' },
      '"text"',
    );
    expect(response.status).toBe(422);
    expect(problem(response.body).code).toBe('validation_failed');
  });

  it.each([
    ['/', 415, 'unsupported_media_type'],
    ['multipart/form-data', 400, 'malformed_request'],
  ])('answers a Content-Type of %p with problem+json', async (contentType, status, code) => {
    const path = contentType === '/' ? '/api/v1/categories' : `/api/v1/companies/${stack.companyUuid}/image`;
    const response = await send('POST', path, { ...auth(), 'Content-Type': contentType }, '{}');
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toBe('application/problem+json');
    expect(problem(response.body).code).toBe(code);
  });

  it('answers unknown routes, wrong methods, missing keys and oversized bodies with problem+json', async () => {
    const unknown = await send('GET', '/api/v1/nothing', auth());
    const wrongMethod = await send('DELETE', '/api/v1/app-data', auth());
    const noKey = await send('GET', '/api/v1/app-data', {});
    const wrongScheme = await send('GET', '/api/v1/app-data', { Authorization: 'Basic abc' });
    const oversized = await send(
      'POST',
      '/api/v1/categories',
      { ...auth(), 'Content-Type': 'application/json' },
      Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    );
    expect([unknown.status, wrongMethod.status, noKey.status, wrongScheme.status, oversized.status]).toEqual([
      404, 405, 401, 401, 413,
    ]);
    for (const response of [unknown, wrongMethod, noKey, wrongScheme, oversized]) {
      expect(response.headers['content-type']).toBe('application/problem+json');
      expect(problem(response.body).status).toBe(response.status);
    }
    expect(noKey.headers['www-authenticate']).toBe('Bearer');
    expect(wrongMethod.headers.allow).toBe('GET');
  });

  it("sends HSTS on every answer: the functions', its own gateway responses, its preflights and its docs", async () => {
    const answers = [
      await send('GET', '/api/v1/app-data', auth()),
      await send('GET', '/api/v1/nothing', auth()),
      await send('GET', '/api/v1/app-data', {}),
      await send('OPTIONS', '/api/v1/app-data', { Origin: ORIGIN, 'Access-Control-Request-Method': 'GET' }),
    ];
    const docs = await fetch(`${stack.origin}/openapi.json`);
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 401, 200]);
    expect(docs.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    for (const answer of answers)
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(await rawExchange('GET /api/v1/app-data HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n')).toMatch(
      /\r\nStrict-Transport-Security: max-age=31536000; includeSubDomains\r\n/i,
    );
  });

  it("answers its own 401 with its own request id, in the header and the body, not the client's", async () => {
    const clientId = 'client-chosen-id-1';
    const refused = await send('GET', '/api/v1/app-data', { 'X-Request-Id': clientId });
    const gatewayId = refused.headers['x-amzn-requestid'];
    expect(refused.status).toBe(401);
    expect(gatewayId).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.headers['x-request-id']).toBe(gatewayId);
    expect(JSON.parse(refused.body.toString('utf8'))).toMatchObject({ code: 'unauthorized', request_id: gatewayId });
    // A function's answer keeps the client's valid id.
    const served = await send('GET', '/api/v1/app-data', { ...auth(), 'X-Request-Id': clientId });
    expect(served.headers['x-request-id']).toBe(clientId);
  });

  function rawExchange(request: string): Promise<string> {
    return new Promise<string>((done, fail) => {
      const socket = connect(Number(new URL(stack.origin).port), 'localhost', () => socket.write(request));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => done(text));
      socket.on('error', fail);
    });
  }

  it('answers a request line or header it cannot parse with problem+json', async () => {
    const raw = await rawExchange('GET /api/v1/app-data HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toMatch(/Content-Type: application\/problem\+json/i);
    expect(raw).toMatch(/"code":"malformed_request"/);
    expect(raw).toMatch(/"instance":"\/api\/v1\/app-data"/);
  });

  it('answers an HTTP/1.1 request without Host with problem+json and the usual headers', async () => {
    const raw = await rawExchange('GET /api/v1/app-data HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toMatch(/Content-Type: application\/problem\+json/i);
    expect(raw).toMatch(/X-Content-Type-Options: nosniff/i);
    expect(raw).toMatch(/X-Request-Id: \S+/i);
    expect(raw).toMatch(/"code":"malformed_request"/);
    expect(raw).toMatch(/"instance":"\/api\/v1\/app-data"/);
  });

  it('serves a request whose target is in absolute form, as a server must (RFC 9112 section 3.2.2)', async () => {
    const raw = await rawExchange(
      `GET http://localhost/api/v1/app-data HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${stack.key}\r\nConnection: close\r\n\r\n`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(raw).toMatch(/"client_version"/);
  });

  it('ignores an expectation other than 100-continue instead of answering a bare 417', async () => {
    const raw = await rawExchange(
      `GET /api/v1/app-data HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${stack.key}\r\nExpect: something-else\r\nConnection: close\r\n\r\n`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(raw).toMatch(/"client_version"/);
  });

  it('compresses bodies over 1 KiB when gzip is accepted, and only then', async () => {
    const plain = await send('GET', '/api/v1/app-data', auth());
    const gzipped = await send('GET', '/api/v1/app-data', { ...auth(), 'Accept-Encoding': 'gzip, deflate' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    // Either coding of a body that may be compressed names Accept-Encoding in Vary, once.
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);

    const small = await send('GET', '/api/v1/nothing', { ...auth(), 'Accept-Encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
  });

  it("names Accept-Encoding in Vary on app-data's 304, as its 200 does", async () => {
    const first = await send('GET', '/api/v1/app-data', { ...auth(), 'Accept-Encoding': 'gzip' });
    const revalidated = await send('GET', '/api/v1/app-data', {
      ...auth(),
      'Accept-Encoding': 'gzip',
      'If-None-Match': String(first.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.vary).toBe('Accept-Encoding');
  });

  it('decompresses a gzip or deflate request body as API Gateway does, and refuses another coding with 415', async () => {
    // Random whitespace around a valid body, so that the compressed payload passes minimumCompressionSize.
    const padding = Array.from({ length: 12_000 }, () => ' \t\r\n'[Math.floor(Math.random() * 4)]).join('');
    const body = (name: string): Buffer =>
      Buffer.from(`${padding}${JSON.stringify({ name, category_group: 'SERVICE_PLAN' })}${padding}`);
    const json = { ...auth(), 'Content-Type': 'application/json' };
    const gzipped = await send(
      'POST',
      '/api/v1/categories',
      { ...json, 'Content-Encoding': 'gzip' },
      gzipSync(body('Gzipped plan')),
    );
    const deflated = await send(
      'POST',
      '/api/v1/categories',
      { ...json, 'Content-Encoding': 'deflate' },
      deflateSync(body('Deflated plan')),
    );
    const brotli = await send(
      'POST',
      '/api/v1/categories',
      { ...json, 'Content-Encoding': 'br' },
      gzipSync(body('Brotli plan')),
    );
    const notCompressed = await send(
      'POST',
      '/api/v1/categories',
      { ...json, 'Content-Encoding': 'gzip' },
      body('Plain plan'),
    );
    expect([gzipped.status, deflated.status, brotli.status, notCompressed.status]).toEqual([201, 201, 415, 415]);
    expect((JSON.parse(gzipped.body.toString()) as { data: { name: string } }).data.name).toBe('Gzipped plan');
    expect(problem(brotli.body).code).toBe('unsupported_media_type');
  });

  it('gives the authorizer the Authorization value the function sees: the last of a repeated header', async () => {
    const exchange = (first: string, second: string): Promise<string> =>
      rawExchange(
        `GET /api/v1/app-data HTTP/1.1\r\nHost: x\r\nAuthorization: ${first}\r\nAuthorization: ${second}\r\nConnection: close\r\n\r\n`,
      );
    expect(await exchange('Bearer bo_junk', `Bearer ${stack.key}`)).toMatch(/^HTTP\/1\.1 200 /);
    expect(await exchange(`Bearer ${stack.key}`, 'Bearer bo_junk')).toMatch(/^HTTP\/1\.1 401 /);
  });

  it('answers a preflight on a route path as the deployed OPTIONS method does, and not elsewhere', async () => {
    const preflight = await send('OPTIONS', '/api/v1/app-data', {
      Origin: ORIGIN,
      'Access-Control-Request-Method': 'GET',
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(preflight.headers['access-control-allow-methods']).toBe('OPTIONS,GET');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/If-None-Match/);
    expect(preflight.headers.vary).toBeUndefined();
    const unknown = await send('OPTIONS', '/api/v1/nothing', { Origin: ORIGIN });
    expect(unknown.status).toBe(404);
    expect(problem(unknown.body).code).toBe('not_found');
  });

  it('passes multipart bytes through base64 and upper-case path ids to the handler', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('image_url', new Blob([png], { type: 'image/png' }), 'logo.png');
    const upload = await fetch(`${stack.baseUrl}/companies/${stack.companyUuid.toUpperCase()}/image`, {
      method: 'POST',
      headers: auth(),
      body: form,
    });
    expect(upload.status).toBe(200);
    const { image_url: imageUrl } = ((await upload.json()) as { data: { image_url: string } }).data;
    expect(Buffer.from(await (await fetch(imageUrl)).arrayBuffer()).equals(png)).toBe(true);
  });
});

describe('local API Gateway: oversized bodies answer as in AWS', () => {
  const MB = 1_000_000;
  const logoPath = (): string => `/api/v1/companies/${stack.companyUuid}/image`;
  const MULTIPART = 'multipart/form-data; boundary=edge';
  const JSON_TYPE = 'application/json';

  /** The answer's problem, checked to be the 413 problem+json with the answer's own request id. */
  function expect413(response: Awaited<ReturnType<typeof send>>): Record<string, unknown> {
    expect(response.status).toBe(413);
    expect(response.headers['content-type']).toBe('application/problem+json');
    const body = JSON.parse(response.body.toString('utf8')) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: 413,
      code: 'payload_too_large',
      request_id: response.headers['x-request-id'],
    });
    return body;
  }

  it.each([
    ['the logo, 4 MB + 1', MULTIPART, 4 * MB + 1],
    ['the logo, 6 MB', MULTIPART, 6 * MB],
    ['the logo, 9.9 MB', MULTIPART, 9.9 * MB],
    ['a JSON route, 6 MB + 1', JSON_TYPE, 6 * MB + 1],
    ['a JSON route, 9.9 MB', JSON_TYPE, 9.9 * MB],
  ])(
    'refuses %s at the edge, before the key is checked, as the web ACL and WAF_FILTERED do',
    async (_name, contentType, size) => {
      // Prepare
      const path = contentType === MULTIPART ? logoPath() : '/api/v1/categories';
      const body = Buffer.alloc(size, 0x20);
      // Act
      const withKey = await send('POST', path, { ...auth(), 'Content-Type': contentType }, body);
      const withoutKey = await send('POST', path, { 'Content-Type': contentType }, body);
      // Assess: the gateway's own answer (its detail, its request id), the same with or without a key.
      const problem = expect413(withKey);
      expect(problem.detail).toBe("The body is over this operation's size limit");
      expect(expect413(withoutKey).detail).toBe(problem.detail);
    },
  );

  it('lets the function answer bodies the edge passes on: a JSON body of 4 MB + 1 (over its 1 MiB), and a 4 MB logo body', async () => {
    // Act
    const json = await send(
      'POST',
      '/api/v1/categories',
      { ...auth(), 'Content-Type': JSON_TYPE },
      Buffer.alloc(4 * MB + 1, 0x20),
    );
    const jsonWithoutKey = await send(
      'POST',
      '/api/v1/categories',
      { 'Content-Type': JSON_TYPE },
      Buffer.alloc(4 * MB + 1, 0x20),
    );
    const logo = await send('POST', logoPath(), { ...auth(), 'Content-Type': MULTIPART }, Buffer.alloc(4 * MB, 0x20));
    // Assess: the function's 413 (its own detail), in the API's order (401 first).
    expect(expect413(json).detail).toBe('The body may be at most 1048576 bytes');
    expect(jsonWithoutKey.status).toBe(401);
    // Within 4 MB the multipart body reaches the function, which finds no parts in it.
    expect(logo.status).toBe(400);
  });
});
