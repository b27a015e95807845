/**
 * The stack every handler shares (authentication, the company check, rate limiting) reads through
 * small reader modules, never through a repository: a repository's writes (transactions, audit
 * events, quota and list counters) would otherwise be in every Lambda bundle, the reads' too, and
 * each cold start would load them. The GET company handler is the stack plus one read, so its
 * bundle holds nothing that writes but the rate-limit counter.
 */
import { resolve } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { handlerPath } from '../../lib/http/routes';

const root = resolve(__dirname, '..', '..');

type DeployedOptions = () => BuildOptions & { exclude?: unknown; plugins?: unknown; outputWorkFolder?: unknown };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the options serverless.yml and the bench read
const deployedOptions = require('../../serverless/esbuild-options.cjs') as DeployedOptions;
const deployed = deployedOptions();
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugins serverless.yml and the bench bundle with
const plugins = require('../../serverless/esbuild-plugins.cjs') as BuildOptions['plugins'];

/** Modules that write records: none belongs in a read's bundle. */
const WRITING_MODULES =
  /(-repository|-writes|\/transactions|\/audit-event|\/list-counts|\/entity-limits|\/list-page)\.ts$/;

describe('A read bundle', () => {
  it("carries the shared stack's readers and no module that writes records", async () => {
    // Prepare
    const { exclude: _exclude, plugins: _plugins, outputWorkFolder: _folder, ...options } = deployed;
    const entry = `${handlerPath('getCompany').replace(/\.handler$/, '')}.ts`;
    // Act
    const result = await build({
      ...options,
      plugins,
      entryPoints: [entry],
      outdir: 'bundles',
      write: false,
      metafile: true,
      absWorkingDir: root,
      logLevel: 'error',
    });
    // Assess
    const allInputs = Object.keys(Object.values(result.metafile.outputs)[0]?.inputs ?? {});
    // Powertools' Logger, required on first use (lib/log.ts), comes from its ES module build like every
    // other Powertools import: one copy of their shared code.
    expect(
      allInputs.filter((input) => input.includes('@aws-lambda-powertools/') && input.includes('/lib/cjs/')),
    ).toEqual([]);
    expect(allInputs).toEqual(expect.arrayContaining(['node_modules/@aws-lambda-powertools/logger/lib/esm/index.js']));
    const inputs = allInputs.filter((input) => input.startsWith('lib/'));
    expect(inputs).toEqual(
      expect.arrayContaining(['lib/companies/company-reader.ts', 'lib/users/user-reader.ts', 'lib/auth/key-lookup.ts']),
    );
    // The invitation token's lookup is a read of its own (no writes), named like a repository.
    expect(
      inputs.filter(
        (input) => WRITING_MODULES.test(input) && input !== 'lib/invitations/invitation-token-repository.ts',
      ),
    ).toEqual([]);
  }, 60_000);
});
