/**
 * `npm run load`: starts `npm start` on free ports with a fresh data directory, makes two companies
 * with every role (setup.ts), runs the virtual users (scenario.ts) through autocannon for a fixed
 * duration, then checks the invariants through the API (checks.ts) and the gateway's memory, and
 * judges the run against its budget: no 5xx, no connection error or timeout, no broken invariant,
 * bounded memory growth. Bounded twice: autocannon's duration, and a hard timeout over the whole run.
 */
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { rateLimitsFrom } from '../../lib/rate-limit/groups';
import {
  type LocalStack,
  localStackEnvironment,
  startLocalStack,
  stopLocalStack,
} from '../../test/support/local-stack';
import { ApiClient } from './client';
import { checkInvariants } from './checks';
import { Ledger } from './ledger';
import { gatewayPid, rssMiB } from './memory';
import { type Outgoing, VirtualUser } from './scenario';
import { makeWorld } from './setup';

export interface LoadOptions {
  seconds: number;
  connections: number;
  /** The gateway's resident memory may grow by at most this much from before the load to after it. */
  maxRssGrowthMiB: number;
  log?: (line: string) => void;
}

export interface LoadReport {
  seconds: number;
  connections: number;
  requests: number;
  throughput: number;
  latency: { p50: number; p99: number; max: number };
  statuses: Record<string, number>;
  answers: Record<string, Record<string, number>>;
  errors: number;
  timeouts: number;
  /** MiB: before the load (functions loaded), its peak, after it, and every 5 s in between. */
  rss: { before: number; peak: number; after: number; samples: number[] };
  unknownOutcomes: number;
  violations: string[];
  /** Every breach of the budget; the run passes when there is none. */
  failures: string[];
}

