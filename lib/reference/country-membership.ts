/**
 * Which countries and states exist, and whether a state belongs to a country, by their
 * UUIDs — the company validation's questions, answered from the id index
 * (reference-id-index.ts): a string search and a UUIDv5 per id, no names, so the company bundles
 * stay small and a cold container derives no table of ids. lib/reference/countries.ts serves the
 * full data with names (app-data).
 */
import { referenceIdOf } from './namespace';
import { PREFIX_LENGTH, referenceIdIndex } from './reference-id-index';

/**
 * Codes already confirmed, by id: a company write asks about the same country up to three times
 * (its field's schema, the state's country, the phone's country). Only ids that exist are kept, so
 * it holds at most the 5,319 real ids whatever callers send.
 */
const confirmed = new Map<string, string>();

/** The code of the country (`US`) or state (`US-NY`) this id (any case) names, if any. */
function referenceCodeOf(id: string): string | undefined {
  const uuid = id.toLowerCase();
  const known = confirmed.get(uuid);
  if (known !== undefined) return known;
  const index = referenceIdIndex();
  const key = `|${uuid.slice(0, PREFIX_LENGTH)}`;
  // Every entry with the id's prefix, each confirmed by deriving its id.
  for (let at = index.indexOf(key); at !== -1; at = index.indexOf(key, at + 1)) {
    const start = at + key.length;
    const end = index.indexOf('|', start);
    const code = index.slice(start, end === -1 ? undefined : end);
    if (referenceIdOf(code) === uuid) {
      confirmed.set(uuid, code);
      return code;
    }
  }
  return undefined;
}

/** The ISO 3166-1 alpha-2 code of the country with this UUID (any case), if any. */
export function countryCodeOf(uuid: string): string | undefined {
  const code = referenceCodeOf(uuid);
  return code !== undefined && !code.includes('-') ? code : undefined;
}

/** The alpha-2 code of the country a state UUID belongs to (its ISO 3166-2 code's prefix), if the state exists. */
export function countryOfState(stateUuid: string): string | undefined {
  const code = referenceCodeOf(stateUuid);
  return code?.includes('-') ? code.slice(0, code.indexOf('-')) : undefined;
}

/** Whether the state with this UUID is a subdivision of the country with `countryUuid`. */
export function isStateOfCountry(stateUuid: string, countryUuid: string): boolean {
  const country = countryCodeOf(countryUuid);
  return country !== undefined && countryOfState(stateUuid) === country;
}

/**
 * Whether the country with this UUID has subdivisions: 49 of app-data's countries (HK, PR, …) have
 * `states: []`. Codes are upper-case and the index's hex digits lower-case, so `HK-` is found only
 * at the start of an `HK-…` state's code.
 */
export function hasStates(countryUuid: string): boolean {
  const country = countryCodeOf(countryUuid);
  return country !== undefined && referenceIdIndex().includes(`${country}-`);
}
