/** Contract §6: the UUIDv5 namespace and names of every country and state id (also read by the bundle-time plugin). */
export const COUNTRY_NAMESPACE = '0ee513a0-79a5-468a-88ba-9fac45e189d0';

/** The name a country's UUIDv5 is derived from: `country:<alpha-2>`. */
export const countryIdName = (alpha2: string): string => `country:${alpha2.toUpperCase()}`;

/** The name a state's UUIDv5 is derived from: `state:<ISO 3166-2 code>`. */
export const stateIdName = (isoCode: string): string => `state:${isoCode.toUpperCase()}`;
