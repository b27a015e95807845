// esbuild plugins of every Lambda bundle (serverless.yml custom.esbuild.plugins and npm run bench).
const { readFile } = require('node:fs/promises');
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
    build.onLoad({ filter: /[\\/]iso-3166[\\/]2\.js$/ }, async (args) => ({
      contents: await compactIso31662Module(args.path),
      loader: 'js',
    }));
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
 * Builds app-data's static members (lib/app-data/static-members.ts) at bundle time: the module
 * becomes the serialized text, brotli-compressed and base64-encoded (≈ 510 KB → ≈ 150 KB, ≈ 200 KB
 * as base64, so the bundle stays under its 600 KB budget), and its digest. A container decompresses it once (≈ 1 ms)
 * instead of deriving 5,319 UUIDv5s and serializing ≈ 500 KB, and the bundle carries neither the
 * dataset nor the ids. A unit test checks the bundled members against run-time building.
 */
const staticAppData = {
  name: 'static-app-data',
  setup(build) {
    build.onLoad({ filter: /[\\/]lib[\\/]app-data[\\/]static-members\.ts$/ }, async (args) => ({
      ...(await staticAppDataModule(build.esbuild, args.path)),
      loader: 'js',
    }));
  },
};

/**
 * A project module bundled alone (TypeScript, ES module packages), without these plugins, and
 * evaluated: its exports, and the files it comes from (a watching build, such as npm start's,
 * rebuilds when one changes).
 */
async function evaluatedModule(esbuild, path) {
  const { resolve } = require('node:path');
  const result = await esbuild.build({
    entryPoints: [path],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    logLevel: 'error',
    metafile: true,
  });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', result.outputFiles[0].text)(module, module.exports, require);
  return { exports: module.exports, watchFiles: Object.keys(result.metafile.inputs).map((input) => resolve(input)) };
}

/** The source of lib/app-data/static-members.ts with the members filled in, and the files they come from. */
async function staticAppDataModule(esbuild, path) {
  const { brotliCompressSync, constants } = require('node:zlib');
  const { exports, watchFiles } = await evaluatedModule(esbuild, path);
  const { json, digest } = exports.buildStaticMembers();
  const packed = brotliCompressSync(Buffer.from(json, 'utf8'), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
  });
  const contents = [
    "import { brotliDecompressSync } from 'node:zlib';",
    `const packed = ${JSON.stringify(packed.toString('base64'))};`,
    'let members;',
    'export function staticMembers() {',
    `  members ??= { json: brotliDecompressSync(Buffer.from(packed, 'base64')).toString('utf8'), digest: ${JSON.stringify(digest)} };`,
    '  return members;',
    '}',
  ].join('\n');
  return { contents, watchFiles };
}

/**
 * lib/reference/reference-id-index.ts becomes its index, precomputed (5,319 UUIDv5s derived at
 * bundle time, not on a container's first company write); the company functions then carry none of
 * the dataset's names.
 */
const referenceIdIndex = {
  name: 'reference-id-index',
  setup(build) {
    build.onLoad({ filter: /[\\/]lib[\\/]reference[\\/]reference-id-index\.ts$/ }, async (args) => {
      const { exports, watchFiles } = await evaluatedModule(build.esbuild, args.path);
      const contents = [
        `export const PREFIX_LENGTH = ${JSON.stringify(exports.PREFIX_LENGTH)};`,
        `const index = ${JSON.stringify(exports.buildReferenceIdIndex())};`,
        'export function referenceIdIndex() {',
        '  return index;',
        '}',
      ].join('\n');
      return { contents, loader: 'js', watchFiles };
    });
  },
};

/**
 * The AWS SDK clients' generated schema modules (dist-es/schemas/schemas_0.js) key their trait
 * objects with computed names: `{ [_hH]: _CC }`, where `_hH` is the constant "httpHeader".
 * esbuild cannot prove a computed key free of side effects, so it keeps every schema of the service:
 * all 468 of S3's (≈ 60 KB) in each bundle that sends one S3 command, compiled eagerly at every cold
 * start. Writing each key as the string it names (`{ "httpHeader": _CC }`) changes no value and lets
 * esbuild drop the schemas a bundle never reaches. A unit test compares every export of the
 * rewritten modules with the originals.
 */
const literalSchemaKeys = {
  name: 'literal-schema-keys',
  setup(build) {
    build.onLoad(
      { filter: /[\\/]@aws-sdk[\\/]client-[^\\/]+[\\/]dist-es[\\/]schemas[\\/]schemas_\d+\.js$/ },
      async (args) => ({
        contents: literalSchemaKeysModule(await readFile(args.path, 'utf8')),
        loader: 'js',
      }),
    );
  },
};

/** `source` with every computed key that names one of its top-level string constants written as that string. */
function literalSchemaKeysModule(source) {
  const strings = new Map();
  for (const [, name, literal] of source.matchAll(/^const (_\w+) = ("(?:[^"\\\n]|\\.)*");$/gm))
    strings.set(name, literal);
  // A literal "__proto__" key would set the prototype where the computed one makes a property.
  const literalKey = (key, name) =>
    strings.has(name) && strings.get(name) !== '"__proto__"' ? `${strings.get(name)}:` : key;
  return source.replace(/\[(_\w+)\]:/g, literalKey);
}

/**
 * Resolves the Powertools Logger and Metrics that lib/log.ts and lib/metrics.ts `require` on first
 * use to the packages' ES module builds, as every `import` of Powertools resolves: by their
 * `require` condition a bundle would carry a second, CommonJS copy of their shared code (≈ 2.4 KB).
 * The required module is still evaluated only when first called (esbuild wraps it).
 */
const powertoolsAsEsm = {
  name: 'powertools-as-esm',
  setup(build) {
    build.onResolve({ filter: /^@aws-lambda-powertools\/(logger|metrics)$/ }, async (args) => {
      if (args.kind !== 'require-call') return undefined;
      const resolved = await build.resolve(args.path, { kind: 'import-statement', resolveDir: args.resolveDir });
      return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path };
    });
  },
};

module.exports = [compactIso31662, staticAppData, referenceIdIndex, literalSchemaKeys, powertoolsAsEsm];
