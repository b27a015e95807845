/** POST automations/test: an automation not yet saved, tested against an event; nothing stored. */
import { automationBody, automationCount } from '../../test/support/automations';
import { makeCompany, makeUser, makeLocation, type CompanyFixture } from '../../test/support/fixtures';
import { listEvents, testUnsavedAutomation } from '../../test/support/automation-history';

const event = (overrides: Record<string, unknown> = {}) => ({
  type: 'JOB',
  subject_uuid: '0190f3a4-aa00-7b1c-8d2e-0000000000d1',
  operation: 'UPDATED',
  status: { from: 'New', to: 'Scheduled' },
  data: { customer: { first_name: 'Ana', phone: '+12125550123' } },
  ...overrides,
});

const jobAutomation = (overrides: Record<string, unknown> = {}) =>
  automationBody({
    name: 'Visit scheduled',
    type: 'JOB',
    triggers: [{ type: 'JOB', operator: 'IS_CHANGED_TO', value: 'SCHEDULED' }],
    actions: [
      {
        action: 'SEND_SMS',
        value: ['{{customer.phone}}'],
        settings: { body: 'Hi {{customer.first_name}}, {{company.name}} visits {{location.name|soon}}.' },
      },
    ],
    ...overrides,
  });

describe('test-unsaved-automation handler', () => {
  let company: CompanyFixture;

  beforeAll(async () => {
    company = await makeCompany({ name: 'Acme Pest' });
  });

  it('answers the verdict (no automation_uuid, no run_uuid) and the rendered run', async () => {
    // Prepare
    const location = await makeLocation(company.companyUuid, 'Harbour depot');
    // Act
    const response = await testUnsavedAutomation(company.ownerKey, company.companyUuid, {
      automation: jobAutomation(),
      event: event({ company_location_uuid: location }),
    });
    // Assess
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      verdict: {
        automation_uuid: null,
        automation_name: 'Visit scheduled',
        outcome: 'MATCHED',
        run_uuid: null,
        triggers: [{ index: 0, matched: true, expected: 'SCHEDULED', actual: 'Scheduled' }],
        filters: [],
      },
      run: {
        status: 'QUEUED',
        reason: null,
        due_at: expect.any(String),
        deliveries: [
          {
            action_index: 0,
            channel: 'SMS',
            recipient: '+12125550123',
            subject: null,
            body: 'Hi Ana, Acme Pest visits Harbour depot.',
            status: 'PENDING',
            reason: null,
            missing: [],
          },
        ],
      },
    });
  });

  it('renders a fallback for a missing location, and skips a delivery whose placeholder has no value', async () => {
    const response = await testUnsavedAutomation(company.ownerKey, company.companyUuid, {
      automation: jobAutomation(),
      event: event({ data: { customer: { phone: '+12125550123' } } }),
    });
    expect(response.body.data.run.deliveries).toEqual([
      expect.objectContaining({
        body: 'Hi {{customer.first_name}}, Acme Pest visits soon.',
        status: 'SKIPPED',
        reason: 'missing_placeholder',
        missing: ['customer.first_name'],
      }),
    ]);
  });

  it('tests a disabled automation as if enabled', async () => {
    const response = await testUnsavedAutomation(company.ownerKey, company.companyUuid, {
      automation: jobAutomation({ is_enabled: false }),
      event: event(),
    });
    expect(response.body.data.verdict.outcome).toBe('DISABLED');
    expect(response.body.data.run.status).toBe('QUEUED');
  });

  it.each<[string, string, string]>([
    // America/New_York springs forward on 2026-03-08: 02:30 does not exist, the window opens at 03:00 EDT.
    ['a start the clocks skip', '2026-03-08T06:00:00Z', '2026-03-08T07:00:00.000Z'],
    // …and falls back on 2026-11-01: 02:30 is once; the window opens at its one occurrence.
    ['a start after the clocks fall back', '2026-11-01T04:00:00Z', '2026-11-01T07:30:00.000Z'],
  ])('holds a run outside business hours until the window opens, at %s', async (_case, at, dueAt) => {
    const response = await testUnsavedAutomation(company.ownerKey, company.companyUuid, {
      automation: jobAutomation({
        business_hours: { timezone: 'America/New_York', windows: [{ day: 'SUNDAY', start: '02:30', end: '05:00' }] },
      }),
      event: event(),
      at,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.run).toMatchObject({ status: 'HELD', reason: null, due_at: dueAt });
  });

  it('opens a window whose start occurs twice at its first occurrence', async () => {
    // 01:30 occurs at 05:30Z (EDT) and again at 06:30Z (EST) on 2026-11-01.
    const response = await testUnsavedAutomation(company.ownerKey, company.companyUuid, {
      automation: jobAutomation({
        business_hours: { timezone: 'America/New_York', windows: [{ day: 'SUNDAY', start: '01:30', end: '03:00' }] },
      }),
      event: event(),
      at: '2026-11-01T04:00:00Z',
    });
    expect(response.body.data.run).toMatchObject({ status: 'HELD', due_at: '2026-11-01T05:30:00.000Z' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'an automation without a name',
      { automation: jobAutomation({ name: undefined }), event: event() },
      'automation.name',
    ],
    [
      'an automation with an invalid action',
      { automation: jobAutomation({ actions: [] }), event: event() },
      'automation.actions',
    ],
    [
      'an event of another type than the automation',
      { automation: jobAutomation(), event: event({ type: 'CUSTOMER' }) },
      'event.type',
    ],
    ['an event with an unknown type', { automation: jobAutomation(), event: event({ type: 'LEAD' }) }, 'event.type'],
    ['no automation', { event: event() }, 'automation'],
  ])('answers 422 to %s, its path prefixed by the part it is in', async (_case, body, path) => {
    const response = await testUnsavedAutomation(company.ownerKey, company.companyUuid, body);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });

  it('stores nothing: no automation and no event', async () => {
    // Prepare
    const automations = await automationCount(company.companyUuid);
    const events = await listEvents(company.ownerKey, company.companyUuid);
    // Act
    const response = await testUnsavedAutomation(company.ownerKey, company.companyUuid, {
      automation: jobAutomation(),
      event: { ...event(), event_id: 'evt-unsaved' },
    });
    // Assess
    expect(response.status).toBe(200);
    expect(await automationCount(company.companyUuid)).toBe(automations);
    expect((await listEvents(company.ownerKey, company.companyUuid)).body.meta.total).toBe(events.body.meta.total);
  });

  it.each([['ROLE_COMPANY_MANAGER'], ['ROLE_COMPANY_TECHNICIAN']] as const)('answers 403 to a %s', async (role) => {
    const { key } = await makeUser(company.companyUuid, role);
    const response = await testUnsavedAutomation(key, company.companyUuid, {
      automation: jobAutomation(),
      event: event(),
    });
    expect(response.status).toBe(403);
  });
});
