/**
 * Held runs: an event outside business hours holds its run until the next window opens; the waker
 * (at a `now` past `due_at`) queues it and the stream's sender sends it, once. A SKIP automation's run
 * is SKIPPED outside_business_hours and sends nothing.
 */
import { handler as updateAutomation } from '../../functions/automations/update-automation';
import { WEEKDAYS } from '../automations/catalog';
import { QUEUED_GRACE_MS } from './run-record';
import { withAccessCheck } from '../../test/support/access-recorder';
import { makeAutomation } from '../../test/support/automations';
import { type CompanyFixture, makeCompany } from '../../test/support/fixtures';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import {
  companyWaker,
  emailsTo,
  eventBody,
  newEmail,
  postEventWithRun,
  readRun,
  sendThroughStream,
} from '../../test/support/run-faults';
import { awsProviders } from './providers';
import { createSender } from './sender';

jest.setTimeout(30_000);

/** Business hours in UTC of one window two days from now, 09:00–17:00: now is outside it. */
function windowInTwoDays(): { hours: Record<string, unknown>; opens: Date } {
  const opens = new Date(Date.now() + 2 * 86_400_000);
  opens.setUTCHours(9, 0, 0, 0);
  const day = WEEKDAYS[(opens.getUTCDay() + 6) % 7];
  return { hours: { timezone: 'UTC', windows: [{ day, start: '09:00', end: '17:00' }] }, opens };
}

/** The stream's sender and the waker, each held to what its deployed role grants (as `invoke` does for routes). */
const wake = (companyUuid: string, now: () => Date) =>
  withAccessCheck('wakeHeldRuns', () => companyWaker(companyUuid, now).wake());

describe('held runs', () => {
  let company: CompanyFixture;
  const sender = createSender(awsProviders, { retryBaseMs: 5 });

  beforeEach(async () => {
    company = await makeCompany();
  });

  it('holds a run outside business hours; the waker past due_at queues it and it is sent once', async () => {
    // Arrange
    const email = newEmail();
    const { hours, opens } = windowInTwoDays();
    await makeAutomation(company.ownerKey, company.companyUuid, { business_hours: hours });
    const runUuid = await postEventWithRun(company, eventBody('held', email));
    const held = await readRun(company, runUuid);
    expect(held).toMatchObject({ status: 'HELD', reason: null, due_at: opens.toISOString() });
    // Before due_at: the stream's sender and the waker leave it alone
    expect(await sendThroughStream(company.companyUuid, [runUuid])).toEqual({ batchItemFailures: [] });
    expect(await wake(company.companyUuid, () => new Date())).toEqual({ woken: 0 });
    expect(await readRun(company, runUuid)).toMatchObject({ status: 'HELD' });
    // Act: the waker a second past due_at, then the stream hands the queued run to the sender (twice)
    const pastDue = () => new Date(opens.getTime() + 1000);
    expect(await wake(company.companyUuid, pastDue)).toEqual({ woken: 1 });
    expect(await readRun(company, runUuid)).toMatchObject({ status: 'QUEUED' });
    await sendThroughStream(company.companyUuid, [runUuid]);
    await sendThroughStream(company.companyUuid, [runUuid]);
    // Assess
    const run = await readRun(company, runUuid);
    expect(run).toMatchObject({ status: 'SUCCEEDED', due_at: opens.toISOString(), completed_at: expect.any(String) });
    expect(run.deliveries[0]).toMatchObject({ status: 'SENT', attempts: 1 });
    expect(await emailsTo(email)).toHaveLength(1);
    // A finished run leaves the due-time view: the waker has nothing more
    expect(await wake(company.companyUuid, pastDue)).toEqual({ woken: 0 });
  });

  it('a queued run whose stream record never reached the sender is woken after its grace and sent once', async () => {
    const email = newEmail();
    await makeAutomation(company.ownerKey, company.companyUuid);
    const runUuid = await postEventWithRun(company, eventBody('dropped', email));
    // The INSERT record is lost (never handled): within its grace the waker leaves the run alone
    expect(await wake(company.companyUuid, () => new Date(Date.now() + 60_000))).toEqual({ woken: 0 });

    expect(await wake(company.companyUuid, () => new Date(Date.now() + QUEUED_GRACE_MS + 1000))).toEqual({ woken: 1 });
    await sendThroughStream(company.companyUuid, [runUuid]);

    const run = await readRun(company, runUuid);
    expect(run).toMatchObject({ status: 'SUCCEEDED' });
    expect(run.deliveries[0]).toMatchObject({ status: 'SENT', attempts: 1 });
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it('a held run whose automation is disabled meanwhile stays HELD until it comes to send, then is CANCELED', async () => {
    const email = newEmail();
    const { hours, opens } = windowInTwoDays();
    const { automation } = await makeAutomation(company.ownerKey, company.companyUuid, { business_hours: hours });
    const runUuid = await postEventWithRun(company, eventBody('held-disabled', email));
    const disabled = await invoke(
      updateAutomation,
      withRequest(loadEvent('update-automation/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid, automation_uuid: automation.automation_uuid },
        body: { is_enabled: false },
      }),
    );
    expect(disabled.status).toBe(200);
    await sendThroughStream(company.companyUuid, [runUuid]);
    expect(await readRun(company, runUuid)).toMatchObject({ status: 'HELD', reason: null });

    await wake(company.companyUuid, () => new Date(opens.getTime() + 1000));
    await sendThroughStream(company.companyUuid, [runUuid]);

    expect(await readRun(company, runUuid)).toMatchObject({ status: 'CANCELED', reason: 'automation_disabled' });
    expect(await emailsTo(email)).toHaveLength(0);
  });

  it('a SKIP automation outside business hours: SKIPPED outside_business_hours, nothing sent', async () => {
    const email = newEmail();
    const { hours } = windowInTwoDays();
    await makeAutomation(company.ownerKey, company.companyUuid, {
      business_hours: hours,
      outside_business_hours: 'SKIP',
    });
    const runUuid = await postEventWithRun(company, eventBody('skipped', email));

    expect(await sender.processRun(company.companyUuid, runUuid)).toBe('SKIPPED');
    await sendThroughStream(company.companyUuid, [runUuid]);

    const run = await readRun(company, runUuid);
    expect(run).toMatchObject({
      status: 'SKIPPED',
      reason: 'outside_business_hours',
      completed_at: expect.any(String),
    });
    expect(await emailsTo(email)).toHaveLength(0);
  });
});
