/** The bundle-time plugins must yield exactly the data the modules derive at run time. */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { iso31662 } from 'iso-3166/2';
import { buildStaticMembers } from '../../lib/app-data/static-members';
import { buildReferenceIdIndex } from '../../lib/reference/reference-id-index';

const root = resolve(__dirname, '..', '..');

/**
 * Bundles `source` (a module's text) with the deployed plugins in a separate Node process and
 * returns the size of the bundle and its export `name`.
 */
function bundledExport(source: string, name: string): { size: number; value: unknown } {
  const script = `
    const esbuild = require('esbuild');
    const plugins = require('./serverless/esbuild-plugins.cjs');
    esbuild.build({
      stdin: { contents: ${JSON.stringify(source)}, resolveDir: process.cwd(), loader: 'ts' },
      bundle: true, write: false, format: 'cjs', platform: 'node', plugins,
    }).then((result) => {
      const module = { exports: {} };
      new Function('module', 'exports', result.outputFiles[0].text)(module, module.exports);
      process.stdout.write(JSON.stringify({ size: result.outputFiles[0].text.length, value: module.exports[${JSON.stringify(name)}] }));
    });
  `;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
  ) as { size: number; value: unknown };
}

describe('compact-iso-3166-2 esbuild plugin', () => {
  it('produces the same entries as the package, in less space', () => {
    const { size, value } = bundledExport("export { iso31662 } from 'iso-3166/2';", 'iso31662');
    expect(value).toEqual(iso31662);
    expect(size).toBeLessThan(130_000);
  });
});

describe('static-app-data esbuild plugin', () => {
  it('bundles exactly the members built at run time, compressed, without the dataset', () => {
    // Act
    const { size, value } = bundledExport(
      "import { staticMembers } from './lib/app-data/static-members'; export const members = staticMembers();",
      'members',
    );
    // Assess
    const built = buildStaticMembers();
    expect(value).toEqual(built);
    expect(JSON.parse(`{${built.json}}`).countries).toHaveLength(249);
    expect(size).toBeLessThan(built.json.length / 2);
  });
});

describe('reference-id-index esbuild plugin', () => {
  it('gives bundles the index the module derives at run time, and none of the names', () => {
    const { size, value } = bundledExport(
      "import { referenceIdIndex } from './lib/reference/reference-id-index'; export const index = referenceIdIndex();",
      'index',
    );
    const index = String(value);
    expect(index).toBe(buildReferenceIdIndex());
    // Every country (249) and every state (5,070), each once.
    expect(index.split('|').slice(1)).toHaveLength(249 + 5070);
    expect(size).toBeLessThan(100_000);
  });

  it("answers the company validation's questions in a bundle", () => {
    const source = [
      "import { countryCodeOf, countryOfState, isStateOfCountry } from './lib/reference/country-membership';",
      "import { countryUuid, stateUuid } from './lib/reference/countries';",
      "export const answers = [countryCodeOf(countryUuid('US')), countryOfState(stateUuid('FR-75C')), isStateOfCountry(stateUuid('US-NY'), countryUuid('US')), isStateOfCountry(stateUuid('US-NY'), countryUuid('CA'))];",
    ].join('\n');
    expect(bundledExport(source, 'answers').value).toEqual(['US', 'FR', true, false]);
  });
});

describe('literal-schema-keys esbuild plugin', () => {
  /**
   * Every export of a client's schema module, bundled with and without the plugins, as canonical
   * JSON: a schema's thunks (`() => Other$`) are followed, classes become their names, and an object
   * met again becomes the path where it was first met, so shared and recursive schemas compare too.
   */
  function canonicalSchemaExports(client: string, withPlugins: boolean): string {
    const script = `
      const esbuild = require('esbuild');
      const plugins = ${withPlugins ? "require('./serverless/esbuild-plugins.cjs')" : '[]'};
      esbuild.build({
        stdin: { contents: "export * from '@aws-sdk/${client}/dist-es/schemas/schemas_0.js';", resolveDir: process.cwd() },
        bundle: true, write: false, format: 'cjs', platform: 'node', mainFields: ['module', 'main'], plugins,
      }).then((result) => {
        const module = { exports: {} };
        new Function('module', 'exports', 'require', result.outputFiles[0].text)(module, module.exports, require);
        const seen = new Map();
        const canonical = (value, path) => {
          if (typeof value === 'function') {
            const isThunk = value.length === 0 && !/^class\\b/.test(Function.prototype.toString.call(value));
            return isThunk ? { thunk: canonical(value(), path + '()') } : { function: value.name };
          }
          if (value === null || typeof value !== 'object') return value;
          if (seen.has(value)) return { ref: seen.get(value) };
          seen.set(value, path);
          if (Array.isArray(value)) return value.map((item, i) => canonical(item, path + '[' + i + ']'));
          if (value instanceof Map) return { map: [...value].map(([k, v], i) => [canonical(k, path + '<k' + i + '>'), canonical(v, path + '<' + i + '>')]) };
          return { prototype: Object.getPrototypeOf(value)?.constructor?.name, own: Object.keys(value).map((k) => [k, canonical(value[k], path + '.' + k)]) };
        };
        const names = Object.keys(module.exports).sort();
        process.stdout.write(JSON.stringify({ names, values: names.map((name) => canonical(module.exports[name], name)) }));
      });
    `;
    return execFileSync(process.execPath, ['-e', script], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
  }

  it.each(['client-s3', 'client-dynamodb', 'client-secrets-manager'])(
    'leaves every schema of %s exactly as the SDK defines it',
    (client) => {
      const original = canonicalSchemaExports(client, false);
      const rewritten = canonicalSchemaExports(client, true);
      expect(JSON.parse(original).names.length).toBeGreaterThan(50);
      expect(rewritten).toBe(original);
    },
  );

  it('lets a bundle that sends one S3 command leave the other schemas out', () => {
    const source =
      "import { S3Client, DeleteObjectCommand } from '@aws-sdk/client-s3'; export const send = (c: S3Client) => c.send(new DeleteObjectCommand({ Bucket: 'b', Key: 'k' }));";
    const deployedBundleSize = (withPlugins: boolean): number => {
      const script = `
        const { exclude, outputWorkFolder, plugins: _path, ...options } = require('./serverless/esbuild-options.cjs')();
        const plugins = ${withPlugins ? "require('./serverless/esbuild-plugins.cjs')" : '[]'};
        require('esbuild').build({ ...options, plugins, stdin: { contents: ${JSON.stringify(source)}, resolveDir: process.cwd(), loader: 'ts' }, write: false })
          .then((result) => process.stdout.write(String(result.outputFiles[0].text.length)));
      `;
      return Number(execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' }));
    };
    expect(deployedBundleSize(false) - deployedBundleSize(true)).toBeGreaterThan(50_000);
  });
});
