/**
 * Effectively once under faults: the sender against DynamoDB Local and the local SES and SMS outbox.
 * Each test asserts the run's and its deliveries' final states and what the local providers kept:
 * never a second send of a delivery, unless a retry asked for it.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../aws/dynamo';
import { handler as retryHandler } from '../../functions/automation-runs/retry-automation-run';
import { handler as updateAutomation } from '../../functions/automations/update-automation';
import { handler as deleteAutomation } from '../../functions/automations/delete-automation';
import { withAccessCheck } from '../../test/support/access-recorder';
import { makeAutomation } from '../../test/support/automations';
import { type CompanyFixture, makeCompany, setCompanyLimit } from '../../test/support/fixtures';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { failNextSends, removeProviderFaults } from '../../test/support/provider-faults';
import { failBeforeDynamo, loseAnswers, onItem, removeDynamoFaults } from '../../test/support/dynamo-faults';
import {
  companyWaker,
  emailsTo,
  eventBody,
  newEmail,
  newSubject,
  postEventWithRun,
  postEvent,
  readRun,
  runsOf,
  smsTo,
  sendThroughStream,
} from '../../test/support/run-faults';
import { awsProviders } from './providers';
import { runKey } from './run-record';
import { capKey, createSender } from './sender';

jest.setTimeout(30_000);

afterEach(() => {
  removeProviderFaults();
  removeDynamoFaults();
});

const sender = createSender(awsProviders, { retryBaseMs: 5 });

/** How many of the company's messages today's cap item counts. */
async function capCount(companyUuid: string): Promise<number> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: capKey(companyUuid, new Date()), ConsistentRead: true }),
  );
  return Number(Item?.sent ?? 0);
}

