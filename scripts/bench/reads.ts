/**
 * The warm-read budgets of `npm run bench` (the scale issue), measured interleaved run by run so
 * machine noise hits every target alike:
 * - the floor of a single-record GET: the company GetItem and the rate-limit counter's UpdateItem
 *   issued in parallel, raw, as the handler issues them; a warm GET company, telemetry included,
 *   ≤ 1.10× it. Beside it,
 *   the floor followed by the request's log line and EMF flush (the operability issue's per-request
 *   telemetry, written by the stack's own wrapper, `observed`), to tell that cost from the stack's;
 * - app-data: warm p50 ≤ 1.2× a warm GET company; its size, gzip size, and the 304 of a revalidation.
 *
 * Every target runs from one bundle built with the deployed esbuild options (bench/warm-targets.ts
 * says why), loaded once the bench environment is in place (the handlers read their config).
 */
import { gzipSync } from 'node:zlib';
import type { Context } from 'aws-lambda';
import { lambdaContext } from '../../test/support/invoke';
import { type BenchCaller, benchEvent } from './events';
import { median } from './stats';
import type * as WarmTargets from './warm-targets';

const READ_BUDGET = { getOverFloor: 1.1, appDataOverGet: 1.2 };
/**
 * 1,000 runs each: a p50 of 200 moved by about ±0.03 from run to run, as much as a budget's margin;
 * of 1,000, by about ±0.01, for some 15 s more.
 */
const RUNS = Number(process.env.BENCH_WARM_RUNS ?? 1000);
/** Untimed rounds first, so every target is measured with its code optimized as in a busy container. */
const WARMUP_ROUNDS = Number(process.env.BENCH_WARMUP_ROUNDS ?? 300);

export interface ReadBudgets {
  /** GetItem ∥ UpdateItem. */
  floorP50: number;
  /** The floor, then the request's log line and metrics flush. */
  floorWithTelemetryP50: number;
  getCompanyP50: number;
  appDataP50: number;
  appDataNotModifiedP50: number;
  appDataBytes: number;
  appDataGzipBytes: number;
}

async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

/** A module bundled with the deployed esbuild options and loaded (bench.ts), from a path under the project. */
export type LoadBundled = (entry: string) => Promise<unknown>;

export async function measureReadBudgets(caller: BenchCaller, loadBundled: LoadBundled): Promise<ReadBudgets> {
  const context = lambdaContext() as Context;
  // Every target runs bundled, as deployed (bench/warm-targets.ts).
  const { getCompany, getAppData, floorTargets } = (await loadBundled(
    'scripts/bench/warm-targets.ts',
  )) as typeof WarmTargets;
  // Handlers never change their event, so each is built once, outside the timed calls.
  const companyEvent = benchEvent('get-company', caller);
  const appDataEvent = benchEvent('get-app-data', caller);
  const first = await getAppData(appDataEvent, context);
  const etag = first.headers?.ETag ?? first.headers?.etag;
  if (first.statusCode !== 200 || typeof etag !== 'string')
    throw new Error(`app-data answered ${first.statusCode} without an ETag`);
  const revalidation = benchEvent('get-app-data', caller, { headers: { 'If-None-Match': etag } });
  const revalidated = await getAppData(revalidation, context);
  if (revalidated.statusCode !== 304) throw new Error(`app-data revalidation answered ${revalidated.statusCode}`);
  const { floor, floorWithTelemetry } = floorTargets(caller.companyUuid, companyEvent, context);
  const targets = {
    floor,
    floorWithTelemetry,
    getCompany: () => getCompany(companyEvent, context),
    appData: () => getAppData(appDataEvent, context),
    notModified: () => getAppData(revalidation, context),
  };
  for (let round = 0; round < WARMUP_ROUNDS; round++) for (const target of Object.values(targets)) await target();
  const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, [] as number[]])) as Record<
    keyof typeof targets,
    number[]
  >;
  for (let run = 0; run < RUNS; run++) {
    for (const [name, target] of Object.entries(targets))
      samples[name as keyof typeof targets].push(await timed(target));
  }
  return {
    floorP50: median(samples.floor),
    floorWithTelemetryP50: median(samples.floorWithTelemetry),
    getCompanyP50: median(samples.getCompany),
    appDataP50: median(samples.appData),
    appDataNotModifiedP50: median(samples.notModified),
    appDataBytes: Buffer.byteLength(first.body),
    appDataGzipBytes: gzipSync(first.body).length,
  };
}

/** Prints the budgets; returns false when one is missed. */
export function reportReadBudgets(result: ReadBudgets): boolean {
  const getRatio = result.getCompanyP50 / result.floorP50;
  const appDataRatio = result.appDataP50 / result.getCompanyP50;
  const getOk = getRatio <= READ_BUDGET.getOverFloor;
  const appDataOk = appDataRatio <= READ_BUDGET.appDataOverGet;
  console.log(`\nWarm-read budgets (interleaved, ${RUNS} runs each, p50)\n`);
  console.log(`  floor (GetItem ∥ UpdateItem)   ${result.floorP50.toFixed(2)} ms`);
  console.log(`  floor, then log line and flush ${result.floorWithTelemetryP50.toFixed(2)} ms`);
  console.log(
    `  GET company                    ${result.getCompanyP50.toFixed(2)} ms  ${getRatio.toFixed(2)}× floor ${getOk ? 'ok' : 'OVER'} ≤ ${READ_BUDGET.getOverFloor}  (${(result.getCompanyP50 / result.floorWithTelemetryP50).toFixed(2)}× the floor with telemetry)`,
  );
  console.log(
    `  GET app-data                   ${result.appDataP50.toFixed(2)} ms  ${appDataRatio.toFixed(2)}× GET company ${appDataOk ? 'ok' : 'OVER'} ≤ ${READ_BUDGET.appDataOverGet}`,
  );
  console.log(`  GET app-data, If-None-Match    ${result.appDataNotModifiedP50.toFixed(2)} ms  (304)`);
  console.log(
    `  app-data body                  ${(result.appDataBytes / 1024).toFixed(0)} KB, ${(result.appDataGzipBytes / 1024).toFixed(0)} KB gzipped`,
  );
  return getOk && appDataOk;
}
