/**
 * The route table's deploy-only settings (memory, timeout, environment, IAM access: each resource's
 * functions/<resource>/settings.ts, merged by lib/http/route-settings.ts) stay out of every Lambda
 * bundle, and so do the scripts' descriptions of the resources (scripts/descriptions/<resource>.ts):
 * the handlers are bundled with the deployed options and their inputs read. Without the deployed
 * plugins, which only replace data modules by smaller ones: the import graph read is a superset of
 * the deployed one, and the build takes seconds.
 */
import { resolve } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { AUTHORIZER_HANDLER, CATCH_ALL_HANDLER, handlerPath, routeEntries } from '../../lib/http/routes';

const root = resolve(__dirname, '..', '..');

type DeployedOptions = () => BuildOptions & { exclude?: unknown; plugins?: unknown; outputWorkFolder?: unknown };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the options serverless.yml and the bench read
const deployedOptions = require('../../serverless/esbuild-options.cjs') as DeployedOptions;
const deployed = deployedOptions();

describe('Lambda bundles', () => {
  it('carry the route table but none of its deploy-only settings or of the scripts', async () => {
    // Prepare
    const { exclude: _exclude, plugins: _plugins, outputWorkFolder: _folder, ...options } = deployed;
    const handlers = [...routeEntries().map(([name]) => handlerPath(name)), AUTHORIZER_HANDLER, CATCH_ALL_HANDLER];
    const entryPoints = handlers.map((handler) => `${handler.replace(/\.handler$/, '')}.ts`);
    // Act
    const result = await build({
      ...options,
      entryPoints,
      outdir: 'bundles',
      write: false,
      metafile: true,
      minify: false,
      absWorkingDir: root,
      logLevel: 'error',
    });
    // Assess
    const bundles = Object.values(result.metafile.outputs).filter((output) => output.entryPoint);
    expect(bundles).toHaveLength(entryPoints.length);
    for (const bundle of bundles) {
      const inputs = Object.keys(bundle.inputs);
      // Every route's handler reads its definition from the table (the catch-all matches against it).
      expect({ entry: bundle.entryPoint, routeTable: inputs.includes('lib/http/routes.ts') }).toEqual({
        entry: bundle.entryPoint,
        routeTable: true,
      });
      const settings = inputs.filter(
        (input) =>
          input.includes('route-settings') ||
          input.includes('deploy-settings') ||
          /^functions\/[^/]+\/settings\.ts$/.test(input),
      );
      expect({ entry: bundle.entryPoint, settings }).toEqual({ entry: bundle.entryPoint, settings: [] });
      // The resources' descriptions are scripts too (scripts/descriptions/).
      const scripts = inputs.filter((input) => input.startsWith('scripts/'));
      expect({ entry: bundle.entryPoint, scripts }).toEqual({ entry: bundle.entryPoint, scripts: [] });
    }
  }, 120_000);
});
