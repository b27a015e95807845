import { IdempotencyInProgressError, IdempotencyKeyReusedError } from '../errors';
import { IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_TTL_SECONDS } from './idempotency';
import { createIdempotencyRepository } from './idempotency-repository';
import { createIdempotentRequests } from './idempotent-requests';
import { loseAnswers, removeDynamoFaults } from '../../test/support/dynamo-faults';

const T0 = Date.UTC(2026, 0, 1);
const stored = { status: 201, body: '{"data":{"x":"é"}}', location: '/api/v1/categories/c', etag: '"e"' };

function scope() {
  return {
    keyId: `key-${Math.random().toString(36).slice(2)}`,
    method: 'POST',
    path: '/api/v1/categories',
    idempotencyKey: 'k',
  };
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

  /** The record id a claim of `body` gets at `at` (the claim is released again). */
  async function recordIdAt(request: ReturnType<typeof scope>, body: unknown, at: number): Promise<string> {
    clock = at;
    const outcome = await requests.beginIdempotentRequest(request, body);
    if (outcome.kind !== 'claimed') throw new Error('expected a claim');
    await requests.releaseIdempotentRequest(outcome.claim);
    return outcome.claim.recordId;
  }

  it('keeps the record id for the 24 h of a key: after a release, a takeover, and until its last second', async () => {
    const request = scope();
    const first = await recordIdAt(request, { a: 1 }, T0);
    const afterRelease = await recordIdAt(request, { a: 1 }, T0 + 1000);
    // An abandoned claim, taken over after its lease.
    clock = T0 + 2000;
    const abandoned = await requests.beginIdempotentRequest(request, { a: 1 });
    if (abandoned.kind !== 'claimed') throw new Error('expected a claim');
    const takeover = await recordIdAt(request, { a: 1 }, T0 + 2000 + IDEMPOTENCY_LEASE_MS + 1);
    // A takeover keeps the first claim's 24 h: it does not begin them again.
    const lastSecond = await recordIdAt(request, { a: 1 }, T0 + IDEMPOTENCY_TTL_SECONDS * 1000);
    expect([afterRelease, abandoned.claim.recordId, takeover, lastSecond]).toEqual([first, first, first, first]);
    expect(await recordIdAt(request, { a: 1 }, T0 + (IDEMPOTENCY_TTL_SECONDS + 1) * 1000)).not.toBe(first);
  });

  it('makes a key new again after its 24 h: the request runs as a new create with a new record id', async () => {
    // Prepare: a completed create, then its record past its 24 h though DynamoDB has not removed it.
    const request = scope();
    const first = await requests.beginIdempotentRequest(request, { a: 1 });
    if (first.kind !== 'claimed') throw new Error('expected a claim');
    await requests.completeIdempotentRequest(first.claim, stored);
    // Act
    clock = T0 + (IDEMPOTENCY_TTL_SECONDS + 1) * 1000;
    const again = await requests.beginIdempotentRequest(request, { a: 1 });
    // Assess
    if (again.kind !== 'claimed') throw new Error('expected a claim');
    expect(again.claim.recordId).not.toBe(first.claim.recordId);
    // The new life is a record like the first: in progress, then replayed.
    await expect(requests.beginIdempotentRequest(request, { a: 1 })).rejects.toBeInstanceOf(IdempotencyInProgressError);
    expect(await requests.completeIdempotentRequest(again.claim, stored)).toBe(true);
    expect(await requests.beginIdempotentRequest(request, { a: 1 })).toEqual({ kind: 'replay', response: stored });
    // Within the new life, a retry after a release gets the new life's id.
    const fresh = scope();
    const old = await recordIdAt(fresh, { a: 1 }, T0);
    const renewed = await recordIdAt(fresh, { a: 1 }, T0 + (IDEMPOTENCY_TTL_SECONDS + 1) * 1000);
    expect(await recordIdAt(fresh, { a: 1 }, T0 + (IDEMPOTENCY_TTL_SECONDS + 2) * 1000)).toBe(renewed);
    expect(renewed).not.toBe(old);
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

    it('takes the key whose claim the resent Update finds already written by itself', async () => {
      // Prepare
      const request = scope();
      lose = 'UpdateItemCommand';
      // Act
      const first = await requests.beginIdempotentRequest(request, { a: 1 });
      // Assess
      expect(lose).toBeUndefined();
      expect(first.kind).toBe('claimed');
      if (first.kind !== 'claimed') return;
      await expect(requests.beginIdempotentRequest(request, { a: 1 })).rejects.toBeInstanceOf(
        IdempotencyInProgressError,
      );
      expect(await requests.completeIdempotentRequest(first.claim, stored)).toBe(true);
      expect(await requests.beginIdempotentRequest(request, { a: 1 })).toEqual({ kind: 'replay', response: stored });
    });

    it('takes a key past its 24 h whose new life the resent Put finds already begun by itself', async () => {
      // Prepare
      const request = scope();
      const first = await requests.beginIdempotentRequest(request, { a: 1 });
      if (first.kind !== 'claimed') throw new Error('expected a claim');
      await requests.completeIdempotentRequest(first.claim, stored);
      clock = T0 + (IDEMPOTENCY_TTL_SECONDS + 1) * 1000;
      lose = 'PutItemCommand';
      // Act
      const again = await requests.beginIdempotentRequest(request, { a: 1 });
      // Assess
      expect(lose).toBeUndefined();
      if (again.kind !== 'claimed') throw new Error('expected a claim');
      expect(again.claim.recordId).not.toBe(first.claim.recordId);
      expect(await requests.completeIdempotentRequest(again.claim, stored)).toBe(true);
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
