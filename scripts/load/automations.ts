/**
 * `npm run load -- --mode automations`: the whole path of an automation on this machine, as `npm
 * start` runs it. It starts its own `npm start` on free ports with a fresh data directory, gives the
 * demo company one automation (JOB, IS_CREATED, one e-mail to the event's customer), then posts
 * events through the local API Gateway at a steady rate (50 a second for 60 s by default), each a new
 * job of its own customer, so each matches that automation once. The gateway's intake answers 202,
 * the stream poller hands each run to the sender, which sends the e-mail to the local SES.
 *
 * After the last event it waits for every run to end, then reads each event and its run from the
 * table (no request through the gateway, so the reads do not load what they measure) and judges:
 * - latency from the event received to its delivery SENT (the delivery's `sent_at` minus the
 *   event's `received_at`): p50 ≤ 1 s, p99 ≤ 3 s;
 * - every event was answered 202, matched once, and its run is SUCCEEDED with one SENT delivery;
 * - the local SES holds exactly one message per delivery (its recipient and message id), none lost,
 *   none twice, and nothing else.
 * The per-key limit of the events group is raised for the run (RATE_LIMIT_EVENTS), as is the
 * company's daily cap of messages: both would otherwise refuse the load by design.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import {
  type LocalStack,
  localStackEnvironment,
  startLocalStack,
  stopLocalStack,
} from '../../test/support/local-stack';
import { percentile } from '../bench/stats';
import { admin } from './setup';

export const AUTOMATION_LOAD_BUDGET = { p50Ms: 1000, p99Ms: 3000 };
/** How long the runs may take to end after the last event before the run gives up on them. */
const SETTLE_SECONDS = Number(process.env.LOAD_SETTLE_SECONDS ?? 300);
const AUTOMATION_NAME = 'Load: e-mail the customer of a new job';

export interface AutomationLoadOptions {
  seconds: number;
  /** Events posted per second, evenly spaced. */
  rate: number;
  log?: (line: string) => void;
}

export interface AutomationLoadReport {
  seconds: number;
  rate: number;
  posted: number;
  /** The POSTs' statuses and their latency through the gateway (ms). */
  statuses: Record<string, number>;
  post: { p50: number; p99: number; max: number };
  /** How late the last POST went out after its planned time (ms): the sender of the load keeping up. */
  postLagMs: number;
  /** Received → SENT, ms, over every delivery sent. */
  delivery: { p50: number; p99: number; max: number; count: number };
  /** Received → SENT p50 for each tenth of the run, in order: a growing figure is a backlog. */
  deliveryByTenth: number[];
  /** The run's last SENT after its first event was received: what the pipeline sustained. */
  drainSeconds: number;
  runStatuses: Record<string, number>;
  /** The SENT deliveries by their number of attempts. */
  attempts: Record<string, number>;
  sesMessages: number;
  violations: string[];
  failures: string[];
}

