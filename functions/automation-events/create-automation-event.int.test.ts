/** POST automation-events: who may post, the body rules, one event one decision, stale and suppressed events, verdicts and their traces. */
import { makeAutomation } from '../../test/support/automations';
import { makeCompany, makeUser, type CompanyFixture } from '../../test/support/fixtures';
import { eventBody, getEvent, outcomes, postEvent } from '../../test/support/automation-history';

const CUSTOMER_A = '0190f3a4-aa00-7b1c-8d2e-00000000000a';
const CUSTOMER_B = '0190f3a4-aa00-7b1c-8d2e-00000000000b';

/** An object `levels` deep (`{}` is one level). */
function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: 1 };
  for (let level = 1; level < levels; level++) value = { next: value };
  return value;
}

describe('create-automation-event handler', () => {
  let company: CompanyFixture;

  beforeAll(async () => {
    company = await makeCompany();
    await makeAutomation(company.ownerKey, company.companyUuid);
    await makeAutomation(company.ownerKey, company.companyUuid, { name: 'Disabled one', is_enabled: false });
    await makeAutomation(company.ownerKey, company.companyUuid, {
      name: 'Job scheduled',
      type: 'JOB',
      triggers: [{ type: 'JOB', operator: 'IS_CHANGED_TO', value: 'SCHEDULED' }],
    });
  });

  describe('who may post', () => {
    it.each([['ROLE_COMPANY_MANAGER'], ['ROLE_COMPANY_TECHNICIAN']] as const)(
      'answers 403 to a %s and stores nothing',
      async (role) => {
        // Prepare
        const { key } = await makeUser(company.companyUuid, role);
        // Act
        const response = await postEvent(key, company.companyUuid, eventBody(`evt-${role}`));
        // Assess
        expect(response.status).toBe(403);
        expect(response.body.code).toBe('forbidden');
        expect((await getEvent(company.ownerKey, company.companyUuid, `evt-${role}`)).status).toBe(404);
      },
    );

    it('answers 202 to an admin, and a manager may read the event', async () => {
      // Prepare
      const admin = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
      const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
      const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
      // Act
      const posted = await postEvent(admin.key, company.companyUuid, eventBody('evt-by-admin'));
      const read = await getEvent(manager.key, company.companyUuid, 'evt-by-admin');
      const refused = await getEvent(technician.key, company.companyUuid, 'evt-by-admin');
      // Assess
      expect(posted.status).toBe(202);
      expect(read.status).toBe(200);
      expect(read.body.data).toEqual(posted.body.data);
      expect(refused.status).toBe(403);
    });
  });

  describe('the body', () => {
    it.each<[string, Record<string, unknown>, string, string]>([
      ['an empty event_id', { event_id: '' }, 'event_id', 'invalid_format'],
      ['an event_id with a space', { event_id: 'evt 1' }, 'event_id', 'invalid_format'],
      ['an event_id with a slash', { event_id: 'evt/1' }, 'event_id', 'invalid_format'],
      ['an event_id of 201 characters', { event_id: 'e'.repeat(201) }, 'event_id', 'invalid_format'],
      ['a type that is not an automation type', { type: 'LEAD' }, 'type', 'invalid_enum'],
      ['a subject_uuid that is not a uuid', { subject_uuid: 'customer-1' }, 'subject_uuid', 'invalid_uuid'],
      ['an operation other than CREATED or UPDATED', { operation: 'DELETED' }, 'operation', 'invalid_enum'],
      ['an empty status.to', { status: { from: null, to: '' } }, 'status.to', 'too_small'],
      ['a status.to of 101 characters', { status: { to: 's'.repeat(101) } }, 'status.to', 'too_big'],
      ['a status.from of 101 characters', { status: { from: 'f'.repeat(101), to: 'x' } }, 'status.from', 'too_big'],
      ['a status without to', { status: { from: 'Lead' } }, 'status.to', 'required'],
      ['a negative sequence', { sequence: -1 }, 'sequence', 'too_small'],
      ['a fractional sequence', { sequence: 1.5 }, 'sequence', 'invalid_type'],
      ['an occurred_at without an offset', { occurred_at: '2026-05-01T14:30:00' }, 'occurred_at', 'invalid_datetime'],
      ['a customer_uuid that is not a uuid', { customer_uuid: 'c-1' }, 'customer_uuid', 'invalid_uuid'],
      ['data that is a list', { data: [1, 2] }, 'data', 'invalid_type'],
      ['data 9 levels deep', { data: nested(9) }, 'data', 'too_deep'],
      ['data over 32 KiB', { data: { text: 'x'.repeat(32 * 1024) } }, 'data', 'too_large'],
      [
        'a suppress_automations that is not a boolean',
        { suppress_automations: 'yes' },
        'suppress_automations',
        'invalid_type',
      ],
      ['an unknown field', { priority: 'high' }, 'priority', 'unknown_field'],
    ])('answers 422 to %s and stores nothing', async (_case, overrides, path, code) => {
      // Prepare
      const body = eventBody('evt-invalid', overrides);
      // Act
      const response = await postEvent(company.ownerKey, company.companyUuid, body);
      // Assess
      expect(response.status).toBe(422);
      expect(response.body.code).toBe('validation_failed');
      expect(response.body.errors).toEqual([expect.objectContaining({ path, code })]);
      expect((await getEvent(company.ownerKey, company.companyUuid, 'evt-invalid')).status).toBe(404);
    });

    it.each<[string, Record<string, unknown>]>([
      ['event_id', { event_id: undefined }],
      ['type', { type: undefined }],
      ['subject_uuid', { subject_uuid: undefined }],
      ['operation', { operation: undefined }],
    ])('answers 422 without %s', async (field, overrides) => {
      const response = await postEvent(company.ownerKey, company.companyUuid, eventBody('evt-missing', overrides));
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual([expect.objectContaining({ path: field, code: 'required' })]);
    });

    it('accepts the largest values the rules allow', async () => {
      // Prepare: every character event_id may hold, 200 of them; statuses of 100; data 8 levels deep.
      const eventId = 'Az09._:-'.repeat(25);
      const body = eventBody(eventId, {
        type: 'JOB',
        operation: 'UPDATED',
        status: { to: 't'.repeat(100) },
        sequence: 0,
        data: nested(8),
        suppress_automations: false,
      });
      // Act
      const response = await postEvent(company.ownerKey, company.companyUuid, body);
      // Assess
      expect(response.status).toBe(202);
      expect(response.body.data).toMatchObject({
        event_id: eventId,
        status: { from: null, to: 't'.repeat(100) },
        sequence: 0,
        suppressed: false,
      });
      expect(response.body.data).not.toHaveProperty('data');
    });

    it.each<[string, number, number]>([
      ['4 minutes ahead', 4 * 60_000, 202],
      ['6 minutes ahead', 6 * 60_000, 422],
      ['29 days back', -29 * 86_400_000, 202],
      ['31 days back', -31 * 86_400_000, 422],
    ])('takes an occurred_at %s as the rule says', async (_case, offset, status) => {
      // Prepare
      const occurredAt = new Date(Date.now() + offset).toISOString();
      const eventId = `evt-occurred-${offset}`;
      // Act
      const response = await postEvent(
        company.ownerKey,
        company.companyUuid,
        eventBody(eventId, { occurred_at: occurredAt }),
      );
      // Assess
      expect(response.status).toBe(status);
      if (status === 422) {
        expect(response.body.errors).toEqual([expect.objectContaining({ path: 'occurred_at', code: 'out_of_range' })]);
        expect((await getEvent(company.ownerKey, company.companyUuid, eventId)).status).toBe(404);
      } else {
        expect(response.body.data.occurred_at).toBe(occurredAt);
      }
    });

    it('records the time received as occurred_at when none is sent, and echoes no data', async () => {
      // Act
      const before = new Date().toISOString();
      const response = await postEvent(company.ownerKey, company.companyUuid, eventBody('evt-no-time'));
      // Assess
      expect(response.status).toBe(202);
      const record = response.body.data;
      expect(record.occurred_at).toBe(record.received_at);
      expect(record.received_at >= before).toBe(true);
      expect(Object.keys(record).sort()).toEqual(
        [
          'event_id',
          'company_uuid',
          'type',
          'subject_uuid',
          'operation',
          'status',
          'sequence',
          'occurred_at',
          'received_at',
          'customer_uuid',
          'job_uuid',
          'user_uuid',
          'company_location_uuid',
          'suppressed',
          'verdicts',
        ].sort(),
      );
    });
  });

  describe('one event, one decision', () => {
    it('answers an equal body again with the stored event and Idempotent-Replayed, a different one 409', async () => {
      // Prepare: the same JSON value in another key order.
      const body = eventBody('evt-replay', { status: { from: 'Lead', to: 'Active' }, sequence: 3 });
      const reordered = Object.fromEntries(Object.entries(body).reverse());
      // Act
      const first = await postEvent(company.ownerKey, company.companyUuid, body);
      const replay = await postEvent(company.ownerKey, company.companyUuid, reordered);
      const conflict = await postEvent(company.ownerKey, company.companyUuid, { ...body, sequence: 4 });
      // Assess
      expect(first.status).toBe(202);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(replay.status).toBe(202);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.headers.location).toBe(first.headers.location);
      expect(replay.body.data).toEqual(first.body.data);
      expect(conflict.status).toBe(409);
      expect(conflict.body.code).toBe('conflict');
    });

    it('compares event_id exactly: another case is another event', async () => {
      const lower = await postEvent(company.ownerKey, company.companyUuid, eventBody('evt-case'));
      const upper = await postEvent(company.ownerKey, company.companyUuid, eventBody('EVT-CASE'));
      expect(lower.status).toBe(202);
      expect(upper.status).toBe(202);
      expect(upper.headers['idempotent-replayed']).toBeUndefined();
      expect(upper.body.data.verdicts[1].run_uuid).not.toBe(lower.body.data.verdicts[1].run_uuid);
    });

    it('creates the runs of concurrent posts of one event_id once', async () => {
      // Act
      const responses = await Promise.all(
        Array.from({ length: 5 }, () =>
          postEvent(company.ownerKey, company.companyUuid, eventBody('evt-concurrent', { subject_uuid: CUSTOMER_B })),
        ),
      );
      // Assess
      for (const response of responses) expect([202, 409]).toContain(response.status);
      const accepted = responses.filter((response) => response.status === 202);
      const created = accepted.filter((response) => response.headers['idempotent-replayed'] === undefined);
      expect(created).toHaveLength(1);
      for (const response of responses.filter((candidate) => candidate.status === 409))
        expect(response.body.code).toBe('idempotency_in_progress');
      const runUuids = new Set(accepted.map((response) => response.body.data.verdicts[1].run_uuid));
      expect(runUuids.size).toBe(1);
      expect([...runUuids][0]).toEqual(expect.any(String));
    });
  });

  describe('stale and suppressed events', () => {
    it('answers STALE for every automation when the subject had an equal or higher sequence', async () => {
      // Prepare
      const subject = '0190f3a4-aa00-7b1c-8d2e-0000000005a1';
      const at = (eventId: string, sequence?: number) =>
        postEvent(
          company.ownerKey,
          company.companyUuid,
          eventBody(eventId, { subject_uuid: subject, ...(sequence === undefined ? {} : { sequence }) }),
        );
      // Act
      const fifth = await at('evt-seq-5', 5);
      const again = await at('evt-seq-5-again', 5);
      const older = await at('evt-seq-4', 4);
      const sixth = await at('evt-seq-6', 6);
      const unsequenced = await at('evt-seq-none');
      // Assess
      expect(outcomes(fifth)).toEqual([
        ['Disabled one', 'DISABLED'],
        ['Welcome e-mail', 'MATCHED'],
      ]);
      for (const stale of [again, older]) {
        expect(stale.status).toBe(202);
        expect(stale.body.data.verdicts).toEqual([
          expect.objectContaining({
            automation_name: 'Disabled one',
            outcome: 'STALE',
            run_uuid: null,
            triggers: [],
            filters: [],
          }),
          expect.objectContaining({
            automation_name: 'Welcome e-mail',
            outcome: 'STALE',
            run_uuid: null,
            triggers: [],
            filters: [],
          }),
        ]);
      }
      expect(outcomes(sixth)[1]).toEqual(['Welcome e-mail', 'MATCHED']);
      expect(outcomes(unsequenced)[1]).toEqual(['Welcome e-mail', 'MATCHED']);
    });

    it('records a suppressed event with SUPPRESSED verdicts, before STALE and DISABLED, and runs nothing', async () => {
      // Prepare: the subject already had sequence 9.
      const subject = '0190f3a4-aa00-7b1c-8d2e-0000000005a2';
      await postEvent(
        company.ownerKey,
        company.companyUuid,
        eventBody('evt-sup-9', { subject_uuid: subject, sequence: 9 }),
      );
      // Act
      const response = await postEvent(
        company.ownerKey,
        company.companyUuid,
        eventBody('evt-suppressed', { subject_uuid: subject, sequence: 1, suppress_automations: true }),
      );
      // Assess
      expect(response.status).toBe(202);
      expect(response.body.data.suppressed).toBe(true);
      for (const verdict of response.body.data.verdicts)
        expect(verdict).toMatchObject({ outcome: 'SUPPRESSED', run_uuid: null, triggers: [], filters: [] });
      expect(response.body.data.verdicts).toHaveLength(2);
    });
  });

  describe('verdicts', () => {
    let other: CompanyFixture;
    const uuids: Record<string, string> = {};

    beforeAll(async () => {
      other = await makeCompany();
      const make = async (label: string, overrides: Record<string, unknown>) => {
        uuids[label] = (await makeAutomation(other.ownerKey, other.companyUuid, overrides)).automation.automation_uuid;
      };
      const changedToActive = [{ type: 'CUSTOMER', operator: 'IS_CHANGED_TO', value: 'active' }];
      await make('matched', {
        name: 'delta',
        triggers: [{ type: 'CUSTOMER', operator: 'IS_CREATED', value: '' }, ...changedToActive],
        filters: [
          { type: 'CUSTOMER', operator: 'IS', value: CUSTOMER_A.toUpperCase() },
          { type: 'USER', operator: 'IS_NOT', value: CUSTOMER_B },
        ],
      });
      await make('filtered', {
        name: 'Charlie',
        triggers: changedToActive,
        filters: [{ type: 'CUSTOMER', operator: 'IS_ONE_OF', value: [CUSTOMER_B] }],
      });
      await make('noTrigger', {
        name: 'bravo',
        triggers: [{ type: 'CUSTOMER', operator: 'IS_CHANGED_TO', value: 'Lead' }],
        filters: [{ type: 'CUSTOMER', operator: 'IS', value: CUSTOMER_B }],
      });
      await make('disabled', {
        name: 'Alpha',
        is_enabled: false,
        triggers: [{ type: 'CUSTOMER', operator: 'IS_CHANGED_TO', value: 'X' }],
      });
      await make('twinA', { name: 'Echo', triggers: changedToActive });
      await make('twinB', { name: 'Echo', triggers: changedToActive });
      await make('otherType', { name: 'Aaa job', type: 'JOB', triggers: [{ type: 'JOB', operator: 'IS_CREATED' }] });
    });

    it('gives one verdict per automation of the type, by name (ignoring case) then uuid, each with its traces', async () => {
      // Prepare: a status change from Lead to ACTIVE of customer A.
      const body = eventBody('evt-verdicts', {
        operation: 'UPDATED',
        status: { from: 'Lead', to: 'ACTIVE' },
        customer_uuid: CUSTOMER_A,
      });
      // Act
      const response = await postEvent(other.ownerKey, other.companyUuid, body);
      // Assess
      expect(response.status).toBe(202);
      const [twinFirst, twinSecond] = [uuids.twinA ?? '', uuids.twinB ?? ''].sort();
      const verdicts = response.body.data.verdicts as Array<Record<string, unknown>>;
      expect(verdicts.map((verdict) => verdict.automation_uuid)).toEqual([
        uuids.disabled,
        uuids.noTrigger,
        uuids.filtered,
        uuids.matched,
        twinFirst,
        twinSecond,
      ]);
      expect(verdicts[0]).toEqual({
        automation_uuid: uuids.disabled,
        automation_name: 'Alpha',
        outcome: 'DISABLED',
        run_uuid: null,
        triggers: [{ index: 0, matched: false, expected: 'X', actual: 'ACTIVE' }],
        filters: [],
      });
      expect(verdicts[1]).toEqual({
        automation_uuid: uuids.noTrigger,
        automation_name: 'bravo',
        outcome: 'NO_TRIGGER_MATCHED',
        run_uuid: null,
        // "Lead" was the status it came from, not the one it changed to.
        triggers: [{ index: 0, matched: false, expected: 'Lead', actual: 'ACTIVE' }],
        filters: [{ index: 0, passed: false, expected: CUSTOMER_B, actual: CUSTOMER_A }],
      });
      expect(verdicts[2]).toEqual({
        automation_uuid: uuids.filtered,
        automation_name: 'Charlie',
        outcome: 'FILTERED_OUT',
        run_uuid: null,
        triggers: [{ index: 0, matched: true, expected: 'active', actual: 'ACTIVE' }],
        filters: [{ index: 0, passed: false, expected: [CUSTOMER_B], actual: CUSTOMER_A }],
      });
      expect(verdicts[3]).toEqual({
        automation_uuid: uuids.matched,
        automation_name: 'delta',
        outcome: 'MATCHED',
        run_uuid: expect.any(String),
        triggers: [
          { index: 0, matched: false, expected: '', actual: 'UPDATED' },
          { index: 1, matched: true, expected: 'active', actual: 'ACTIVE' },
        ],
        filters: [
          { index: 0, passed: true, expected: CUSTOMER_A.toUpperCase(), actual: CUSTOMER_A },
          { index: 1, passed: true, expected: CUSTOMER_B, actual: null },
        ],
      });
      expect(verdicts[4]).toMatchObject({ automation_name: 'Echo', outcome: 'MATCHED', run_uuid: expect.any(String) });
      expect(verdicts[5]).toMatchObject({ automation_name: 'Echo', outcome: 'MATCHED', run_uuid: expect.any(String) });
    });

    it('matches no IS_CHANGED_TO without a status, nor when the status did not change', async () => {
      // Act
      const created = await postEvent(
        other.ownerKey,
        other.companyUuid,
        eventBody('evt-created-only', { customer_uuid: CUSTOMER_A }),
      );
      const unchanged = await postEvent(
        other.ownerKey,
        other.companyUuid,
        eventBody('evt-unchanged', {
          operation: 'UPDATED',
          status: { from: 'Active', to: 'ACTIVE' },
          customer_uuid: CUSTOMER_A,
        }),
      );
      // Assess
      const byName = (response: typeof created) =>
        Object.fromEntries(
          (
            response.body.data.verdicts as Array<{ automation_name: string; outcome: string; automation_uuid: string }>
          ).map((verdict) => [verdict.automation_uuid, verdict]),
        );
      const createdVerdicts = byName(created);
      expect(createdVerdicts[uuids.twinA ?? '']).toMatchObject({
        outcome: 'NO_TRIGGER_MATCHED',
        triggers: [{ index: 0, matched: false, expected: 'active', actual: null }],
      });
      expect(createdVerdicts[uuids.matched ?? '']).toMatchObject({ outcome: 'MATCHED' });
      const unchangedVerdicts = byName(unchanged);
      expect(unchangedVerdicts[uuids.twinA ?? '']).toMatchObject({
        outcome: 'NO_TRIGGER_MATCHED',
        triggers: [{ index: 0, matched: false, expected: 'active', actual: 'ACTIVE' }],
      });
    });
  });
});
