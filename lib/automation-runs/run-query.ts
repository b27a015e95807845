/** The query of the runs list: newest first by default (`created_at` or `due_at`); filters `automation_uuid`, `status`, `subject_uuid`. */
import * as z from '../schema';
import { boundedListQuery, listQueryShape } from '../data/list';
import { codeParameter } from '../users/users-query';
import { uuidQueryFilter } from '../data/uuid-query-filter';
import { RUN_STATUSES } from './run-record';

const shape = listQueryShape(['created_at', 'due_at'] as const);

export const AutomationRunListQuery = boundedListQuery(
  z.object({
    ...shape,
    sort_order: z._default(shape.sort_order._zod.def.innerType, 'desc'),
    automation_uuid: uuidQueryFilter('Only the runs of this automation'),
    status: codeParameter(RUN_STATUSES, 'run status'),
    subject_uuid: uuidQueryFilter('Only the runs of this subject'),
  }),
);
export type AutomationRunListQuery = z.output<typeof AutomationRunListQuery>;
