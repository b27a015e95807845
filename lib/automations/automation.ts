/**
 * The automation entity: keys, the stored and public record, and the shaping of a
 * record for answers. Field types come from the schemas in automation-input.ts as type-only imports,
 * so this module, which every automation function bundles, carries no validation code.
 */
import { companyPartition } from '../companies/company';
import {
  type PublicRecord,
  type StoredRecord,
  boolean,
  count,
  defaulted,
  defineEntity,
  field,
  internal,
  list,
  map,
  nullable,
  oneOf,
  string,
  timestamp,
  uuid,
} from '../data/entity';
import { listOf, sortColumns } from '../data/entity-list';
import { writableOf } from '../data/writable-fields';
import { type Versioned, answersOf } from '../data/versioning';
import type { Action, AutomationFields, BusinessHours, Filter, Trigger } from './automation-input';
import { AUTOMATION_TYPES, OUTSIDE_BUSINESS_HOURS } from './catalog';

export const AUTOMATION_ENTITY = 'automation';
const AUTOMATION_SK_PREFIX = 'AUTOMATION#';

/** The automation item's key: it lives in its company's partition. */
export function automationKey(companyUuid: string, automationUuid: string): { PK: string; SK: string } {
  return { PK: companyPartition(companyUuid), SK: `${AUTOMATION_SK_PREFIX}${automationUuid}` };
}

const WRITTEN = { write: 'any' } as const;

/**
 * An automation: its public fields in answer order (their rules are in automation-input.ts), and its
 * version. A client writes every field but the ids and times; lists sort by name, type, is_enabled
 * and both times, search name and description, and count each `is_enabled`.
 */
export const AUTOMATION = /* @__PURE__ */ defineEntity('automation', {
  automation_uuid: uuid(),
  company_uuid: uuid(),
  name: field(string(), { ...WRITTEN, sort: 'ListSort2', search: 'primary' }),
  description: field(nullable(string()), { ...WRITTEN, search: 'secondary' }),
  type: field(oneOf(AUTOMATION_TYPES), { ...WRITTEN, sort: 'ListSort4' }),
  is_enabled: field(boolean(), { ...WRITTEN, sort: 'ListSort5', filter: { slot: 'list_filter_1' } }),
  business_hours: field(nullable(map<BusinessHours>()), WRITTEN),
  // Items written before the field existed have no attribute: they hold their runs, as the default does.
  outside_business_hours: field(defaulted(oneOf(OUTSIDE_BUSINESS_HOURS), 'HOLD'), WRITTEN),
  triggers: field(list(map<Trigger>()), WRITTEN),
  filters: field(list(map<Filter>()), WRITTEN),
  actions: field(list(map<Action>()), WRITTEN),
  created_at: field(timestamp(), { sort: 'ListSort1' }),
  updated_at: field(timestamp(), { sort: 'ListSort3' }),
  version: internal(count()),
});

export type Automation = PublicRecord<typeof AUTOMATION>;
export type StoredAutomation = StoredRecord<typeof AUTOMATION>;

/** The columns an automation list sorts by. */
export const AUTOMATION_SORT_COLUMNS = /* @__PURE__ */ sortColumns(AUTOMATION);
export type AutomationSortColumn = (typeof AUTOMATION_SORT_COLUMNS)[number];

/**
 * How automations are listed: from the model's sort, search and filter facts (is_enabled's index
 * orders its two values as text). Most automations are a few hundred bytes and come from the index;
 * the large ones (up to ~380 KB) are read by key.
 */
export const AUTOMATION_LIST = /* @__PURE__ */ listOf(AUTOMATION, {
  entity: 'automations',
  id: 'automation_uuid',
  enumValues: { is_enabled: ['false', 'true'] },
});

/** The record's fields in documented order: DynamoDB keeps no key order, answers should. */
function inOrder<T extends object>(value: T, keys: ReadonlyArray<keyof T>): T {
  const ordered: Partial<T> = {};
  for (const key of keys) if (value[key] !== undefined) ordered[key] = value[key];
  return ordered as T;
}

function orderedAction(action: Action): Action {
  const settings = action.settings as Record<string, unknown>;
  return { action: action.action, value: action.value, settings: inOrder(settings, ['subject', 'body']) } as Action;
}

/** The public record, fields (nested ones too) in documented order, without internal attributes. */
export function toAutomation(stored: StoredAutomation): Automation {
  return {
    ...AUTOMATION.toPublic(stored),
    business_hours: stored.business_hours && {
      timezone: stored.business_hours.timezone,
      windows: stored.business_hours.windows.map((window) => inOrder(window, ['day', 'start', 'end'])),
    },
    triggers: stored.triggers.map((trigger) => inOrder(trigger, ['type', 'operator', 'value'])),
    filters: stored.filters.map((filter) => inOrder(filter, ['type', 'operator', 'value'])),
    actions: stored.actions.map(orderedAction),
  };
}

/** Only the editable fields of a record or a body, in documented order. */
export function editableFields(source: AutomationFields): AutomationFields {
  return writableOf(AUTOMATION, source);
}

export type VersionedAutomation = Versioned<Automation>;

/** An automation's strong ETag, and its answer with it (`toAutomation` orders its nested fields). */
export const { etag: automationEtag, toVersioned: toVersionedAutomation } = /* @__PURE__ */ answersOf(
  AUTOMATION,
  'automation_uuid',
  toAutomation,
);
