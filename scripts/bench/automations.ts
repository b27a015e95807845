/**
 * The automations part of `npm run bench` (BENCH_PARTS=automations), in one process against
 * DynamoDB Local, each figure with the capacity DynamoDB reports for it:
 *   1. An event's intake (createEvent) with 20 automations of its type, all matching (20 runs),
 *      against its floor: the same TransactWriteItems issued alone (the event store's writeEvent with
 *      fresh ids), p50 of interleaved runs. Budget ≤ 1.5×: what the intake adds to its one write (the
 *      automations' query, the batch read, evaluate()) stays small.
 *   2. Matching: evaluate() over 1, 20 and 200 automations of the type, and the query that reads
 *      them. Reported per automation; budget: the cost per automation at 200 at most 2× that at 20
 *      (linear, nothing quadratic).
 *   3. The events' and the runs' list, page 1, at 5,000 records against 30 (≤ 1.5× each). The records
 *      are the items the repositories write (writeEvent, runItem, syncRunViews), captured and put in
 *      batches, their weekly counts summed.
 *
 * Imported only once the bench environment is in place (it loads the handlers and their config).
 */
import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { handler as createAutomation } from '../../functions/automations/create-automation';
import { handler as listAutomationEvents } from '../../functions/automation-events/list-automation-events';
import { handler as listAutomationRuns } from '../../functions/automation-runs/list-automation-runs';
import { createAdminCommands } from '../../lib/admin/admin-commands';
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { newId } from '../../lib/data/ids';
import { TOTAL_FACET } from '../../lib/data/list-counts';
import { firstUuidOf } from '../../lib/audit/audit-layout';
import { toCompany } from '../../lib/companies/company';
import { companyReader } from '../../lib/companies/company-reader';
import { evaluate } from '../../lib/automations/matcher/evaluate';
import type { StoredAutomation } from '../../lib/automations/automation';
import type { StoredAutomationEvent } from '../../lib/automation-events/event-record';
import {
  type EventStore,
  type SubjectState,
  createEventStore,
  eventStore,
} from '../../lib/automation-events/event-repository';
import { firstAttention, runItem } from '../../lib/automation-runs/run-record';
import { byNameThenUuid, createEvent } from '../../lib/automation-events/intake';
import { matcherEvent } from '../../lib/automation-events/matcher-event';
import type { AutomationEventBody } from '../../lib/automation-events/event-input';
import type { StoredRun } from '../../lib/automation-runs/run-record';
import { runExpiry } from '../../lib/automation-runs/run-repository';
import { createRunViews } from '../../lib/automation-runs/run-view-repository';
import { capacityMeter, isReadCommand } from '../../test/support/consumed-capacity';
import { lambdaContext } from '../../test/support/invoke';
import { putItems } from '../local/table-items';
import { benchCaller } from './authorized';
import { type BenchCaller, benchEvent } from './events';
import { percentile } from './stats';

const RUNS = Number(process.env.BENCH_AUTOMATION_RUNS ?? 150);
const MATCH_RUNS = Number(process.env.BENCH_MATCH_RUNS ?? 300);
const BUDGET = { intakeOverWrite: 1.5, perAutomation200Over20: 2, list: 1.5 };
const INTAKE_AUTOMATIONS = 20;
const MATCH_SCALES = [1, 20, 200] as const;
const LIST_SCALES = [30, 5_000] as const;
/** The seeded records are spread over this many days before now, at every scale alike. */
const SPREAD_MS = 60 * 86_400_000;

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** An automation every JOB creation matches: one e-mail to the event's customer. */
const MATCHING_AUTOMATION = (index: number) => ({
  name: `Bench automation ${String(index).padStart(3, '0')}`,
  type: 'JOB',
  triggers: [{ type: 'JOB', operator: 'IS_CREATED' }],
  actions: [
    {
      action: 'SEND_EMAIL',
      value: ['{{customer.email}}'],
      settings: { subject: 'Your job is booked', body: 'Hello {{customer.first_name}}, see you {{job.date|soon}}.' },
    },
  ],
});

