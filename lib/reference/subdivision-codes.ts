/**
 * The ISO 3166-2 code of every subdivision, `|`-separated, in `iso-3166/2` order: what validating a
 * company's state needs, without the dataset's names. Derived here under tsx and jest; bundles get
 * the string precomputed by the `subdivision-codes` plugin (serverless/esbuild-plugins.cjs), so the
 * company functions do not carry the 5,070 names.
 */
import { iso31662 } from 'iso-3166/2';

export const SUBDIVISION_CODES: string = iso31662.map((entry) => entry.code).join('|');
