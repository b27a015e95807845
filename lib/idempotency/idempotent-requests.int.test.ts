import { IdempotencyInProgressError, IdempotencyKeyReusedError } from '../errors';
import { IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_TTL_SECONDS } from './idempotency';
import { createIdempotencyRepository } from './idempotency-repository';
import { createIdempotentRequests } from './idempotent-requests';
import { loseAnswers, removeDynamoFaults } from '../../test/support/dynamo-faults';

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

  describe('when DynamoDB applies a write but its answer is lost once (the SDK sends it again)', () => {
    /** The command (`PutItemCommand`) whose next answer is lost; cleared once it was. */
    let lose: string | undefined;

    beforeAll(() => {
      const once = (command: string): boolean => {
        if (`${command}Command` !== lose) return false;
        lose = undefined;
        return true;
      };
      loseAnswers(once, Number.POSITIVE_INFINITY);
    });
    afterAll(removeDynamoFaults);

    it('takes the key whose claim the resent Put finds already written by itself', async () => {
      // Prepare
      const request = scope();
      lose = 'PutItemCommand';
      // Act
      const first = await requests.beginIdempotentRequest(request, { a: 1 });
      // Assess
      expect(lose).toBeUndefined();
      expect(first.kind).toBe('claimed');
      if (first.kind !== 'claimed') return;
      await expect(requests.beginIdempotentRequest(request, { a: 1 })).rejects.toBeInstanceOf(IdempotencyInProgressError);
      expect(await requests.completeIdempotentRequest(first.claim, stored)).toBe(true);
      expect(await requests.beginIdempotentRequest(request, { a: 1 })).toEqual({ kind: 'replay', response: stored });
    });

    it('reports a completion stored once though the resent Update finds it already done', async () => {
      const request = scope();
      const first = await requests.beginIdempotentRequest(request, { a: 1 });
      if (first.kind !== 'claimed') throw new Error('expected a claim');
      lose = 'UpdateItemCommand';
      expect(await requests.completeIdempotentRequest(first.claim, stored)).toBe(true);
      expect(lose).toBeUndefined();
      expect(await requests.beginIdempotentRequest(request, { a: 1 })).toEqual({ kind: 'replay', response: stored });
    });
  });
});
