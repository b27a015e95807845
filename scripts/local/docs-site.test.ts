import { type Server, createServer, get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { serveDocsSite } from './docs-site';

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (!serveDocsSite(request, response)) response.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
});

/** The raw answer (no automatic decompression, unlike fetch). */
function raw(
  path: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('the docs site of npm start', () => {
  it('answers /openapi.json with the headers of every API answer, gzip-compressed when accepted', async () => {
    // Act
    const answer = await raw('/openapi.json', { 'Accept-Encoding': 'gzip', 'X-Request-Id': 'docs-1' });
    // Assess
    expect(answer.headers).toMatchObject({
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-request-id': 'docs-1',
    });
    expect((JSON.parse(gunzipSync(answer.body).toString('utf8')) as { openapi: string }).openapi).toMatch(/^3\.1\./);
  });

  it('sends /docs as is without Accept-Encoding, with a generated request id for a malformed one', async () => {
    const answer = await raw('/docs', { 'X-Request-Id': 'not valid!' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.body.toString('utf8')).toContain('swagger-ui');
  });
});
