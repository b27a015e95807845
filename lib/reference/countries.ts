/**
 * ISO 3166-1 countries with their ISO 3166-2 subdivisions (the `iso-3166` dataset, MIT), with the
 * stable UUIDv5 ids.
 */
import { iso31661 } from 'iso-3166/1';
import { iso31662 } from 'iso-3166/2';
import { countryCodeOf } from './country-membership';
import { COUNTRY_NAMESPACE, countryUuid, stateUuid } from './namespace';

export { COUNTRY_NAMESPACE, countryCodeOf, countryUuid, stateUuid };

export interface CountryState {
  country_state_uuid: string;
  code: string;
  name: string;
}

export interface Country {
  country_uuid: string;
  code: string;
  name: string;
  states: CountryState[];
}

type Subdivision = (typeof iso31662)[number];

// Everything is derived on first use and kept for the container's life. Deriving ids is the cost
// (a SHA-1 each), so lookups that need one country derive only that country's states.
let subdivisionsByCountry: Map<string, Subdivision[]> | undefined;
const statesByCountry = new Map<string, CountryState[]>();
let countries: Country[] | undefined;

/** The country of a subdivision code: its prefix (the parent may be another subdivision, FR-01 → FR-ARA). */
function countryCodeOfSubdivision(isoCode: string): string {
  return isoCode.slice(0, isoCode.indexOf('-'));
}

/** The subdivisions of one country, derived (ids included) on first use. */
function statesOf(alpha2: string): CountryState[] {
  let states = statesByCountry.get(alpha2);
  if (!states) {
    if (!subdivisionsByCountry) {
      subdivisionsByCountry = new Map();
      for (const subdivision of iso31662) {
        const code = countryCodeOfSubdivision(subdivision.code);
        const list = subdivisionsByCountry.get(code);
        if (list) list.push(subdivision);
        else subdivisionsByCountry.set(code, [subdivision]);
      }
    }
    states = (subdivisionsByCountry.get(alpha2) ?? []).map((subdivision) => ({
      country_state_uuid: stateUuid(subdivision.code),
      code: subdivision.code,
      name: subdivision.name,
    }));
    statesByCountry.set(alpha2, states);
  }
  return states;
}

/** Every country, each with all of its subdivisions. */
export function listCountries(): Country[] {
  countries ??= iso31661.map((entry) => ({
    country_uuid: countryUuid(entry.alpha2),
    code: entry.alpha2,
    name: entry.name,
    states: statesOf(entry.alpha2),
  }));
  return countries;
}

/** Whether an ISO 3166-1 alpha-2 code (any case) names a country. */
export function isCountryCode(alpha2: string): boolean {
  return iso31661.some((entry) => entry.alpha2 === alpha2.toUpperCase());
}

/** The state with this ISO 3166-2 code (`US-NY`, any case), if any; derives only its country's states. */
export function findStateByCode(isoCode: string): CountryState | undefined {
  const code = isoCode.toUpperCase();
  return statesOf(countryCodeOfSubdivision(code)).find((state) => state.code === code);
}
