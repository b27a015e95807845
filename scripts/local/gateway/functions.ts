/**
 * The local stack's Lambda functions: every function of the template built into its own bundle
 * with the deployed esbuild options (serverless/esbuild-options.cjs), and each loaded into its own
 * module instance — like its own container — on its first invocation. An edited source file marks
 * the bundles stale: the next request rebuilds them and starts fresh instances ("cold starts").
 */
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { context as esbuildContext, type BuildContext, type BuildOptions } from 'esbuild';
import type { Context } from 'aws-lambda';
import { watchTree } from './watch-tree';
import {
  AUTHORIZER_FUNCTION,
  AUTHORIZER_HANDLER,
  CATCH_ALL_FUNCTION,
  CATCH_ALL_HANDLER,
  type RouteDefinition,
  handlerPath,
  routes,
} from '../../../lib/http/routes';
import { BACKGROUND_FUNCTIONS } from '../../../lib/http/background-functions';

const ROOT = resolve(__dirname, '..', '..', '..');
const requireHere = createRequire(__filename);

type EsbuildSettings = Omit<BuildOptions, 'plugins'> & {
  exclude?: string[];
  plugins?: string;
  outputWorkFolder?: string;
};

/** `functions/x/y.handler` → the entry file and the export name. */
function entryOf(handler: string): { entry: string; exportName: string } {
  const dot = handler.lastIndexOf('.');
  return { entry: join(ROOT, `${handler.slice(0, dot)}.ts`), exportName: handler.slice(dot + 1) };
}

/**
 * Every function of serverless/functions.cjs: the routes (of the real table unless given another),
 * the authorizer, the catch-all and the background functions (the stream poller's sender and the
 * schedule's waker).
 */
export function functionHandlers(table: Readonly<Record<string, RouteDefinition>> = routes): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(table).map(([name, route]) => [name, handlerPath(name, route)])),
    [AUTHORIZER_FUNCTION]: AUTHORIZER_HANDLER,
    [CATCH_ALL_FUNCTION]: CATCH_ALL_HANDLER,
    ...BACKGROUND_FUNCTIONS,
  };
}

export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

export interface FunctionHost {
  /** Invokes a function with an event, rebuilding first when a source file changed. */
  invoke(functionName: string, event: unknown, requestId: string): Promise<unknown>;
  close(): Promise<void>;
}

/** Builds every function once and watches the sources for changes. */
export async function startFunctionHost(
  buildDirectory: string,
  onRebuild: (milliseconds: number) => void = () => undefined,
): Promise<FunctionHost> {
  const handlers = functionHandlers();
  const {
    exclude: _exclude,
    plugins: _pluginList,
    outputWorkFolder: _workFolder,
    ...options
  } = (requireHere(join(ROOT, 'serverless/esbuild-options.cjs')) as () => EsbuildSettings)();
  const plugins = requireHere(join(ROOT, 'serverless/esbuild-plugins.cjs')) as BuildOptions['plugins'];
  const outdir = resolve(buildDirectory);
  const entryPoints = Object.fromEntries(
    Object.entries(handlers).map(([name, handler]) => [name, entryOf(handler).entry]),
  );
  const build: BuildContext = await esbuildContext({
    ...options,
    plugins,
    entryPoints,
    outdir,
    absWorkingDir: ROOT,
    logLevel: 'error',
  });
  await build.rebuild();

  let stale = false;
  let rebuilding: Promise<void> | undefined;
  const instances = new Map<string, LambdaHandler>();
  const watchers = ['lib', 'functions'].map((folder) =>
    watchTree(join(ROOT, folder), (file) => {
      if (!file.endsWith('.test.ts')) stale = true;
    }),
  );

  async function freshen(): Promise<void> {
    if (!stale) return rebuilding;
    stale = false;
    rebuilding = (async () => {
      const started = performance.now();
      await build.rebuild();
      instances.clear();
      onRebuild(performance.now() - started);
    })();
    return rebuilding;
  }

  function load(functionName: string): LambdaHandler {
    const loaded = instances.get(functionName);
    if (loaded) return loaded;
    const file = join(outdir, `${functionName}.js`);
    // A fresh module instance: the function's own "container", with its own clients and caches.
    delete requireHere.cache[requireHere.resolve(file)];
    const handler = (requireHere(file) as Record<string, LambdaHandler | undefined>)[
      entryOf(handlers[functionName] ?? '').exportName
    ];
    if (typeof handler !== 'function') throw new Error(`function ${functionName} exports no handler`);
    instances.set(functionName, handler);
    return handler;
  }

  return {
    async invoke(functionName, event, requestId) {
      await freshen();
      const handler = load(functionName);
      const deadline = Date.now() + 29_000;
      const context = {
        callbackWaitsForEmptyEventLoop: true,
        functionName,
        functionVersion: '$LATEST',
        invokedFunctionArn: `arn:aws:lambda:us-east-1:123456789012:function:${functionName}`,
        memoryLimitInMB: '512',
        awsRequestId: requestId,
        logGroupName: `/aws/lambda/${functionName}`,
        logStreamName: 'local',
        getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
        done: () => undefined,
        fail: () => undefined,
        succeed: () => undefined,
      } satisfies Context;
      return handler(event, context);
    },
    async close() {
      for (const watcher of watchers) watcher.close();
      await build.dispose();
    },
  };
}
