import { compareCodePoints } from './text';

describe('compareCodePoints', () => {
  it('puts a surrogate pair after every BMP character, unlike UTF-16 unit order', () => {
    // Prepare: U+FF5A (fullwidth z) is one unit above U+D83D, the high surrogate of U+1F600.
    const fullwidth = 'ｚ';
    const emoji = '😀';
    // Act / Assess
    expect(fullwidth < emoji).toBe(false);
    expect(compareCodePoints(fullwidth, emoji)).toBeLessThan(0);
    expect(compareCodePoints(emoji, fullwidth)).toBeGreaterThan(0);
  });

  it('agrees with the order of the code point arrays for mixed strings', () => {
    const values = ['a', 'ab', '', 'b', '\uE000', '\uFFFF', '𐀀', '😀', 'a😀', 'aｚ', '\uD7FF'];
    const byCodePoints = [...values].sort((left, right) => {
      const a = [...left].map((c) => c.codePointAt(0) ?? 0);
      const b = [...right].map((c) => c.codePointAt(0) ?? 0);
      for (let index = 0; index < Math.min(a.length, b.length); index += 1) if (a[index] !== b[index]) return (a[index] ?? 0) - (b[index] ?? 0);
      return a.length - b.length;
    });
    expect([...values].sort(compareCodePoints)).toEqual(byCodePoints);
  });

  it('is zero only for equal strings', () => {
    expect(compareCodePoints('same', 'same')).toBe(0);
    expect(compareCodePoints('same', 'samf')).not.toBe(0);
  });
});
