import { evaluate } from './evaluate';
import type { AutomationEvent, EvaluationContext, EvaluatedAutomation } from './types';

const CUSTOMER = '0b9e3a0e-6a0c-4c55-9f5b-3f2c1a4d5e6f';
const OTHER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const AT = new Date('2024-05-06T14:00:00.000Z');

function automation(changes: Partial<EvaluatedAutomation> = {}): EvaluatedAutomation {
  return {
    automation_uuid: 'a1a1a1a1-0000-4000-8000-000000000001',
    name: 'Welcome',
    is_enabled: true,
    business_hours: null,
    triggers: [{ type: 'CUSTOMER', operator: 'IS_CREATED', value: '' }],
    filters: [],
    actions: [
      { action: 'SEND_EMAIL', value: ['team@example.com'], settings: { subject: 'Hello', body: 'New customer' } },
    ],
    ...changes,
  };
}

function event(changes: Partial<AutomationEvent> = {}): AutomationEvent {
  return {
    type: 'CUSTOMER',
    subject_uuid: CUSTOMER,
    operation: 'CREATED',
    occurred_at: '2024-05-06T13:59:00.000Z',
    ...changes,
  };
}

const fresh: EvaluationContext = { stale: false };

describe('evaluate: outcomes and their precedence', () => {
  it('matches and plans a queued run due at once', () => {
    const { verdict, run } = evaluate(automation(), event(), AT, fresh);
    expect(verdict).toEqual({
      automation_uuid: 'a1a1a1a1-0000-4000-8000-000000000001',
      automation_name: 'Welcome',
      outcome: 'MATCHED',
      run_uuid: null,
      triggers: [{ index: 0, matched: true, expected: '', actual: 'CREATED' }],
      filters: [],
    });
    expect(run).toEqual({
      status: 'QUEUED',
      reason: null,
      due_at: '2024-05-06T14:00:00.000Z',
      deliveries: [
        {
          action_index: 0,
          channel: 'EMAIL',
          recipient: 'team@example.com',
          subject: 'Hello',
          body: 'New customer',
          status: 'PENDING',
          reason: null,
          missing: [],
        },
      ],
    });
  });

  it('SUPPRESSED comes first, with empty traces, even for a stale, disabled automation', () => {
    const result = evaluate(automation({ is_enabled: false }), event({ suppress_automations: true }), AT, {
      stale: true,
    });
    expect(result).toEqual({
      verdict: expect.objectContaining({ outcome: 'SUPPRESSED', triggers: [], filters: [] }),
      run: null,
    });
  });

  it('STALE comes before DISABLED, with empty traces', () => {
    const result = evaluate(automation({ is_enabled: false }), event(), AT, { stale: true });
    expect(result).toEqual({
      verdict: expect.objectContaining({ outcome: 'STALE', triggers: [], filters: [] }),
      run: null,
    });
  });

  it('DISABLED comes before NO_TRIGGER_MATCHED and still traces', () => {
    const { verdict, run } = evaluate(automation({ is_enabled: false }), event({ operation: 'UPDATED' }), AT, fresh);
    expect(verdict.outcome).toBe('DISABLED');
    expect(verdict.triggers).toEqual([{ index: 0, matched: false, expected: '', actual: 'UPDATED' }]);
    expect(run).toBeNull();
  });

  it('NO_TRIGGER_MATCHED comes before FILTERED_OUT, and filters are traced all the same', () => {
    const filters = [{ type: 'CUSTOMER' as const, operator: 'IS' as const, value: OTHER }];
    const { verdict, run } = evaluate(
      automation({ filters }),
      event({ operation: 'UPDATED', customer_uuid: CUSTOMER }),
      AT,
      fresh,
    );
    expect(verdict.outcome).toBe('NO_TRIGGER_MATCHED');
    expect(verdict.filters).toEqual([{ index: 0, passed: false, expected: OTHER, actual: CUSTOMER }]);
    expect(run).toBeNull();
  });

  it('FILTERED_OUT when one filter of several fails', () => {
    const filters = [
      { type: 'CUSTOMER' as const, operator: 'IS' as const, value: CUSTOMER },
      { type: 'USER' as const, operator: 'IS_NOT' as const, value: OTHER },
      { type: 'LOCATION' as const, operator: 'IS_ONE_OF' as const, value: [OTHER] },
    ];
    const { verdict, run } = evaluate(automation({ filters }), event({ customer_uuid: CUSTOMER }), AT, fresh);
    expect(verdict.outcome).toBe('FILTERED_OUT');
    expect(verdict.filters).toEqual([
      { index: 0, passed: true, expected: CUSTOMER, actual: CUSTOMER },
      { index: 1, passed: true, expected: OTHER, actual: null },
      { index: 2, passed: false, expected: [OTHER], actual: null },
    ]);
    expect(run).toBeNull();
  });

  it('a disabled automation is previewed as if enabled only when asked, its verdict still DISABLED', () => {
    const disabled = automation({ is_enabled: false });
    expect(evaluate(disabled, event(), AT, fresh).run).toBeNull();
    const preview = evaluate(disabled, event(), AT, { stale: false, asIfEnabled: true });
    expect(preview.verdict.outcome).toBe('DISABLED');
    expect(preview.run?.status).toBe('QUEUED');
    expect(evaluate(disabled, event({ operation: 'UPDATED' }), AT, { stale: false, asIfEnabled: true }).run).toBeNull();
  });

  it('keeps a test automation without uuid as null', () => {
    expect(evaluate(automation({ automation_uuid: null }), event(), AT, fresh).verdict.automation_uuid).toBeNull();
  });
});

