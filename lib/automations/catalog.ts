/**
 * The automation catalog: the one source of the enums that validation uses and app-data serves
 * as `automation_catalog`, so the two cannot drift.
 */

export const AUTOMATION_TYPES = ['CUSTOMER', 'JOB', 'ESTIMATE', 'INVOICE'] as const;

export const TRIGGER_OPERATORS = ['IS_CHANGED_TO', 'IS_CREATED'] as const;
export type TriggerOperator = (typeof TRIGGER_OPERATORS)[number];

export const FILTER_TYPES = ['CUSTOMER', 'USER', 'JOB', 'LOCATION'] as const;

/** Operators whose value is one non-empty string. */
export const SINGLE_VALUE_FILTER_OPERATORS = ['IS', 'IS_NOT'] as const;
/** Operators whose value is a list of 1–100 non-empty strings. */
export const LIST_VALUE_FILTER_OPERATORS = ['IS_ONE_OF', 'IS_NOT_ONE_OF'] as const;
export const FILTER_OPERATORS = [...SINGLE_VALUE_FILTER_OPERATORS, ...LIST_VALUE_FILTER_OPERATORS] as const;

export const ACTION_TYPES = ['SEND_EMAIL', 'SEND_SMS'] as const;
/** The longest SMS body an action may store, and send once rendered (characters: code points). */
export const MAX_SMS_LENGTH = 1600;
export type ActionType = (typeof ACTION_TYPES)[number];

/** What a run does when its event arrives outside the business hours: held until the next window, or skipped. */
export const OUTSIDE_BUSINESS_HOURS = ['HOLD', 'SKIP'] as const;
export type OutsideBusinessHours = (typeof OUTSIDE_BUSINESS_HOURS)[number];

export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface AutomationCatalog {
  types: string[];
  triggers: { types: string[]; operators: string[] };
  filters: { types: string[]; operators: string[] };
  actions: string[];
}

/** The catalog as app-data serves it. */
export function automationCatalog(): AutomationCatalog {
  return {
    types: [...AUTOMATION_TYPES],
    triggers: { types: [...AUTOMATION_TYPES], operators: [...TRIGGER_OPERATORS] },
    filters: { types: [...FILTER_TYPES], operators: [...FILTER_OPERATORS] },
    actions: [...ACTION_TYPES],
  };
}
