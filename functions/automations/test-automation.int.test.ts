/** POST automations/{a}/test: what an event received at `at` would decide and render, with nothing stored or sent. */
import { makeAutomation, MISSING_UUID } from '../../test/support/automations';
import { makeCompany, makeUser, type CompanyFixture } from '../../test/support/fixtures';
import { eventBody, listEvents, postEvent, testAutomation } from '../../test/support/automation-history';

const SUBJECT = '0190f3a4-aa00-7b1c-8d2e-0000000000c1';
const event = (overrides: Record<string, unknown> = {}) => {
  const { event_id: _omitted, ...body } = eventBody('unused', { subject_uuid: SUBJECT, ...overrides });
  return body;
};

describe('test-automation handler', () => {
  let company: CompanyFixture;
  let welcome: string;
  let disabled: string;
  let hours: string;
  let skip: string;

  beforeAll(async () => {
    company = await makeCompany({ name: 'Acme Pest' });
    welcome = (await makeAutomation(company.ownerKey, company.companyUuid)).automation.automation_uuid;
    disabled = (await makeAutomation(company.ownerKey, company.companyUuid, { name: 'Off', is_enabled: false }))
      .automation.automation_uuid;
    const businessHours = {
      timezone: 'America/New_York',
      windows: [{ day: 'MONDAY', start: '09:00', end: '17:00' }],
    };
    hours = (
      await makeAutomation(company.ownerKey, company.companyUuid, { name: 'Hours', business_hours: businessHours })
    ).automation.automation_uuid;
    skip = (
      await makeAutomation(company.ownerKey, company.companyUuid, {
        name: 'Skip',
        business_hours: businessHours,
        outside_business_hours: 'SKIP',
      })
    ).automation.automation_uuid;
  });

  it('answers the verdict and the run it would create, with no run_uuid', async () => {
    const response = await testAutomation(company.ownerKey, company.companyUuid, welcome, { event: event() });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        verdict: {
          automation_uuid: welcome,
          automation_name: 'Welcome e-mail',
          outcome: 'MATCHED',
          run_uuid: null,
          triggers: [{ index: 0, matched: true, expected: '', actual: 'CREATED' }],
          filters: [],
        },
        run: {
          status: 'QUEUED',
          reason: null,
          due_at: expect.any(String),
          deliveries: [
            {
              action_index: 0,
              channel: 'EMAIL',
              recipient: 'ana@example.com',
              subject: 'Welcome',
              body: 'Hello Ana',
              status: 'PENDING',
              reason: null,
              missing: [],
            },
          ],
        },
      },
    });
  });

  it('tests a disabled automation as if enabled: its verdict stays DISABLED, its run is shown', async () => {
    const response = await testAutomation(company.ownerKey, company.companyUuid, disabled, { event: event() });
    expect(response.status).toBe(200);
    expect(response.body.data.verdict).toMatchObject({ outcome: 'DISABLED', run_uuid: null });
    expect(response.body.data.run).toMatchObject({
      status: 'QUEUED',
      deliveries: [expect.objectContaining({ status: 'PENDING' })],
    });
  });

  it('answers no run when no trigger matched', async () => {
    const response = await testAutomation(company.ownerKey, company.companyUuid, welcome, {
      event: event({ operation: 'UPDATED' }),
    });
    expect(response.body.data).toEqual({
      verdict: expect.objectContaining({
        outcome: 'NO_TRIGGER_MATCHED',
        triggers: [{ index: 0, matched: false, expected: '', actual: 'UPDATED' }],
      }),
      run: null,
    });
  });

  it.each<[string, string, string, Record<string, unknown>]>([
    [
      'inside a window: QUEUED at `at`',
      '2026-05-04T14:00:00Z',
      'hours',
      { status: 'QUEUED', reason: null, due_at: '2026-05-04T14:00:00.000Z' },
    ],
    [
      'at the end of a window (exclusive): HELD for the next',
      '2026-05-04T21:00:00Z',
      'hours',
      { status: 'HELD', reason: null, due_at: '2026-05-11T13:00:00.000Z' },
    ],
    [
      'before a window: HELD until it opens',
      '2026-05-04T12:59:59Z',
      'hours',
      { status: 'HELD', due_at: '2026-05-04T13:00:00.000Z' },
    ],
    [
      'outside with SKIP: SKIPPED',
      '2026-05-05T14:00:00Z',
      'skip',
      { status: 'SKIPPED', reason: 'outside_business_hours', due_at: '2026-05-05T14:00:00.000Z' },
    ],
  ])('reads business hours at `at`, %s', async (_case, at, which, run) => {
    const uuid = which === 'hours' ? hours : skip;
    const response = await testAutomation(company.ownerKey, company.companyUuid, uuid, { event: event(), at });
    expect(response.status).toBe(200);
    expect(response.body.data.run).toMatchObject(run);
  });

  it('does not consult the sequence of earlier events', async () => {
    await postEvent(
      company.ownerKey,
      company.companyUuid,
      eventBody('evt-seq-10', { subject_uuid: SUBJECT, sequence: 10 }),
    );
    const response = await testAutomation(company.ownerKey, company.companyUuid, welcome, {
      event: event({ sequence: 1 }),
    });
    expect(response.body.data.verdict.outcome).toBe('MATCHED');
  });

  it('stores, sends and counts nothing: the events list is unchanged and the event_id is free', async () => {
    // Prepare
    const before = await listEvents(company.ownerKey, company.companyUuid);
    // Act
    const response = await testAutomation(company.ownerKey, company.companyUuid, welcome, {
      event: { ...event(), event_id: 'evt-tested' },
    });
    // Assess
    expect(response.status).toBe(200);
    const after = await listEvents(company.ownerKey, company.companyUuid);
    expect(after.body.meta.total).toBe(before.body.meta.total);
    expect(after.body.data).toEqual(before.body.data);
    const posted = await postEvent(company.ownerKey, company.companyUuid, eventBody('evt-tested'));
    expect(posted.headers['idempotent-replayed']).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an event of another type', { event: event({ type: 'JOB' }) }, 'event.type', 'type_mismatch'],
    ['an invalid event field', { event: event({ operation: 'DELETED' }) }, 'event.operation', 'invalid_enum'],
    ['an event without subject_uuid', { event: event({ subject_uuid: undefined }) }, 'event.subject_uuid', 'required'],
    [
      'an occurred_at over 5 minutes after `at`',
      { event: event({ occurred_at: '2026-05-04T14:06:00Z' }), at: '2026-05-04T14:00:00Z' },
      'event.occurred_at',
      'out_of_range',
    ],
    ['an `at` that is not a time', { event: event(), at: 'tomorrow' }, 'at', 'invalid_datetime'],
    ['an unknown field', { event: event(), verbose: true }, 'verbose', 'unknown_field'],
    ['no event', {}, 'event', 'required'],
  ])('answers 422 to %s, its path in the part it is in', async (_case, body, path, code) => {
    const response = await testAutomation(company.ownerKey, company.companyUuid, welcome, body);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([expect.objectContaining({ path, code })]);
  });

  it('accepts an occurred_at 30 days before `at`, however long ago that is', async () => {
    const response = await testAutomation(company.ownerKey, company.companyUuid, welcome, {
      event: event({ occurred_at: '2026-01-02T00:00:00Z' }),
      at: '2026-01-31T00:00:00Z',
    });
    expect(response.status).toBe(200);
  });

  it('answers 404 for an unknown automation', async () => {
    const response = await testAutomation(company.ownerKey, company.companyUuid, MISSING_UUID, { event: event() });
    expect(response.status).toBe(404);
  });

  it.each([['ROLE_COMPANY_MANAGER'], ['ROLE_COMPANY_TECHNICIAN']] as const)('answers 403 to a %s', async (role) => {
    const { key } = await makeUser(company.companyUuid, role);
    const response = await testAutomation(key, company.companyUuid, welcome, { event: event() });
    expect(response.status).toBe(403);
  });
});
