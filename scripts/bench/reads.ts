/**
 * The warm-read budgets of `npm run bench` (the scale issue), measured interleaved run by run so
 * machine noise hits every target alike:
 * - the floor of a single-record GET: the company GetItem and the rate-limit counter's UpdateItem
 *   issued in parallel, raw, as the handler issues them; a warm GET company ≤ 1.05× it. Beside it,
 *   the floor followed by the request's log line and EMF flush (the operability issue's per-request
 *   telemetry, written by the stack's own wrapper, `observed`), to tell that cost from the stack's;
 * - app-data: warm p50 ≤ 1.2× a warm GET company; its size, gzip size, and the 304 of a revalidation.
 *
 * Imported only once the bench environment is in place (it loads the handlers and their config).
 */
import { gzipSync } from 'node:zlib';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { handler as getAppData } from '../../functions/app-data/get-app-data';
import { handler as getCompany } from '../../functions/companies/get-company';
import { principalFromContext } from '../../lib/auth/authorizer';
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { companyKey } from '../../lib/companies/company';
import type { ApiContext } from '../../lib/http/middleware';
import { observed } from '../../lib/http/observability';
import { routes } from '../../lib/http/routes';
import { createRateLimiter } from '../../lib/rate-limit/limiter';
import { lambdaContext } from '../../test/support/invoke';
import { type BenchCaller, benchEvent } from './events';
import { median } from './stats';

const READ_BUDGET = { getOverFloor: 1.05, appDataOverGet: 1.2 };
const RUNS = Number(process.env.BENCH_WARM_RUNS ?? 200);
/** Untimed rounds first, so every target is measured with its code optimized as in a busy container. */
const WARMUP_ROUNDS = Number(process.env.BENCH_WARMUP_ROUNDS ?? 300);

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

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

export async function measureReadBudgets(caller: BenchCaller): Promise<ReadBudgets> {
  const context = lambdaContext() as Context;
  // Handlers never change their event, so each is built once, outside the timed calls.
  const companyEvent = benchEvent('get-company', caller);
  const appDataEvent = benchEvent('get-app-data', caller);
  const first = await (getAppData as Handler)(appDataEvent, context);
  const etag = first.headers?.ETag ?? first.headers?.etag;
  if (first.statusCode !== 200 || typeof etag !== 'string') throw new Error(`app-data answered ${first.statusCode} without an ETag`);
  const revalidation = benchEvent('get-app-data', caller, { headers: { 'If-None-Match': etag } });
  const revalidated = await (getAppData as Handler)(revalidation, context);
  if (revalidated.statusCode !== 304) throw new Error(`app-data revalidation answered ${revalidated.statusCode}`);
  // The floor: what a warm single-record GET cannot avoid — the record's GetItem and the rate-limit
  // counter's UpdateItem (the limiter itself, on a key of its own), in parallel.
  const limiter = createRateLimiter(documentClient, tableName);
  const floor = () =>
    Promise.all([
      documentClient.send(new GetCommand({ TableName: tableName, Key: companyKey(caller.companyUuid), ConsistentRead: true })),
      limiter.consume('bench-floor', 'read'),
    ]);
  // The same wrapper and telemetry as the stack's, with what the stack would have learned.
  const floorContext: ApiContext = {
    ...context,
    api: {
      request: { routeName: 'getCompany', requestId: 'bench-floor', headers: {}, instance: companyEvent.path },
      principal: principalFromContext(caller.authorizer),
      companyUuid: caller.companyUuid,
    },
  };
  const answered = { statusCode: 200, headers: {}, body: '' };
  const { method, group } = routes.getCompany;
  const observedFloor = observed({ route: 'getCompany', method, group }, async () => {
    await floor();
    return answered;
  });
  const targets = {
    floor,
    floorWithTelemetry: () => observedFloor(companyEvent, floorContext),
    getCompany: () => (getCompany as Handler)(companyEvent, context),
    appData: () => (getAppData as Handler)(appDataEvent, context),
    notModified: () => (getAppData as Handler)(revalidation, context),
  };
  for (let round = 0; round < WARMUP_ROUNDS; round++) for (const target of Object.values(targets)) await target();
  const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, [] as number[]])) as Record<keyof typeof targets, number[]>;
  for (let run = 0; run < RUNS; run++) {
    for (const [name, target] of Object.entries(targets)) samples[name as keyof typeof targets].push(await timed(target));
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
  console.log(`  GET company                    ${result.getCompanyP50.toFixed(2)} ms  ${getRatio.toFixed(2)}× floor ${getOk ? 'ok' : 'OVER'} ≤ ${READ_BUDGET.getOverFloor}  (${(result.getCompanyP50 / result.floorWithTelemetryP50).toFixed(2)}× the floor with telemetry)`);
  console.log(`  GET app-data                   ${result.appDataP50.toFixed(2)} ms  ${appDataRatio.toFixed(2)}× GET company ${appDataOk ? 'ok' : 'OVER'} ≤ ${READ_BUDGET.appDataOverGet}`);
  console.log(`  GET app-data, If-None-Match    ${result.appDataNotModifiedP50.toFixed(2)} ms  (304)`);
  console.log(`  app-data body                  ${(result.appDataBytes / 1024).toFixed(0)} KB, ${(result.appDataGzipBytes / 1024).toFixed(0)} KB gzipped`);
  return getOk && appDataOk;
}
