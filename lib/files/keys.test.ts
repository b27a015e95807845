import { companyFileKey, logoKey, settingsFileKey } from './keys';

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
});
