import { integerRangePattern } from './schema';

describe('integerRangePattern', () => {
  it.each([1, 2, 9, 10, 11, 19, 20, 89, 90, 99, 100, 101, 109, 110, 179, 180, 999, 1000, 1001, 1234, 9999])(
    'matches exactly 1…%i, written without leading zeros',
    (max) => {
      const pattern = new RegExp(`^(?:${integerRangePattern(max)})$`);
      const upTo = Math.max(max * 10 + 10, 200);
      for (let n = 0; n <= upTo; n++)
        expect({ n, matches: pattern.test(String(n)) }).toEqual({ n, matches: n >= 1 && n <= max });
      expect(pattern.test(`0${max}`)).toBe(false);
    },
  );

  it('states the largest safe integer, and nothing past it', () => {
    const pattern = new RegExp(`^(?:${integerRangePattern(Number.MAX_SAFE_INTEGER)})$`);
    expect(
      ['1', '9007199254740991', '9007199254740990', '8999999999999999', '999999999999999'].map((n) => pattern.test(n)),
    ).toEqual([true, true, true, true, true]);
    expect(
      ['9007199254740992', '9007199254740999', '9100000000000000', '10000000000000000', '0'].map((n) =>
        pattern.test(n),
      ),
    ).toEqual([false, false, false, false, false]);
  });

  it('refuses a range that is empty or not whole', () => {
    expect(() => integerRangePattern(0)).toThrow(RangeError);
    expect(() => integerRangePattern(1.5)).toThrow(RangeError);
  });
});