describe('evaluate: triggers', () => {
  const changedTo = (value: string) =>
    automation({ triggers: [{ type: 'CUSTOMER', operator: 'IS_CHANGED_TO', value }] });

  it.each([
    [{ from: 'Lead', to: 'Active' }, true],
    [{ from: 'lead', to: 'ACTIVE' }, true],
    [{ from: null, to: 'active' }, true],
    [{ to: 'Active' }, true],
    [{ from: 'ACTIVE', to: 'active' }, false],
    [{ from: 'Active', to: 'Lead' }, false],
  ])('IS_CHANGED_TO Active with status %j: %s', (status, matched) => {
    const { verdict } = evaluate(changedTo('Active'), event({ operation: 'UPDATED', status }), AT, fresh);
    expect(verdict.triggers).toEqual([{ index: 0, matched, expected: 'Active', actual: status.to }]);
    expect(verdict.outcome).toBe(matched ? 'MATCHED' : 'NO_TRIGGER_MATCHED');
  });

  it('IS_CHANGED_TO never matches an event without status (actual null)', () => {
    for (const status of [undefined, null]) {
      const { verdict } = evaluate(changedTo('Active'), event({ status }), AT, fresh);
      expect(verdict.triggers).toEqual([{ index: 0, matched: false, expected: 'Active', actual: null }]);
    }
  });

  it('any one trigger is enough, and each is traced', () => {
    const triggers = [
      { type: 'CUSTOMER' as const, operator: 'IS_CHANGED_TO' as const, value: 'Active' },
      { type: 'CUSTOMER' as const, operator: 'IS_CREATED' as const, value: '' },
    ];
    const { verdict } = evaluate(automation({ triggers }), event({ status: { from: null, to: 'Lead' } }), AT, fresh);
    expect(verdict.outcome).toBe('MATCHED');
    expect(verdict.triggers).toEqual([
      { index: 0, matched: false, expected: 'Active', actual: 'Lead' },
      { index: 1, matched: true, expected: '', actual: 'CREATED' },
    ]);
  });

  it('a trigger matches only an event of its own type', () => {
    const { verdict } = evaluate(automation(), event({ type: 'JOB' }), AT, fresh);
    expect(verdict.outcome).toBe('NO_TRIGGER_MATCHED');
    expect(verdict.triggers).toEqual([{ index: 0, matched: false, expected: '', actual: 'CREATED' }]);
  });
});

describe('evaluate: the run', () => {
  const hours = { timezone: 'UTC', windows: [{ day: 'MONDAY' as const, start: '15:00', end: '17:00' }] };

  it('a held run is rendered, due when the window opens (HOLD by default)', () => {
    const { run } = evaluate(
      automation({ business_hours: hours }),
      event({ data: { customer: { first_name: 'Ada' } } }),
      AT,
      fresh,
    );
    expect(run).toEqual({
      status: 'HELD',
      reason: null,
      due_at: '2024-05-06T15:00:00.000Z',
      deliveries: [expect.objectContaining({ status: 'PENDING' })],
    });
  });

  it('a skipped run renders nothing: it sends nothing', () => {
    const { verdict, run } = evaluate(
      automation({ business_hours: hours, outside_business_hours: 'SKIP' }),
      event(),
      AT,
      fresh,
    );
    expect(verdict.outcome).toBe('MATCHED');
    expect(run).toEqual({
      status: 'SKIPPED',
      reason: 'outside_business_hours',
      due_at: '2024-05-06T14:00:00.000Z',
      deliveries: [],
    });
  });

  it('renders from the records of the context and the event', () => {
    const actions = [
      {
        action: 'SEND_SMS' as const,
        value: ['{{user.phone}}'],
        settings: { body: '{{company.name}}: {{location.name}} {{event.operation}} {{customer.first_name}}' },
      },
    ];
    const context = {
      stale: false,
      company: { name: 'Acme' },
      user: { phone: '+14155550100' },
      location: { name: 'North' },
    };
    const { run } = evaluate(
      automation({ actions }),
      event({ data: { customer: { first_name: 'Ada' } } }),
      AT,
      context,
    );
    expect(run?.deliveries).toEqual([
      {
        action_index: 0,
        channel: 'SMS',
        recipient: '+14155550100',
        subject: null,
        body: 'Acme: North CREATED Ada',
        status: 'PENDING',
        reason: null,
        missing: [],
      },
    ]);
  });
});
