import { IdempotencyInProgressError, IdempotencyKeyReusedError } from '../errors';
import { IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_TTL_SECONDS } from './idempotency';
import { createIdempotencyRepository } from './idempotency-repository';
import { createIdempotentRequests } from './idempotent-requests';

const T0 = Date.UTC(2026, 0, 1);
const stored = { status: 201, body: '{"data":{"x":"é"}}', location: '/api/v1/categories/c', etag: '"e"' };

function scope() {
  return { keyId: `key-${Math.random().toString(36).slice(2)}`, method: 'POST', path: '/api/v1/categories', idempotencyKey: 'k' };
}

describe('idempotent requests', () => {
  let clock = T0;
  const requests = createIdempotentRequests(createIdempotencyRepository(), () => clock);

  beforeEach(() => {
    clock = T0;
  });

  it('claims, refuses while in progress, then replays the stored response', async () => {
    const request = scope();
    const first = await requests.beginIdempotentRequest(request, { a: 1 });
    if (first.kind !== 'claimed') throw new Error('expected a claim');
    const waiting = requests.beginIdempotentRequest(request, { a: 1 });
    await expect(waiting).rejects.toBeInstanceOf(IdempotencyInProgressError);
    await expect(waiting).rejects.toMatchObject({ status: 409, headers: { 'Retry-After': '1' } });
    await expect(requests.beginIdempotentRequest(request, { a: 2 })).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    expect(await requests.completeIdempotentRequest(first.claim, stored)).toBe(true);
    expect(await requests.beginIdempotentRequest(request, { a: 1 })).toEqual({ kind: 'replay', response: stored });
    await expect(requests.beginIdempotentRequest(request, { a: 2 })).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
  });

  it('lets a retry take over a claim whose lease ended, and the old holder can no longer complete it', async () => {
    // Prepare: a claim whose invocation never settles it.
    const request = scope();
    const abandoned = await requests.beginIdempotentRequest(request, { a: 1 });
    if (abandoned.kind !== 'claimed') throw new Error('expected a claim');
    // Act
    clock = T0 + IDEMPOTENCY_LEASE_MS + 1;
    const takeover = await requests.beginIdempotentRequest(request, { a: 2 });
    // Assess
    expect(takeover.kind).toBe('claimed');
    expect(await requests.completeIdempotentRequest(abandoned.claim, stored)).toBe(false);
    await requests.releaseIdempotentRequest(abandoned.claim);
    await expect(requests.beginIdempotentRequest(request, { a: 2 })).rejects.toBeInstanceOf(IdempotencyInProgressError);
  });

  it('forgets a released claim', async () => {
    const request = scope();
    const first = await requests.beginIdempotentRequest(request, { a: 1 });
    if (first.kind !== 'claimed') throw new Error('expected a claim');
    await requests.releaseIdempotentRequest(first.claim);
    expect((await requests.beginIdempotentRequest(request, { a: 2 })).kind).toBe('claimed');
  });

  it('treats a record past its TTL as absent, though DynamoDB has not removed it yet', async () => {
    const request = scope();
    const first = await requests.beginIdempotentRequest(request, { a: 1 });
    if (first.kind !== 'claimed') throw new Error('expected a claim');
    await requests.completeIdempotentRequest(first.claim, stored);
    clock = T0 + (IDEMPOTENCY_TTL_SECONDS - 1) * 1000;
    expect((await requests.beginIdempotentRequest(request, { a: 1 })).kind).toBe('replay');
    clock = T0 + (IDEMPOTENCY_TTL_SECONDS + 1) * 1000;
    expect((await requests.beginIdempotentRequest(request, { a: 2 })).kind).toBe('claimed');
  });
});
