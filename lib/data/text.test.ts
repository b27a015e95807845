import fc from 'fast-check';
import { compareCodePoints, foldCase, truncateUtf8 } from './text';

describe('foldCase', () => {
  it.each([
    ['ΟΔΟΣ', 'οδοσ'],
    ['Σ', 'ς'],
    ['Straße', 'STRASSE'],
    ['ẞ', 'ss'],
    ['ﬁle', 'FILE'],
    ['\u212A', 'k'],
    ['É', 'é'],
    ['Apple', 'aPPLE'],
  ])('makes %p and %p one text', (left, right) => {
    expect(foldCase(left)).toBe(foldCase(right));
  });

  it('keeps texts that differ by more than case apart, and is idempotent', () => {
    expect(foldCase('e')).not.toBe(foldCase('é'));
    expect(foldCase('kırık')).not.toBe(foldCase('kirik'));
    expect(foldCase('KIRIK')).toBe(foldCase('kirik'));
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => foldCase(foldCase(text)) === foldCase(text)));
  });
});

describe('truncateUtf8', () => {
  it('keeps the longest start that fits, cut between code points', () => {
    expect(truncateUtf8('aé😀', 3)).toBe('aé');
    expect(truncateUtf8('aé😀', 6)).toBe('aé');
    expect(truncateUtf8('aé😀', 7)).toBe('aé😀');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.nat(40), (text, budget) => {
        const cut = truncateUtf8(text, budget);
        const next = [...text][[...cut].length];
        return (
          text.startsWith(cut) &&
          Buffer.byteLength(cut) <= budget &&
          (next === undefined || Buffer.byteLength(cut + next) > budget)
        );
      }),
    );
  });
});

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
      for (let index = 0; index < Math.min(a.length, b.length); index += 1)
        if (a[index] !== b[index]) return (a[index] ?? 0) - (b[index] ?? 0);
      return a.length - b.length;
    });
    expect([...values].sort(compareCodePoints)).toEqual(byCodePoints);
  });

  it('is zero only for equal strings', () => {
    expect(compareCodePoints('same', 'same')).toBe(0);
    expect(compareCodePoints('same', 'samf')).not.toBe(0);
  });
});
