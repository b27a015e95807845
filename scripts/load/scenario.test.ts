import { KeyPool } from './key-pool';
import { Ledger } from './ledger';
import { type LoadUser, VirtualUser } from './scenario';

const limits = {
  'app-data': { limit: 60, windowSeconds: 60 },
  read: { limit: 300, windowSeconds: 60 },
  write: { limit: 60, windowSeconds: 60 },
};

function manager(
  random: () => number,
  writesUntil = Number.POSITIVE_INFINITY,
): { vu: VirtualUser; ledger: Ledger; user: LoadUser } {
  const ledger = new Ledger([], new Map([['c1', { categories: 6, automations: null }]]));
  const user: LoadUser = {
    role: 'manager',
    companyUuid: 'c1',
    userUuid: 'u1',
    keys: new KeyPool(['k1'], limits),
    hot: [],
    automationsCreateOnly: false,
  };
  return { vu: new VirtualUser(7, user, ledger, writesUntil, random), ledger, user };
}

describe('VirtualUser', () => {
  it('reads back every category it created, and keeps the acknowledged record in the ledger', () => {
    // 0: a write, then the first write (create category); later rolls read.
    const { vu, ledger } = manager(() => 0);
    const create = vu.next();
    expect(create).toMatchObject({
      method: 'POST',
      path: '/api/v1/categories',
      headers: { Authorization: 'Bearer k1', 'Content-Type': 'application/json' },
    });
    vu.answer(201, JSON.stringify({ data: { category_uuid: 'cat-1', description: 'x' } }), { ETag: '"e1"' });
    expect(vu.next()).toMatchObject({ method: 'GET', path: '/api/v1/categories/cat-1' });
    vu.answer(200, '{"data":{}}', { etag: '"e0"' });
    expect(ledger.records.get('cat-1')).toMatchObject({ state: 'live', etag: '"e1"', uncertain: false });
    expect(ledger.violations).toEqual([expect.stringMatching(/read back ETag "e0" after its acknowledged write "e1"/)]);
  });

  it('counts a 429 as the limit answering (its key is spent: reads follow), and any answer its step does not allow as a violation', () => {
    const { vu, ledger } = manager(() => 0);
    vu.next();
    vu.answer(429, '', {});
    expect(ledger.violations).toEqual([]);
    expect(vu.next()).toMatchObject({ method: 'GET', path: '/api/v1/app-data' });
    vu.answer(422, '{"code":"validation_failed"}', {});
    expect(ledger.violations).toEqual([expect.stringMatching(/GET app-data \(manager\) answered 422/)]);
    expect(ledger.answers).toEqual(
      new Map([
        ['POST category', new Map([[429, 1]])],
        ['GET app-data', new Map([[422, 1]])],
      ]),
    );
  });

  it('marks a create whose answer never came as uncertain, and sends only reads once writes are over', () => {
    const { vu, ledger } = manager(() => 0, Date.now() + 60_000);
    const create = vu.next();
    vu.finish();
    expect(ledger.unknownOutcomes).toBe(1);
    expect(ledger.uncertainCreates.has(JSON.parse(create.body ?? '{}').name)).toBe(true);
    expect(vu.next(Date.now() + 120_000).method).toBe('GET');
  });
});
