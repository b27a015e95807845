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
  internal,
  list,
  map,
  nullable,
  oneOf,
  string,
  timestamp,
  uuid,
} from '../data/entity';
import { declareList } from '../data/list-index';
import { type Versioned, etagOf } from '../data/versioning';
import type { Action, AutomationFields, BusinessHours, Filter, Trigger } from './automation-input';
import { AUTOMATION_TYPES, OUTSIDE_BUSINESS_HOURS } from './catalog';

export const AUTOMATION_ENTITY = 'automation';
const AUTOMATION_SK_PREFIX = 'AUTOMATION#';

/** The automation item's key: it lives in its company's partition. */
export function automationKey(companyUuid: string, automationUuid: string): { PK: string; SK: string } {
  return { PK: companyPartition(companyUuid), SK: `${AUTOMATION_SK_PREFIX}${automationUuid}` };
}

/** An automation: its public fields in answer order (their rules are in automation-input.ts), and its version. */
export const AUTOMATION = /* @__PURE__ */ defineEntity('automation', {
  automation_uuid: uuid(),
  company_uuid: uuid(),
  name: string(),
  description: nullable(string()),
  type: oneOf(AUTOMATION_TYPES),
  is_enabled: boolean(),
  business_hours: nullable(map<BusinessHours>()),
  // Items written before the field existed have no attribute: they hold their runs, as the default does.
  outside_business_hours: defaulted(oneOf(OUTSIDE_BUSINESS_HOURS), 'HOLD'),
  triggers: list(map<Trigger>()),
  filters: list(map<Filter>()),
  actions: list(map<Action>()),
  created_at: timestamp(),
  updated_at: timestamp(),
  version: internal(count()),
});

export type Automation = PublicRecord<typeof AUTOMATION>;
export type StoredAutomation = StoredRecord<typeof AUTOMATION>;

export const AUTOMATION_SORT_COLUMNS = ['name', 'type', 'is_enabled', 'created_at', 'updated_at'] as const;
export type AutomationSortColumn = (typeof AUTOMATION_SORT_COLUMNS)[number];

/** How automations are listed: the sort slot of each sortable column, the filtered value's slot, the searched fields, the counted facets. */
export const AUTOMATION_LIST = /* @__PURE__ */ declareList<StoredAutomation, AutomationSortColumn, 'is_enabled'>({
  entity: 'automations',
  id: (automation) => automation.automation_uuid,
  columns: {
    name: { index: 'ListSort2', value: (automation) => automation.name },
    type: { index: 'ListSort4', value: (automation) => automation.type, enumValues: AUTOMATION_TYPES },
    is_enabled: { index: 'ListSort5', value: (automation) => automation.is_enabled, enumValues: ['false', 'true'] },
    created_at: { index: 'ListSort1', value: (automation) => automation.created_at },
    updated_at: { index: 'ListSort3', value: (automation) => automation.updated_at },
  },
  filters: { is_enabled: { slot: 'list_filter_1', value: (automation) => automation.is_enabled } },
  search: [(automation) => automation.name, (automation) => automation.description],
  facets: (automation) => [enabledFacet(automation.is_enabled)],
  // Most automations are a few hundred bytes and come from the index; the large ones (up to ~380 KB) are read by key.
  stored: AUTOMATION,
});

/** The counted facet of `is_enabled`: the total of a list filtered by it. */
export function enabledFacet(isEnabled: boolean): string {
  return `is_enabled=${isEnabled}`;
}

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
  return {
    name: source.name,
    description: source.description,
    type: source.type,
    is_enabled: source.is_enabled,
    business_hours: source.business_hours,
    outside_business_hours: source.outside_business_hours,
    triggers: source.triggers,
    filters: source.filters,
    actions: source.actions,
  };
}

export type VersionedAutomation = Versioned<Automation>;

/** The strong ETag of a stored automation's version. */
export function automationEtag(stored: StoredAutomation): string {
  return etagOf(stored.automation_uuid, stored.version);
}

/** The public record of a stored automation with the strong ETag of its version. */
export function toVersionedAutomation(stored: StoredAutomation): VersionedAutomation {
  return { record: toAutomation(stored), etag: automationEtag(stored) };
}
