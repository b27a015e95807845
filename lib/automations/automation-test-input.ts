/** The bodies of the two test operations: an event (its `event_id` optional), an optional `at`, and for an unsaved automation its body. */
import * as z from '../schema';
import { AutomationWriteSchema } from './automation-input';
import { AutomationTestEventSchema } from '../automation-events/event-input';

const at = z.optional(
  z.documented(
    z.string().check(
      z.refine((value) => !Number.isNaN(Date.parse(value)) && /T/.test(value), {
        message: 'Must be an ISO 8601 time such as 2026-05-01T14:30:00Z',
        params: { code: 'invalid_datetime' },
      }),
    ),
    { format: 'date-time', description: 'When the event is taken as received (default: now)' },
  ),
);

export const AutomationTestBodySchema = z.strictObject({ event: AutomationTestEventSchema, at });
export const UnsavedAutomationTestBodySchema = z.strictObject({
  automation: AutomationWriteSchema,
  event: AutomationTestEventSchema,
  at,
});
export type AutomationTestBody = z.output<typeof AutomationTestBodySchema>;
export type UnsavedAutomationTestBody = z.output<typeof UnsavedAutomationTestBodySchema>;
