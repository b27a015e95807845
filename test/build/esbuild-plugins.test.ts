/** The bundle-time plugins must yield exactly the data the modules derive at run time. */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { iso31662 } from 'iso-3166/2';
import { buildStaticMembers } from '../../lib/app-data/static-members';
import { SUBDIVISION_CODES } from '../../lib/reference/subdivision-codes';

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
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as { size: number; value: unknown };
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
    const { size, value } = bundledExport("import { staticMembers } from './lib/app-data/static-members'; export const members = staticMembers();", 'members');
    // Assess
    const built = buildStaticMembers();
    expect(value).toEqual(built);
    expect(JSON.parse(`{${built.json}}`).countries).toHaveLength(249);
    expect(size).toBeLessThan(built.json.length / 2);
  });
});

describe('subdivision-codes esbuild plugin', () => {
  it('gives bundles the codes the module derives at run time, and none of the names', () => {
    const { size, value } = bundledExport("export { SUBDIVISION_CODES } from './lib/reference/subdivision-codes';", 'SUBDIVISION_CODES');
    const codes = String(value);
    expect(codes).toBe(SUBDIVISION_CODES);
    expect(codes.split('|')).toHaveLength(5070);
    expect(size).toBeLessThan(50_000);
  });
});
