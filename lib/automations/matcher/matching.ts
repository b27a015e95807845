/**
 * Triggers and filters, each traced: what it expected, what the event had, and whether it held.
 * Every comparison ignores case (uuids and statuses arrive in whatever case the sender used).
 */
import { foldCase } from '../../data/text';
import type { AutomationEvent, Filter, FilterTrace, Trigger, TriggerTrace } from './types';

function sameText(left: string, right: string): boolean {
  return foldCase(left) === foldCase(right);
}

/**
 * A trigger matches an event of its own type: IS_CREATED a creation; IS_CHANGED_TO v a status that
 * became v (from another status, or from none).
 */
export function traceTrigger(trigger: Trigger, index: number, event: AutomationEvent): TriggerTrace {
  const ofType = trigger.type === event.type;
  if (trigger.operator === 'IS_CREATED') {
    return {
      index,
      matched: ofType && event.operation === 'CREATED',
      expected: trigger.value,
      actual: event.operation,
    };
  }
  const status = event.status ?? null;
  const from = status?.from ?? null;
  const changedTo =
    status !== null && sameText(status.to, trigger.value) && (from === null || !sameText(from, trigger.value));
  return { index, matched: ofType && changedTo, expected: trigger.value, actual: status?.to ?? null };
}

/** The uuid a filter reads; a job's own events name the job as their subject. */
function filteredUuid(filter: Filter, event: AutomationEvent): string | null {
  switch (filter.type) {
    case 'CUSTOMER':
      return event.customer_uuid ?? null;
    case 'JOB':
      return event.job_uuid ?? (event.type === 'JOB' ? event.subject_uuid : null);
    case 'USER':
      return event.user_uuid ?? null;
    case 'LOCATION':
      return event.company_location_uuid ?? null;
  }
}

/** IS and IS_ONE_OF need the uuid and a match; IS_NOT and IS_NOT_ONE_OF pass without it or any match. */
export function traceFilter(filter: Filter, index: number, event: AutomationEvent): FilterTrace {
  const actual = filteredUuid(filter, event);
  const values: readonly string[] = Array.isArray(filter.value) ? filter.value : [filter.value];
  const equalsOne = actual !== null && values.some((value) => sameText(value, actual));
  const wantsEqual = filter.operator === 'IS' || filter.operator === 'IS_ONE_OF';
  return { index, passed: wantsEqual ? equalsOne : !equalsOne, expected: filter.value, actual };
}
