import { etagOf, ifMatchSatisfied } from './versioning';

describe('etagOf', () => {
  it('is a strong, quoted tag that changes with the version and the record', () => {
    const tag = etagOf('a', 1);
    expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(etagOf('a', 2)).not.toBe(tag);
    expect(etagOf('b', 1)).not.toBe(tag);
    expect(etagOf('a', 1)).toBe(tag);
  });
});

describe('ifMatchSatisfied', () => {
  const current = etagOf('a', 3);
  it.each([
    [current, true],
    ['*', true],
    [`"other", ${current}`, true],
    [`W/${current}`, false],
    ['"other"', false],
    [etagOf('a', 2), false],
  ])('%p → %p', (header, expected) => {
    expect(ifMatchSatisfied(header, current)).toBe(expected);
  });
});
