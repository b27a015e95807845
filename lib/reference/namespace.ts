/** The UUIDv5 namespace and names of every country and state id, and the ids themselves. */
import { nameBasedId } from '../data/ids';

export const COUNTRY_NAMESPACE = '0ee513a0-79a5-468a-88ba-9fac45e189d0';

/** The name a country's UUIDv5 is derived from: `country:<alpha-2>`. */
export const countryIdName = (alpha2: string): string => `country:${alpha2.toUpperCase()}`;

/** The name a state's UUIDv5 is derived from: `state:<ISO 3166-2 code>`. */
export const stateIdName = (isoCode: string): string => `state:${isoCode.toUpperCase()}`;

/** A country's id, from its ISO 3166-1 alpha-2 code. */
export function countryUuid(alpha2: string): string {
  return nameBasedId(countryIdName(alpha2), COUNTRY_NAMESPACE);
}

/** A state's id, from its ISO 3166-2 code. */
export function stateUuid(isoCode: string): string {
  return nameBasedId(stateIdName(isoCode), COUNTRY_NAMESPACE);
}

/** The id a code stands for: a country's (`US`) or a state's (`US-NY`; every ISO 3166-2 code has a `-`). */
export function referenceIdOf(code: string): string {
  return code.includes('-') ? stateUuid(code) : countryUuid(code);
}
