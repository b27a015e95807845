/**
 * The schemas of an automation's parts, which the bodies in automation-input.ts assemble: business
 * hours (24 h windows that do not overlap, in an IANA time zone), triggers, filters and actions
 * (each a set of variants told apart by one discriminator, checked first). Every enum comes from
 * catalog.ts and every rule from rules.ts. Only body schemas import this module (it is built at
 * module scope and rules.ts brings libphonenumber-js, neither of which a read needs).
 */
import * as z from '../schema';
import { codePointString } from '../data/text-schema';
import {
  ACTION_TYPES,
  AUTOMATION_TYPES,
  type ActionType,
  FILTER_OPERATORS,
  FILTER_TYPES,
  LIST_VALUE_FILTER_OPERATORS,
  MAX_SMS_LENGTH,
  SINGLE_VALUE_FILTER_OPERATORS,
  TRIGGER_OPERATORS,
  type TriggerOperator,
  WEEKDAYS,
} from './catalog';
import { endMinutes, findOverlaps, isEmailRecipient, isSmsRecipient, isValidTimeZone, startMinutes } from './rules';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Runs an object-level refinement even when a field already failed, so every rule reports at once. */
export const whenObject = { when: (payload: z.core.ParsePayload): boolean => isRecord(payload.value) };

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

export const BusinessHoursSchema = z
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
export const TriggerSchema = z.pipe(
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

export const FilterSchema = z.pipe(
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

export const ActionSchema = z.pipe(
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
