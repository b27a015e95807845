/**
 * What a client may send for an automation: the zod schemas of the POST, PUT and PATCH
 * bodies and of a merged record, their output types, and the `automationUuid` query of PUT/PATCH.
 * Every enum comes from catalog.ts and every rule from rules.ts, so validation and app-data's
 * `automation_catalog` agree. Only the handlers that take a body import this module: the schemas are
 * built at module scope and rules.ts brings libphonenumber-js, neither of which a read needs.
 */
import * as z from '../schema';
import { UUID_JSON_SCHEMA, codePointString } from '../data/text-schema';
import { readOnlyRecordFields } from '../data/read-only-fields';
import {
  ACTION_TYPES,
  AUTOMATION_TYPES,
  type ActionType,
  FILTER_OPERATORS,
  FILTER_TYPES,
  LIST_VALUE_FILTER_OPERATORS,
  OUTSIDE_BUSINESS_HOURS,
  MAX_SMS_LENGTH,
  SINGLE_VALUE_FILTER_OPERATORS,
  TRIGGER_OPERATORS,
  type TriggerOperator,
  WEEKDAYS,
} from './catalog';
import { endMinutes, findOverlaps, isEmailRecipient, isSmsRecipient, isValidTimeZone, startMinutes } from './rules';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Runs an object-level refinement even when a field already failed, so every rule reports at once. */
const whenObject = { when: (payload: z.core.ParsePayload): boolean => isRecord(payload.value) };

// ---- business hours ----

// startMinutes and endMinutes as JSON Schema patterns (a unit test holds them to the functions).
const START_TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d';
const END_TIME = `(?:${START_TIME}|24:00)`;

/** A 24 h `HH:MM` that `minutes` reads, refused as `invalid_time` with `range` in its message. */
function timeOfDay(minutes: (value: string) => number | undefined, range: string, pattern: string) {
  return z.documented(
    z.string().check(
      z.refine((value) => minutes(value) !== undefined, {
        message: `Must be a 24 h time HH:MM from ${range}`,
        params: { code: 'invalid_time' },
      }),
    ),
    { pattern: `^${pattern}$` },
  );
}

const BusinessHoursWindowSchema = z.documented(
  z
    .strictObject({
      day: z.enum(WEEKDAYS),
      start: timeOfDay(startMinutes, '00:00 to 23:59', START_TIME),
      end: timeOfDay(endMinutes, '00:01 to 24:00', END_TIME),
    })
    .check(
      z.superRefine((window, ctx) => {
        const start = typeof window.start === 'string' ? startMinutes(window.start) : undefined;
        const end = typeof window.end === 'string' ? endMinutes(window.end) : undefined;
        if (start !== undefined && end !== undefined && start >= end) {
          ctx.addIssue({
            code: 'custom',
            path: ['end'],
            params: { code: 'invalid_range' },
            message: 'Must be later than start',
          });
        }
      }, whenObject),
    ),
  { description: '24 h times; `end` is later than `start`' },
);

const BusinessHoursSchema = z
  .strictObject({
    timezone: z.documented(
      z.string().check(
        z.refine(isValidTimeZone, {
          message: 'Must be an IANA time zone such as Europe/Berlin or UTC',
          params: { code: 'invalid_timezone' },
        }),
      ),
      {
        minLength: 1,
        description:
          'A time zone that Intl.DateTimeFormat accepts: an IANA zone such as Europe/Berlin, or UTC (not a bare offset)',
      },
    ),
    windows: z.documented(
      z
        .array(BusinessHoursWindowSchema)
        .check(z.minLength(1, 'At least 1 window is required'), z.maxLength(21, 'At most 21 windows')),
      { description: 'No two windows of a day overlap (windows that only touch, 12:00 end and 12:00 start, do not)' },
    ),
  })
  .check(
    z.superRefine((hours, ctx) => {
      if (!Array.isArray(hours.windows)) return;
      const comparable = hours.windows.filter(
        (window) =>
          isRecord(window) &&
          (WEEKDAYS as readonly unknown[]).includes(window.day) &&
          typeof window.start === 'string' &&
          typeof window.end === 'string',
      );
      // Indexes must be those of the request, so compare only when nothing was filtered out.
      if (comparable.length !== hours.windows.length) return;
      for (const { index, other } of findOverlaps(hours.windows)) {
        ctx.addIssue({
          code: 'custom',
          path: ['windows', index],
          params: { code: 'overlap' },
          message: `Overlaps windows[${other}] on ${hours.windows[index]?.day ?? 'the same day'}`,
        });
      }
    }, whenObject),
  );

/**
 * The first step of an item that is one of several variants: its discriminator, checked first so
 * that an unknown one is reported at its own key. It reads the item without copying it: a copy (a
 * loose object's output) would drop an own `__proto__` key, which the strict variant must see to
 * refuse it as an unknown field. A transform that returns its input rather than a refinement: the
 * JSON Schema of a pipe that starts with a transform is that of its next step (as for a
 * preprocess), so the OpenAPI document shows the variants (`oneOf`) of requests and responses alike.
 */
