import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_RATE_LIMITS } from './groups';
import { createRateLimiter } from './limiter';
import { rateLimitHeaders, stateAfter, windowOf } from './rate-limit-state';

const MINUTE = { limit: 5, windowSeconds: 60 };
// 2026-11-21T09:30:00.000Z, a multiple of 60 s.
const WINDOW_START = Date.UTC(2026, 10, 21, 9, 30, 0, 0);

describe('rate-limit windows', () => {
  it('aligns windows to multiples of their length', () => {
    // Act
    const first = windowOf(WINDOW_START + 59_999, 60);
    const next = windowOf(WINDOW_START + 60_000, 60);
    const hour = windowOf(WINDOW_START + 1_000, 3600);
    // Assess
    expect(first).toEqual({ start: WINDOW_START, end: WINDOW_START + 60_000 });
    expect(next).toEqual({ start: WINDOW_START + 60_000, end: WINDOW_START + 120_000 });
    expect(hour.start % 3_600_000).toBe(0);
    expect(hour.end - hour.start).toBe(3_600_000);
  });

  it('counts down the remaining requests and is exceeded only past the limit', () => {
    // Act
    const states = [1, 5, 6, 9].map((count) => stateAfter(count, 'write', MINUTE, WINDOW_START + 10_000));
    // Assess
    expect(states.map((state) => [state.remaining, state.exceeded])).toEqual([
      [4, false],
      [0, false],
      [0, true],
      [0, true],
    ]);
  });

  it('reports the window end in Unix seconds and the seconds to it rounded up', () => {
    // Act
    const atStart = stateAfter(1, 'read', MINUTE, WINDOW_START);
    const midSecond = stateAfter(1, 'read', MINUTE, WINDOW_START + 30_400);
    const lastMillisecond = stateAfter(1, 'read', MINUTE, WINDOW_START + 59_999);
    // Assess
    expect(atStart.resetAt).toBe((WINDOW_START + 60_000) / 1000);
    expect(atStart.secondsToReset).toBe(60);
    expect(midSecond.secondsToReset).toBe(30);
    expect(lastMillisecond.secondsToReset).toBe(1);
    expect(lastMillisecond.resetAt).toBe((WINDOW_START + 60_000) / 1000);
  });
});

describe('rate-limit headers', () => {
  it('renders the standard and the X-RateLimit headers', () => {
    // Prepare
    const state = stateAfter(2, 'app-data', { limit: 60, windowSeconds: 60 }, WINDOW_START + 15_000);
    // Act
    const headers = rateLimitHeaders(state);
    // Assess
    expect(headers).toEqual({
      'RateLimit-Policy': '"app-data";q=60;w=60',
      RateLimit: '"app-data";r=58;t=45',
      'X-RateLimit-Limit': '60',
      'X-RateLimit-Remaining': '58',
      'X-RateLimit-Reset': String((WINDOW_START + 60_000) / 1000),
    });
  });

  it('uses the configured window, not 60 s, in the policy', () => {
    // Act
    const headers = rateLimitHeaders(stateAfter(1, 'upload', { limit: 10, windowSeconds: 300 }, WINDOW_START));
    // Assess
    expect(headers['RateLimit-Policy']).toBe('"upload";q=10;w=300');
    expect(headers.RateLimit).toBe('"upload";r=9;t=300');
  });
});

describe('the limiter of a container', () => {
  /** A document client whose UpdateItem counts like DynamoDB's ADD, recording every call. */
  function countingClient() {
    const hits = new Map<string, number>();
    const calls: string[] = [];
    const client = {
      send: async (command: { input: { Key: { PK: string; SK: string } } }) => {
        const key = `${command.input.Key.PK}|${command.input.Key.SK}`;
        calls.push(key);
        hits.set(key, (hits.get(key) ?? 0) + 1);
        return { Attributes: { hits: hits.get(key) } };
      },
    };
    return { client: client as unknown as DynamoDBDocumentClient, calls };
  }

  it('refuses a caller it knows to be over its limit in this window without calling DynamoDB', async () => {
    // Prepare
    const { client, calls } = countingClient();
    const settings = { ...DEFAULT_RATE_LIMITS, write: { limit: 2, windowSeconds: 60 } };
    const limiter = createRateLimiter(client, 'table', settings);
    const at = (offset: number) => WINDOW_START + offset;
    // Act
    const verdicts = [];
    const known: boolean[] = [];
    for (let request = 0; request < 6; request += 1) {
      known.push(limiter.isOverLimit('key-1', 'write', at(1_000 + request)));
      verdicts.push(await limiter.consume('key-1', 'write', at(1_000 + request)));
    }
    const otherCallerKnown = limiter.isOverLimit('key-2', 'write', at(2_000));
    const otherCaller = await limiter.consume('key-2', 'write', at(2_000));
    const nextWindowKnown = limiter.isOverLimit('key-1', 'write', at(60_000));
    const nextWindow = await limiter.consume('key-1', 'write', at(60_000));
    // Assess: 3 counted (2 allowed, the third over), 3 refused from memory with correct headers.
    expect(verdicts.map((verdict) => verdict.exceeded)).toEqual([false, false, true, true, true, true]);
    expect(calls.filter((call) => call.startsWith('RATELIMIT#key-1#write|WINDOW#' + WINDOW_START))).toHaveLength(3);
    expect(verdicts[5]).toMatchObject({ remaining: 0, resetAt: (WINDOW_START + 60_000) / 1000, secondsToReset: 59 });
    expect(known).toEqual([false, false, false, true, true, true]);
    expect([otherCallerKnown, nextWindowKnown]).toEqual([false, false]);
    expect(otherCaller.exceeded).toBe(false);
    expect(nextWindow.exceeded).toBe(false);
    expect(calls).toHaveLength(5);
  });
});