/** A JOB creation of a new subject (so never stale), with the values the automations render. */
function jobCreated(eventId = `bench-${newId()}`): AutomationEventBody {
  return {
    event_id: eventId,
    type: 'JOB',
    subject_uuid: newId(),
    operation: 'CREATED',
    data: { customer: { first_name: 'Ana', email: 'ana@example.com' }, job: { date: 'Monday' } },
  } as AutomationEventBody;
}

/** A company with `count` automations of type JOB, made through the create function. */
async function companyWithAutomations(count: number): Promise<BenchCaller> {
  const company = await createAdminCommands().createCompany({
    name: `Bench automations ${count}`,
    country: 'US',
    state: 'US-NY',
  });
  const caller = await benchCaller(company.owner.api_key, company.company_uuid);
  for (let index = 0; index < count; index++) {
    const result = await (createAutomation as Handler)(
      benchEvent('create-automation', caller, { body: MATCHING_AUTOMATION(index) }),
      lambdaContext() as Context,
    );
    if (result.statusCode !== 201) throw new Error(`bench setup: create-automation answered ${result.statusCode}`);
  }
  return caller;
}

export interface AutomationMeasurement {
  intake: { p50: number; p99: number; units: number; requests: number; runs: number };
  write: { p50: number; p99: number; units: number };
  matching: Array<{ automations: number; p50: number; queryP50: number; queryUnits: number }>;
  lists: Array<{ list: string; scale: number; p50: number; p99: number; units: number }>;
}

/** The arguments of one writeEvent: what an intake wrote, to be written again alone. */
type WriteArgs = Parameters<EventStore['writeEvent']>;

/** The same write with fresh ids: another event of another subject, other run uuids. */
function freshWrite([event, runs, , receivedMs]: WriteArgs): WriteArgs {
  const eventId = `bench-floor-${newId()}`;
  const subjectUuid = newId();
  const fresh: StoredAutomationEvent = { ...event, event_id: eventId, subject_uuid: subjectUuid, verdicts: [] };
  const freshRuns = runs.map((run) => ({
    ...run,
    run_uuid: newId(),
    event_id: eventId,
    subject_uuid: subjectUuid,
    deliveries: run.deliveries.map((delivery) => ({ ...delivery, delivery_uuid: newId() })),
  }));
  const runOf = new Map(runs.map((run, index) => [run.run_uuid, freshRuns[index]?.run_uuid ?? null]));
  fresh.verdicts = event.verdicts.map((verdict) => ({
    ...verdict,
    run_uuid: verdict.run_uuid ? (runOf.get(verdict.run_uuid) ?? null) : null,
  }));
  const after: SubjectState = {
    sequence: null,
    status_to: null,
    status_sequence: null,
    status_occurred_at: null,
    version: 1,
  };
  return [fresh, freshRuns, { before: undefined, after }, receivedMs];
}

/** 1. The intake with 20 matching automations against its one transaction issued alone. */
async function measureIntake(): Promise<Pick<AutomationMeasurement, 'intake' | 'write'>> {
  const caller = await companyWithAutomations(INTAKE_AUTOMATIONS);
  const captured: WriteArgs[] = [];
  // The real store, keeping the arguments of its write.
  const recording: EventStore = {
    ...eventStore,
    writeEvent: async (...args) => {
      captured.push(args);
      return eventStore.writeEvent(...args);
    },
  };
  const meter = capacityMeter(documentClient);
  const first = await meter.measure(() => createEvent(caller.companyUuid, jobCreated(), { store: recording }));
  const runs = first.result.record.verdicts.filter((verdict) => verdict.run_uuid !== null).length;
  if (runs !== INTAKE_AUTOMATIONS) throw new Error(`bench setup: the event created ${runs} runs, not 20`);
  const template = captured[0] as WriteArgs;
  const write = await meter.measure(() => eventStore.writeEvent(...freshWrite(template)));
  meter.remove();
  const intake = () => createEvent(caller.companyUuid, jobCreated(), { store: eventStore });
  const floor = () => eventStore.writeEvent(...freshWrite(template));
  for (let round = 0; round < 30; round++) {
    await intake();
    await floor();
  }
  const latencies = { intake: [] as number[], write: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    // Each goes first every other run, so whatever a request leaves behind hits both alike.
    for (const which of run % 2 === 0 ? (['intake', 'write'] as const) : (['write', 'intake'] as const)) {
      const started = performance.now();
      await (which === 'intake' ? intake() : floor());
      latencies[which].push(performance.now() - started);
    }
  }
  return {
    intake: {
      p50: percentile(latencies.intake, 50),
      p99: percentile(latencies.intake, 99),
      units: first.units,
      requests: first.requests,
      runs,
    },
    write: { p50: percentile(latencies.write, 50), p99: percentile(latencies.write, 99), units: write.units },
  };
}