async function call(
  stack: LocalStack,
  key: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The event of the n-th job: its own customer, whose address the e-mail goes to. */
function eventBody(runId: string, index: number, recipient = `load-${index}`) {
  return {
    event_id: `load-${runId}-${index}`,
    type: 'JOB',
    subject_uuid: randomUUID(),
    operation: 'CREATED',
    data: { customer: { first_name: `Customer ${index}`, email: `${recipient}@example.com` } },
  };
}

export async function runAutomationLoad(options: AutomationLoadOptions): Promise<AutomationLoadReport> {
  const log = options.log ?? (() => undefined);
  const env: Record<string, string> = {
    ...(await localStackEnvironment()),
    // The events group's per-key limit (600 a minute) would refuse the load by design.
    RATE_LIMIT_EVENTS: '1000000/60',
  };
  let stack: LocalStack | undefined;
  try {
    log('Starting npm start on free ports with a fresh data directory…');
    stack = await startLocalStack(env);
    return await measure(stack, env, options, log);
  } finally {
    // LOAD_STACK_LOG=<file> keeps what `npm start` printed (its functions' log lines), for a diagnosis.
    if (stack && process.env.LOAD_STACK_LOG) writeFileSync(process.env.LOAD_STACK_LOG, stack.output());
    if (stack) await stopLocalStack(stack);
    rmSync(env.DATA_DIR ?? '', { recursive: true, force: true });
  }
}

async function measure(
  stack: LocalStack,
  env: Record<string, string>,
  options: AutomationLoadOptions,
  log: (line: string) => void,
): Promise<AutomationLoadReport> {
  const companyPath = `/companies/${stack.companyUuid}`;
  const platform = String((await admin(env, ['create-platform-key'])).api_key);
  const total = options.seconds * options.rate;
  // The daily cap (1,000 by default) would skip most of the load's deliveries.
  const limit = await call(stack, platform, 'PATCH', `${companyPath}/update-limit/automation_messages`, {
    limit: total * 2,
  });
  if (limit.status !== 200) throw new Error(`update-limit answered ${limit.status}: ${JSON.stringify(limit.body)}`);
  const automation = await call(stack, stack.key, 'POST', `${companyPath}/automations`, {
    name: AUTOMATION_NAME,
    type: 'JOB',
    triggers: [{ type: 'JOB', operator: 'IS_CREATED' }],
    actions: [
      {
        action: 'SEND_EMAIL',
        value: ['{{customer.email}}'],
        settings: { subject: 'Your job is booked', body: 'Hello {{customer.first_name}}' },
      },
    ],
  });
  if (automation.status !== 201) throw new Error(`create automation answered ${automation.status}`);
  const automationUuid = String((automation.body.data as { automation_uuid: string }).automation_uuid);
  // The same through the table: the reads after the load.
  process.env.DYNAMODB_ENDPOINT = `http://localhost:${env.DYNAMODB_LOCAL_PORT}`;
  process.env.TABLE_NAME = env.TABLE_NAME;
  const { eventReads } = await import('../../lib/automation-events/event-reader');
  const { runStore } = await import('../../lib/automation-runs/run-repository');

  // A few events first, untimed: the functions' first loads and the first stream shard.
  const runId = randomUUID().slice(0, 8);
  for (let index = 0; index < 5; index++) {
    const warm = await call(
      stack,
      stack.key,
      'POST',
      `${companyPath}/automation-events`,
      eventBody(`warm${runId}`, index, `warm-${index}`),
    );
    if (warm.status !== 202) throw new Error(`a warm-up event answered ${warm.status}: ${JSON.stringify(warm.body)}`);
  }
  await sleep(5000);

  log(`Posting ${total} events, ${options.rate} a second for ${options.seconds} s…`);
  const statuses: Record<string, number> = {};
  const postLatencies: number[] = [];
  const problems: string[] = [];
  const posts: Array<Promise<void>> = [];
  const started = performance.now();
  let postLagMs = 0;
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    postLagMs = Math.max(postLagMs, performance.now() - due);
    const sent = performance.now();
    posts.push(
      call(stack, stack.key, 'POST', `${companyPath}/automation-events`, eventBody(runId, index)).then(
        ({ status, body }) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status !== 202 && problems.length < 3) problems.push(`${status} ${JSON.stringify(body)}`);
          postLatencies.push(performance.now() - sent);
        },
        () => {
          statuses.error = (statuses.error ?? 0) + 1;
        },
      ),
    );
  }
  await Promise.all(posts);
  log(`Posted in ${((performance.now() - started) / 1000).toFixed(1)} s; waiting for the runs to end…`);

  const violations: string[] = [];
  const runOf = new Map<number, string>();
  /** Each matched event's `received_at`, from this one read of it. */
  const receivedOf = new Map<number, string>();
  for (let index = 0; index < total; index++) {
    const event = await eventReads.getEvent(stack.companyUuid, `load-${runId}-${index}`).catch(() => undefined);
    const matched = event?.verdicts.filter((verdict) => verdict.run_uuid !== null) ?? [];
    if (!event) violations.push(`event ${index} was not stored`);
    else if (matched.length !== 1 || matched[0]?.automation_uuid !== automationUuid)
      violations.push(`event ${index} created ${matched.length} runs`);
    else {
      runOf.set(index, String(matched[0].run_uuid));
      receivedOf.set(index, event.received_at);
    }
  }
  const finished = new Map<number, Awaited<ReturnType<typeof runStore.getRun>>>();
  const settleBy = Date.now() + SETTLE_SECONDS * 1000;
  while (finished.size < runOf.size && Date.now() < settleBy) {
    for (const [index, runUuid] of runOf) {
      if (finished.has(index)) continue;
      const stored = await runStore.getRun(stack.companyUuid, runUuid);
      if (stored && ['SUCCEEDED', 'FAILED', 'SKIPPED', 'CANCELED'].includes(stored.status)) finished.set(index, stored);
    }
    if (finished.size < runOf.size) await sleep(1000);
  }

  const runStatuses: Record<string, number> = {};
  const latencies: Array<{ index: number; ms: number; sentAt: number }> = [];
  const expected = new Map<string, string>();
  const attempts: Record<string, number> = {};
  let firstReceived = Infinity;
  for (const [index, runUuid] of runOf) {
    const stored = finished.get(index) ?? (await runStore.getRun(stack.companyUuid, runUuid));
    runStatuses[stored?.status ?? 'missing'] = (runStatuses[stored?.status ?? 'missing'] ?? 0) + 1;
    if (stored?.status !== 'SUCCEEDED') {
      violations.push(`event ${index}: its run is ${stored?.status ?? 'missing'}`);
      continue;
    }
    const received = Date.parse(String(receivedOf.get(index)));
    firstReceived = Math.min(firstReceived, received);
    const sent = stored.deliveries.filter((delivery) => delivery.status === 'SENT');
    if (sent.length !== 1 || stored.deliveries.length !== 1) {
      violations.push(`event ${index}: ${sent.length} of ${stored.deliveries.length} deliveries SENT`);
      continue;
    }
    const [delivery] = sent;
    attempts[delivery?.attempts ?? 0] = (attempts[delivery?.attempts ?? 0] ?? 0) + 1;
    const sentAt = Date.parse(String(delivery?.sent_at));
    latencies.push({ index, ms: sentAt - received, sentAt });
    expected.set(String(delivery?.provider_message_id), String(delivery?.recipient).toLowerCase());
  }

  // The local SES: exactly one message per delivery (the warm-up's five besides).
  const emails = (
    (await (await fetch(`http://localhost:${env.SES_LOCAL_PORT}/store`)).json()) as {
      emails: Array<{ messageId: string; destination: { to: string[] } }>;
    }
  ).emails.filter((email) => /^load-\d+@example\.com$/.test(email.destination.to[0] ?? ''));
  const byRecipient = new Map<string, number>();
  for (const email of emails) {
    const to = (email.destination.to[0] ?? '').toLowerCase();
    byRecipient.set(to, (byRecipient.get(to) ?? 0) + 1);
    if (!expected.has(email.messageId))
      violations.push(`SES holds ${email.messageId} to ${to}, which no delivery recorded`);
    else if (expected.get(email.messageId) !== to)
      violations.push(`SES sent ${email.messageId} to ${to}, not its delivery's recipient`);
  }
  for (const [to, count] of byRecipient) if (count > 1) violations.push(`${to} received ${count} messages`);
  const delivered = new Set(emails.map((email) => email.messageId));
  for (const [messageId, to] of expected)
    if (!delivered.has(messageId)) violations.push(`the delivery to ${to} (${messageId}) is not in SES`);

  const ms = latencies.map((latency) => latency.ms);
  const byTenth: number[] = [];
  const ordered = [...latencies].sort((left, right) => left.index - right.index);
  for (let tenth = 0; tenth < 10; tenth++) {
    const part = ordered.filter((latency) => Math.floor((latency.index * 10) / total) === tenth);
    byTenth.push(
      percentile(
        part.map((latency) => latency.ms),
        50,
      ),
    );
  }
  const delivery = {
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: Math.max(0, ...ms),
    count: ms.length,
  };
  const failures: string[] = [];
  const accepted = statuses['202'] ?? 0;
  if (accepted !== total) failures.push(`${total - accepted} of ${total} events were not answered 202`);
  if (delivery.p50 > AUTOMATION_LOAD_BUDGET.p50Ms)
    failures.push(`received → SENT p50 ${delivery.p50} ms > ${AUTOMATION_LOAD_BUDGET.p50Ms}`);
  if (delivery.p99 > AUTOMATION_LOAD_BUDGET.p99Ms)
    failures.push(`received → SENT p99 ${delivery.p99} ms > ${AUTOMATION_LOAD_BUDGET.p99Ms}`);
  failures.push(...problems.map((problem) => `an event was answered ${problem}`));
  failures.push(...violations.slice(0, 50));
  if (violations.length > 50) failures.push(`… and ${violations.length - 50} more`);
  const lastSent = Math.max(0, ...latencies.map((latency) => latency.sentAt));
  return {
    seconds: options.seconds,
    rate: options.rate,
    posted: total,
    statuses,
    post: {
      p50: Math.round(percentile(postLatencies, 50)),
      p99: Math.round(percentile(postLatencies, 99)),
      max: Math.round(Math.max(0, ...postLatencies)),
    },
    postLagMs: Math.round(postLagMs),
    delivery,
    deliveryByTenth: byTenth,
    drainSeconds: latencies.length > 0 ? (lastSent - firstReceived) / 1000 : 0,
    runStatuses,
    attempts,
    sesMessages: emails.length,
    violations,
    failures,
  };
}

