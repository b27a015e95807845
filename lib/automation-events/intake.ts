/**
 * An event's intake: decided at once, sent later. Every automation of the event's type is
 * evaluated (lib/automations/matcher), the event with one verdict per automation and the runs of
 * the matched ones are written in one transaction, and the table's stream then hands each run to
 * the sender. The same event_id again answers the stored event (an equal body) or 409.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../idempotency/canonical-json';
import { ConflictError, ValidationError } from '../errors';
import { newId } from '../data/ids';
import { compareCodePoints, foldCase } from '../data/text';
import { automationEtag, type StoredAutomation } from '../automations/automation';
import { evaluate } from '../automations/matcher/evaluate';
import type { Evaluation } from '../automations/matcher/types';
import type { StoredRun } from '../automation-runs/run-record';
import type { AutomationEventBody } from './event-input';
import { occurredAtIssues } from './event-time';
import { matcherEvent } from './matcher-event';
import {
  type AutomationEventRecord,
  AUTOMATION_EVENT,
  type EventVerdict,
  type StoredAutomationEvent,
} from './event-record';
import {
  EventExistsError,
  type EventStore,
  type SubjectState,
  SubjectMovedError,
  eventStore,
} from './event-repository';

/**
 * The most runs one event creates: its transaction holds the event's items (8), its subject (1) and
 * one item per run, within DynamoDB's 100. Matched automations past it (in verdict order) are
 * MATCHED without a run (docs/decisions.md).
 */
const MAX_RUNS_PER_EVENT = 90;
const MAX_ATTEMPTS = 5;

/** The body's hash as the event stores it: equal as JSON values, equal hashes. */
function bodyHash(body: AutomationEventBody): string {
  return createHash('sha256').update(canonicalJson(body)).digest('base64url');
}

/** Verdict order: automation name as every list sorts strings (ignoring case, by code point), then uuid. */
export function byNameThenUuid(left: StoredAutomation, right: StoredAutomation): number {
  const byName = compareCodePoints(foldCase(left.name), foldCase(right.name));
  if (byName !== 0) return byName;
  return left.automation_uuid < right.automation_uuid ? -1 : left.automation_uuid > right.automation_uuid ? 1 : 0;
}

/** Whether an event with `sequence` comes after the subject's last one (no sequence: never stale). */
function isStale(subject: SubjectState | undefined, sequence: number | null): boolean {
  return (
    sequence !== null && subject?.sequence !== null && subject?.sequence !== undefined && sequence <= subject.sequence
  );
}

/** Whether a status change is later than the subject's last one: by sequence when both have one, else by occurred_at. */
export function isLaterStatus(
  candidate: { sequence: number | null; occurred_at: string },
  last: { sequence: number | null; occurred_at: string | null },
): boolean {
  if (candidate.sequence !== null && last.sequence !== null) return candidate.sequence > last.sequence;
  return last.occurred_at === null || candidate.occurred_at > last.occurred_at;
}

function nextSubject(before: SubjectState | undefined, event: StoredAutomationEvent): SubjectState {
  const state: SubjectState = before
    ? { ...before, version: before.version + 1 }
    : { sequence: null, status_to: null, status_sequence: null, status_occurred_at: null, version: 1 };
  if (event.sequence !== null && (state.sequence === null || event.sequence > state.sequence))
    state.sequence = event.sequence;
  const last = { sequence: before?.status_sequence ?? null, occurred_at: before?.status_occurred_at ?? null };
  if (event.status && isLaterStatus(event, last)) {
    state.status_to = event.status.to;
    state.status_sequence = event.sequence;
    state.status_occurred_at = event.occurred_at;
  }
  return state;
}

/** The statuses the matched IS_CHANGED_TO triggers expect; empty when an IS_CREATED trigger matched. */
function changedTo(automation: StoredAutomation, evaluation: Evaluation): string[] {
  const matched = evaluation.verdict.triggers
    .filter((trace) => trace.matched)
    .map((trace) => automation.triggers[trace.index]);
  if (matched.some((trigger) => trigger?.operator === 'IS_CREATED')) return [];
  return matched.map((trigger) => String(trigger?.value ?? ''));
}

