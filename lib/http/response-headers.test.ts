import type { ApiMiddleware } from './api-request';
import { requestContext } from './middleware';
import { problemRenderer } from './problem-renderer';
import { responseHeaders } from './response-headers';
import { type TinyHandler, fakeDependencies, problemBody, run, sampleEvent, tinyStack } from '../../test/support/stack';

const REQUEST_ID = 'sample-get-app-data-basic';
const ORIGIN = 'https://app.example.com';
const HSTS = 'max-age=31536000; includeSubDomains';
const CORS = {
  'Access-Control-Allow-Origin': ORIGIN,
  'Access-Control-Expose-Headers':
    'ETag, Location, X-Request-Id, Retry-After, Idempotent-Replayed, RateLimit, RateLimit-Policy, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset',
  Vary: 'Origin',
};

function withHeaders(handler: TinyHandler, ...inner: ApiMiddleware[]) {
  const fakes = fakeDependencies();
  return tinyStack(
    [requestContext(undefined), responseHeaders([ORIGIN]), problemRenderer(fakes.logFailure), ...inner],
    handler,
  );
}

describe('response headers middleware', () => {
  it('adds the request id, nosniff, HSTS and no-store to an answer, keeping its own headers', async () => {
    // Prepare
    const stack = withHeaders(async () => ({ statusCode: 201, headers: { Location: '/x', ETag: '"1"' }, body: '{}' }));
    // Act
    const response = await run(stack, sampleEvent('get-app-data/basic'));
    // Assess
    expect(response).toEqual({
      statusCode: 201,
      headers: {
        'Cache-Control': 'no-store',
        Location: '/x',
        ETag: '"1"',
        'X-Request-Id': REQUEST_ID,
        'X-Content-Type-Options': 'nosniff',
        'Strict-Transport-Security': HSTS,
      },
      body: '{}',
    });
  });

  it('keeps the caching an answer chose', async () => {
    // Prepare
    const stack = withHeaders(async () => ({
      statusCode: 304,
      headers: { 'Cache-Control': 'private, no-cache', ETag: '"a"' },
      body: '',
    }));
    // Act
    const response = await run(stack, sampleEvent('get-app-data/basic'));
    // Assess
    expect(response).toEqual({
      statusCode: 304,
      // The Vary of app-data's 200, whose body the gateway compresses when asked (RFC 9110 section 15.4.5).
      headers: {
        'Cache-Control': 'private, no-cache',
        ETag: '"a"',
        'X-Request-Id': REQUEST_ID,
        'X-Content-Type-Options': 'nosniff',
        'Strict-Transport-Security': HSTS,
        Vary: 'Accept-Encoding',
      },
      body: '',
    });
  });

  it('adds CORS for a configured origin only', async () => {
    // Prepare
    const stack = withHeaders(async () => ({ statusCode: 204, body: '' }));
    // Act
    const allowed = await run(stack, sampleEvent('get-app-data/basic', { headers: { Origin: ORIGIN } }));
    const other = await run(
      stack,
      sampleEvent('get-app-data/basic', { headers: { Origin: 'https://evil.example.com' } }),
    );
    // Assess
    const common = {
      'Cache-Control': 'no-store',
      'X-Request-Id': REQUEST_ID,
      'X-Content-Type-Options': 'nosniff',
      'Strict-Transport-Security': HSTS,
    };
    expect(allowed).toEqual({ statusCode: 204, headers: { ...common, ...CORS }, body: '' });
    expect(other).toEqual({ statusCode: 204, headers: common, body: '' });
  });

  it('names Accept-Encoding in Vary when the gateway may compress the body, beside CORS', async () => {
    // Prepare
    const body = (bytes: number) => JSON.stringify({ data: 'x'.repeat(bytes - 11) });
    const stack = (bytes: number) =>
      withHeaders(async () => ({
        statusCode: 200,
        headers: { 'Content-Type': 'application/json' },
        body: body(bytes),
      }));
    // Act
    const small = await run(stack(1024), sampleEvent('get-app-data/basic'));
    const large = await run(stack(1025), sampleEvent('get-app-data/basic'));
    const cors = await run(stack(1025), sampleEvent('get-app-data/basic', { headers: { Origin: ORIGIN } }));
    // Assess
    expect(Buffer.byteLength(small.body)).toBe(1024);
    expect(small.headers?.Vary).toBeUndefined();
    expect(large.headers?.Vary).toBe('Accept-Encoding');
    expect(cors.headers?.Vary).toBe('Origin, Accept-Encoding');
  });

  it('adds the headers other middlewares asked for, on problems too', async () => {
    // Prepare
    const asking: ApiMiddleware = {
      before: (request) => {
        request.internal.responseHeaders = { RateLimit: '"read";r=1;t=5' };
      },
    };
    const stack = withHeaders(async () => {
      throw new Error('boom');
    }, asking);
    // Act
    const response = await run(stack, sampleEvent('get-app-data/basic', { headers: { Origin: ORIGIN } }));
    // Assess
    expect(response).toEqual({
      statusCode: 500,
      headers: {
        'Cache-Control': 'no-store',
        'Content-Type': 'application/problem+json',
        'X-Request-Id': REQUEST_ID,
        'X-Content-Type-Options': 'nosniff',
        'Strict-Transport-Security': HSTS,
        ...CORS,
        RateLimit: '"read";r=1;t=5',
      },
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
});
