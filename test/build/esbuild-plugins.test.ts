/** The bundle-time compaction of iso-3166/2 must yield exactly the package's data. */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { iso31662 } from 'iso-3166/2';
import { nameBasedId } from '../../lib/data/ids';
import { COUNTRY_NAMESPACE, referenceIdNames } from '../../lib/reference/countries';
import { SUBDIVISION_CODES } from '../../lib/reference/subdivision-codes';

const root = resolve(__dirname, '..', '..');

/** Bundles `iso-3166/2` with the deployed plugins in a separate Node process and returns its export. */
function bundledIso31662(): unknown {
  const script = `
    const esbuild = require('esbuild');
    const plugins = require('./serverless/esbuild-plugins.cjs');
    esbuild.build({
      stdin: { contents: "export { iso31662 } from 'iso-3166/2';", resolveDir: process.cwd(), loader: 'js' },
      bundle: true, write: false, format: 'cjs', platform: 'node', plugins,
    }).then((result) => {
      const module = { exports: {} };
      new Function('module', 'exports', result.outputFiles[0].text)(module, module.exports);
      process.stdout.write(JSON.stringify({ size: result.outputFiles[0].text.length, data: module.exports.iso31662 }));
    });
  `;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
}

describe('compact-iso-3166-2 esbuild plugin', () => {
  it('produces the same entries as the package, in less space', () => {
    const { size, data } = bundledIso31662() as { size: number; data: unknown };
    expect(data).toEqual(iso31662);
    expect(size).toBeLessThan(130_000);
  });
});

describe('reference-ids esbuild plugin', () => {
  it('packs, at bundle time, exactly the ids derived at run time, in referenceIdNames order', () => {
    // Prepare
    const script = `
      const esbuild = require('esbuild');
      const plugins = require('./serverless/esbuild-plugins.cjs');
      esbuild.build({ entryPoints: ['lib/app-data/reference-ids.ts'], bundle: true, write: false, format: 'cjs', platform: 'node', plugins })
        .then((result) => {
          const module = { exports: {} };
          new Function('module', 'exports', result.outputFiles[0].text)(module, module.exports);
          process.stdout.write(module.exports.PACKED_REFERENCE_IDS);
        });
    `;
    // Act
    const packed = execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    // Assess
    const names = referenceIdNames();
    const hex = Buffer.from(packed, 'base64').toString('hex');
    expect(hex).toHaveLength(names.length * 32);
    const derived = names.map((name) => nameBasedId(name, COUNTRY_NAMESPACE).replace(/-/g, ''));
    expect(hex).toBe(derived.join(''));
    expect(names).toHaveLength(249 + 5070);
  });
});

describe('subdivision-codes esbuild plugin', () => {
  it('gives bundles the codes the module derives at run time, and none of the names', () => {
    const script = `
      const esbuild = require('esbuild');
      const plugins = require('./serverless/esbuild-plugins.cjs');
      esbuild.build({ entryPoints: ['lib/reference/subdivision-codes.ts'], bundle: true, write: false, format: 'cjs', platform: 'node', plugins })
        .then((result) => {
          const module = { exports: {} };
          new Function('module', 'exports', result.outputFiles[0].text)(module, module.exports);
          process.stdout.write(JSON.stringify({ size: result.outputFiles[0].text.length, codes: module.exports.SUBDIVISION_CODES }));
        });
    `;
    const { size, codes } = JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as { size: number; codes: string };
    expect(codes).toBe(SUBDIVISION_CODES);
    expect(codes.split('|')).toHaveLength(5070);
    expect(size).toBeLessThan(50_000);
  });
});
