/**
 * Testing an automation: what an event received at `at` would decide and render, from the same
 * evaluate() an intake calls, with nothing stored, sent, counted or audited. A disabled automation
 * is previewed as if enabled (its verdict stays DISABLED); earlier events' sequences are not read.
 */
import { NotFoundError, ValidationError } from '../errors';
import { evaluate } from './matcher/evaluate';
import type { EvaluatedAutomation, PlannedRun, Verdict } from './matcher/types';
import type { AutomationTestBody, UnsavedAutomationTestBody } from './automation-test-input';
import { occurredAtIssues } from '../automation-events/event-time';
import { matcherEvent } from '../automation-events/matcher-event';
import { type EventStore, eventStore } from '../automation-events/event-repository';
import { type AutomationRepository, automationRepository } from './automation-repository';

export interface TestResult {
  verdict: Verdict;
  run: Pick<PlannedRun, 'status' | 'reason' | 'due_at' | 'deliveries'> | null;
}

async function preview(
  companyUuid: string,
  automation: EvaluatedAutomation & { type: string },
  body: AutomationTestBody,
  store: EventStore,
): Promise<TestResult> {
  const moment = body.at ? new Date(body.at) : new Date();
  const issues = occurredAtIssues(body.event.occurred_at, moment, 'event.');
  // An event only ever meets the automations of its own type.
  if (body.event.type !== automation.type)
    issues.push({
      path: 'event.type',
      code: 'type_mismatch',
      message: `Must equal the automation's type ${automation.type}`,
    });
  if (issues.length > 0) throw new ValidationError(issues);
  const occurredAt = body.event.occurred_at ? new Date(body.event.occurred_at).toISOString() : moment.toISOString();
  // Only what placeholders read: a test consults no earlier event of the id or the subject.
  const records = await store.placeholderRecords(
    companyUuid,
    body.event.user_uuid ?? null,
    body.event.company_location_uuid ?? null,
  );
  const { verdict, run } = evaluate(automation, matcherEvent(body.event, occurredAt), moment, {
    stale: false,
    asIfEnabled: true,
    ...records,
  });
  return {
    verdict,
    run: run && { status: run.status, reason: run.reason, due_at: run.due_at, deliveries: run.deliveries },
  };
}

export async function testAutomation(
  companyUuid: string,
  automationUuid: string | null,
  body: AutomationTestBody,
  options: { repository?: AutomationRepository; store?: EventStore } = {},
): Promise<TestResult> {
  const repository = options.repository ?? automationRepository;
  const stored = automationUuid ? await repository.getAutomation(companyUuid, automationUuid) : undefined;
  if (!stored) throw new NotFoundError('No automation of this automation_uuid');
  return preview(companyUuid, stored, body, options.store ?? eventStore);
}

export function testUnsavedAutomation(
  companyUuid: string,
  body: UnsavedAutomationTestBody,
  options: { store?: EventStore } = {},
): Promise<TestResult> {
  return preview(companyUuid, { ...body.automation, automation_uuid: null }, body, options.store ?? eventStore);
}
