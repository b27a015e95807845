/** Contract §6: the UUIDv5 namespace of every country and state id (also read by the bundle-time plugin). */
export const COUNTRY_NAMESPACE = '0ee513a0-79a5-468a-88ba-9fac45e189d0';
