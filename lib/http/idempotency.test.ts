import { ConflictError } from '../errors';
import { idempotency } from './idempotency';
import { authentication, bodyParsing, requestContext } from './middleware';
import { rateLimiting } from './rate-limiting';
import { problemRenderer } from './problem-renderer';
import { responseHeaders } from './response-headers';
import { type RouteDefinition, routes } from './routes';
import {
  OWNER,
  type FakeOptions,
  type Fakes,
  type TinyHandler,
  fakeDependencies,
  limitHeaders,
  problemBody,
  run,
  sampleEvent,
  tinyStack,
} from '../../test/support/stack';

const REQUEST_ID = 'sample-get-app-data-basic';
const PATH = '/api/v1/categories';
const COMMON = {
  'Cache-Control': 'no-store',
  'X-Request-Id': REQUEST_ID,
  'X-Content-Type-Options': 'nosniff',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  ...limitHeaders(1),
};
const CREATED = {
  statusCode: 201,
  headers: { 'Content-Type': 'application/json', Location: `${PATH}/c1`, ETag: '"c1-1"' },
  body: '{"data":{"name":"A"}}',
};
const CLAIM = { hash: 'h', token: 't', recordId: '6f1a3e52-8a0b-5c4d-9e7f-0a1b2c3d4e5f' };

function setup(
  options: FakeOptions,
  handler: TinyHandler,
  route: RouteDefinition = routes.createCategory,
): { fakes: Fakes; handler: jest.Mock; stack: ReturnType<typeof tinyStack> } {
  const fakes = fakeDependencies({ begin: async () => ({ kind: 'claimed', claim: CLAIM }), ...options });
  const mock = jest.fn(handler);
  const stack = tinyStack(
    [
      requestContext('createCategory'),
      responseHeaders([]),
      problemRenderer(fakes.logFailure),
      authentication(fakes.authenticator, false),
      rateLimiting(route, fakes.rateLimiter, fakes.now),
      bodyParsing(route),
      idempotency(route, fakes.idempotencyStore, fakes.logFailure),
    ],
    mock,
  );
  return { fakes, handler: mock, stack };
}

function post(key?: string) {
  return sampleEvent('get-app-data/basic', {
    method: 'POST',
    path: PATH,
    body: { name: 'A' },
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });
}

describe('idempotency middleware', () => {
  it('is inert without an Idempotency-Key', async () => {
    // Prepare
    const { fakes, stack } = setup({}, async () => CREATED);
    // Act
    const response = await run(stack, post());
    // Assess
    expect(response).toEqual({ ...CREATED, headers: { ...COMMON, ...CREATED.headers } });
    expect(fakes.calls.begin).toEqual([]);
  });

  it('is inert on a route that is not an idempotent create', async () => {
    // Prepare
    const { fakes, stack } = setup({}, async () => CREATED, routes.replaceCategory);
    // Act
    await run(stack, post('k-1'));
    // Assess
    expect(fakes.calls.begin).toEqual([]);
  });

  it('answers 422 for an empty key, without running the handler', async () => {
    // Prepare
    const { fakes, handler, stack } = setup({}, async () => CREATED);
    // Act
    const response = await run(stack, post(''));
    // Assess
    expect(response).toEqual({
      statusCode: 422,
      headers: { ...COMMON, 'Content-Type': 'application/problem+json' },
      body: problemBody(422, 'validation_failed', 'Validation failed', '1 field is invalid', PATH, REQUEST_ID, {
        errors: [{ path: 'Idempotency-Key', code: 'too_small', message: 'Idempotency-Key must not be empty' }],
      }),
    });
    expect(handler).not.toHaveBeenCalled();
    expect(fakes.calls.begin).toEqual([]);
  });

  it('claims the key for the caller, method and path, and stores a created answer as the handler set it', async () => {
    // Prepare
    const { fakes, stack } = setup({}, async () => CREATED);
    // Act
    const response = await run(stack, post('k-1'));
    // Assess
    expect(response).toEqual({ ...CREATED, headers: { ...COMMON, ...CREATED.headers } });
    expect(fakes.calls.begin).toEqual([
      { scope: { keyId: OWNER.keyId, method: 'POST', path: PATH, idempotencyKey: 'k-1' }, body: { name: 'A' } },
    ]);
    expect(fakes.calls.complete).toEqual([
      { claim: CLAIM, response: { status: 201, body: CREATED.body, location: `${PATH}/c1`, etag: '"c1-1"' } },
    ]);
    expect(fakes.calls.release).toEqual([]);
  });

  it('replays a stored answer through the whole stack without running the handler', async () => {
    // Prepare
    const stored = { status: 201, body: CREATED.body, location: `${PATH}/c1`, etag: '"c1-1"' };
    const { fakes, handler, stack } = setup(
      { begin: async () => ({ kind: 'replay', response: stored }) },
      async () => CREATED,
    );
    // Act
    const response = await run(stack, post('k-1'));
    // Assess
    expect(response).toEqual({ ...CREATED, headers: { ...COMMON, ...CREATED.headers, 'Idempotent-Replayed': 'true' } });
    expect(handler).not.toHaveBeenCalled();
    expect(fakes.calls.complete).toEqual([]);
  });

  it('forgets the key when the handler fails, so that a retry runs again', async () => {
    // Prepare
    const { fakes, stack } = setup({}, async () => {
      throw new ConflictError('The company reached its limit', 'limit_exceeded');
    });
    // Act
    const response = await run(stack, post('k-1'));
    // Assess
    expect(response).toEqual({
      statusCode: 409,
      headers: { ...COMMON, 'Content-Type': 'application/problem+json' },
      body: problemBody(409, 'limit_exceeded', 'Conflict', 'The company reached its limit', PATH, REQUEST_ID),
    });
    expect(fakes.calls.release).toEqual([CLAIM]);
    expect(fakes.calls.complete).toEqual([]);
  });

  it('forgets the key of an answer that is not a success', async () => {
    // Prepare
    const { fakes, stack } = setup({}, async () => ({ statusCode: 409, body: '{}' }));
    // Act
    const response = await run(stack, post('k-1'));
    // Assess
    expect(response).toEqual({ statusCode: 409, headers: COMMON, body: '{}' });
    expect(fakes.calls.release).toEqual([CLAIM]);
  });

  it('still answers the create when storing it fails, logging the failure and releasing the key', async () => {
    // Prepare
    const failure = new Error('table gone');
    const { fakes, stack } = setup({ complete: () => Promise.reject(failure) }, async () => CREATED);
    // Act
    const response = await run(stack, post('k-1'));
    // Assess
    expect(response).toEqual({ ...CREATED, headers: { ...COMMON, ...CREATED.headers } });
    expect(fakes.calls.failures).toEqual([{ requestId: REQUEST_ID, route: 'createCategory', error: failure }]);
    expect(fakes.calls.release).toEqual([CLAIM]);
  });
});