/** 2. evaluate() over the company's automations of the type, as the intake runs it, and the query reading them. */
async function measureMatching(): Promise<AutomationMeasurement['matching']> {
  const results: AutomationMeasurement['matching'] = [];
  const meter = capacityMeter(documentClient, isReadCommand);
  for (const count of MATCH_SCALES) {
    const caller = await companyWithAutomations(count);
    const { units, result: automations } = await meter.measure(() =>
      eventStore.automationsOfType(caller.companyUuid, 'JOB'),
    );
    const company = await companyReader.getCompany(caller.companyUuid);
    if (!company) throw new Error('bench setup: the company was not stored');
    const context = { stale: false, company: toCompany(company), user: null, location: null };
    const body = jobCreated();
    const at = new Date();
    const event = matcherEvent(body, at.toISOString());
    const match = (all: StoredAutomation[]) => {
      let matched = 0;
      for (const automation of [...all].sort(byNameThenUuid))
        if (evaluate({ ...automation }, event, at, context).verdict.outcome === 'MATCHED') matched++;
      return matched;
    };
    if (match(automations) !== count) throw new Error(`bench setup: ${count} automations did not all match`);
    for (let round = 0; round < 50; round++) match(automations);
    const timings: number[] = [];
    for (let run = 0; run < MATCH_RUNS; run++) {
      const started = performance.now();
      match(automations);
      timings.push(performance.now() - started);
    }
    const queries: number[] = [];
    for (let run = 0; run < 50; run++) {
      const started = performance.now();
      await eventStore.automationsOfType(caller.companyUuid, 'JOB');
      queries.push(performance.now() - started);
    }
    results.push({
      automations: count,
      p50: percentile(timings, 50),
      queryP50: percentile(queries, 50),
      queryUnits: units,
    });
  }
  meter.remove();
  return results;
}

/** A document client that answers nothing and keeps the transactions sent to it: the items a repository writes. */
function capturingClient(): { client: DynamoDBDocumentClient; items: () => Record<string, unknown>[] } {
  const puts: Record<string, unknown>[] = [];
  const counts = new Map<string, Record<string, unknown>>();
  const client = {
    send: async (command: unknown) => {
      if (command instanceof TransactWriteCommand) {
        for (const item of command.input.TransactItems ?? []) {
          if (item.Put) puts.push(item.Put.Item as Record<string, unknown>);
          if (item.Update) {
            // The weekly counts: `ADD #total :one|:added SET #expiry = :expiry`, summed here.
            const key = item.Update.Key as { PK: string; SK: string };
            const values = item.Update.ExpressionAttributeValues ?? {};
            const id = `${key.PK} ${key.SK}`;
            const added = Number(values[':one'] ?? values[':added'] ?? 0);
            const before = counts.get(id);
            counts.set(id, {
              ...key,
              [TOTAL_FACET]: Number(before?.[TOTAL_FACET] ?? 0) + added,
              expires_at_epoch: values[':expiry'],
            });
          }
        }
      }
      // A GetItem finds nothing (syncRunViews: no pointers yet).
      return {};
    },
  } as unknown as DynamoDBDocumentClient;
  return { client, items: () => [...puts, ...counts.values()] };
}

/** A UUIDv7 of a given millisecond (runs sort and count by their uuid's time). */
function uuidAt(epochMs: number): string {
  return `${firstUuidOf(epochMs)}${newId().slice(13)}`;
}

