/**
 * The stream handler of runs under faults: a batch delivered twice (one after the other, or at once),
 * the runs list views it keeps (exact totals, older images redelivered), and a poisoned record
 * reported alone and, through the local poller, dead-lettered without holding up the records behind it.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { newId } from '../../lib/data/ids';
import { RUN_ENTITY, SENDER_STREAM_SETTINGS } from '../../lib/http/background-functions';
import { handler as sendRuns } from './send-automation-runs';
import { handler as listRuns } from './list-automation-runs';
import { handler as updateAutomation } from '../automations/update-automation';
import { withAccessCheck } from '../../test/support/access-recorder';
import { makeAutomation } from '../../test/support/automations';
import { type CompanyFixture, makeCompany } from '../../test/support/fixtures';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { startTestStreamPoller } from '../../test/support/stream';
import {
  emailsTo,
  eventBody,
  newEmail,
  newSubject,
  postEvent,
  postEventWithRun,
  readRun,
  runsOf,
  storedRunItem,
  streamEventOfRuns,
  streamRecord,
} from '../../test/support/run-faults';
import type { DynamoDBStreamEvent } from 'aws-lambda';

jest.setTimeout(60_000);

/** The handler as the event-source mapping invokes it, held to the sender's role. */
const handle = (event: DynamoDBStreamEvent) => withAccessCheck('sendAutomationRuns', () => sendRuns(event));

describe('send-automation-runs: a batch delivered twice', () => {
  let company: CompanyFixture;

  beforeEach(async () => {
    company = await makeCompany();
    await makeAutomation(company.ownerKey, company.companyUuid);
  });

  it('one after the other: one send per delivery', async () => {
    const recipients = [newEmail(), newEmail(), newEmail()];
    const runUuids = await Promise.all(
      recipients.map((email, index) => postEventWithRun(company, eventBody(`twice-${index}`, email))),
    );
    const batch = await streamEventOfRuns(company.companyUuid, runUuids, 'INSERT');

    expect(await handle(batch)).toEqual({ batchItemFailures: [] });
    expect(await handle(batch)).toEqual({ batchItemFailures: [] });

    for (const runUuid of runUuids) {
      const run = await readRun(company, runUuid);
      expect(run).toMatchObject({ status: 'SUCCEEDED' });
      expect(run.deliveries[0]).toMatchObject({ status: 'SENT', attempts: 1 });
    }
    for (const email of recipients) expect(await emailsTo(email)).toHaveLength(1);
  });

  it('at once (two invocations of the same batch in parallel): one send per delivery', async () => {
    const recipients = [newEmail(), newEmail(), newEmail()];
    const runUuids = await Promise.all(
      recipients.map((email, index) => postEventWithRun(company, eventBody(`parallel-${index}`, email))),
    );
    const batch = await streamEventOfRuns(company.companyUuid, runUuids, 'INSERT');

    const answers = await Promise.all([handle(batch), handle(batch)]);

    expect(answers).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [] }]);
    // An invocation that found a delivery claimed by the other leaves the run SENDING; the stream
    // delivers the other's later writes, and the last of them ends the run.
    await handle(await streamEventOfRuns(company.companyUuid, runUuids));
    for (const runUuid of runUuids) {
      const run = await readRun(company, runUuid);
      expect(run).toMatchObject({ status: 'SUCCEEDED' });
      expect(run.deliveries[0]).toMatchObject({ status: 'SENT', attempts: 1 });
    }
    for (const email of recipients) expect(await emailsTo(email)).toHaveLength(1);
  });
});