function discriminatorFirst<Key extends string, Value extends string>(key: Key, values: readonly Value[]) {
  return z.transform((value: unknown, ctx): Record<Key, Value> => {
    if (isRecord(value)) {
      const discriminator = value[key];
      if (typeof discriminator !== 'string' || !(values as readonly string[]).includes(discriminator)) {
        ctx.issues.push({ code: 'invalid_value', values: [...values], path: [key], input: discriminator });
      }
    } // else the variants report "expected object"
    return value as Record<Key, Value>;
  });
}

// ---- triggers ----

const triggerVariant = <Operator extends TriggerOperator, Value extends z.ZodMiniType>(
  operator: Operator,
  value: Value,
) => z.strictObject({ type: z.enum(AUTOMATION_TYPES), operator: z.literal(operator), value });

/** `{type, operator, value}`; an omitted IS_CREATED value is stored as `""`. */
const TriggerSchema = z.pipe(
  discriminatorFirst('operator', TRIGGER_OPERATORS),
  z.discriminatedUnion('operator', [
    triggerVariant('IS_CHANGED_TO', codePointString(1, 200)),
    triggerVariant(
      'IS_CREATED',
      // Documented on the pipe too, so a record read states the `""` the server always answers
      // (a transform's output has no JSON Schema of its own) and can be sent back as it was read.
      z.documented(
        z.pipe(
          z.optional(
            z.documented(
              z.string().check(
                z.refine((value) => value === '', {
                  message: 'Must be empty (or omitted) for IS_CREATED',
                  params: { code: 'must_be_empty' },
                }),
              ),
              { const: '' },
            ),
          ),
          z.transform((value) => value ?? ''),
        ),
        { type: 'string', const: '', description: 'Empty: sent as `""` or omitted, answered as `""`' },
      ),
    ),
  ]),
);

// ---- filters ----

const FilterText = codePointString(1, 200);

const FilterSchema = z.pipe(
  discriminatorFirst('operator', FILTER_OPERATORS),
  z.discriminatedUnion('operator', [
    z.strictObject({
      type: z.enum(FILTER_TYPES),
      operator: z.literal(SINGLE_VALUE_FILTER_OPERATORS),
      value: FilterText,
    }),
    z.strictObject({
      type: z.enum(FILTER_TYPES),
      operator: z.literal(LIST_VALUE_FILTER_OPERATORS),
      value: z
        .array(FilterText)
        .check(z.minLength(1, 'At least 1 value is required'), z.maxLength(100, 'At most 100 values')),
    }),
  ]),
);

// ---- actions ----

function recipients(accepts: (value: string) => boolean, message: string) {
  return z
    .array(
      z.documented(z.string().check(z.refine(accepts, { message, params: { code: 'invalid_recipient' } })), {
        minLength: 1,
        description: message,
      }),
    )
    .check(z.minLength(1, 'At least 1 recipient is required'), z.maxLength(50, 'At most 50 recipients'));
}

const actionVariant = <Action extends ActionType, Value extends z.ZodMiniType, Settings extends z.ZodMiniType>(
  action: Action,
  value: Value,
  settings: Settings,
) => z.strictObject({ action: z.literal(action), value, settings });

const ActionSchema = z.pipe(
  discriminatorFirst('action', ACTION_TYPES),
  z.discriminatedUnion('action', [
    actionVariant(
      'SEND_EMAIL',
      recipients(isEmailRecipient, 'Must be an e-mail address or a {{placeholder}}'),
      z.strictObject({ subject: z.optional(z.nullable(codePointString(0, 200))), body: codePointString(1, 10000) }),
    ),
    actionVariant(
      'SEND_SMS',
      recipients(isSmsRecipient, 'Must be a phone number in E.164 (+14155550100) or a {{placeholder}}'),
      z.strictObject({ body: codePointString(1, MAX_SMS_LENGTH) }),
    ),
  ]),
);

// ---- the record ----

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

export const EDITABLE_FIELDS = [
  'name',
  'description',
  'type',
  'is_enabled',
  'business_hours',
  'outside_business_hours',
  'triggers',
  'filters',
  'actions',
] as const;

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
  const changes: Partial<AutomationFields> = {};
  for (const field of EDITABLE_FIELDS) {
    if (patch[field] !== undefined) Object.assign(changes, { [field]: patch[field] });
  }
  return changes;
}

/** PUT/PATCH: the optional `automationUuid` must equal the path's uuid (checked by the domain). */
export const AutomationRecordQuerySchema = z.object({
  automationUuid: z.optional(
    z.documented(z.string(), {
      ...UUID_JSON_SCHEMA,
      description: "Must equal the path's automation_uuid (any letter case)",
    }),
  ),
});
