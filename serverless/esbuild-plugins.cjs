// esbuild plugins of every Lambda bundle (serverless.yml custom.esbuild.plugins and npm run bench).
const { pathToFileURL } = require('node:url');

/**
 * Compacts the ISO 3166-2 dataset of the `iso-3166` package at bundle time: the same entries,
 * shipped as one delimited string instead of 5,070 object literals. It halves the bytes of every
 * bundle that needs countries (app-data, company validation), and V8 splits a string much faster
 * than it parses that many literals on a cold start. Data and exports are unchanged; a unit test
 * (test/build/esbuild-plugins.test.ts) checks the compacted module against the original.
 */
const compactIso31662 = {
  name: 'compact-iso-3166-2',
  setup(build) {
    build.onLoad({ filter: /[\\/]iso-3166[\\/]2\.js$/ }, async (args) => ({ contents: await compactIso31662Module(args.path), loader: 'js' }));
  },
};

/** The source of a module equivalent to iso-3166/2.js. */
async function compactIso31662Module(path) {
  const { iso31662 } = await import(pathToFileURL(path).href);
  const lines = iso31662.map(({ code, name, parent }) => {
    const fields = [code, name, parent];
    if (fields.some((field) => /[|\n]/.test(field))) throw new Error(`iso-3166 entry ${code} contains a delimiter`);
    return fields.join('|');
  });
  return [
    `const packed = ${JSON.stringify(lines.join('\n'))};`,
    'export const iso31662 = packed.split("\\n").map((line) => {',
    '  const [code, name, parent] = line.split("|");',
    '  return { code, name, parent };',
    '});',
  ].join('\n');
}

/**
 * Computes the contract's country and state UUIDv5s (lib/reference/countries.ts) at bundle time:
 * lib/app-data/reference-ids.ts becomes a module exporting them packed (16 bytes each, base64, in the
 * order of `referenceIdNames`), so app-data's cold start derives none of its 5,319 ids. Only the
 * app-data bundle imports that module. A unit test checks the packed ids against run-time derivation.
 */
const referenceIds = {
  name: 'reference-ids',
  setup(build) {
    build.onLoad({ filter: /[\\/]lib[\\/]app-data[\\/]reference-ids\.ts$/ }, async () => ({ contents: await referenceIdsModule(), loader: 'js' }));
  },
};

/** The source of lib/app-data/reference-ids.ts with the ids filled in. */
async function referenceIdsModule() {
  const { iso31661 } = await import(pathToFileURL(require.resolve('iso-3166/1')).href);
  const { iso31662 } = await import(pathToFileURL(require.resolve('iso-3166/2')).href);
  const { parse, v5 } = require('uuid');
  require('esbuild-register/dist/node').register({ target: 'node20' });
  const { COUNTRY_NAMESPACE } = require('../lib/reference/namespace.ts');
  const namespace = parse(COUNTRY_NAMESPACE);
  const names = [...iso31661.map((entry) => `country:${entry.alpha2}`), ...iso31662.map((entry) => `state:${entry.code}`)];
  const packed = Buffer.concat(names.map((name) => Buffer.from(v5(name, namespace, new Uint8Array(16)))));
  return `export const PACKED_REFERENCE_IDS = ${JSON.stringify(packed.toString('base64'))};`;
}

/**
 * lib/reference/subdivision-codes.ts becomes the codes alone, precomputed: the company functions
 * validate states by code and id, and so carry none of the dataset's 5,070 names (≈ 100 KB).
 */
const subdivisionCodes = {
  name: 'subdivision-codes',
  setup(build) {
    build.onLoad({ filter: /[\\/]lib[\\/]reference[\\/]subdivision-codes\.ts$/ }, async () => {
      const { iso31662 } = await import(pathToFileURL(require.resolve('iso-3166/2')).href);
      return { contents: `export const SUBDIVISION_CODES = ${JSON.stringify(iso31662.map((entry) => entry.code).join('|'))};`, loader: 'js' };
    });
  },
};

module.exports = [compactIso31662, referenceIds, subdivisionCodes];