describe('send-automation-runs: the runs list views', () => {
  let company: CompanyFixture;
  const list = async (query: Record<string, string> = {}) => {
    const response = await invoke(
      listRuns,
      withRequest(loadEvent('list-automation-runs/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid },
        query,
      }),
    );
    expect(response.status).toBe(200);
    return {
      total: response.body.meta.total as number,
      runs: (response.body.data as Array<{ run_uuid: string; status: string }>).map((run) => run.run_uuid).sort(),
    };
  };
  const sorted = (values: string[]) => [...values].sort();

  beforeEach(async () => {
    company = await makeCompany();
  });

  it('shows what the stream applied, by status, automation and subject, with exact totals; an older image moves nothing', async () => {
    // Arrange: two automations, three events (two of one subject): six runs
    const { automation: sent } = await makeAutomation(company.ownerKey, company.companyUuid, { name: 'A sent' });
    const { automation: canceled } = await makeAutomation(company.ownerKey, company.companyUuid, { name: 'B off' });
    const [first, second] = [newSubject(), newSubject()];
    const email = newEmail();
    const events = [
      eventBody('views-1', email, { subject_uuid: first }),
      eventBody('views-2', email, { subject_uuid: first }),
      eventBody('views-3', email, { subject_uuid: second }),
    ];
    const created: string[][] = [];
    for (const body of events) created.push(runsOf(await postEvent(company, body)));
    const all = created.flat();
    expect(all).toHaveLength(6);
    // Verdicts are ordered by automation name: A's run first, then B's
    const ofA = created.map((runs) => runs[0] as string);
    const ofB = created.map((runs) => runs[1] as string);
    const ofFirst = [...(created[0] ?? []), ...(created[1] ?? [])];
    const disabled = await invoke(
      updateAutomation,
      withRequest(loadEvent('update-automation/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid, automation_uuid: canceled.automation_uuid },
        body: { is_enabled: false },
      }),
    );
    expect(disabled.status).toBe(200);
    const inserts = await streamEventOfRuns(company.companyUuid, all, 'INSERT');

    // Act 1: the INSERT records (the handler lists the runs, then takes each as far as it goes)
    expect(await handle(inserts)).toEqual({ batchItemFailures: [] });
    // Assess 1: the lists show the images the stream brought: all QUEUED, though the runs went on
    expect(await list()).toEqual({ total: 6, runs: sorted(all) });
    expect(await list({ status: 'QUEUED' })).toEqual({ total: 6, runs: sorted(all) });
    expect(await readRun(company, ofA[0] as string)).toMatchObject({ status: 'SUCCEEDED' });

    // Act 2: the records of the runs' last writes
    const finals = await streamEventOfRuns(company.companyUuid, all);
    expect(await handle(finals)).toEqual({ batchItemFailures: [] });
    // Assess 2
    expect(await list()).toEqual({ total: 6, runs: sorted(all) });
    expect(await list({ status: 'QUEUED' })).toEqual({ total: 0, runs: [] });
    expect(await list({ status: 'SUCCEEDED' })).toEqual({ total: 3, runs: sorted(ofA) });
    expect(await list({ status: 'CANCELED' })).toEqual({ total: 3, runs: sorted(ofB) });
    expect(await list({ status: 'SUCCEEDED,CANCELED' })).toEqual({ total: 6, runs: sorted(all) });
    expect(await list({ automation_uuid: sent.automation_uuid })).toEqual({ total: 3, runs: sorted(ofA) });
    expect(await list({ automation_uuid: canceled.automation_uuid })).toEqual({ total: 3, runs: sorted(ofB) });
    expect(await list({ subject_uuid: first })).toEqual({ total: 4, runs: sorted(ofFirst) });
    expect(await list({ subject_uuid: second, status: 'CANCELED' })).toMatchObject({ runs: [ofB[2]] });

    // Act 3: older images again: the INSERTs, the final records, and a SENDING image of an earlier version
    const [latest] = (await streamEventOfRuns(company.companyUuid, [ofA[1] as string])).Records;
    const item = await storedRunItem(company.companyUuid, ofA[1] as string);
    const sending = streamRecord({ ...item, status: 'SENDING', version: Number(item.version) - 2 });
    expect(await handle(inserts)).toEqual({ batchItemFailures: [] });
    expect(await handle(finals)).toEqual({ batchItemFailures: [] });
    expect(await handle({ Records: [sending] })).toEqual({ batchItemFailures: [] });
    // Assess 3: nothing moved, nothing sent again
    expect(latest).toBeDefined();
    expect(await list({ status: 'SUCCEEDED' })).toEqual({ total: 3, runs: sorted(ofA) });
    expect(await list({ status: 'SENDING' })).toEqual({ total: 0, runs: [] });
    expect(await list({ status: 'QUEUED' })).toEqual({ total: 0, runs: [] });
    expect(await list({ status: 'CANCELED' })).toEqual({ total: 3, runs: sorted(ofB) });
    expect(await list()).toMatchObject({ total: 6 });
    expect(await emailsTo(email)).toHaveLength(3);
  });
});

