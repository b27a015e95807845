/** An event through the intake, its run through the stream's sender to the local SES, and its history. */
import { handler as sendRuns } from '../automation-runs/send-automation-runs';
import { makeAutomation } from '../../test/support/automations';
import {
  eventBody as defaultEventBody,
  eventually,
  getEvent,
  getRun,
  listEvents,
  postEvent as post,
} from '../../test/support/automation-history';
import { makeCompany, type CompanyFixture } from '../../test/support/fixtures';
import { startTestStreamPoller } from '../../test/support/stream';

const SUBJECT = '0190f3a4-aa00-7b1c-8d2e-000000004711';

const postEvent = (company: CompanyFixture, body: Record<string, unknown>) =>
  post(company.ownerKey, company.companyUuid, body);

const eventBody = (eventId: string, overrides: Record<string, unknown> = {}) =>
  defaultEventBody(eventId, { subject_uuid: SUBJECT, ...overrides });

describe('automation events', () => {
  let company: CompanyFixture;
  let automationUuid: string;

  beforeAll(async () => {
    company = await makeCompany();
    ({
      automation: { automation_uuid: automationUuid },
    } = await makeAutomation(company.ownerKey, company.companyUuid));
    await makeAutomation(company.ownerKey, company.companyUuid, { name: 'Disabled one', is_enabled: false });
  });

  it('answers 202 with one verdict per automation of the type, and a replay of the same body runs nothing new', async () => {
    // Act
    const first = await postEvent(company, eventBody('evt-1'));
    const replay = await postEvent(company, eventBody('evt-1'));
    const conflict = await postEvent(company, eventBody('evt-1', { operation: 'UPDATED' }));
    // Assess
    expect(first.status).toBe(202);
    expect(first.headers.location).toBe(`/api/v1/companies/${company.companyUuid}/automation-events/evt-1`);
    const verdicts = first.body.data.verdicts as Array<Record<string, unknown>>;
    expect(verdicts.map((verdict) => [verdict.automation_name, verdict.outcome])).toEqual([
      ['Disabled one', 'DISABLED'],
      ['Welcome e-mail', 'MATCHED'],
    ]);
    expect(verdicts[1]?.run_uuid).toEqual(expect.any(String));
    expect(replay.status).toBe(202);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data).toEqual(first.body.data);
    expect(conflict.status).toBe(409);
  });

  it('refuses an occurred_at over 5 minutes ahead with 422 and writes nothing', async () => {
    const ahead = new Date(Date.now() + 10 * 60_000).toISOString();
    const response = await postEvent(company, eventBody('evt-ahead', { occurred_at: ahead }));
    expect(response.status).toBe(422);
    expect(response.body.errors[0]).toMatchObject({ path: 'occurred_at', code: 'out_of_range' });
    const read = await getEvent(company.ownerKey, company.companyUuid, 'evt-ahead');
    expect(read.status).toBe(404);
  });

  it('sends the run through the stream to SES and records it SUCCEEDED with its message id', async () => {
    // Arrange
    const poller = await startTestStreamPoller(sendRuns, { companyUuid: company.companyUuid });
    try {
      // Act
      const posted = await postEvent(company, eventBody('evt-send'));
      const runUuid = (posted.body.data.verdicts as Array<{ run_uuid: string | null }>).find(
        (v) => v.run_uuid,
      )?.run_uuid;
      const run: Record<string, unknown> = (
        await eventually(
          () => getRun(company.ownerKey, company.companyUuid, String(runUuid)),
          (response) => response.body.data?.status === 'SUCCEEDED',
        )
      ).body.data;
      // Assess
      expect(run).toMatchObject({ status: 'SUCCEEDED', automation_uuid: automationUuid, event_id: 'evt-send' });
      const [delivery] = run.deliveries as Array<Record<string, unknown>>;
      expect(delivery).toMatchObject({ status: 'SENT', recipient: 'ana@example.com', body: 'Hello Ana', attempts: 1 });
      const store = (await (await fetch(`${process.env.SES_ENDPOINT}/store`)).json()) as {
        emails: Array<{ messageId: string }>;
      };
      expect(store.emails.filter((email) => email.messageId === delivery?.provider_message_id)).toHaveLength(1);
    } finally {
      await poller.stop();
    }
  });

  it('lists the events newest first with exact totals, filtered by matched', async () => {
    const response = await listEvents(company.ownerKey, company.companyUuid, { matched: 'true' });
    expect(response.status).toBe(200);
    expect((response.body.data as Array<{ event_id: string }>).map((event) => event.event_id)).toEqual([
      'evt-send',
      'evt-1',
    ]);
    expect(response.body.meta).toMatchObject({ total: 2, sort_by: 'received_at', sort_order: 'desc' });
  });
});
