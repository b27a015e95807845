/**
 * `npm run bench`: measures what the performance budgets of the platform issue are about.
 *   1. Bundle size of every function, built with the deployed esbuild options (≤ 600 KB).
 *   2. Cold start as a ratio to an empty handler's bundle in the same run, over fresh Node
 *      processes: `require` (≤ 2.0×) and `require` + first invocation (≤ 2.4×).
 *   3. Warm requests in one process: latency and the number of DynamoDB calls per request; a warm
 *      GET against its floor and app-data against a GET, from one bundle built as deployed
 *      (scripts/bench/reads.ts, scripts/bench/warm-targets.ts).
 *   4. Lists at 30, 1,000 and 5,000 records (scripts/bench/lists.ts), and the write units of each
 *      listed entity's create, update and delete (scripts/bench/writes.ts).
 *   5. Bounds, reads that must not grow with a company's history (≤ 1.5× each): page 1 of the audit
 *      trail filtered by a rare type among 20,000 events against a fresh company's
 *      (scripts/bench/audit-filter.ts), and POST me/keys after 1,000 create/revoke cycles against a
 *      fresh user's (scripts/bench/key-issue.ts).
 *   6. Automations (scripts/bench/automations.ts): an event's intake against its one transaction
 *      (≤ 1.5×), evaluate() over 1, 20 and 200 automations (linear), the events' and runs' lists at
 *      5,000 records against 30 (≤ 1.5×), with the capacity of each.
 * BENCH_PARTS=lists runs the lists alone, BENCH_PARTS=bounds the bounds alone, BENCH_PARTS=automations the automations alone; BENCH_FUNCTIONS=a,b limits the bundles and cold starts to those functions. It starts its own DynamoDB Local and s3rver on free ports. Exits 1 when a budget is missed.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { build, type BuildOptions } from 'esbuild';
import { CATCH_ALL_FUNCTION, CATCH_ALL_HANDLER, handlerPath, routeEntries } from '../lib/http/routes';
import { BACKGROUND_FUNCTIONS } from '../lib/http/background-functions';
import { lambdaContext } from '../test/support/invoke';
import { rateLimitEnvironment, uniformRateLimits } from '../lib/rate-limit/groups';
import { ensureBucket, ensureTable, freePort, startDynamoDbLocal, startS3rver } from './local/services';
import { localCredentials } from '../lib/aws/local';
import { type BenchCaller, benchEvent } from './bench/events';
import { median, percentile } from './bench/stats';

const run = promisify(execFile);
const root = resolve(__dirname, '..');
const BUDGET = { bundleBytes: 600 * 1024, requireRatio: 2.0, firstInvokeRatio: 2.4, warmDynamoCalls: 2 };
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 7);
const WARM_RUNS = Number(process.env.BENCH_WARM_RUNS ?? 200);
/** Which parts run (comma-separated): cold (bundles, cold starts), warm (single reads), lists, bounds, automations. All by default. */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'cold,warm,lists,bounds,automations').split(','));