describe('send-automation-runs: a poisoned record', () => {
  let company: CompanyFixture;

  beforeEach(async () => {
    company = await makeCompany();
    await makeAutomation(company.ownerKey, company.companyUuid);
  });

  /** A run item whose image no run parses (what a bad write or a schema change could leave). */
  const poisonedItem = () => ({
    PK: `AUTORUN#${company.companyUuid}#${newId()}`,
    SK: 'RUN',
    entity: RUN_ENTITY,
    status: 'NOT_A_STATUS',
  });

  it('is reported alone as a batch item failure; the records around it are handled', async () => {
    const [before, after] = [newEmail(), newEmail()];
    const first = await postEventWithRun(company, eventBody('around-1', before));
    const second = await postEventWithRun(company, eventBody('around-2', after));
    const [one, two] = (await streamEventOfRuns(company.companyUuid, [first, second], 'INSERT')).Records;
    const poisoned = streamRecord(poisonedItem(), 'INSERT');
    if (!one || !two) throw new Error('no stream records of the runs');

    const answer = await handle({ Records: [one, poisoned, two] });

    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: poisoned.dynamodb?.SequenceNumber }] });
    expect(await readRun(company, first)).toMatchObject({ status: 'SUCCEEDED' });
    expect(await readRun(company, second)).toMatchObject({ status: 'SUCCEEDED' });
    expect(await emailsTo(before)).toHaveLength(1);
    expect(await emailsTo(after)).toHaveLength(1);
  });

  it('goes to the dead letters through the local poller, and the run written after it is sent once', async () => {
    const email = newEmail();
    const logged: string[] = [];
    const poller = await startTestStreamPoller(handle, {
      companyUuid: company.companyUuid,
      settings: { ...SENDER_STREAM_SETTINGS, maximumRetryAttempts: 2 },
      log: (message) => logged.push(message),
    });
    try {
      // Act: the poisoned item, then an event whose run lands behind it on the stream
      const poisoned = poisonedItem();
      await documentClient.send(new PutCommand({ TableName: tableName, Item: poisoned }));
      const runUuid = await postEventWithRun(company, eventBody('behind-poison', email));
      let run = await readRun(company, runUuid);
      for (let attempt = 0; attempt < 200 && run.status !== 'SUCCEEDED'; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        run = await readRun(company, runUuid);
      }
      await poller.idle();
      // Assess
      expect(run).toMatchObject({ status: 'SUCCEEDED' });
      expect(run.deliveries[0]).toMatchObject({ status: 'SENT', attempts: 1 });
      expect(await emailsTo(email)).toHaveLength(1);
      const lettered = poller.deadLetters.flatMap((letter) =>
        letter.records.map((record) => record.dynamodb?.Keys?.PK?.S),
      );
      expect(lettered).toContain(poisoned.PK);
      expect(poller.deadLetters[0]?.requestContext).toMatchObject({ condition: 'RetryAttemptsExhausted' });
      expect(logged.some((line) => line.includes('sent to the dead letters'))).toBe(true);
    } finally {
      await poller.stop();
    }
  });
});
