import { countryCodeOf, countryOfState, hasStates, isStateOfCountry } from './country-membership';
import { listCountries } from './countries';
import { PREFIX_LENGTH } from './reference-id-index';

describe('country membership (the id index)', () => {
  const countries = listCountries();

  it('answers every country and every state of app-data, as app-data lists them', () => {
    for (const country of countries) {
      expect(countryCodeOf(country.country_uuid)).toBe(country.code);
      expect(countryOfState(country.country_uuid)).toBeUndefined();
      for (const state of country.states) {
        expect(countryOfState(state.country_state_uuid)).toBe(country.code);
        expect(countryCodeOf(state.country_state_uuid)).toBeUndefined();
        expect(isStateOfCountry(state.country_state_uuid, country.country_uuid)).toBe(true);
      }
    }
  });

  it('accepts ids in any case', () => {
    const us = countries.find((country) => country.code === 'US');
    const ny = us?.states.find((state) => state.code === 'US-NY');
    expect(countryCodeOf(us?.country_uuid.toUpperCase() ?? '')).toBe('US');
    expect(isStateOfCountry(ny?.country_state_uuid.toUpperCase() ?? '', us?.country_uuid.toUpperCase() ?? '')).toBe(
      true,
    );
  });

  it('refuses a state of another country, and either id in the other place', () => {
    const byCode = new Map(countries.map((country) => [country.code, country]));
    const ny = byCode.get('US')?.states.find((state) => state.code === 'US-NY')?.country_state_uuid ?? '';
    expect(isStateOfCountry(ny, byCode.get('CA')?.country_uuid ?? '')).toBe(false);
    expect(isStateOfCountry(byCode.get('US')?.country_uuid ?? '', byCode.get('US')?.country_uuid ?? '')).toBe(false);
    expect(isStateOfCountry(ny, ny)).toBe(false);
  });

  it('does not take an id that only shares the prefix of a real one for it', () => {
    const us = countries.find((country) => country.code === 'US')?.country_uuid ?? '';
    const lastDigit = us.at(-1) === '0' ? '1' : '0';
    const lookalike = `${us.slice(0, -1)}${lastDigit}`;
    expect(lookalike.slice(0, PREFIX_LENGTH)).toBe(us.slice(0, PREFIX_LENGTH));
    expect(countryCodeOf(lookalike)).toBeUndefined();
    expect(countryOfState(lookalike)).toBeUndefined();
  });

  it('answers nothing for ids it does not know or that are not ids', () => {
    for (const id of [
      '00000000-0000-5000-8000-000000000000',
      '',
      '|',
      'US',
      'not-a-uuid',
      `${'f'.repeat(PREFIX_LENGTH)}`,
    ]) {
      expect(countryCodeOf(id)).toBeUndefined();
      expect(countryOfState(id)).toBeUndefined();
    }
  });

  it('tells the countries with states from those app-data lists with none, for every country', () => {
    for (const country of countries)
      expect([country.code, hasStates(country.country_uuid)]).toEqual([country.code, country.states.length > 0]);
    expect(hasStates('not-a-uuid')).toBe(false);
  });
});