/** `count` events and as many runs of one automation in a new company, spread over SPREAD_MS. */
async function seedHistory(count: number): Promise<BenchCaller> {
  const caller = await companyWithAutomations(1);
  const companyUuid = caller.companyUuid;
  const capture = capturingClient();
  const events = createEventStore(capture.client, tableName);
  const views = createRunViews(capture.client, tableName);
  const runItems: Record<string, unknown>[] = [];
  const automationUuid = newId();
  const from = Date.now() - SPREAD_MS;
  for (let position = 0; position < count; position++) {
    const at = from + Math.floor((position * SPREAD_MS) / count);
    const iso = new Date(at).toISOString();
    const eventId = `bench-${position}`;
    const subjectUuid = newId();
    const runUuid = uuidAt(at);
    const run: StoredRun = {
      run_uuid: runUuid,
      company_uuid: companyUuid,
      automation_uuid: automationUuid,
      automation_name: 'Bench automation',
      automation_etag: '"bench"',
      event_id: eventId,
      subject_uuid: subjectUuid,
      status: 'SUCCEEDED',
      reason: null,
      due_at: iso,
      created_at: iso,
      updated_at: iso,
      completed_at: iso,
      deliveries: [
        {
          delivery_uuid: newId(),
          action_index: 0,
          channel: 'EMAIL',
          recipient: `customer${position}@example.com`,
          subject: 'Your job is booked',
          body: 'Hello Ana, see you Monday.',
          status: 'SENT',
          reason: null,
          missing: [],
          attempts: 1,
          provider_message_id: `bench-${position}`,
          sent_at: iso,
          claim: null,
        },
      ],
      version: 3,
      changed_to: [],
      event_sequence: null,
      event_occurred_at: iso,
      reply_to: null,
    };
    const event: StoredAutomationEvent = {
      event_id: eventId,
      company_uuid: companyUuid,
      type: 'JOB',
      subject_uuid: subjectUuid,
      operation: 'CREATED',
      status: null,
      sequence: null,
      occurred_at: iso,
      received_at: iso,
      customer_uuid: null,
      job_uuid: null,
      user_uuid: null,
      company_location_uuid: null,
      suppressed: false,
      verdicts: [
        {
          automation_uuid: automationUuid,
          automation_name: 'Bench automation',
          outcome: 'MATCHED',
          run_uuid: runUuid,
          triggers: [{ index: 0, matched: true, expected: 'IS_CREATED', actual: 'CREATED' }],
          filters: [],
        },
      ],
      body_hash: 'bench',
    };
    const subject: SubjectState = {
      sequence: null,
      status_to: null,
      status_sequence: null,
      status_occurred_at: null,
      version: 1,
    };
    // The event's items as its intake writes them, the run without (runItem below: its own expiry, runExpiry).
    await events.writeEvent(event, [], { before: undefined, after: subject }, at);
    runItems.push(runItem(run, runExpiry(run), firstAttention(run)));
    await views.syncRunViews(run);
  }
  await putItems(documentClient, tableName, [...capture.items(), ...runItems]);
  return caller;
}

/** 3. Page 1 of the events' and the runs' lists at each scale, interleaved. */
async function measureLists(): Promise<AutomationMeasurement['lists']> {
  const callers = new Map<number, BenchCaller>();
  for (const scale of LIST_SCALES) callers.set(scale, await seedHistory(scale));
  const context = lambdaContext() as Context;
  const meter = capacityMeter(documentClient, isReadCommand);
  const results: AutomationMeasurement['lists'] = [];
  const cases: Array<[string, Handler, string]> = [
    ['automation events', listAutomationEvents as Handler, 'list-automation-events'],
    ['automation runs', listAutomationRuns as Handler, 'list-automation-runs'],
  ];
  for (const [list, handler, directory] of cases) {
    const events = new Map(
      LIST_SCALES.map((scale) => [scale, benchEvent(directory, callers.get(scale) as BenchCaller, { query: {} })]),
    );
    const units = new Map<number, number>();
    for (const scale of LIST_SCALES) {
      const { units: read, result } = await meter.measure(() =>
        handler(events.get(scale) as APIGatewayProxyEvent, context),
      );
      const total = (JSON.parse(result.body) as { meta?: { total?: number } }).meta?.total;
      if (result.statusCode !== 200 || total !== scale)
        throw new Error(
          `${list} at ${scale} answered ${result.statusCode}, total ${total}: ${result.body.slice(0, 300)}`,
        );
      units.set(scale, read);
    }
    for (let round = 0; round < 40; round++)
      for (const scale of LIST_SCALES) await handler(events.get(scale) as APIGatewayProxyEvent, context);
    const latencies = new Map<number, number[]>(LIST_SCALES.map((scale) => [scale, []]));
    for (let run = 0; run < RUNS; run++) {
      const order = run % 2 === 0 ? LIST_SCALES : [...LIST_SCALES].reverse();
      for (const scale of order) {
        const started = performance.now();
        await handler(events.get(scale) as APIGatewayProxyEvent, context);
        latencies.get(scale)?.push(performance.now() - started);
      }
    }
    for (const scale of LIST_SCALES) {
      const measured = latencies.get(scale) ?? [];
      results.push({
        list,
        scale,
        p50: percentile(measured, 50),
        p99: percentile(measured, 99),
        units: units.get(scale) ?? 0,
      });
    }
  }
  meter.remove();
  return results;
}

