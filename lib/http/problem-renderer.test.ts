import { ConflictError, ValidationError } from '../errors';
import { requestContext } from './middleware';
import { problemRenderer } from './problem-renderer';
import { type TinyHandler, fakeDependencies, problemBody, run, sampleEvent, tinyStack } from '../../test/support/stack';

const REQUEST_ID = 'sample-get-app-data-basic';
const INSTANCE = '/api/v1/app-data';

/** The renderer alone around a handler: no common headers, so only what it renders shows. */
function rendered(handler: TinyHandler) {
  const fakes = fakeDependencies();
  return { fakes, stack: tinyStack([requestContext('getCategory'), problemRenderer(fakes.logFailure)], handler) };
}

const throwing =
  (error: unknown): TinyHandler =>
  async () => {
    throw error;
  };

describe('problem renderer', () => {
  it('renders an AppError as its problem, with its own headers, and logs nothing', async () => {
    // Prepare
    const { fakes, stack } = rendered(throwing(new ConflictError('The company reached its limit', 'limit_exceeded')));
    // Act
    const response = await run(stack, sampleEvent('get-app-data/basic'));
    // Assess
    expect(response).toEqual({
      statusCode: 409,
      headers: { 'Content-Type': 'application/problem+json' },
      body: problemBody(409, 'limit_exceeded', 'Conflict', 'The company reached its limit', INSTANCE, REQUEST_ID),
    });
    expect(fakes.calls.failures).toEqual([]);
  });

  it('lists the invalid fields of a ValidationError', async () => {
    // Prepare
    const issues = [{ path: 'name', code: 'too_small', message: 'Too short' }];
    const { stack } = rendered(throwing(new ValidationError(issues)));
    // Act
    const response = await run(stack, sampleEvent('get-app-data/basic'));
    // Assess
    expect(response).toEqual({
      statusCode: 422,
      headers: { 'Content-Type': 'application/problem+json' },
      body: problemBody(422, 'validation_failed', 'Validation failed', '1 field is invalid', INSTANCE, REQUEST_ID, {
        errors: issues,
      }),
    });
  });

  it('answers an unexpected error as a generic 500 and logs it once with the request id and route', async () => {
    // Prepare
    const error = new Error('connection string postgres://user:secret@db');
    const { fakes, stack } = rendered(throwing(error));
    // Act
    const response = await run(stack, sampleEvent('get-app-data/basic'));
    // Assess
    expect(response).toEqual({
      statusCode: 500,
      headers: { 'Content-Type': 'application/problem+json' },
      body: problemBody(
        500,
        'internal_error',
        'Internal server error',
        'An unexpected error occurred',
        INSTANCE,
        REQUEST_ID,
      ),
    });
    expect(fakes.calls.failures).toEqual([{ requestId: REQUEST_ID, route: 'getCategory', error }]);
  });

  it('answers a dependency failure as 503 with Retry-After', async () => {
    // Prepare
    const error = Object.assign(new Error('throttled'), { name: 'ThrottlingException' });
    const { fakes, stack } = rendered(throwing(error));
    // Act
    const response = await run(stack, sampleEvent('get-app-data/basic'));
    // Assess
    expect(response).toEqual({
      statusCode: 503,
      headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '1' },
      body: problemBody(
        503,
        'service_unavailable',
        'Service unavailable',
        'A dependency is unavailable; retry later',
        INSTANCE,
        REQUEST_ID,
      ),
    });
    expect(fakes.calls.failures).toHaveLength(1);
  });

  it('leaves every other answer alone', async () => {
    // Prepare
    const answer = { statusCode: 404, headers: { 'Content-Type': 'text/plain' }, body: 'not an error' };
    const { fakes, stack } = rendered(async () => answer);
    // Act
    const response = await run(stack, sampleEvent('get-app-data/basic'));
    // Assess
    expect(response).toEqual(answer);
    expect(fakes.calls.failures).toEqual([]);
  });
});
