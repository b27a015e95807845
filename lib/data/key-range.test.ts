import { beginsWith, prefixRange } from './key-range';

/** Whether DynamoDB would return `key` for `BETWEEN from AND to` (UTF-8 byte order). */
function within(key: string, range: { from: string; to: string }): boolean {
  const bytes = (text: string) => Buffer.from(text, 'utf8');
  return Buffer.compare(bytes(range.from), bytes(key)) <= 0 && Buffer.compare(bytes(key), bytes(range.to)) <= 0;
}

describe('prefixRange', () => {
  it('holds every key that starts with the prefix, whatever follows it', () => {
    const range = prefixRange('automations#');
    expect(range).toEqual({ from: 'automations#', to: 'automations$' });
    for (const key of [
      'automations#',
      'automations#\u0000',
      'automations#\u0002zeta',
      'automations#\u{10FFFF}',
      'automations#\uffff\uffff',
    ])
      expect(within(key, range)).toBe(true);
  });

  it('holds no key of another prefix, before or after it', () => {
    const range = prefixRange('categories#');
    for (const key of [
      'categories',
      'categories"',
      'categories$a',
      'category#a',
      'automations#a',
      'users#a',
      'categoriesa',
    ])
      expect(within(key, range)).toBe(false);
  });

  it('includes its upper bound itself, which no key of the table equals (a key goes on past its prefix)', () => {
    expect(within('categories$', prefixRange('categories#'))).toBe(true);
  });

  it('bounds a value group of a list index (prefix ending with the terminator)', () => {
    const group = 'users#\u0002status_active\u0001\u0001';
    const range = prefixRange(group);
    expect(within(`${group}0193a8b2-0000-7000-8000-000000000000`, range)).toBe(true);
    // A longer value that escapes U+0000 (01 02) sorts right after the group: outside it.
    expect(within('users#\u0002status_active\u0001\u0002\u0001\u00010193a8b2-0000-7000-8000-000000000000', range)).toBe(
      false,
    );
  });

  it('refuses a prefix whose last character is not plain ASCII', () => {
    expect(() => prefixRange('names#é')).toThrow(/ASCII/);
    expect(() => prefixRange('')).toThrow(/ASCII/);
  });
});

describe('beginsWith', () => {
  it('writes the prefix condition as a range over its own placeholders', () => {
    expect(beginsWith('#sort', 'users#')).toEqual({
      expression: '#sort BETWEEN :from AND :to',
      values: { ':from': 'users#', ':to': 'users$' },
    });
  });
});