function newRun(
  companyUuid: string,
  automation: StoredAutomation,
  event: StoredAutomationEvent,
  evaluation: Evaluation & { run: NonNullable<Evaluation['run']> },
  replyTo: string | null,
): StoredRun {
  const run = evaluation.run;
  const runUuid = newId();
  const finished = run.status === 'SKIPPED';
  return {
    run_uuid: runUuid,
    company_uuid: companyUuid,
    automation_uuid: automation.automation_uuid,
    automation_name: automation.name,
    automation_etag: automationEtag(automation),
    event_id: event.event_id,
    subject_uuid: event.subject_uuid,
    status: run.status,
    reason: run.reason,
    due_at: run.due_at,
    created_at: event.received_at,
    updated_at: event.received_at,
    completed_at: finished ? event.received_at : null,
    deliveries: run.deliveries.map((delivery) => ({
      delivery_uuid: newId(),
      ...delivery,
      attempts: 0,
      provider_message_id: null,
      sent_at: null,
      claim: null,
    })),
    version: 1,
    changed_to: changedTo(automation, evaluation),
    event_sequence: event.sequence,
    event_occurred_at: event.occurred_at,
    reply_to: replyTo,
  };
}

function replayOrConflict(
  existing: StoredAutomationEvent,
  hash: string,
): { record: AutomationEventRecord; replayed: true } {
  if (existing.body_hash !== hash) {
    throw new ConflictError('This event_id was already received with a different body', 'conflict');
  }
  return { record: AUTOMATION_EVENT.toPublic(existing), replayed: true };
}

/** Receives one event: the stored record and whether it is a replay of an earlier equal one. */
export async function createEvent(
  companyUuid: string,
  body: AutomationEventBody,
  options: { now?: () => Date; store?: EventStore } = {},
): Promise<{ record: AutomationEventRecord; replayed: boolean }> {
  const store = options.store ?? eventStore;
  const receivedAt = (options.now ?? (() => new Date()))();
  const issues = occurredAtIssues(body.occurred_at, receivedAt);
  if (issues.length > 0) throw new ValidationError(issues);
  const hash = bodyHash(body);
  const receivedIso = receivedAt.toISOString();
  const occurredAt = body.occurred_at ? new Date(body.occurred_at).toISOString() : receivedIso;
  const event = matcherEvent(body, occurredAt);

  // The automations are read once, beside the first reads; a raced attempt reads only the others again.
  const automationsRead = store.automationsOfType(companyUuid, body.type);
  // A replay answers before awaiting it: its failure then is nobody's to report.
  automationsRead.catch(() => undefined);
  for (let attempt = 1; ; attempt++) {
    const [found, reads] = await Promise.all([
      automationsRead,
      store.intakeReads(
        companyUuid,
        body.event_id,
        body.subject_uuid,
        body.user_uuid ?? null,
        body.company_location_uuid ?? null,
        receivedAt.getTime(),
      ),
    ]);
    if (reads.existing) return replayOrConflict(reads.existing, hash);
    const automations = [...found].sort(byNameThenUuid);
    const { company, user, location } = reads;
    const context = { stale: isStale(reads.subject, body.sequence ?? null), company, user, location };
    const stored: StoredAutomationEvent = {
      event_id: body.event_id,
      company_uuid: companyUuid,
      type: body.type,
      subject_uuid: body.subject_uuid,
      operation: body.operation,
      status: event.status,
      sequence: body.sequence ?? null,
      occurred_at: occurredAt,
      received_at: receivedIso,
      customer_uuid: event.customer_uuid,
      job_uuid: event.job_uuid,
      user_uuid: event.user_uuid,
      company_location_uuid: event.company_location_uuid,
      suppressed: event.suppress_automations,
      verdicts: [],
      body_hash: hash,
    };
    const runs: StoredRun[] = [];
    for (const automation of automations) {
      const evaluation = evaluate(automation, event, receivedAt, context);
      let runUuid: string | null = null;
      if (evaluation.verdict.outcome === 'MATCHED' && evaluation.run && runs.length < MAX_RUNS_PER_EVENT) {
        const run = newRun(
          companyUuid,
          automation,
          stored,
          { ...evaluation, run: evaluation.run },
          company?.email ?? null,
        );
        runs.push(run);
        runUuid = run.run_uuid;
      }
      stored.verdicts.push({ ...evaluation.verdict, run_uuid: runUuid } satisfies EventVerdict);
    }
    try {
      await store.writeEvent(
        stored,
        runs,
        { before: reads.subject, after: nextSubject(reads.subject, stored) },
        receivedAt.getTime(),
      );
      return { record: AUTOMATION_EVENT.toPublic(stored), replayed: false };
    } catch (error) {
      // Another intake wrote this event_id, or an event of the same subject, meanwhile: decide again.
      const raced = error instanceof EventExistsError || error instanceof SubjectMovedError;
      if (!raced || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
