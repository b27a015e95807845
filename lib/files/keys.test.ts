import { createHash } from 'node:crypto';
import { companyFileKey, logoKey, settingsFileKey } from './keys';

const sha256Prefix = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);

const A = '0190f3a4-5b6c-7d8e-9f01-00000000000a';
const B = '0190f3a4-5b6c-7d8e-9f01-00000000000b';

describe('S3 keys', () => {
  it('keeps every key under the company prefix', () => {
    expect(logoKey(A.toUpperCase(), B, 'png')).toBe(`companies/${A}/logo/${B}.png`);
    expect(companyFileKey(A, B.toUpperCase())).toBe(`companies/${A}/files/${B}`);
    expect(settingsFileKey(A, 'theme')).toMatch(new RegExp(`^companies/${A}/settings/theme-[0-9a-f]{16}\\.json$`));
    expect(settingsFileKey(A, '../../x/y')).toMatch(new RegExp(`^companies/${A}/settings/_x_y-[0-9a-f]{16}\\.json$`));
    expect(settingsFileKey(A, 'a/b')).not.toBe(settingsFileKey(A, 'a_b'));
  });

  it('gives a setting name with a lone surrogate a file of its own, and keeps every other name where it was', () => {
    // UTF-8 writes a lone surrogate as U+FFFD: hashed so, the two names shared one file.
    expect(settingsFileKey(A, 'a\udc00b')).not.toBe(settingsFileKey(A, 'a\ufffdb'));
    expect(settingsFileKey(A, 'a\udc00b')).not.toBe(settingsFileKey(A, 'a\ud800b'));
    expect(settingsFileKey(A, 'a\ud83d\ude00b')).toBe(`companies/${A}/settings/a_b-${sha256Prefix('a😀b')}.json`);
    expect(settingsFileKey(A, 'theme')).toBe(`companies/${A}/settings/theme-${sha256Prefix('theme')}.json`);
  });
});
