/**
 * What the owning application sends when one of its records changed (POST automation-events), and
 * the same body inside a test's `event`. The time rule of `occurred_at` (at most 5 minutes ahead,
 * 30 days back) needs the moment of receipt: occurredAtIssues (event-time.ts) checks it after the shape.
 */
import * as z from '../schema';
import { jsonObject } from '../data/field-schemas';
import { uuidText } from '../data/uuid-query-filter';
import { codePointString } from '../data/text-schema';
import { AUTOMATION_TYPES } from '../automations/catalog';
import { EVENT_OPERATIONS } from './event-record';

const EVENT_ID_PATTERN = '^[A-Za-z0-9._:-]{1,200}$';

const eventId = z.documented(
  z.string().check(
    z.refine((value) => new RegExp(EVENT_ID_PATTERN).test(value), {
      message: 'Must be 1 to 200 characters of A-Z, a-z, 0-9, ".", "_", ":" and "-"',
      params: { code: 'invalid_format' },
    }),
  ),
  { pattern: EVENT_ID_PATTERN, description: "The owning application's id of this change; compared exactly" },
);

const optionalUuid = (description: string) => z.optional(z.nullable(uuidText(description)));

const isoTime = z.documented(
  z.string().check(
    z.refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
        !Number.isNaN(Date.parse(value)),
      {
        message: 'Must be an ISO 8601 time with its offset, such as 2026-05-01T14:30:00Z',
        params: { code: 'invalid_datetime' },
      },
    ),
  ),
  { format: 'date-time' },
);

const statusText = codePointString(1, 100);

/** The fields of an event body (a test's `event_id` is optional: AutomationTestEventSchema). */
const eventFields = {
  type: z.enum(AUTOMATION_TYPES),
  subject_uuid: uuidText('The record that changed'),
  operation: z.enum(EVENT_OPERATIONS),
  status: z.optional(
    z.nullable(
      z.strictObject({
        from: z.optional(z.nullable(statusText)),
        to: statusText,
      }),
    ),
  ),
  sequence: z.optional(
    z.nullable(
      z.documented(z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)), {
        description:
          'Increases with each change of the same subject; an event whose sequence is not above the last one is STALE',
      }),
    ),
  ),
  occurred_at: z.optional(z.nullable(isoTime)),
  customer_uuid: optionalUuid('The customer the change concerns'),
  job_uuid: optionalUuid('The job the change concerns'),
  user_uuid: optionalUuid('The user the change concerns (placeholders `{{user.*}}` read them)'),
  company_location_uuid: optionalUuid('The location the change concerns (placeholders `{{location.*}}`)'),
  data: z.optional(z.nullable(jsonObject)),
  suppress_automations: z.optional(z.nullable(z.boolean())),
};

export const AutomationEventBodySchema = z.strictObject({ event_id: eventId, ...eventFields });
export type AutomationEventBody = z.output<typeof AutomationEventBodySchema>;

/** A test's event: the same body, its `event_id` optional. */
export const AutomationTestEventSchema = z.strictObject({ event_id: z.optional(eventId), ...eventFields });
