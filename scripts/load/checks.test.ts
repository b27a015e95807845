import { chainViolations } from './checks';
import type { HotRecord } from './ledger';

const hot = (acks: HotRecord['acks'], pending: HotRecord['pending'] = []): HotRecord => ({
  label: 'category A1',
  companyUuid: 'c',
  path: '/categories/x',
  field: 'description',
  initialEtag: '"v1"',
  initialValue: 'shared',
  acks,
  pending,
});

describe('chainViolations (no lost PATCH)', () => {
  it('accepts acknowledged PATCHes that chain from the first version to what the record holds', () => {
    const record = hot([
      { ifMatch: '"v2"', etag: '"v3"', value: 'b' },
      { ifMatch: '"v1"', etag: '"v2"', value: 'a' },
    ]);
    expect(chainViolations(record, { etag: '"v3"', value: 'b' })).toEqual([]);
  });

  it('finds two PATCHes acknowledged on the same version: one of them was lost', () => {
    const record = hot([
      { ifMatch: '"v1"', etag: '"v2"', value: 'a' },
      { ifMatch: '"v1"', etag: '"v2b"', value: 'b' },
    ]);
    expect(chainViolations(record, { etag: '"v2b"', value: 'b' }).join('\n')).toMatch(
      /2 PATCHes acknowledged on the same version "v1"/,
    );
  });

  it('finds a record that does not hold the last acknowledged version', () => {
    const record = hot([{ ifMatch: '"v1"', etag: '"v2"', value: 'a' }]);
    expect(chainViolations(record, { etag: '"v1"', value: 'shared' })).toEqual([
      expect.stringMatching(/holds "shared" \("v1"\), the last acknowledged PATCH left "a" \("v2"\)/),
    ]);
  });

  it('finds an acknowledged PATCH based on a version no acknowledged write made', () => {
    const record = hot([
      { ifMatch: '"v1"', etag: '"v2"', value: 'a' },
      { ifMatch: '"v9"', etag: '"v10"', value: 'z' },
    ]);
    expect(chainViolations(record, { etag: '"v2"', value: 'a' })).toEqual([
      expect.stringMatching(/1 acknowledged PATCHes are not in the chain/),
    ]);
  });

  it('lets a PATCH whose answer never came be the one the record holds', () => {
    const record = hot([{ ifMatch: '"v1"', etag: '"v2"', value: 'a' }], [{ ifMatch: '"v2"', value: 'late' }]);
    expect(chainViolations(record, { etag: '"v3"', value: 'late' })).toEqual([]);
    expect(chainViolations(record, { etag: '"v3"', value: 'other' })).toHaveLength(1);
  });
});
