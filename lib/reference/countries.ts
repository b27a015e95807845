/**
 * ISO 3166-1 countries with their ISO 3166-2 subdivisions (the `iso-3166` dataset, MIT), with the
 * contract's stable UUIDv5 ids. Built once per container on first use.
 */
import { iso31661 } from 'iso-3166/1';
import { iso31662 } from 'iso-3166/2';
import { nameBasedId } from '../data/ids';

/** Contract §6: the namespace of every country and state UUID. */
export const COUNTRY_NAMESPACE = '0ee513a0-79a5-468a-88ba-9fac45e189d0';

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

export function countryUuid(alpha2: string): string {
  return nameBasedId(`country:${alpha2.toUpperCase()}`, COUNTRY_NAMESPACE);
}

export function stateUuid(isoCode: string): string {
  return nameBasedId(`state:${isoCode.toUpperCase()}`, COUNTRY_NAMESPACE);
}

interface CountryIndex {
  countries: Country[];
  byUuid: Map<string, Country>;
  byCode: Map<string, Country>;
  /** state uuid → the country it belongs to */
  stateCountry: Map<string, Country>;
  stateByCode: Map<string, CountryState>;
}

let index: CountryIndex | undefined;

function buildIndex(): CountryIndex {
  const statesByCountry = new Map<string, CountryState[]>();
  for (const subdivision of iso31662) {
    // The parent may be another subdivision (FR-01 → FR-ARA); the country is the code's prefix.
    const alpha2 = subdivision.code.slice(0, subdivision.code.indexOf('-'));
    const list = statesByCountry.get(alpha2) ?? [];
    list.push({ country_state_uuid: stateUuid(subdivision.code), code: subdivision.code, name: subdivision.name });
    statesByCountry.set(alpha2, list);
  }
  const countries = iso31661.map((entry) => ({
    country_uuid: countryUuid(entry.alpha2),
    code: entry.alpha2,
    name: entry.name,
    states: statesByCountry.get(entry.alpha2) ?? [],
  }));
  const built: CountryIndex = {
    countries,
    byUuid: new Map(),
    byCode: new Map(),
    stateCountry: new Map(),
    stateByCode: new Map(),
  };
  for (const country of countries) {
    built.byUuid.set(country.country_uuid, country);
    built.byCode.set(country.code, country);
    for (const state of country.states) {
      built.stateCountry.set(state.country_state_uuid, country);
      built.stateByCode.set(state.code, state);
    }
  }
  return built;
}

interface CountryEntry {
  country_uuid: string;
  code: string;
}

let countryEntries: Map<string, CountryEntry> | undefined;
const statesOfCountry = new Map<string, CountryState[]>();

/**
 * Countries only (249 ids): enough to validate a company's country without deriving the 5,070
 * state ids that the full index needs (the bulk of a cold start's work).
 */
function getCountryEntries(): Map<string, CountryEntry> {
  countryEntries ??= new Map(iso31661.map((entry) => [countryUuid(entry.alpha2), { country_uuid: countryUuid(entry.alpha2), code: entry.alpha2 }]));
  return countryEntries;
}

/** The subdivisions of one country, derived on first use. */
function statesOf(alpha2: string): CountryState[] {
  let states = statesOfCountry.get(alpha2);
  if (!states) {
    states = iso31662
      .filter((subdivision) => subdivision.code.startsWith(`${alpha2}-`))
      .map((subdivision) => ({ country_state_uuid: stateUuid(subdivision.code), code: subdivision.code, name: subdivision.name }));
    statesOfCountry.set(alpha2, states);
  }
  return states;
}

function getIndex(): CountryIndex {
  index ??= buildIndex();
  return index;
}

/** Every country, each with all of its subdivisions. */
export function listCountries(): Country[] {
  return getIndex().countries;
}

/** The country with this UUID (any case), if any. */
export function findCountryByUuid(uuid: string): Country | undefined {
  return getIndex().byUuid.get(uuid.toLowerCase());
}

/** The ISO 3166-1 alpha-2 code of the country with this UUID (any case), if any; cheap. */
export function countryCodeOf(uuid: string): string | undefined {
  return getCountryEntries().get(uuid.toLowerCase())?.code;
}

/** The state with this UUID if it is a subdivision of the country with `countryUuidValue`; cheap. */
export function findStateInCountry(stateUuidValue: string, countryUuidValue: string): CountryState | undefined {
  const alpha2 = countryCodeOf(countryUuidValue);
  const wanted = stateUuidValue.toLowerCase();
  return alpha2 ? statesOf(alpha2).find((state) => state.country_state_uuid === wanted) : undefined;
}

/** The country with this ISO 3166-1 alpha-2 code, if any. */
export function findCountryByCode(alpha2: string): Country | undefined {
  return getIndex().byCode.get(alpha2.toUpperCase());
}

/** The country a state UUID belongs to, if the state exists. */
export function findCountryOfState(stateUuidValue: string): Country | undefined {
  return getIndex().stateCountry.get(stateUuidValue.toLowerCase());
}

/** The state with this ISO 3166-2 code (`US-NY`), if any. */
export function findStateByCode(isoCode: string): CountryState | undefined {
  return getIndex().stateByCode.get(isoCode.toUpperCase());
}