type DeployedOptions = () => Omit<BuildOptions, 'plugins'> & {
  exclude?: string[];
  plugins?: string;
  outputWorkFolder?: string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- shared with serverless.yml, which loads it as CommonJS
const deployedOptions = require('../serverless/esbuild-options.cjs') as DeployedOptions;
const esbuildOptions = deployedOptions();
/** Every function serverless.yml deploys from the route table, plus the catch-all and the background functions (the automations' sender and waker). */
function functionsOf(): Record<string, { handler: string }> {
  const functions: Record<string, { handler: string }> = { [CATCH_ALL_FUNCTION]: { handler: CATCH_ALL_HANDLER } };
  for (const [name] of routeEntries()) functions[name] = { handler: handlerPath(name) };
  for (const [name, handler] of Object.entries(BACKGROUND_FUNCTIONS)) functions[name] = { handler };
  // BENCH_FUNCTIONS=a,b measures those functions' bundles and cold starts alone (beside the floors).
  const only = process.env.BENCH_FUNCTIONS?.split(',');
  return only ? Object.fromEntries(Object.entries(functions).filter(([name]) => only.includes(name))) : functions;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin list serverless-esbuild loads
const esbuildPlugins = require('../serverless/esbuild-plugins.cjs') as BuildOptions['plugins'];

async function bundle(entry: string, outfile: string): Promise<number> {
  const { exclude: _exclude, plugins: _pluginsPath, outputWorkFolder: _workFolder, ...options } = esbuildOptions;
  await build({
    ...options,
    plugins: esbuildPlugins,
    entryPoints: [entry],
    outfile,
    absWorkingDir: root,
    logLevel: 'error',
  });
  return statSync(outfile).size;
}

/** A model of Lambda's Node.js runtime that loads a bundle and invokes it once (see the file). */
const LAMBDA_RUNTIME = join(root, 'scripts', 'bench', 'lambda-runtime.mjs');

/**
 * CPU time (user + system, bootstrap included) of a fresh `node` process that starts like a Lambda
 * runtime, loads a bundle and optionally invokes it once. CPU time rather than wall time: it does
 * not move with the load the machine happens to carry, so ratios stay comparable across runs.
 */
async function coldStart(
  bundlePath: string,
  eventPath: string | null,
  env: NodeJS.ProcessEnv,
): Promise<{ cpuMs: number; status?: number }> {
  const { stdout } = await run(process.execPath, [LAMBDA_RUNTIME, bundlePath, eventPath ?? ''], { env });
  // The functions log (Powertools) on stdout too: the measurements are the marked lines.
  const status = /^status=(\d+)$/m.exec(stdout)?.[1];
  return { cpuMs: Number(/^cpu_ms=(\S+)$/m.exec(stdout)?.[1]), ...(status ? { status: Number(status) } : {}) };
}

/** The bounds part: reads that must not grow with a company's history (the audit trail's rare-type filter, a key's issue after many cycles). */
async function measureBounds(): Promise<boolean> {
  const audit = await import('./bench/audit-filter');
  const auditOk = audit.reportAuditFilter(await audit.measureAuditFilter());
  const keys = await import('./bench/key-issue');
  return keys.reportKeyIssue(await keys.measureKeyIssue()) && auditOk;
}

/** The automations part: intake against its write, matching, the events' and runs' lists at scale. */
async function measureAutomationsPart(): Promise<boolean> {
  const automations = await import('./bench/automations');
  return automations.reportAutomations(await automations.measureAutomations());
}

/** The lists part, then what each listed entity's writes cost; false when a list budget is missed. */
async function measureListsAndWrites(): Promise<boolean> {
  const lists = await import('./bench/lists');
  const ok = lists.reportLists(await lists.measureLists());
  const writes = await import('./bench/writes');
  writes.reportWrites(await writes.measureWrites(await lists.writesCaller()));
  return ok;
}

interface WarmResult {
  name: string;
  p50: number;
  p95: number;
  callsPerRequest: number;
}

type Handler = (event: never, context: never) => Promise<{ statusCode: number; body?: string }>;

/**
 * Warm latency and DynamoDB calls per request of a GET of one record of each kind (the budget: a
 * warm GET of one record makes at most two calls, issued in parallel). App-data: bench/reads.ts.
 */
async function measureWarmReads(caller: BenchCaller, counter: { calls: number }): Promise<WarmResult[]> {
  const context = lambdaContext() as never;
  const withKey = (name: string, body?: unknown, pathParameters?: Record<string, string>): never =>
    benchEvent(name, caller, { body, pathParameters }) as never;
  const created = async (handler: Handler, event: never): Promise<Record<string, string>> => {
    const result = await handler(event, context);
    if (result.statusCode !== 201) throw new Error(`bench setup failed: ${result.statusCode} ${result.body ?? ''}`);
    return (JSON.parse(result.body ?? '{}') as { data: Record<string, string> }).data;
  };
  const category = await created(
    (await import('../functions/categories/create-category')).handler as Handler,
    withKey('create-category', { name: 'Bench', category_group: 'SERVICE_PLAN' }),
  );
  const automation = await created(
    (await import('../functions/automations/create-automation')).handler as Handler,
    withKey('create-automation', {
      name: 'Bench',
      type: 'JOB',
      triggers: [{ type: 'JOB', operator: 'IS_CREATED' }],
      actions: [{ action: 'SEND_SMS', value: ['{{customer.phone}}'], settings: { body: 'Hi' } }],
    }),
  );
  // Handlers never change their event, so each is built once, outside the timed calls.
  const targets: Array<[string, Handler, never]> = [
    [
      'GET category',
      (await import('../functions/categories/get-category')).handler as Handler,
      withKey('get-category', undefined, { category_uuid: category.category_uuid ?? '' }),
    ],
    [
      'GET automation',
      (await import('../functions/automations/get-automation')).handler as Handler,
      withKey('get-automation', undefined, { automation_uuid: automation.automation_uuid ?? '' }),
    ],
    ['GET company', (await import('../functions/companies/get-company')).handler as Handler, withKey('get-company')],
  ];
  const results: WarmResult[] = [];
  for (const [name, handler, event] of targets) {
    const first = await handler(event, context);
    if (first.statusCode !== 200) throw new Error(`${name} answered ${first.statusCode}: ${first.body ?? ''}`);
    const latencies: number[] = [];
    counter.calls = 0;
    for (let i = 0; i < WARM_RUNS; i++) {
      const started = performance.now();
      await handler(event, context);
      latencies.push(performance.now() - started);
    }
    results.push({
      name,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      callsPerRequest: counter.calls / WARM_RUNS,
    });
  }
  return results;
}

interface Row {
  name: string;
  bytes: number;
  requireRatio?: number;
  invokeRatio?: number;
}

/** The functions' own log and metrics lines (still formatted, so still paid for) stay out of the report. */
function muteFunctionLogs(): void {
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (text.startsWith('{"level"') || text.startsWith('{"_aws"')) return true;
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write;
}

async function main(): Promise<void> {
  muteFunctionLogs();
  // Inside the project so the synthetic entries resolve node_modules like the real ones.
  mkdirSync(join(root, '.bench'), { recursive: true });
  const work = mkdtempSync(join(root, '.bench', 'run-'));
  const dynamoPort = await freePort();
  const s3Port = await freePort();
  const dynamo = await startDynamoDbLocal(dynamoPort);
  const s3 = await startS3rver(s3Port, join(work, 's3'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    S3_ENDPOINT: s3.endpoint,
    TABLE_NAME: 'bench',
    BUCKET_NAME: 'bench-files',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    // The bench repeats every call many times with one key: no limit may interfere.
    ...rateLimitEnvironment(uniformRateLimits(1_000_000)),
    // Functions trust the authorizer's context in the events, as in AWS (scripts/bench/authorized.ts).
    LOCAL_API_GATEWAY: 'true',
  };
  Object.assign(process.env, env);
  try {
    await ensureTable(dynamo.endpoint, 'bench');
    await ensureBucket(s3.endpoint, 'bench-files');

    // Modules that read configuration are loaded only now, with the bench environment in place.
    if (!PARTS.has('cold') && !PARTS.has('warm')) {
      // Lists, bounds or automations alone (BENCH_PARTS=lists,bounds,automations): skip the bundles and cold starts.
      const listsOk = PARTS.has('lists') ? await measureListsAndWrites() : true;
      const boundsOk = PARTS.has('bounds') ? await measureBounds() : true;
      const automationsOk = PARTS.has('automations') ? await measureAutomationsPart() : true;
      process.exitCode = listsOk && boundsOk && automationsOk ? 0 : 1;
      return;
    }
    const { createAdminCommands } = await import('../lib/admin/admin-commands');
    const company = await createAdminCommands().createCompany({ name: 'Bench Co', country: 'US', state: 'US-NY' });
    const key = company.owner.api_key;
    const caller = await (await import('./bench/authorized')).benchCaller(key, company.company_uuid);

    mkdirSync(join(work, 'bundles'));
    const emptyEntry = join(work, 'empty.ts');
    writeFileSync(emptyEntry, 'export const handler = async () => ({ statusCode: 200, body: "" });\n');
    // The floors the functions build on: the SDK clients alone, one call each (no stack, no logic).
    const clients = [
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
      "import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';",
      `const credentials = ${JSON.stringify(localCredentials)};`,
      `const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: '${dynamo.endpoint}', region: 'us-east-1', credentials }));`,
    ];
    const dynamoEntry = join(work, 'dynamo-only.ts');
    writeFileSync(
      dynamoEntry,
      [
        ...clients,
        "export const handler = async () => { await client.send(new GetCommand({ TableName: 'bench', Key: { PK: 'a', SK: 'b' } })); return { statusCode: 200, body: '' }; };",
      ].join('\n'),
    );
    const dynamoS3Entry = join(work, 'dynamo-and-s3.ts');
    writeFileSync(
      dynamoS3Entry,
      [
        ...clients,
        "import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';",
        // The checksum settings of lib/aws/s3.ts.
        `const s3 = new S3Client({ endpoint: '${s3.endpoint}', region: 'us-east-1', credentials, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });`,
        'export const handler = async () => {',
        "  await client.send(new GetCommand({ TableName: 'bench', Key: { PK: 'a', SK: 'b' } }));",
        "  await s3.send(new PutObjectCommand({ Bucket: 'bench-files', Key: 'bench/probe.txt', Body: 'x' }));",
        "  return { statusCode: 200, body: '' };",
        '};',
      ].join('\n'),
    );

    const appDataEvent = join(work, 'app-data.json');
    writeFileSync(appDataEvent, JSON.stringify(benchEvent('get-app-data', caller)));

    const functions = functionsOf();
    // A function's cold starts take, in each round, the event of that round (bench/cold-start-events.ts).
    const roundEvent = PARTS.has('cold')
      ? await (await import('./bench/cold-start-events')).coldStartEvents(COLD_RUNS, work, Object.keys(functions))
      : undefined;
    const targets: Array<{ name: string; entry: string; event: (round: number) => string | undefined }> = [
      { name: '(empty handler)', entry: emptyEntry, event: () => appDataEvent },
      { name: '(DynamoDB client alone)', entry: dynamoEntry, event: () => appDataEvent },
      { name: '(DynamoDB + S3 clients)', entry: dynamoS3Entry, event: () => appDataEvent },
      ...Object.entries(functions).map(([name, fn]) => ({
        name,
        entry: join(root, fn.handler.replace(/\.handler$/, '.ts')),
        event: (round: number) => roundEvent?.(round, name),
      })),
    ];
    // The catch-all's sample is an unknown path: its 404 is its success.
    const succeeded = (name: string, status: number | undefined): boolean =>
      (status ?? 0) < 400 || (name === 'routeNotFound' && status === 404);

    const rows: Row[] = [];
    const bundles = new Map<string, string>();
    // BENCH_PARTS without `cold` skips bundles and cold starts.
    for (const target of PARTS.has('cold') ? targets : []) {
      const outfile = join(work, 'bundles', `${target.name.replace(/[^A-Za-z0-9]/g, '_')}.js`);
      rows.push({ name: target.name, bytes: await bundle(target.entry, outfile) });
      bundles.set(target.name, outfile);
    }

    // Cold starts: each run of a target is paired with a run of the empty handler just before it, and
    // the row's ratio is the median of the pairs' ratios, so load that drifts during the bench (these
    // machines are shared) cancels out instead of landing on whichever targets ran during it.
    const requireRatios = new Map<string, number[]>();
    const invokeRatios = new Map<string, number[]>();
    const empty = targets.find((target) => target.name === '(empty handler)');
    const emptyFile = bundles.get('(empty handler)') ?? '';
    const record = (ratios: Map<string, number[]>, name: string, ratio: number) =>
      ratios.set(name, [...(ratios.get(name) ?? []), ratio]);
    // A function whose first invocation did not succeed measured another path than its sample's.
    const unsuccessful: string[] = [];
    for (let round = 0; round < (PARTS.has('cold') ? COLD_RUNS : 0); round++) {
      for (const target of targets) {
        if (target === empty) continue;
        const file = bundles.get(target.name) ?? '';
        const emptyRequire = await coldStart(emptyFile, null, env);
        record(requireRatios, target.name, (await coldStart(file, null, env)).cpuMs / emptyRequire.cpuMs);
        const event = target.event(round);
        if (event) {
          const emptyInvoke = await coldStart(emptyFile, empty?.event(round) ?? null, env);
          const invoked = await coldStart(file, event, env);
          if (target.name in functions && !succeeded(target.name, invoked.status))
            unsuccessful.push(`${target.name} answered ${invoked.status} in round ${round + 1}`);
          record(invokeRatios, target.name, invoked.cpuMs / emptyInvoke.cpuMs);
        }
      }
    }
    for (const row of rows) {
      const isEmpty = row.name === '(empty handler)';
      row.requireRatio = isEmpty ? 1 : median(requireRatios.get(row.name) ?? []);
      const invokes = invokeRatios.get(row.name);
      if (isEmpty) row.invokeRatio = 1;
      else if (invokes) row.invokeRatio = median(invokes);
    }

    // Warm: one process, the real handler modules, DynamoDB calls counted at the client.
    const { documentClient } = await import('../lib/aws/dynamo');
    const counter = { calls: 0 };
    documentClient.middlewareStack.add(
      (next) => async (args) => {
        counter.calls++;
        return next(args);
      },
      { step: 'initialize', name: 'benchCallCounter' },
    );
    const warm = await measureWarmReads(caller, counter);
    let failed = false;
    const mark = (ok: boolean): string => {
      if (!ok) failed = true;
      return ok ? 'ok' : 'OVER';
    };
    console.log(
      '\nBundles and cold starts (ratios to the empty handler run just before, median of %d pairs)\n',
      COLD_RUNS,
    );
    console.log(
      'function'.padEnd(28),
      'bundle KB'.padStart(10),
      ' ',
      'require ×'.padStart(10),
      ' ',
      'require+invoke ×'.padStart(17),
    );
    for (const row of rows) {
      const isFunction = !row.name.startsWith('(');
      const kb = (row.bytes / 1024).toFixed(1).padStart(10);
      const req = row.requireRatio === undefined ? ''.padStart(10) : row.requireRatio.toFixed(2).padStart(10);
      const inv = row.invokeRatio === undefined ? ''.padStart(17) : row.invokeRatio.toFixed(2).padStart(17);
      const verdicts = isFunction
        ? [
            mark(row.bytes <= BUDGET.bundleBytes),
            mark((row.requireRatio ?? 0) <= BUDGET.requireRatio),
            row.invokeRatio === undefined ? '' : mark(row.invokeRatio <= BUDGET.firstInvokeRatio),
          ].join(' ')
        : '';
      console.log(row.name.padEnd(28), kb, ' ', req, ' ', inv, ' ', verdicts);
    }
    if (unsuccessful.length > 0) {
      failed = true;
      console.log(
        `\nFirst invocations that did not succeed, so the row measured another path than its sample's:\n  ${unsuccessful.join('\n  ')}`,
      );
    }
    console.log(
      `\nWarm requests (${WARM_RUNS} each, in one process; the authorizer's context in the event, as in AWS):`,
    );
    for (const result of warm) {
      console.log(
        `  ${result.name.padEnd(18)} p50 ${result.p50.toFixed(2)} ms  p95 ${result.p95.toFixed(2)} ms  ` +
          `${result.callsPerRequest.toFixed(2)} DynamoDB calls per request ${mark(result.callsPerRequest <= BUDGET.warmDynamoCalls)}`,
      );
    }
    console.log(
      `Budgets: bundle ≤ ${BUDGET.bundleBytes / 1024} KB, require ≤ ${BUDGET.requireRatio}×, require+invoke ≤ ${BUDGET.firstInvokeRatio}×`,
    );
    const reads = await import('./bench/reads');
    // The warm-read targets run from bundles built as deployed, each loaded once.
    const loadBundled = async (entry: string): Promise<unknown> => {
      const outfile = join(work, 'bundles', `warm-${entry.replace(/[^A-Za-z0-9]/g, '_')}.js`);
      await bundle(join(root, entry), outfile);
      return createRequire(__filename)(outfile) as unknown;
    };
    if (!reads.reportReadBudgets(await reads.measureReadBudgets(caller, loadBundled))) failed = true;
    if (PARTS.has('lists') && !(await measureListsAndWrites())) failed = true;
    if (PARTS.has('bounds') && !(await measureBounds())) failed = true;
    if (PARTS.has('automations') && !(await measureAutomationsPart())) failed = true;
    process.exitCode = failed ? 1 : 0;
  } finally {
    await Promise.allSettled([dynamo.stop(), s3.stop()]);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
