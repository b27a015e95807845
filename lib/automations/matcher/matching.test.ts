import { traceFilter } from './matching';
import type { AutomationEvent, Filter } from './types';

const JOB = '11111111-2222-4333-8444-555555555555';
const SUBJECT = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const OTHER = '99999999-8888-4777-8666-555555555555';

function event(changes: Partial<AutomationEvent> = {}): AutomationEvent {
  return {
    type: 'JOB',
    subject_uuid: SUBJECT,
    operation: 'UPDATED',
    occurred_at: '2024-05-06T13:59:00.000Z',
    ...changes,
  };
}

describe('filters', () => {
  it.each([
    ['CUSTOMER', { customer_uuid: JOB }],
    ['USER', { user_uuid: JOB }],
    ['LOCATION', { company_location_uuid: JOB }],
    ['JOB', { job_uuid: JOB }],
  ] as const)('%s reads its own uuid', (type, fields) => {
    expect(traceFilter({ type, operator: 'IS', value: JOB }, 3, event({ type: 'CUSTOMER', ...fields }))).toEqual({
      index: 3,
      passed: true,
      expected: JOB,
      actual: JOB,
    });
  });

  it('JOB falls back to the subject of a JOB event only', () => {
    const filter: Filter = { type: 'JOB', operator: 'IS', value: SUBJECT };
    expect(traceFilter(filter, 0, event())).toEqual({ index: 0, passed: true, expected: SUBJECT, actual: SUBJECT });
    expect(traceFilter(filter, 0, event({ job_uuid: JOB })).actual).toBe(JOB);
    expect(traceFilter(filter, 0, event({ type: 'INVOICE' }))).toEqual({
      index: 0,
      passed: false,
      expected: SUBJECT,
      actual: null,
    });
  });

  it('CUSTOMER does not fall back to the subject', () => {
    const filter: Filter = { type: 'CUSTOMER', operator: 'IS', value: SUBJECT };
    expect(traceFilter(filter, 0, event({ type: 'CUSTOMER' }))).toEqual({
      index: 0,
      passed: false,
      expected: SUBJECT,
      actual: null,
    });
  });

  it('compares ignoring case, and traces the uuid as the event wrote it', () => {
    const upper = JOB.toUpperCase();
    expect(traceFilter({ type: 'USER', operator: 'IS', value: JOB }, 0, event({ user_uuid: upper }))).toEqual({
      index: 0,
      passed: true,
      expected: JOB,
      actual: upper,
    });
    expect(
      traceFilter({ type: 'USER', operator: 'IS_NOT_ONE_OF', value: [OTHER, upper] }, 0, event({ user_uuid: JOB }))
        .passed,
    ).toBe(false);
  });

  it.each([
    ['IS', JOB, JOB, true],
    ['IS', JOB, OTHER, false],
    ['IS', JOB, null, false],
    ['IS_NOT', JOB, JOB, false],
    ['IS_NOT', JOB, OTHER, true],
    ['IS_NOT', JOB, null, true],
    ['IS_ONE_OF', [OTHER, JOB], JOB, true],
    ['IS_ONE_OF', [OTHER], JOB, false],
    ['IS_ONE_OF', [OTHER, JOB], null, false],
    ['IS_NOT_ONE_OF', [OTHER, JOB], JOB, false],
    ['IS_NOT_ONE_OF', [OTHER], JOB, true],
    ['IS_NOT_ONE_OF', [OTHER, JOB], null, true],
  ] as const)('%s %j with %s passes: %s', (operator, value, actual, passed) => {
    const filter = { type: 'USER', operator, value } as Filter;
    expect(traceFilter(filter, 1, event({ user_uuid: actual }))).toEqual({ index: 1, passed, expected: value, actual });
  });
});
