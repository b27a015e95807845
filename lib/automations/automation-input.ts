/**
 * What a client may send for an automation: the zod schemas of the POST, PUT and PATCH
 * bodies and of a merged record, their output types, and the `automationUuid` query of PUT/PATCH.
 * They assemble the parts' schemas (business hours, triggers, filters, actions:
 * automation-parts-input.ts). Every enum comes from catalog.ts and every rule from rules.ts, so
 * validation and app-data's `automation_catalog` agree. Only the handlers that take a body import
 * this module: the schemas are built at module scope and rules.ts brings libphonenumber-js, neither
 * of which a read needs.
 */
import * as z from '../schema';
import { UUID_JSON_SCHEMA, codePointString } from '../data/text-schema';
import { readOnlyRecordFields } from '../data/read-only-fields';
import type { WritableName } from '../data/entity';
import { type SameNames, assertSameNames, changesOf } from '../data/writable-fields';
import { AUTOMATION } from './automation';
import { AUTOMATION_TYPES, OUTSIDE_BUSINESS_HOURS } from './catalog';
import {
  ActionSchema,
  BusinessHoursSchema,
  FilterSchema,
  TriggerSchema,
  isRecord,
  whenObject,
} from './automation-parts-input';

/** Each trigger's `type` must equal the automation's `type` (reported at `triggers[i].type`). */
function triggersMatchType(fields: { type?: unknown; triggers?: unknown }, ctx: z.core.$RefinementCtx): void {
  if (!(AUTOMATION_TYPES as readonly unknown[]).includes(fields.type) || !Array.isArray(fields.triggers)) return;
  fields.triggers.forEach((trigger: unknown, index) => {
    if (
      !isRecord(trigger) ||
      !(AUTOMATION_TYPES as readonly unknown[]).includes(trigger.type) ||
      trigger.type === fields.type
    )
      return;
    ctx.addIssue({
      code: 'custom',
      path: ['triggers', index, 'type'],
      params: { code: 'type_mismatch' },
      message: `Must equal the automation's type ${String(fields.type)}`,
    });
  });
}

const Name = codePointString(1, 200);
const Description = z.nullable(codePointString(0, 2000));
const AutomationTypeSchema = z.enum(AUTOMATION_TYPES);
const Triggers = z.documented(
  z
    .array(TriggerSchema)
    .check(z.minLength(1, 'At least 1 trigger is required'), z.maxLength(10, 'At most 10 triggers')),
  {
    description: "Each trigger's `type` equals the automation's `type`",
  },
);
const Filters = z.array(FilterSchema).check(z.maxLength(20, 'At most 20 filters'));
const Actions = z
  .array(ActionSchema)
  .check(z.minLength(1, 'At least 1 action is required'), z.maxLength(10, 'At most 10 actions'));
const BusinessHours = z.nullable(BusinessHoursSchema);
const OutsideBusinessHours = z.documented(z.enum(OUTSIDE_BUSINESS_HOURS), {
  description:
    'What a run does when its event arrives outside `business_hours`: `HOLD` waits for the next window, `SKIP` sends nothing (no effect while `business_hours` is null)',
});

/** Every editable field, all required: what a stored record (or a merged PATCH) must satisfy. */
export const AutomationFieldsSchema = z
  .strictObject({
    name: Name,
    description: Description,
    type: AutomationTypeSchema,
    is_enabled: z.boolean(),
    business_hours: BusinessHours,
    outside_business_hours: OutsideBusinessHours,
    triggers: Triggers,
    filters: Filters,
    actions: Actions,
  })
  .check(z.superRefine(triggersMatchType, whenObject));

export type AutomationFields = z.output<typeof AutomationFieldsSchema>;
export type Action = z.output<typeof ActionSchema>;
export type BusinessHours = NonNullable<AutomationFields['business_hours']>;
export type Trigger = AutomationFields['triggers'][number];
export type Filter = AutomationFields['filters'][number];

/** Read-only fields a client may send back as it read them: the ids compared with the path, all ignored. */
const readOnlyShape = {
  automation_uuid: z.optional(
    z.documented(z.string(), {
      description: "Read-only, ignored; on PUT and PATCH it must equal the path's automation_uuid",
    }),
  ),
  ...readOnlyRecordFields,
};

/**
 * The body of POST and PUT: `name`, `type`, `triggers`, `actions` required; every other editable
 * field takes its default when omitted (PUT replaces the whole record).
 */
export const AutomationWriteSchema = z.documented(
  z
    .strictObject({
      ...readOnlyShape,
      name: Name,
      description: z._default(Description, null),
      type: AutomationTypeSchema,
      is_enabled: z._default(z.boolean(), true),
      business_hours: z._default(BusinessHours, null),
      outside_business_hours: z._default(OutsideBusinessHours, 'HOLD'),
      triggers: Triggers,
      filters: z._default(Filters, []),
      actions: Actions,
    })
    .check(z.superRefine(triggersMatchType, whenObject)),
  {
    description:
      'Every editable field: an omitted optional one takes its default, also on PUT, which replaces the whole record',
  },
);

/** The body of PATCH: any editable field; the merged record is validated with AutomationFieldsSchema. */
export const AutomationPatchSchema = z
  .strictObject({
    ...readOnlyShape,
    name: z.optional(Name),
    description: z.optional(Description),
    type: z.optional(AutomationTypeSchema),
    is_enabled: z.optional(z.boolean()),
    business_hours: z.optional(BusinessHours),
    outside_business_hours: z.optional(OutsideBusinessHours),
    triggers: z.optional(Triggers),
    filters: z.optional(Filters),
    actions: z.optional(Actions),
  })
  .check(z.superRefine(triggersMatchType, whenObject));

export type AutomationWrite = z.output<typeof AutomationWriteSchema>;
export type AutomationPatch = z.output<typeof AutomationPatchSchema>;

/** The read-only ids a body may carry. */
export interface ReadOnlyIds {
  automation_uuid?: string;
  company_uuid?: string;
}

/** The editable fields a PATCH body carries (undefined means "not sent"). */
export function patchedFields(patch: AutomationPatch): Partial<AutomationFields> {
  return changesOf(AUTOMATION, patch);
}

// Each body writes exactly the model's writable fields (beside the read-only ones it may send back).
type BodyFields<Body> = Exclude<keyof Body, keyof typeof readOnlyShape>;
assertSameNames<SameNames<keyof AutomationFields, WritableName<typeof AUTOMATION>>>();
assertSameNames<SameNames<BodyFields<AutomationWrite>, WritableName<typeof AUTOMATION>>>();
assertSameNames<SameNames<BodyFields<AutomationPatch>, WritableName<typeof AUTOMATION>>>();

/** PUT/PATCH: the optional `automationUuid` must equal the path's uuid (checked by the domain). */
export const AutomationRecordQuerySchema = z.object({
  automationUuid: z.optional(
    z.documented(z.string(), {
      ...UUID_JSON_SCHEMA,
      description: "Must equal the path's automation_uuid (any letter case)",
    }),
  ),
});
