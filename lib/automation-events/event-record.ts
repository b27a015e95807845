/**
 * The automation event: the record an intake stores and answers, and where it lives.
 * - every event is an item collection of its own (`AUTOEVENT#<company>#<event_id>`): its `EVENT`
 *   item, which the event_id finds, and one copy per list view it belongs to (its type, its
 *   subject, matched or not), so no company's events grow one collection;
 * - the views are ranges of the global index `Views`, ordered by `received_at` then `event_id`;
 * - each view counts its events per week (`AUTOCOUNT#<company>#EVENTS#<view>`), the audit trail's
 *   scheme (lib/audit/audit-layout.ts) with a retention of 90 days: an event and its counts expire
 *   90 days after the end of its UTC week, so events are kept 90 to 97 days.
 */
import {
  type PublicRecord,
  type StoredRecord,
  boolean,
  count,
  defineEntity,
  internal,
  list,
  map,
  nullable,
  object,
  oneOf,
  string,
  timestamp,
  uuid,
} from '../data/entity';
import { AUTOMATION_TYPES } from '../automations/catalog';
import type { Verdict } from '../automations/matcher/types';

/** What happened to an event's subject. */
export const EVENT_OPERATIONS = ['CREATED', 'UPDATED'] as const;

export const EVENT_RETENTION_DAYS = 90;
export const EVENT_ENTITY = 'automation_event';

export const AUTOMATION_EVENT = /* @__PURE__ */ defineEntity('automation event', {
  event_id: string("The owning application's id of the change"),
  company_uuid: uuid(),
  type: oneOf(AUTOMATION_TYPES),
  subject_uuid: uuid('The record that changed'),
  operation: oneOf(EVENT_OPERATIONS),
  status: nullable(object({ from: nullable(string()), to: string() }, 'The status change the event reported')),
  sequence: nullable(count()),
  occurred_at: timestamp('When the change happened (as sent; the time received when not sent)'),
  received_at: timestamp(),
  customer_uuid: nullable(uuid()),
  job_uuid: nullable(uuid()),
  user_uuid: nullable(uuid()),
  company_location_uuid: nullable(uuid()),
  suppressed: boolean('The event said `suppress_automations`: recorded, nothing run'),
  verdicts: list(map<EventVerdict>(), 'One per automation of the event type, ordered by name then uuid'),
  body_hash: internal(string()),
});

/** A verdict as stored: the matcher's, with the uuid of the run it created. */
export type EventVerdict = Omit<Verdict, 'run_uuid'> & { run_uuid: string | null };

export type AutomationEventRecord = PublicRecord<typeof AUTOMATION_EVENT>;
export type StoredAutomationEvent = StoredRecord<typeof AUTOMATION_EVENT>;

/** The list views of events. */
export type EventView =
  | { kind: 'all' }
  | { kind: 'type'; type: string }
  | { kind: 'subject'; uuid: string }
  | { kind: 'matched'; matched: boolean };

/** The item of each view in an event's collection (its sort key). */
export const EVENT_VIEW_ITEM: Record<EventView['kind'], string> = {
  all: 'EVENT',
  type: 'TYPE',
  subject: 'SUBJECT',
  matched: 'MATCHED',
};

function viewName(view: EventView): string {
  if (view.kind === 'all') return 'all';
  if (view.kind === 'type') return `type#${view.type}`;
  if (view.kind === 'subject') return `subject#${view.uuid}`;
  return `matched#${view.matched}`;
}

export function eventKey(companyUuid: string, eventId: string): { PK: string; SK: string } {
  return { PK: `AUTOEVENT#${companyUuid}#${eventId}`, SK: EVENT_VIEW_ITEM.all };
}

export function eventViewPartition(companyUuid: string, view: EventView): string {
  return `AUTOEVENT#${companyUuid}#VIEW#${viewName(view)}`;
}

export function eventCountsPartition(companyUuid: string, view: EventView): string {
  return `AUTOCOUNT#${companyUuid}#EVENTS#${viewName(view)}`;
}

/** The views an event belongs to. */
export function viewsOfEvent(event: StoredAutomationEvent): EventView[] {
  return [
    { kind: 'all' },
    { kind: 'type', type: event.type },
    { kind: 'subject', uuid: event.subject_uuid },
    { kind: 'matched', matched: event.verdicts.some((verdict) => verdict.run_uuid !== null) },
  ];
}

/** An event's position in every view: received time, then event_id. */
export function eventSortKey(event: Pick<StoredAutomationEvent, 'received_at' | 'event_id'>): string {
  return `${event.received_at}#${event.event_id}`;
}
