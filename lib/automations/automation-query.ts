/**
 * The query parameters of the automations list, apart from the body schemas in
 * automation-input.ts so that the list function bundles none of the validation rules.
 */
import * as z from '../schema';
import { boundedListQuery, listQueryShape } from '../data/list';
import { AUTOMATION_SORT_COLUMNS } from './automation';

/** List parameters plus the `is_enabled` filter: `true` or `false`, nothing else. */
export const AutomationListQuerySchema = boundedListQuery(
  z.object({
    ...listQueryShape(AUTOMATION_SORT_COLUMNS),
    is_enabled: z.documented(
      z.pipe(
        z.optional(z.enum(['true', 'false'], { error: 'Must be true or false' })),
        z.transform((value) => (value === undefined ? undefined : value === 'true')),
      ),
      {
        description:
          'Only the enabled (`true`) or the disabled (`false`) automations; absent: both. Any other value → 422',
      },
    ),
  }),
);

export type AutomationListQuery = z.output<typeof AutomationListQuerySchema>;