/** The stream handler on the runs' current items, held to the sender's role. */
describe('sender: effectively once', () => {
  let company: CompanyFixture;

  beforeEach(async () => {
    company = await makeCompany();
  });

  it('two senders racing on one run send each delivery once', async () => {
    // Arrange: one e-mail action with three recipients, one SMS action
    const [first, second, third] = [newEmail(), newEmail(), newEmail()];
    const phone = `+1212555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    await makeAutomation(company.ownerKey, company.companyUuid, {
      actions: [
        { action: 'SEND_EMAIL', value: ['{{customer.email}}', second, third], settings: { subject: 'Hi', body: 'Hi' } },
        { action: 'SEND_SMS', value: [phone], settings: { body: 'Hello' } },
      ],
    });
    const runUuid = await postEventWithRun(company, eventBody('race', first));
    const other = createSender(awsProviders, { retryBaseMs: 5 });
    // Act
    const statuses = await Promise.all([
      sender.processRun(company.companyUuid, runUuid),
      other.processRun(company.companyUuid, runUuid),
      sender.processRun(company.companyUuid, runUuid),
      other.processRun(company.companyUuid, runUuid),
    ]);
    // A sender that found the last delivery claimed elsewhere stops at SENDING; one more pass ends the run.
    await sender.processRun(company.companyUuid, runUuid);
    // Assess
    expect(statuses).toContain('SUCCEEDED');
    const run = await readRun(company, runUuid);
    expect(run).toMatchObject({ status: 'SUCCEEDED', reason: null, completed_at: expect.any(String) });
    expect(run.deliveries).toHaveLength(4);
    for (const delivery of run.deliveries)
      expect(delivery).toMatchObject({ status: 'SENT', attempts: 1, provider_message_id: expect.any(String) });
    for (const recipient of [first, second, third]) expect(await emailsTo(recipient)).toHaveLength(1);
    expect(await smsTo(phone)).toHaveLength(1);
    expect(await capCount(company.companyUuid)).toBe(4);
  });

  it('a crash between send and record leaves the claim; past its deadline the delivery is UNKNOWN, never resent, and only a retry sends it again', async () => {
    // Arrange
    const email = newEmail();
    await makeAutomation(company.ownerKey, company.companyUuid);
    const runUuid = await postEventWithRun(company, eventBody('crash', email));
    const crashing = createSender(awsProviders, { retryBaseMs: 5, claimMs: 2_000 });
    // The write that records the outcome fails: the process "dies" after SES took the message.
    failBeforeDynamo(onItem('PutItem', runKey(company.companyUuid, runUuid)));
    // Act 1: the send happens, the record does not
    await expect(crashing.processRun(company.companyUuid, runUuid)).rejects.toThrow('socket hang up');
    removeDynamoFaults();
    // Assess 1: claimed, sent once, nothing recorded; a redelivery within the claim sends nothing
    expect(await emailsTo(email)).toHaveLength(1);
    expect(await crashing.processRun(company.companyUuid, runUuid)).toBe('SENDING');
    expect((await readRun(company, runUuid)).deliveries[0]).toMatchObject({ status: 'PENDING', sent_at: null });
    // Act 2: past the claim's deadline the waker writes the run again and the stream hands it to the sender
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(
      await withAccessCheck('wakeHeldRuns', () => companyWaker(company.companyUuid, () => new Date()).wake()),
    ).toEqual({
      woken: 1,
    });
    expect(await sendThroughStream(company.companyUuid, [runUuid])).toEqual({ batchItemFailures: [] });
    // Assess 2: UNKNOWN, the run FAILED, not sent again (however often the stream delivers it)
    await sendThroughStream(company.companyUuid, [runUuid]);
    const unknown = await readRun(company, runUuid);
    expect(unknown).toMatchObject({ status: 'FAILED', reason: null });
    expect(unknown.deliveries[0]).toMatchObject({ status: 'UNKNOWN', attempts: 1, provider_message_id: null });
    expect(await emailsTo(email)).toHaveLength(1);
    // Act 3: the retry
    const retried = await invoke(
      retryHandler,
      withRequest(loadEvent('retry-automation-run/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid, run_uuid: runUuid },
      }),
    );
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ status: 'QUEUED', completed_at: null });
    expect(retried.body.data.deliveries[0]).toMatchObject({ status: 'PENDING', reason: null });
    await sendThroughStream(company.companyUuid, [runUuid]);
    // Assess 3: the only second send
    const sent = await readRun(company, runUuid);
    expect(sent).toMatchObject({ status: 'SUCCEEDED' });
    expect(sent.deliveries[0]).toMatchObject({ status: 'SENT', attempts: 2, provider_message_id: expect.any(String) });
    const emails = await emailsTo(email);
    expect(emails).toHaveLength(2);
    expect(emails[1]?.messageId).toBe(sent.deliveries[0].provider_message_id);
  });

  it('a send whose answer is lost is UNKNOWN at once and never sent again', async () => {
    // Arrange
    const email = newEmail();
    await makeAutomation(company.ownerKey, company.companyUuid);
    const runUuid = await postEventWithRun(company, eventBody('lost', email));
    const hits = failNextSends('email', 'answerLost', 1);
    // Act
    expect(await sender.processRun(company.companyUuid, runUuid)).toBe('FAILED');
    await sender.processRun(company.companyUuid, runUuid);
    // Assess
    expect(hits()).toBe(1);
    const run = await readRun(company, runUuid);
    expect(run).toMatchObject({ status: 'FAILED' });
    expect(run.deliveries[0]).toMatchObject({ status: 'UNKNOWN', attempts: 1, sent_at: null });
    expect(await emailsTo(email)).toHaveLength(1); // the local SES kept it before the connection was reset
    expect(await capCount(company.companyUuid)).toBe(1); // it may have been sent: its place stays taken
  });

  it('a record whose answer is lost (DynamoDB applied it, the SDK sent it again) is SENT once', async () => {
    // Arrange
    const email = newEmail();
    await makeAutomation(company.ownerKey, company.companyUuid);
    const runUuid = await postEventWithRun(company, eventBody('record-lost', email));
    loseAnswers(onItem('PutItem', runKey(company.companyUuid, runUuid)), 1);
    // Act
    await sender.processRun(company.companyUuid, runUuid);
    await sender.processRun(company.companyUuid, runUuid);
    // Assess
    const run = await readRun(company, runUuid);
    expect(run).toMatchObject({ status: 'SUCCEEDED' });
    expect(run.deliveries[0]).toMatchObject({ status: 'SENT', attempts: 1 });
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it.each([
    [1, 'SENT', 2],
    [4, 'SENT', 5],
  ] as const)(
    'SES throttling %i time(s) is retried with backoff: %s after %i attempts',
    async (throttled, status, attempts) => {
      // Arrange
      const email = newEmail();
      await makeAutomation(company.ownerKey, company.companyUuid);
      const runUuid = await postEventWithRun(company, eventBody(`throttled-${throttled}`, email));
      const hits = failNextSends('email', 'throttled', throttled);
      const backedOff = createSender(awsProviders, { retryBaseMs: 40 });
      // Act
      const started = Date.now();
      await backedOff.processRun(company.companyUuid, runUuid);
      const elapsed = Date.now() - started;
      // Assess: waits of at least half of 40, 80, … ms each
      expect(hits()).toBe(throttled);
      expect(elapsed).toBeGreaterThanOrEqual(20 * (2 ** throttled - 1));
      const run = await readRun(company, runUuid);
      expect(run).toMatchObject({ status: 'SUCCEEDED' });
      expect(run.deliveries[0]).toMatchObject({
        status,
        attempts,
        reason: null,
        provider_message_id: expect.any(String),
      });
      expect(await emailsTo(email)).toHaveLength(1);
      expect(await capCount(company.companyUuid)).toBe(1);
    },
  );

  it.each([5, 7])(
    'SES throttling %i times: FAILED provider_error after 5 attempts, nothing sent, its place under the cap given back',
    async (throttled) => {
      // Arrange
      const email = newEmail();
      await makeAutomation(company.ownerKey, company.companyUuid);
      const runUuid = await postEventWithRun(company, eventBody(`throttled-${throttled}`, email));
      const hits = failNextSends('email', 'throttled', throttled);
      // Act
      expect(await sender.processRun(company.companyUuid, runUuid)).toBe('FAILED');
      await sender.processRun(company.companyUuid, runUuid);
      // Assess
      expect(hits()).toBe(5);
      const run = await readRun(company, runUuid);
      expect(run).toMatchObject({ status: 'FAILED', reason: null });
      expect(run.deliveries[0]).toMatchObject({
        status: 'FAILED',
        reason: 'provider_error',
        attempts: 5,
        provider_message_id: null,
      });
      expect(await emailsTo(email)).toHaveLength(0);
      expect(await capCount(company.companyUuid)).toBe(0);
    },
  );

  it('SMS throttling and server errors are retried too', async () => {
    // Arrange
    const phone = `+1646555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    await makeAutomation(company.ownerKey, company.companyUuid, {
      actions: [{ action: 'SEND_SMS', value: [phone], settings: { body: 'Hello {{customer.first_name}}' } }],
    });
    const runUuid = await postEventWithRun(company, eventBody('sms-throttled', newEmail()));
    failNextSends('sms', 'throttled', 2);
    failNextSends('sms', 'serverError', 1);
    // Act
    await sender.processRun(company.companyUuid, runUuid);
    // Assess
    const run = await readRun(company, runUuid);
    expect(run).toMatchObject({ status: 'SUCCEEDED' });
    expect(run.deliveries[0]).toMatchObject({ status: 'SENT', attempts: 4, channel: 'SMS' });
    const kept = await smsTo(phone);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ body: 'Hello Ana', id: run.deliveries[0].provider_message_id });
  });

  it('a rejected address is FAILED rejected at once, its place under the cap given back', async () => {
    // Arrange
    const email = newEmail();
    await makeAutomation(company.ownerKey, company.companyUuid);
    const runUuid = await postEventWithRun(company, eventBody('rejected', email));
    const hits = failNextSends('email', 'rejected', 3);
    // Act
    expect(await sender.processRun(company.companyUuid, runUuid)).toBe('FAILED');
    // Assess
    expect(hits()).toBe(1);
    const run = await readRun(company, runUuid);
    expect(run).toMatchObject({ status: 'FAILED' });
    expect(run.deliveries[0]).toMatchObject({ status: 'FAILED', reason: 'rejected', attempts: 1, sent_at: null });
    expect(await emailsTo(email)).toHaveLength(0);
    expect(await capCount(company.companyUuid)).toBe(0);
  });

  it('the daily cap holds under concurrent runs: SENT never past it, the rest SKIPPED limit_exceeded', async () => {
    // Arrange: a cap of 3 and 8 runs of one delivery each
    await setCompanyLimit(company.companyUuid, 'automation_messages', 3);
    await makeAutomation(company.ownerKey, company.companyUuid);
    const recipients = Array.from({ length: 8 }, () => newEmail());
    const runUuids = await Promise.all(
      recipients.map((email, index) => postEventWithRun(company, eventBody(`cap-${index}`, email))),
    );
    // Act: every run at once, twice over (two senders each)
    const other = createSender(awsProviders, { retryBaseMs: 5 });
    await Promise.all(
      runUuids.flatMap((runUuid) => [
        sender.processRun(company.companyUuid, runUuid),
        other.processRun(company.companyUuid, runUuid),
      ]),
    );
    await Promise.all(runUuids.map((runUuid) => sender.processRun(company.companyUuid, runUuid)));
    // Assess
    const runs = await Promise.all(runUuids.map((runUuid) => readRun(company, runUuid)));
    const deliveries = runs.map((run) => run.deliveries[0]);
    expect(runs.map((run) => run.status)).toEqual(runUuids.map(() => 'SUCCEEDED'));
    expect(deliveries.filter((delivery) => delivery.status === 'SENT')).toHaveLength(3);
    const skipped = deliveries.filter((delivery) => delivery.status === 'SKIPPED');
    expect(skipped).toHaveLength(5);
    for (const delivery of skipped) expect(delivery).toMatchObject({ reason: 'limit_exceeded', attempts: 0 });
    const sent = await Promise.all(recipients.map((email) => emailsTo(email)));
    expect(sent.flat()).toHaveLength(3);
    expect(await capCount(company.companyUuid)).toBe(3);
  });
});

