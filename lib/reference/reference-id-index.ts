/**
 * Every country and state id, indexed by its first 8 hex digits, so that telling
 * which country or state an id names takes one string search and one UUIDv5 to confirm
 * (country-membership.ts), instead of deriving a UUIDv5 per country (249) or per state (up to
 * 5,070) on a container's first company write: ≈ 20 ms of CPU, measured.
 *
 * The index is one string of entries `|<8 hex digits><code>`, the code an ISO 3166-1 alpha-2
 * (`|…US`) or an ISO 3166-2 code (`|…US-NY`). Under tsx and jest it is derived here on first use;
 * bundles carry it precomputed (`reference-id-index` in serverless/esbuild-plugins.cjs, which calls
 * `buildReferenceIdIndex`), and so carry neither the dataset nor its names.
 */
import { iso31661 } from 'iso-3166/1';
import { iso31662 } from 'iso-3166/2';
import { referenceIdOf } from './namespace';

/** Hex digits of an id that key the index: 32 bits, so ids rarely share one (the code found is confirmed anyway). */
export const PREFIX_LENGTH = 8;

/** Builds the index from the dataset (run time under tsx and jest; bundle time for Lambda). */
export function buildReferenceIdIndex(): string {
  const codes = [...iso31661.map((entry) => entry.alpha2), ...iso31662.map((entry) => entry.code)];
  return codes.map((code) => `|${referenceIdOf(code).slice(0, PREFIX_LENGTH)}${code}`).join('');
}

let index: string | undefined;

/** The index, built once per process. */
export function referenceIdIndex(): string {
  index ??= buildReferenceIdIndex();
  return index;
}
