import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../aws/dynamo';
import { DEFAULT_RATE_LIMITS, type RateLimitGroup, type RateLimitSetting } from './groups';
import { createRateLimiter } from './limiter';

const SETTINGS: Record<RateLimitGroup, RateLimitSetting> = {
  ...DEFAULT_RATE_LIMITS,
  write: { limit: 3, windowSeconds: 60 },
  read: { limit: 5, windowSeconds: 60 },
  upload: { limit: 2, windowSeconds: 300 },
};
const limiter = createRateLimiter(documentClient, tableName, SETTINGS);
// A fixed, clock-aligned moment so the tests never straddle a window boundary.
const WINDOW_START = Date.UTC(2026, 10, 21, 9, 30, 0, 0);

const newKeyId = (): string => `test-${randomUUID()}`;

describe('rate limiter (DynamoDB)', () => {
  it('counts each request of a key and group with remaining and reset', async () => {
    // Prepare
    const keyId = newKeyId();
    // Act
    const states = [];
    for (const offset of [1_000, 20_000, 45_500])
      states.push(await limiter.consume(keyId, 'read', WINDOW_START + offset));
    // Assess
    expect(states.map((state) => state.remaining)).toEqual([4, 3, 2]);
    expect(states.map((state) => state.secondsToReset)).toEqual([59, 40, 15]);
    expect(new Set(states.map((state) => state.resetAt))).toEqual(new Set([(WINDOW_START + 60_000) / 1000]));
    expect(
      states.every(
        (state) => !state.exceeded && state.limit === 5 && state.windowSeconds === 60 && state.group === 'read',
      ),
    ).toBe(true);
  });

  it('says exceeded once the limit is used up, and keeps counting', async () => {
    // Prepare
    const keyId = newKeyId();
    // Act
    const states = [];
    for (let i = 0; i < 5; i += 1) states.push(await limiter.consume(keyId, 'write', WINDOW_START + 5_000));
    // Assess
    expect(states.map((state) => [state.remaining, state.exceeded])).toEqual([
      [2, false],
      [1, false],
      [0, false],
      [0, true],
      [0, true],
    ]);
  });

  it('starts a fresh count in the next clock-aligned window', async () => {
    // Prepare
    const keyId = newKeyId();
    for (let i = 0; i < 4; i += 1) await limiter.consume(keyId, 'write', WINDOW_START + 59_000);
    // Act
    const lastOfOld = await limiter.consume(keyId, 'write', WINDOW_START + 59_999);
    const firstOfNew = await limiter.consume(keyId, 'write', WINDOW_START + 60_000);
    // Assess
    expect(lastOfOld.exceeded).toBe(true);
    expect(lastOfOld.secondsToReset).toBe(1);
    expect(firstOfNew).toMatchObject({
      exceeded: false,
      remaining: 2,
      secondsToReset: 60,
      resetAt: (WINDOW_START + 120_000) / 1000,
    });
  });

  it('aligns a configured window other than 60 s to its own length', async () => {
    // Prepare
    const keyId = newKeyId();
    // Act: 09:34:10 is inside the 5-minute window 09:30–09:35.
    const state = await limiter.consume(keyId, 'upload', WINDOW_START + 250_000);
    // Assess
    expect(state).toMatchObject({
      limit: 2,
      windowSeconds: 300,
      remaining: 1,
      secondsToReset: 50,
      resetAt: (WINDOW_START + 300_000) / 1000,
    });
  });

  it('keeps keys and groups apart', async () => {
    // Prepare
    const [first, second] = [newKeyId(), newKeyId()];
    for (let i = 0; i < 4; i += 1) await limiter.consume(first, 'write', WINDOW_START);
    // Act
    const sameKeyOtherGroup = await limiter.consume(first, 'read', WINDOW_START);
    const otherKeySameGroup = await limiter.consume(second, 'write', WINDOW_START);
    const firstAgain = await limiter.consume(first, 'write', WINDOW_START);
    // Assess
    expect(sameKeyOtherGroup).toMatchObject({ remaining: 4, exceeded: false });
    expect(otherKeySameGroup).toMatchObject({ remaining: 2, exceeded: false });
    expect(firstAgain.exceeded).toBe(true);
  });

  it('admits exactly the limit among concurrent requests', async () => {
    // Prepare
    const keyId = newKeyId();
    // Act
    const states = await Promise.all(
      Array.from({ length: 12 }, () => limiter.consume(keyId, 'write', WINDOW_START + 1_000)),
    );
    // Assess
    expect(states.filter((state) => !state.exceeded)).toHaveLength(3);
    expect(states.map((state) => state.remaining).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2]);
  });

  it('stores one window item with its counter and a TTL a minute after the window ends', async () => {
    // Prepare
    const keyId = newKeyId();
    // Act
    await limiter.consume(keyId, 'read', WINDOW_START + 10_000);
    await limiter.consume(keyId, 'read', WINDOW_START + 50_000);
    // Assess
    const { Item } = await documentClient.send(
      new GetCommand({
        TableName: tableName,
        Key: { PK: `RATELIMIT#${keyId}#read`, SK: `WINDOW#${WINDOW_START}` },
        ConsistentRead: true,
      }),
    );
    expect(Item).toEqual({
      PK: `RATELIMIT#${keyId}#read`,
      SK: `WINDOW#${WINDOW_START}`,
      entity: 'rate_limit_window',
      hits: 2,
      expires_at_epoch: (WINDOW_START + 60_000) / 1000 + 60,
    });
  });
});