export async function measureAutomations(): Promise<AutomationMeasurement> {
  const { intake, write } = await measureIntake();
  const matching = await measureMatching();
  const lists = await measureLists();
  return { intake, write, matching, lists };
}

/** Prints the figures; false when a budget is missed. */
export function reportAutomations(result: AutomationMeasurement): boolean {
  let ok = true;
  const verdict = (ratio: number, budget: number): string => {
    if (ratio > budget) ok = false;
    return ratio <= budget ? `ok ≤ ${budget}` : `OVER ${budget}`;
  };
  const { intake, write } = result;
  console.log(
    `\nAutomations: an event's intake with ${INTAKE_AUTOMATIONS} matching automations (${intake.runs} runs) against its one transaction alone (${RUNS} interleaved runs)\n`,
  );
  console.log(
    `  intake (createEvent): p50 ${intake.p50.toFixed(2)} ms, p99 ${intake.p99.toFixed(2)} ms; ${intake.requests} requests, ${intake.units.toFixed(1)} capacity units (read and write)`,
  );
  console.log(
    `  TransactWriteItems alone: p50 ${write.p50.toFixed(2)} ms, p99 ${write.p99.toFixed(2)} ms; ${write.units.toFixed(1)} WCU`,
  );
  const intakeRatio = intake.p50 / write.p50;
  console.log(`  ratio ${intakeRatio.toFixed(2)}× ${verdict(intakeRatio, BUDGET.intakeOverWrite)}`);

  console.log(
    `\nMatching: evaluate() over the automations of the event's type (${MATCH_RUNS} runs), and the query reading them\n`,
  );
  const per = (row: AutomationMeasurement['matching'][number]) => (row.p50 * 1000) / row.automations;
  for (const row of result.matching) {
    console.log(
      `  ${String(row.automations).padStart(3)} automations: evaluate p50 ${row.p50.toFixed(3)} ms (${per(row).toFixed(1)} µs each); query p50 ${row.queryP50.toFixed(2)} ms, ${row.queryUnits.toFixed(1)} RCU`,
    );
  }
  const [one, twenty, twoHundred] = result.matching;
  if (one && twenty && twoHundred) {
    const growth = per(twoHundred) / per(twenty);
    console.log(
      `  200 against 1: ${(twoHundred.p50 / one.p50).toFixed(1)}×, 20 against 1: ${(twenty.p50 / one.p50).toFixed(1)}×; per automation at 200 against at 20: ${growth.toFixed(2)}× ${verdict(growth, BUDGET.perAutomation200Over20)}`,
    );
  }

  console.log(
    `\nAutomation events and runs, page 1 (default order) at ${LIST_SCALES.join(' and ')} records (${RUNS} interleaved runs)\n`,
  );
  for (const list of [...new Set(result.lists.map((row) => row.list))]) {
    const rows = result.lists.filter((row) => row.list === list);
    const cells = rows.map(
      (row) => `${row.scale}: p50 ${row.p50.toFixed(2)} ms, p99 ${row.p99.toFixed(2)} ms, ${row.units.toFixed(1)} RCU`,
    );
    const [small, large] = [rows[0], rows[rows.length - 1]];
    const ratio = (large?.p50 ?? 0) / (small?.p50 ?? 1);
    console.log(`  ${list.padEnd(18)} ${cells.join('; ')}; ratio ${ratio.toFixed(2)}× ${verdict(ratio, BUDGET.list)}`);
  }
  return ok;
}