/** The parts of autocannon's API the load uses (the package ships no types). */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  statusCodeStats: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
}
interface AutocannonInstance {
  stop(): void;
}
type Autocannon = (
  options: Record<string, unknown>,
  done: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance;
const autocannon = createRequire(__filename)('autocannon') as Autocannon;

/**
 * The gateway runs with its heap capped (`GATEWAY_HEAP_MIB` of old space): V8 otherwise grows its heap
 * under load and collects late (the resident size rose by up to 480 MiB over three minutes and then
 * held), which says nothing about leaks. Capped, a leak exhausts the heap and the gateway fails
 * requests, which the run counts; the resident size may then grow by at most this much.
 */
export const DEFAULT_MAX_RSS_GROWTH_MIB = 384;
/** The live heap stayed under 90 MiB in every run; four times that leaves room for bursts. */
const GATEWAY_HEAP_MIB = 384;

/** Requests per connection before autocannon would start its list over (and reset the context holding the virtual user). */
const REQUESTS_PER_CYCLE = 100_000;

/** Setup, checks and shutdown around the load, at most (the hard timeout adds the duration). */
const OVERHEAD_SECONDS = 420;

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const log = options.log ?? (() => undefined);
  let stack: LocalStack | undefined;
  let dataDir: string | undefined;
  let instance: AutocannonInstance | undefined;
  let timer: NodeJS.Timeout | undefined;
  const hardTimeout = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => {
        instance?.stop();
        fail(
          new Error(`the load run did not finish within its hard timeout of ${options.seconds + OVERHEAD_SECONDS} s`),
        );
      },
      (options.seconds + OVERHEAD_SECONDS) * 1000,
    );
  });
  try {
    return await Promise.race([
      hardTimeout,
      (async () => {
        const env = await localStackEnvironment();
        dataDir = env.DATA_DIR;
        log('Starting npm start on free ports with a fresh data directory…');
        stack = await startLocalStack({
          ...env,
          NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${GATEWAY_HEAP_MIB}`.trim(),
        });
        return await measure(stack, env, options, log, (started) => (instance = started));
      })(),
    ]);
  } finally {
    clearTimeout(timer);
    if (stack) await stopLocalStack(stack);
    // The data directory holds nothing worth keeping: the companies and keys of this run only.
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(
  stack: LocalStack,
  env: Record<string, string>,
  options: LoadOptions,
  log: (line: string) => void,
  started: (instance: AutocannonInstance) => void,
): Promise<LoadReport> {
  const limits = rateLimitsFrom({ ...process.env, ...env });
  const api = new ApiClient(stack.baseUrl);
  log('Making the companies, users, keys and limits…');
  const world = await makeWorld(api, env, limits);
  const pid = gatewayPid(stack.child.pid ?? 0);
  const before = rssMiB(pid);
  let peak = before;
  const samples: number[] = [];
  let ticks = 0;
  const sampler = setInterval(() => {
    try {
      const rss = rssMiB(pid);
      peak = Math.max(peak, rss);
      if (++ticks % 5 === 0) samples.push(rss);
    } catch {
      // The gateway is gone: the load's own answers say so.
    }
  }, 1000);

  const ledger = new Ledger(world.hot, world.limits);
  const virtualUsers: VirtualUser[] = [];
  // Writes stop a little before the end, so that no write is in flight when the run stops.
  const writesUntil = Date.now() + Math.max(options.seconds - Math.min(5, options.seconds / 4), 1) * 1000;
  const request = {
    setupRequest(raw: Record<string, unknown>, context: { vu?: VirtualUser }): Record<string, unknown> {
      if (!context.vu) {
        context.vu = new VirtualUser(
          virtualUsers.length,
          world.users[virtualUsers.length % world.users.length] as VirtualUser['user'],
          ledger,
          writesUntil,
        );
        virtualUsers.push(context.vu);
      }
      const next: Outgoing = context.vu.next();
      return { ...raw, method: next.method, path: next.path, headers: next.headers, body: next.body ?? '' };
    },
    onResponse(
      status: number,
      body: string,
      context: { vu?: VirtualUser },
      headers: Record<string, string | string[]>,
    ): void {
      context.vu?.answer(status, body, headers);
    },
  };
  log(`Running ${options.connections} connections for ${options.seconds} s…`);
  const result = await new Promise<AutocannonResult>((done, fail) => {
    const url = new URL(stack.origin);
    started(
      autocannon(
        {
          url: url.origin,
          connections: options.connections,
          duration: options.seconds,
          timeout: 30,
          requests: new Array(REQUESTS_PER_CYCLE).fill(request),
        },
        (error, outcome) => (error ? fail(error) : done(outcome)),
      ),
    );
  });
  for (const virtualUser of virtualUsers) virtualUser.finish();

  log('Checking the invariants through the API…');
  await checkInvariants(api, ledger, world.companies);
  // After the checks' light traffic and a pause: V8 lets its heap grow under load and collects later,
  // so the figure right at the end of the load overstates what the gateway keeps.
  await new Promise((done) => setTimeout(done, 3000));
  clearInterval(sampler);
  const after = rssMiB(pid);

  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
  );
  const failures: string[] = [];
  const fivexx = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  if (fivexx > 0) failures.push(`${fivexx} answers were 5xx`);
  if (result.errors > 0 || result.timeouts > 0)
    failures.push(`${result.errors} connection errors and ${result.timeouts} timeouts`);
  if (result.requests.total === 0) failures.push('no request was answered');
  if (after - before > options.maxRssGrowthMiB)
    failures.push(
      `the gateway's memory grew by ${Math.round(after - before)} MiB (at most ${options.maxRssGrowthMiB})`,
    );
  failures.push(...ledger.violations);

  return {
    seconds: options.seconds,
    connections: options.connections,
    requests: result.requests.total,
    throughput: result.requests.average,
    latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    statuses,
    answers: Object.fromEntries([...ledger.answers].map(([label, byStatus]) => [label, Object.fromEntries(byStatus)])),
    errors: result.errors,
    timeouts: result.timeouts,
    rss: { before, peak, after, samples },
    unknownOutcomes: ledger.unknownOutcomes,
    violations: ledger.violations,
    failures,
  };
}

/** The report as the lines `npm run load` prints. */
export function formatReport(report: LoadReport): string[] {
  const mib = (value: number) => `${Math.round(value)} MiB`;
  const counts = (byStatus: Record<string, number>) =>
    Object.entries(byStatus)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
  const lines = [
    `Load: ${report.connections} connections for ${report.seconds} s, ${report.requests} requests answered`,
    `Throughput: ${report.throughput.toFixed(1)} requests/s; latency p50 ${report.latency.p50} ms, p99 ${report.latency.p99} ms, max ${report.latency.max} ms`,
    `Statuses: ${counts(report.statuses)}; connection errors ${report.errors}, timeouts ${report.timeouts}`,
    'By step:',
    ...Object.entries(report.answers)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, byStatus]) => `  ${label.padEnd(28)} ${counts(byStatus)}`),
    `Gateway memory (rss): ${mib(report.rss.before)} before, ${mib(report.rss.peak)} peak, ${mib(report.rss.after)} after (every 5 s: ${report.rss.samples.map(Math.round).join(' ')})`,
    `Requests whose answer never came (the run's end): ${report.unknownOutcomes}`,
  ];
  if (report.failures.length === 0) lines.push('Budget met: no 5xx, no error, every invariant holds, memory bounded.');
  else
    lines.push(
      `Budget BROKEN (${report.failures.length}):`,
      ...report.failures.slice(0, 50).map((failure) => `  - ${failure}`),
    );
  return lines;
}
