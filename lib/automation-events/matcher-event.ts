/**
 * An event body as the matcher reads it, apart from the intake so that the test endpoints, which
 * evaluate without storing, do not bundle the intake.
 */
import type { AutomationEvent } from '../automations/matcher/types';
import type { AutomationEventBody } from './event-input';

/** The event as the matcher reads it, every optional field null when not sent (as the stored event holds it). */
export function matcherEvent(body: Omit<AutomationEventBody, 'event_id'>, occurredAt: string) {
  return {
    type: body.type,
    subject_uuid: body.subject_uuid,
    operation: body.operation,
    status: body.status ? { from: body.status.from ?? null, to: body.status.to } : null,
    occurred_at: occurredAt,
    customer_uuid: body.customer_uuid ?? null,
    job_uuid: body.job_uuid ?? null,
    user_uuid: body.user_uuid ?? null,
    company_location_uuid: body.company_location_uuid ?? null,
    data: body.data ?? null,
    suppress_automations: body.suppress_automations === true,
  } satisfies AutomationEvent;
}
