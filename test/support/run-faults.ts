/**
 * Runs for the fault tests of the sender, the waker and the stream handler: events posted through
 * the intake handler, runs read back through the get handler, stream records made from a run's
 * stored item (as the table's stream would carry it), a waker that sees one company's runs only, and
 * what the local SES and SMS outbox kept for one recipient.
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { newId } from '../../lib/data/ids';
import { runKey } from '../../lib/automation-runs/run-record';
import { type RunStore, runStore } from '../../lib/automation-runs/run-repository';
import { createWaker } from '../../lib/automation-runs/waker';
import { handler as createEvent } from '../../functions/automation-events/create-automation-event';
import { handler as getRunHandler } from '../../functions/automation-runs/get-automation-run';
import { handler as sendRuns } from '../../functions/automation-runs/send-automation-runs';
import { withAccessCheck } from './access-recorder';
import type { CompanyFixture } from './fixtures';
import { invoke, loadEvent, withRequest, type TestResponse } from './invoke';
import { sentEmails, sentSms } from './sent-messages';

/** A fresh subject uuid, so that tests never supersede each other's runs. */
export const newSubject = (): string => newId();

/** A recipient of its own, so that the local SES store (shared by every test file) can be counted for it. */
export function newEmail(): string {
  return `run-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

/** A CUSTOMER CREATED event sending to `email`. */
export function eventBody(
  eventId: string,
  email: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    event_id: eventId,
    type: 'CUSTOMER',
    subject_uuid: newSubject(),
    operation: 'CREATED',
    data: { customer: { email, first_name: 'Ana' } },
    ...overrides,
  };
}

export function postEvent(company: CompanyFixture, body: Record<string, unknown>): Promise<TestResponse> {
  return invoke(
    createEvent,
    withRequest(loadEvent('create-automation-event/basic'), {
      key: company.ownerKey,
      pathParameters: { company_uuid: company.companyUuid },
      body,
    }),
  );
}

/** The run uuids an event's answer created (verdicts with a run). */
export function runsOf(response: TestResponse): string[] {
  if (response.status !== 202) throw new Error(`the event answered ${response.status}: ${response.rawBody}`);
  return (response.body.data.verdicts as Array<{ run_uuid: string | null }>).flatMap((verdict) =>
    verdict.run_uuid ? [verdict.run_uuid] : [],
  );
}

/** Posts an event that creates exactly one run; its uuid. */
export async function postEventWithRun(company: CompanyFixture, body: Record<string, unknown>): Promise<string> {
  const runs = runsOf(await postEvent(company, body));
  if (runs.length !== 1) throw new Error(`expected one run, the event created ${runs.length}`);
  return runs[0] as string;
}

/** A run as GET automation-runs/{run_uuid} answers it. */
export async function readRun(company: CompanyFixture, runUuid: string): Promise<TestResponse['body']> {
  const response = await invoke(
    getRunHandler,
    withRequest(loadEvent('get-automation-run/basic'), {
      key: company.ownerKey,
      pathParameters: { company_uuid: company.companyUuid, run_uuid: runUuid },
    }),
  );
  if (response.status !== 200) throw new Error(`get run answered ${response.status}: ${response.rawBody}`);
  return response.body.data;
}

/** A run's stored item (its RUN item, internal attributes included). */
export async function storedRunItem(companyUuid: string, runUuid: string): Promise<Record<string, unknown>> {
  const item = await runStore.item(runKey(companyUuid, runUuid));
  if (!item) throw new Error(`no run ${runUuid}`);
  return item;
}

let sequence = 1_000_000;

/** A stream record of an item, as the sender's event-source mapping passes it (NewImage only matters). */
export function streamRecord(item: Record<string, unknown>, eventName: 'INSERT' | 'MODIFY' = 'MODIFY'): DynamoDBRecord {
  const image = marshall(item, { removeUndefinedValues: true, convertClassInstanceToMap: true });
  return {
    eventID: `event-${sequence}`,
    eventName,
    eventSource: 'aws:dynamodb',
    awsRegion: 'us-east-1',
    dynamodb: {
      Keys: { PK: image.PK, SK: image.SK } as never,
      NewImage: image as never,
      SequenceNumber: String(sequence++),
      StreamViewType: 'NEW_IMAGE',
    },
  };
}

/** A stream event of the runs' current stored items. */
export async function streamEventOfRuns(
  companyUuid: string,
  runUuids: string[],
  eventName: 'INSERT' | 'MODIFY' = 'MODIFY',
): Promise<DynamoDBStreamEvent> {
  const items = await Promise.all(runUuids.map((runUuid) => storedRunItem(companyUuid, runUuid)));
  return { Records: items.map((item) => streamRecord(item, eventName)) };
}

/**
 * The waker at `now`, seeing only this company's runs: the due-time view is shared by every company
 * of the table (other test files' runs too), which a test must not wake.
 */
/** The sender's handler run on the stream records of these runs, its DynamoDB requests checked against its role. */
export async function sendThroughStream(companyUuid: string, runUuids: string[]) {
  const event = await streamEventOfRuns(companyUuid, runUuids);
  return withAccessCheck('sendAutomationRuns', () => sendRuns(event));
}

export function companyWaker(companyUuid: string, now: () => Date) {
  const store: RunStore = {
    ...runStore,
    async dueRuns(partition, at, limit) {
      return (await runStore.dueRuns(partition, at, limit)).filter((due) => due.companyUuid === companyUuid);
    },
  };
  return createWaker({ store, now });
}

/** The e-mails the local SES kept for `recipient`. */
export async function emailsTo(recipient: string) {
  return (await sentEmails()).filter((email) => email.destination.to.includes(recipient));
}

/** The SMS the local outbox kept for `recipient`. */
export async function smsTo(recipient: string) {
  return (await sentSms()).filter((message) => message.destination === recipient);
}
