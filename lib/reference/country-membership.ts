/**
 * Which countries and states exist, and whether a state belongs to a country, by their contract
 * UUIDs (§6) — the company validation's questions, answered from codes only (no names), so its
 * bundles stay small. lib/reference/countries.ts serves the full data with names (app-data).
 */
import { iso31661 } from 'iso-3166/1';
import { nameBasedId } from '../data/ids';
import { COUNTRY_NAMESPACE, countryIdName, stateIdName } from './namespace';
import { SUBDIVISION_CODES } from './subdivision-codes';

let alpha2ByCountryUuid: Map<string, string> | undefined;
let codesByCountry: Map<string, string[]> | undefined;
const stateIdsByCountry = new Map<string, Set<string>>();
let countryByStateUuid: Map<string, string> | undefined;

/** The ISO 3166-1 alpha-2 code of the country with this UUID (any case), if any; cheap (249 ids). */
export function countryCodeOf(uuid: string): string | undefined {
  alpha2ByCountryUuid ??= new Map(iso31661.map((entry) => [nameBasedId(countryIdName(entry.alpha2), COUNTRY_NAMESPACE), entry.alpha2]));
  return alpha2ByCountryUuid.get(uuid.toLowerCase());
}

/** The subdivision codes of one country (`US-NY`, …). */
function subdivisionCodesOf(alpha2: string): string[] {
  if (!codesByCountry) {
    codesByCountry = new Map();
    for (const code of SUBDIVISION_CODES.split('|')) {
      const country = code.slice(0, code.indexOf('-'));
      const codes = codesByCountry.get(country);
      if (codes) codes.push(code);
      else codesByCountry.set(country, [code]);
    }
  }
  return codesByCountry.get(alpha2) ?? [];
}

/** Whether the state with this UUID is a subdivision of the country with `countryUuid`; derives only that country's ids. */
export function isStateOfCountry(stateUuid: string, countryUuid: string): boolean {
  const alpha2 = countryCodeOf(countryUuid);
  if (!alpha2) return false;
  let ids = stateIdsByCountry.get(alpha2);
  if (!ids) {
    ids = new Set(subdivisionCodesOf(alpha2).map((code) => nameBasedId(stateIdName(code), COUNTRY_NAMESPACE)));
    stateIdsByCountry.set(alpha2, ids);
  }
  return ids.has(stateUuid.toLowerCase());
}

/** The alpha-2 code of the country a state UUID belongs to, if the state exists (derives every id on first use). */
export function countryOfState(stateUuid: string): string | undefined {
  countryByStateUuid ??= new Map(SUBDIVISION_CODES.split('|').map((code) => [nameBasedId(stateIdName(code), COUNTRY_NAMESPACE), code.slice(0, code.indexOf('-'))]));
  return countryByStateUuid.get(stateUuid.toLowerCase());
}
