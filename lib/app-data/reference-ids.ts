/**
 * The UUIDv5 of every country and state (contract §6), packed: 16 bytes each, base64, countries in
 * `iso-3166/1` order then states in `iso-3166/2` order. `undefined` here; the bundle-time plugin
 * `reference-ids` (serverless/esbuild-plugins.cjs) fills it in the app-data bundle, so a cold start
 * derives no ids. Under tsx and jest they are derived at run time, the same values.
 */
export const PACKED_REFERENCE_IDS: string | undefined = undefined;
