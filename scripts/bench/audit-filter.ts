/**
 * Page 1 of the audit trail filtered by a rare type: a type that is 1 in 1,000 of a company's
 * 20,000 events, against the same request on a fresh company that holds only that type's events
 * (budget ≤ 1.5×, p50 of interleaved runs in one process), with the read units of each.
 */
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { handler as listAuditEvents } from '../../functions/audit/list-audit-events';
import { createAdminCommands } from '../../lib/admin/admin-commands';
import type { AuditEvent } from '../../lib/audit/audit-event';
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { newId } from '../../lib/data/ids';
import { capacityMeter, isReadCommand } from '../../test/support/consumed-capacity';
import { lambdaContext } from '../../test/support/invoke';
import { putItems } from '../local/table-items';
import { EVENTS_FROM, auditEventAt, auditTrailItems } from './audit-seed';
import { benchCaller } from './authorized';
import { benchEvent } from './events';
import { percentile } from './stats';

const EVENTS = 20_000;
const RARE_EVERY = 1_000;
const RUNS = Number(process.env.BENCH_AUDIT_RUNS ?? 300);
const AUDIT_FILTER_BUDGET = 1.5;

/** A company whose trail holds `count` events, one in RARE_EVERY of them `key.revoked` (all of them when `count` is the rare events alone). */
async function seededCaller(count: number, rareOnly: boolean) {
  const company = await createAdminCommands().createCompany({
    name: `Bench audit ${count}`,
    country: 'US',
    state: 'US-NY',
  });
  const target = { kind: 'location' as const, uuid: newId() };
  const events: AuditEvent[] = [];
  for (let position = 0; position < count; position++) {
    const rare = rareOnly || position % RARE_EVERY === 0;
    events.push(
      auditEventAt(
        company.company_uuid,
        rare ? 'key.revoked' : 'location.updated',
        target,
        EVENTS_FROM + position * 100,
      ),
    );
  }
  await putItems(documentClient, tableName, auditTrailItems(tableName, events));
  return benchCaller(company.owner.api_key, company.company_uuid);
}

export interface AuditFilterMeasurement {
  busyP50: number;
  freshP50: number;
  busyUnits: number;
  freshUnits: number;
}

export async function measureAuditFilter(): Promise<AuditFilterMeasurement> {
  const busy = await seededCaller(EVENTS, false);
  const fresh = await seededCaller(EVENTS / RARE_EVERY, true);
  const context = lambdaContext() as Context;
  const eventOf = (caller: typeof busy) => benchEvent('list-audit-events', caller, { query: { type: 'key.revoked' } });
  const [busyEvent, freshEvent] = [eventOf(busy), eventOf(fresh)];
  const meter = capacityMeter(documentClient, isReadCommand);
  const measured = async (event: APIGatewayProxyEvent) => {
    const { units, result } = await meter.measure(() => listAuditEvents(event, context));
    if (result.statusCode !== 200 || JSON.parse(result.body).meta.total !== EVENTS / RARE_EVERY)
      throw new Error(`The audit filter answered ${result.statusCode}: ${result.body.slice(0, 200)}`);
    return units;
  };
  const [busyUnits, freshUnits] = [await measured(busyEvent), await measured(freshEvent)];
  meter.remove();
  for (let round = 0; round < 50; round++)
    for (const event of [busyEvent, freshEvent]) await listAuditEvents(event, context);
  const latencies = { busy: [] as number[], fresh: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    // Each goes first every other run, so whatever a request leaves behind hits both alike.
    const order = run % 2 === 0 ? (['busy', 'fresh'] as const) : (['fresh', 'busy'] as const);
    for (const which of order) {
      const started = performance.now();
      await listAuditEvents(which === 'busy' ? busyEvent : freshEvent, context);
      latencies[which].push(performance.now() - started);
    }
  }
  return { busyP50: percentile(latencies.busy, 50), freshP50: percentile(latencies.fresh, 50), busyUnits, freshUnits };
}

/** Prints the figures; false when the budget is missed. */
export function reportAuditFilter(result: AuditFilterMeasurement): boolean {
  const ratio = result.busyP50 / result.freshP50;
  const ok = ratio <= AUDIT_FILTER_BUDGET;
  console.log(
    `\nAudit trail, page 1 of type=key.revoked (1 in ${RARE_EVERY} of ${EVENTS.toLocaleString('en')} events) against a fresh company's (${RUNS} interleaved runs)\n`,
  );
  console.log(
    `  ${EVENTS.toLocaleString('en')} events: p50 ${result.busyP50.toFixed(2)} ms, ${result.busyUnits.toFixed(1)} RCU`,
  );
  console.log(`  fresh company: p50 ${result.freshP50.toFixed(2)} ms, ${result.freshUnits.toFixed(1)} RCU`);
  console.log(`  ratio ${ratio.toFixed(2)}× ${ok ? `ok ≤ ${AUDIT_FILTER_BUDGET}` : `OVER ${AUDIT_FILTER_BUDGET}`}`);
  return ok;
}
