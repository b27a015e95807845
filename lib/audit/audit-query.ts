/**
 * The query parameters of the audit trail: the list parameters, sorted only by `occurred_at` and
 * newest first by default, and the filters `type` (one, a list or comma-separated),
 * `actor_user_uuid` and `target_uuid`.
 */
import * as z from '../schema';
import { boundedListQuery, listQueryShape } from '../data/list';
import { uuidQueryFilter } from '../data/uuid-query-filter';
import { codeParameter } from '../users/users-query';
import { AUDIT_EVENT_TYPES } from './audit-event';

const shape = listQueryShape(['occurred_at'] as const);

export const AuditEventListQuery = boundedListQuery(
  z.object({
    ...shape,
    sort_order: z._default(shape.sort_order._zod.def.innerType, 'desc'),
    sort_by: z._default(z.enum(['occurred_at']), 'occurred_at'),
    type: codeParameter(AUDIT_EVENT_TYPES, 'event type'),
    actor_user_uuid: uuidQueryFilter('Only the events of this acting user'),
    target_uuid: uuidQueryFilter('Only the events of this target (a user, invitation, key, location or the company)'),
  }),
);
export type AuditEventListQuery = z.output<typeof AuditEventListQuery>;
