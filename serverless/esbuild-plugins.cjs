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

module.exports = [compactIso31662];