describe('sender: cancellation when the run comes to send', () => {
  let company: CompanyFixture;

  beforeEach(async () => {
    company = await makeCompany();
  });

  const automationRequest = (event: string, automationUuid: string, extra: Record<string, unknown> = {}) =>
    withRequest(loadEvent(event), {
      key: company.ownerKey,
      pathParameters: { company_uuid: company.companyUuid, automation_uuid: automationUuid },
      ...extra,
    });

  it('a run whose automation was disabled is CANCELED automation_disabled and sends nothing', async () => {
    const email = newEmail();
    const { automation } = await makeAutomation(company.ownerKey, company.companyUuid);
    const runUuid = await postEventWithRun(company, eventBody('disabled', email));
    const disabled = await invoke(
      updateAutomation,
      automationRequest('update-automation/basic', automation.automation_uuid, { body: { is_enabled: false } }),
    );
    expect(disabled.status).toBe(200);

    expect(await sender.processRun(company.companyUuid, runUuid)).toBe('CANCELED');

    const run = await readRun(company, runUuid);
    expect(run).toMatchObject({ status: 'CANCELED', reason: 'automation_disabled', completed_at: expect.any(String) });
    expect(run.deliveries[0]).toMatchObject({ status: 'PENDING', attempts: 0 });
    expect(await emailsTo(email)).toHaveLength(0);
    expect(await capCount(company.companyUuid)).toBe(0);
  });

  it('a run whose automation was deleted is CANCELED automation_deleted and sends nothing', async () => {
    const email = newEmail();
    const { automation } = await makeAutomation(company.ownerKey, company.companyUuid);
    const runUuid = await postEventWithRun(company, eventBody('deleted', email));
    const deleted = await invoke(
      deleteAutomation,
      automationRequest('delete-automation/basic', automation.automation_uuid),
    );
    expect(deleted.status).toBe(204);

    await sendThroughStream(company.companyUuid, [runUuid]);

    const run = await readRun(company, runUuid);
    expect(run).toMatchObject({ status: 'CANCELED', reason: 'automation_deleted' });
    expect(await emailsTo(email)).toHaveLength(0);
  });

  it('an IS_CHANGED_TO run is CANCELED superseded by a later event of its subject with another status', async () => {
    // Arrange
    const email = newEmail();
    await makeAutomation(company.ownerKey, company.companyUuid, {
      triggers: [{ type: 'CUSTOMER', operator: 'IS_CHANGED_TO', value: 'active' }],
    });
    const subject = newSubject();
    const changed = (eventId: string, to: string, sequence: number) =>
      eventBody(eventId, email, {
        subject_uuid: subject,
        operation: 'UPDATED',
        status: { from: 'lead', to },
        sequence,
      });
    const runUuid = await postEventWithRun(company, changed('to-active', 'Active', 1));
    // A later change of the same subject to another status (it creates no run itself)
    expect(runsOf(await postEvent(company, changed('to-lost', 'lost', 2)))).toEqual([]);
    // Act
    await sendThroughStream(company.companyUuid, [runUuid]);
    // Assess
    const run = await readRun(company, runUuid);
    expect(run).toMatchObject({ status: 'CANCELED', reason: 'superseded' });
    expect(await emailsTo(email)).toHaveLength(0);
  });

  it('an IS_CHANGED_TO run is not superseded by an older event, nor by a later one with the same status', async () => {
    const email = newEmail();
    await makeAutomation(company.ownerKey, company.companyUuid, {
      triggers: [{ type: 'CUSTOMER', operator: 'IS_CHANGED_TO', value: 'active' }],
    });
    const subject = newSubject();
    const changed = (eventId: string, from: string, to: string, sequence: number) =>
      eventBody(eventId, email, { subject_uuid: subject, operation: 'UPDATED', status: { from, to }, sequence });
    const runUuid = await postEventWithRun(company, changed('keep-active', 'lead', 'active', 5));
    // Older (STALE, no run), and a later change that still says active (from active: no run either)
    expect(runsOf(await postEvent(company, changed('keep-older', 'lead', 'lost', 4)))).toEqual([]);
    expect(runsOf(await postEvent(company, changed('keep-later', 'active', 'ACTIVE', 6)))).toEqual([]);

    await sendThroughStream(company.companyUuid, [runUuid]);

    const run = await readRun(company, runUuid);
    expect(run).toMatchObject({ status: 'SUCCEEDED' });
    expect(await emailsTo(email)).toHaveLength(1);
  });
});
