/**
 * The shapes the matcher reads and answers. An event's intake, the sender and the test endpoints
 * all call the same evaluate(), so these are plain data: no keys, no ids the caller adds later.
 */
import type { Action, AutomationFields, BusinessHours, Filter, Trigger } from '../automation-input';
import type { AUTOMATION_TYPES, OutsideBusinessHours } from '../catalog';

/**
 * The automation as evaluated: a stored record or a test body (whose uuid is null until saved).
 * `outside_business_hours` is optional: absent reads as HOLD, as the record's own default.
 */
export interface EvaluatedAutomation extends Pick<
  AutomationFields,
  'name' | 'is_enabled' | 'business_hours' | 'triggers' | 'filters' | 'actions'
> {
  automation_uuid: string | null;
  outside_business_hours?: OutsideBusinessHours;
}

export type { Action, BusinessHours, Filter, Trigger };

/** A reported change of a customer, job, estimate or invoice, as the intake stored it. */
export interface AutomationEvent {
  type: (typeof AUTOMATION_TYPES)[number];
  subject_uuid: string;
  operation: 'CREATED' | 'UPDATED';
  status?: { from?: string | null; to: string } | null;
  /** The stored text (the time received when the owning application sent none). */
  occurred_at: string;
  customer_uuid?: string | null;
  job_uuid?: string | null;
  user_uuid?: string | null;
  company_location_uuid?: string | null;
  data?: Record<string, unknown> | null;
  suppress_automations?: boolean;
}

/** A record placeholders read (`company.*`, `user.*`, `location.*`); null or absent has no values. */
export type PlaceholderRecord = Readonly<Record<string, unknown>>;

/** What only the caller knows: it reads the records and the subject's last sequence. */
export interface EvaluationContext {
  /** The subject already had an event with an equal or higher sequence. */
  stale: boolean;
  company?: PlaceholderRecord | null;
  user?: PlaceholderRecord | null;
  location?: PlaceholderRecord | null;
  /** A test previews the run of a disabled automation as if it were enabled; its verdict stays DISABLED. */
  asIfEnabled?: boolean;
}

export type Outcome = 'SUPPRESSED' | 'STALE' | 'DISABLED' | 'NO_TRIGGER_MATCHED' | 'FILTERED_OUT' | 'MATCHED';

export interface TriggerTrace {
  index: number;
  matched: boolean;
  expected: string;
  actual: string | null;
}

export interface FilterTrace {
  index: number;
  passed: boolean;
  expected: string | string[];
  actual: string | null;
}

export interface Verdict {
  automation_uuid: string | null;
  automation_name: string;
  outcome: Outcome;
  /** The caller sets it when it stores a run; a test leaves it null. */
  run_uuid: null;
  triggers: TriggerTrace[];
  filters: FilterTrace[];
}

export type RunStatus = 'QUEUED' | 'HELD' | 'SKIPPED';
export type DeliveryReason = 'missing_placeholder' | 'invalid_recipient' | 'too_long';

/** A message as rendered when its run is created; the caller adds its uuid, attempts and provider ids. */
export interface PlannedDelivery {
  action_index: number;
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  /** Null for SMS, which has no subject. */
  subject: string | null;
  body: string;
  status: 'PENDING' | 'SKIPPED';
  reason: DeliveryReason | null;
  missing: string[];
}

export interface PlannedRun {
  status: RunStatus;
  reason: 'outside_business_hours' | null;
  /** ISO 8601 (UTC): `at` unless held, then when the next window opens. */
  due_at: string;
  deliveries: PlannedDelivery[];
}

export interface Evaluation {
  verdict: Verdict;
  run: PlannedRun | null;
}
