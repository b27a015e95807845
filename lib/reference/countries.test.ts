import { createHash } from 'node:crypto';
import { COUNTRY_NAMESPACE, countryCodeOf, countryUuid, findStateByCode, listCountries, stateUuid } from './countries';

/** RFC 4122 section 4.3 name-based UUID (SHA-1), written out independently of the implementation under test. */
function referenceUuidV5(name: string, namespace: string): string {
  const bytes = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

describe('countries', () => {
  const countries = listCountries();

  it('lists every ISO 3166-1 country and every ISO 3166-2 subdivision', () => {
    expect(countries).toHaveLength(249);
    expect(countries.reduce((sum, country) => sum + country.states.length, 0)).toBe(5070);
  });

  it('gives US and US-NY the specified UUIDv5 ids', () => {
    const us = countries.find((country) => country.code === 'US');
    expect(us?.country_uuid).toBe(referenceUuidV5('country:US', COUNTRY_NAMESPACE));
    expect(us?.states.find((state) => state.code === 'US-NY')).toEqual({
      country_state_uuid: referenceUuidV5('state:US-NY', COUNTRY_NAMESPACE),
      code: 'US-NY',
      name: 'New York',
    });
  });

  it('puts every state under the country its code names', () => {
    for (const country of countries) {
      for (const state of country.states) {
        expect(state.code.startsWith(`${country.code}-`)).toBe(true);
      }
    }
  });

  it('has no duplicate codes or ids', () => {
    const codes = countries.flatMap((country) => [country.code, ...country.states.map((state) => state.code)]);
    const ids = countries.flatMap((country) => [
      country.country_uuid,
      ...country.states.map((state) => state.country_state_uuid),
    ]);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds country codes by id', () => {
    expect(countryCodeOf(countryUuid('US').toUpperCase())).toBe('US');
    expect(countryCodeOf(stateUuid('US-NY'))).toBeUndefined();
  });

  it('finds states by code in any case', () => {
    const state = findStateByCode('us-ca');
    expect(state?.name).toBe('California');
  });
});
