/**
 * The key-issue part of `npm run bench`: POST me/keys for a user who has created and revoked 1,000
 * keys against the same request for a fresh user, in one run (budget ≤ 1.5×). Revoked keys stay
 * listed for good; issuing reads only the user's usable keys (docs/data-model.md), so their number
 * must not show. Each round times one issue of each, in alternating order so that load drifting
 * during the run falls on both; the cycled user's key is revoked again, untimed, to stay under the limit.
 *
 * Imported only once the bench environment is in place (it loads the handlers and their config).
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { handler as createMyKey } from '../../functions/keys/create-my-key';
import { handler as deleteMyKey } from '../../functions/keys/delete-my-key';
import { createAdminCommands } from '../../lib/admin/admin-commands';
import { documentClient } from '../../lib/aws/dynamo';
import { capacityMeter, isReadCommand } from '../../test/support/consumed-capacity';
import { lambdaContext } from '../../test/support/invoke';
import { benchCaller } from './authorized';
import { type BenchCaller, benchEvent } from './events';
import { median } from './stats';

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

const CYCLES = Number(process.env.BENCH_KEY_CYCLES ?? 1_000);
const ROUNDS = Number(process.env.BENCH_KEY_ROUNDS ?? 40);
const BUDGET = 1.5;

export interface KeyIssueMeasurement {
  cycles: number;
  rounds: number;
  fresh: { p50: number; readUnits: number; requests: number };
  cycled: { p50: number; readUnits: number; requests: number };
  /** The cycled user's p50 over the fresh users'. */
  ratio: number;
}

async function call(handler: Handler, event: APIGatewayProxyEvent, status: number): Promise<Record<string, string>> {
  const result = await handler(event, lambdaContext() as Context);
  if (result.statusCode !== status) throw new Error(`bench key issue: answered ${result.statusCode}: ${result.body}`);
  return result.body ? (JSON.parse(result.body) as { data: Record<string, string> }).data : {};
}

const issue = (caller: BenchCaller) =>
  call(createMyKey as Handler, benchEvent('create-my-key', caller, { body: { name: 'Bench key' } }), 201);
const revoke = (caller: BenchCaller, keyId: string) =>
  call(deleteMyKey as Handler, benchEvent('delete-my-key', caller, { pathParameters: { key_id: keyId } }), 204);

export async function measureKeyIssue(): Promise<KeyIssueMeasurement> {
  const admin = createAdminCommands();
  const company = await admin.createCompany({ name: 'Bench keys', country: 'US', state: 'US-NY' });
  let users = 0;
  const newUser = async (): Promise<BenchCaller> => {
    users += 1;
    const user = await admin.createUser({
      company: company.company_uuid,
      role: 'ROLE_COMPANY_TECHNICIAN',
      displayName: `Bench ${users}`,
      email: `bench.keys.${users}@example.com`,
    });
    return benchCaller(user.api_key, company.company_uuid);
  };
  const cycled = await newUser();
  for (let cycle = 0; cycle < CYCLES; cycle++) await revoke(cycled, (await issue(cycled)).key_id ?? '');

  const meter = capacityMeter(documentClient, isReadCommand);
  const samples = { fresh: [] as number[], cycled: [] as number[] };
  const cost = { fresh: { readUnits: 0, requests: 0 }, cycled: { readUnits: 0, requests: 0 } };
  const timed = async (which: 'fresh' | 'cycled', caller: BenchCaller): Promise<string> => {
    const started = performance.now();
    const { units, requests, result } = await meter.measure(() => issue(caller));
    samples[which].push(performance.now() - started);
    cost[which] = { readUnits: units, requests };
    return result.key_id ?? '';
  };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const fresh = await newUser();
      const order: Array<'fresh' | 'cycled'> = round % 2 === 0 ? ['fresh', 'cycled'] : ['cycled', 'fresh'];
      for (const which of order) {
        const keyId = await timed(which, which === 'fresh' ? fresh : cycled);
        if (which === 'cycled') await revoke(cycled, keyId);
      }
    }
  } finally {
    meter.remove();
  }
  const fresh = { p50: median(samples.fresh), ...cost.fresh };
  const cycledResult = { p50: median(samples.cycled), ...cost.cycled };
  return { cycles: CYCLES, rounds: ROUNDS, fresh, cycled: cycledResult, ratio: cycledResult.p50 / fresh.p50 };
}

/** Prints the comparison; returns false when the budget is missed. */
export function reportKeyIssue(result: KeyIssueMeasurement): boolean {
  const ok = result.ratio <= BUDGET;
  console.log(
    `\nKey issue (POST me/keys, warm handler, ${result.rounds} rounds; RCU = read capacity DynamoDB reports for one request)\n`,
  );
  const row = (name: string, cost: KeyIssueMeasurement['fresh']) =>
    console.log(
      `  ${name.padEnd(34)} p50 ${cost.p50.toFixed(2)} ms  ${cost.readUnits.toFixed(1)} RCU  ${cost.requests} DynamoDB calls`,
    );
  row('fresh user', result.fresh);
  row(`after ${result.cycles.toLocaleString('en-US')} create/revoke cycles`, result.cycled);
  console.log(
    `  ${'cycled / fresh'.padEnd(34)} ${result.ratio.toFixed(2)}× ${ok ? 'ok' : 'OVER'} (budget ≤ ${BUDGET}×)`,
  );
  return ok;
}
