/** The query of the events list: newest first by default, sorted only by `received_at`; filters `type`, `subject_uuid`, `matched`. */
import * as z from '../schema';
import { boundedListQuery, listQueryShape } from '../data/list';
import { uuidQueryFilter } from '../data/uuid-query-filter';
import { AUTOMATION_TYPES } from '../automations/catalog';

const shape = listQueryShape(['received_at'] as const);

export const AutomationEventListQuery = boundedListQuery(
  z.object({
    ...shape,
    sort_order: z._default(shape.sort_order._zod.def.innerType, 'desc'),
    sort_by: z._default(z.enum(['received_at']), 'received_at'),
    type: z.optional(z.enum(AUTOMATION_TYPES)),
    subject_uuid: uuidQueryFilter('Only the events of this subject'),
    matched: z.optional(
      z.documented(
        z.pipe(
          z.enum(['true', 'false']),
          z.transform((value) => value === 'true'),
        ),
        { type: 'string', enum: ['true', 'false'], description: '`true`: only events that created at least one run' },
      ),
    ),
  }),
);
export type AutomationEventListQuery = z.output<typeof AutomationEventListQuery>;
