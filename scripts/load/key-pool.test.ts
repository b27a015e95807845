import { KeyPool } from './key-pool';

const limits = {
  'app-data': { limit: 5, windowSeconds: 60 },
  read: { limit: 5, windowSeconds: 60 },
  write: { limit: 4, windowSeconds: 60 },
};

describe('KeyPool', () => {
  it('spreads requests over the keys and stops short of each key limit in the window', () => {
    let now = 60_000;
    const pool = new KeyPool(['k1', 'k2'], limits, () => now);
    // write: 4 per window, 2 kept back per key → 2 each.
    expect([pool.take('write'), pool.take('write'), pool.take('write'), pool.take('write')].sort()).toEqual([
      'k1',
      'k1',
      'k2',
      'k2',
    ]);
    expect(pool.take('write')).toBeUndefined();
    // Groups count apart.
    expect(pool.take('read')).toBeDefined();
    // The next clock-aligned window starts afresh.
    now = 120_000;
    expect(pool.take('write')).toBeDefined();
  });

  it('gives a key anyway when all are spent, and a 429 spends a key for the rest of its window', () => {
    const pool = new KeyPool(['k1', 'k2'], limits, () => 1_000);
    pool.exhausted('k1', 'read');
    expect(pool.take('read')).toBe('k2');
    expect(pool.take('read')).toBe('k2');
    expect(pool.take('read')).toBe('k2');
    expect(pool.take('read')).toBeUndefined();
    expect(pool.takeAnyway('read')).toBe('k2');
    expect(pool.untilNextWindow('read')).toBe(59_000);
  });
});
