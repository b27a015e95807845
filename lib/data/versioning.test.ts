import { PreconditionFailedError } from '../errors';
import { assertIfMatch, etagOf, ifMatchSatisfied } from './versioning';

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
    [' * ', true],
    [`"other", ${current}`, true],
    ['*, "other"', false],
    [`W/${current}`, false],
    ['"other"', false],
    [etagOf('a', 2), false],
  ])('%p → %p', (header, expected) => {
    expect(ifMatchSatisfied(header, current)).toBe(expected);
  });
});

describe('assertIfMatch', () => {
  it('passes without If-Match or on a match, and answers 412 otherwise', () => {
    const current = etagOf('a', 1);
    expect(() => assertIfMatch(undefined, current)).not.toThrow();
    expect(() => assertIfMatch(current, current)).not.toThrow();
    expect(() => assertIfMatch(`W/${current}`, current)).toThrow(PreconditionFailedError);
  });
});
