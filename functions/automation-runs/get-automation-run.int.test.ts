/** GET automation-runs/{run_uuid}: one run with its deliveries as rendered when its event came, its ETag; 404s; roles. */
import { makeAutomation } from '../../test/support/automations';
import { makeCompany, makeUser, type CompanyFixture } from '../../test/support/fixtures';
import { eventBody, getRun, postEvent } from '../../test/support/automation-history';

const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

describe('get-automation-run handler', () => {
  let company: CompanyFixture;
  let automationUuid: string;
  let etag: string;

  beforeAll(async () => {
    company = await makeCompany({ name: 'Acme Pest' });
    const tomorrow = WEEKDAYS[(new Date().getUTCDay() + 1) % 7];
    ({
      automation: { automation_uuid: automationUuid },
      etag,
    } = await makeAutomation(company.ownerKey, company.companyUuid, {
      name: 'Visit reminder',
      business_hours: { timezone: 'UTC', windows: [{ day: tomorrow, start: '09:00', end: '17:00' }] },
      actions: [
        {
          action: 'SEND_EMAIL',
          value: ['{{customer.email}}', 'ANA@example.com', '{{customer.missing_email}}'],
          settings: {
            subject: 'From {{company.name}}',
            body: 'Hi {{customer.first_name|there}}, see you {{visit.day}}',
          },
        },
        {
          action: 'SEND_SMS',
          value: ['+12125550199', '{{customer.phone}}'],
          settings: { body: 'Visit {{visit.day|soon}}' },
        },
      ],
    }));
  });

  it('answers a held run with its pinned automation, due time and rendered deliveries', async () => {
    // Prepare
    const posted = await postEvent(
      company.ownerKey,
      company.companyUuid,
      eventBody('evt-run', {
        data: { customer: { email: 'ana@example.com', first_name: 'Ana', phone: 'not-a-number' } },
      }),
    );
    const runUuid = posted.body.data.verdicts[0].run_uuid as string;
    // Act
    const response = await getRun(company.ownerKey, company.companyUuid, runUuid);
    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.etag).toEqual(expect.any(String));
    const run = response.body.data;
    const tomorrowNine = new Date();
    tomorrowNine.setUTCDate(tomorrowNine.getUTCDate() + 1);
    tomorrowNine.setUTCHours(9, 0, 0, 0);
    expect(run).toEqual({
      run_uuid: runUuid,
      company_uuid: company.companyUuid,
      automation_uuid: automationUuid,
      automation_name: 'Visit reminder',
      automation_etag: etag,
      event_id: 'evt-run',
      subject_uuid: posted.body.data.subject_uuid,
      status: 'HELD',
      reason: null,
      due_at: tomorrowNine.toISOString(),
      created_at: posted.body.data.received_at,
      updated_at: posted.body.data.received_at,
      completed_at: null,
      deliveries: [
        expect.objectContaining({
          action_index: 0,
          channel: 'EMAIL',
          recipient: 'ana@example.com',
          subject: 'From Acme Pest',
          status: 'SKIPPED',
          reason: 'missing_placeholder',
          missing: ['visit.day'],
          body: 'Hi Ana, see you {{visit.day}}',
        }),
        expect.objectContaining({
          action_index: 0,
          recipient: '{{customer.missing_email}}',
          status: 'SKIPPED',
          reason: 'missing_placeholder',
          missing: ['customer.missing_email', 'visit.day'],
        }),
        expect.objectContaining({
          action_index: 1,
          channel: 'SMS',
          recipient: '+12125550199',
          subject: null,
          body: 'Visit soon',
          status: 'PENDING',
          reason: null,
          missing: [],
          attempts: 0,
          provider_message_id: null,
          sent_at: null,
        }),
        expect.objectContaining({
          action_index: 1,
          recipient: 'not-a-number',
          status: 'SKIPPED',
          reason: 'invalid_recipient',
        }),
      ],
    });
    for (const delivery of run.deliveries) expect(delivery.delivery_uuid).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown run, a malformed uuid and another company', async () => {
    const posted = await postEvent(company.ownerKey, company.companyUuid, eventBody('evt-other'));
    const runUuid = posted.body.data.verdicts[0].run_uuid as string;
    const other = await makeCompany();
    for (const response of [
      await getRun(company.ownerKey, company.companyUuid, '01900000-0000-7000-8000-000000000000'),
      await getRun(company.ownerKey, company.companyUuid, 'not-a-uuid'),
      await getRun(other.ownerKey, other.companyUuid, runUuid),
    ])
      expect(response.status).toBe(404);
  });

  it('lets a manager read a run and refuses a technician', async () => {
    const posted = await postEvent(company.ownerKey, company.companyUuid, eventBody('evt-roles'));
    const runUuid = posted.body.data.verdicts[0].run_uuid as string;
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    expect((await getRun(manager.key, company.companyUuid, runUuid)).status).toBe(200);
    expect((await getRun(technician.key, company.companyUuid, runUuid)).status).toBe(403);
  });
});