/** The report as the lines `npm run load -- --mode automations` prints. */
export function formatAutomationReport(report: AutomationLoadReport): string[] {
  const counts = (byStatus: Record<string, number>) =>
    Object.entries(byStatus)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
  const lines = [
    `Automations load: ${report.posted} events, ${report.rate}/s for ${report.seconds} s (the last posted ${report.postLagMs} ms after its time)`,
    `Event POSTs: ${counts(report.statuses)}; latency p50 ${report.post.p50} ms, p99 ${report.post.p99} ms, max ${report.post.max} ms`,
    `Received → delivery SENT (${report.delivery.count} deliveries): p50 ${report.delivery.p50} ms, p99 ${report.delivery.p99} ms, max ${report.delivery.max} ms (budgets ${AUTOMATION_LOAD_BUDGET.p50Ms} / ${AUTOMATION_LOAD_BUDGET.p99Ms} ms)`,
    `  p50 by tenth of the run: ${report.deliveryByTenth.map((value) => `${value}`).join(' ')} ms`,
    `  the last SENT ${report.drainSeconds.toFixed(1)} s after the first event was received (${(report.delivery.count / Math.max(report.drainSeconds, 1)).toFixed(1)} sent/s)`,
    `Runs: ${counts(report.runStatuses)}; SENT deliveries by attempts: ${counts(report.attempts)}; local SES: ${report.sesMessages} messages of the load`,
  ];
  if (report.failures.length === 0)
    lines.push('Budget met: every event ran once and its e-mail was sent once, within the latency budgets.');
  else lines.push(`Budget BROKEN (${report.failures.length}):`, ...report.failures.map((failure) => `  - ${failure}`));
  return lines;
}
