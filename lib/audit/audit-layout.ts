/**
 * Where the audit trail lives, bounded in size and in what a page reads:
 * - every event is an item collection of its own (`AUDIT#<company>#EVENT#<uuid>`): one item per
 *   view it belongs to, so no company's trail grows one collection (10 GB on a table with LSIs);
 * - the views (every event, an actor's, a target's, a type's) are ranges of the global index
 *   `Views` (`view_pk`, `view_sk` = the event uuid, UUIDv7: time order); a GSI partition has no size
 *   limit, and a page reads only its own view;
 * - each view counts its events per retention week (`AUDIT#<company>#COUNTS#<view>`, `WEEK#<monday>`),
 *   so an exact total is the sum of at most 59 small items;
 * - events and counts expire together, 400 days after the end of their UTC week (Monday to
 *   Sunday): every event is kept 400 to 407 days, and a list shows only the weeks still kept, so
 *   TTL's late deletions never show and the totals stay exact.
 */
import type { AuditEventType } from './audit-event';

const AUDIT_RETENTION_DAYS = 400;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** The view an event list reads. */
export type AuditView =
  | { kind: 'all' }
  | { kind: 'actor'; uuid: string }
  | { kind: 'target'; uuid: string }
  | { kind: 'type'; type: AuditEventType };

/** The item of each view in an event's collection (its sort key). */
export const VIEW_ITEM: Record<AuditView['kind'], string> = {
  all: 'EVENT',
  actor: 'ACTOR',
  target: 'TARGET',
  type: 'TYPE',
};

function viewName(view: AuditView): string {
  if (view.kind === 'all') return 'all';
  return `${view.kind}#${view.kind === 'type' ? view.type : view.uuid}`;
}

/** The partition of one event's items. */
export function eventPartition(companyUuid: string, eventUuid: string): string {
  return `AUDIT#${companyUuid}#EVENT#${eventUuid}`;
}

/** A view's partition in the `Views` index. */
export function viewPartition(companyUuid: string, view: AuditView): string {
  return `AUDIT#${companyUuid}#VIEW#${viewName(view)}`;
}

/** The partition of a view's weekly counts. */
export function countsPartition(companyUuid: string, view: AuditView): string {
  return `AUDIT#${companyUuid}#COUNTS#${viewName(view)}`;
}

/** The start (Monday 00:00 UTC, epoch ms) of the week holding a moment. */
export function weekStart(epochMs: number): number {
  const days = Math.floor(epochMs / DAY_MS);
  // 1970-01-01 was a Thursday: three days after a Monday.
  return (days - ((days + 3) % 7)) * DAY_MS;
}

/** A week's counter sort key. */
export function weekKey(weekStartMs: number): string {
  return `WEEK#${new Date(weekStartMs).toISOString().slice(0, 10)}`;
}

/**
 * When a record of this moment (and its week's counts) expire: epoch seconds, DynamoDB's TTL.
 * Audit events are kept 400 days; automation events and runs pass their own 90.
 */
export function expiryEpochSeconds(epochMs: number, retentionDays = AUDIT_RETENTION_DAYS): number {
  return (weekStart(epochMs) + WEEK_MS + retentionDays * DAY_MS) / 1000;
}

/** The first week still kept at `nowMs`: older weeks are expired, whether or not TTL has deleted them yet. */
export function oldestKeptWeek(nowMs: number, retentionDays = AUDIT_RETENTION_DAYS): number {
  return weekStart(nowMs - retentionDays * DAY_MS);
}

/** The lowest UUIDv7 of a millisecond (the uuid's first 48 bits): a view's kept events sort at or after it. */
export function firstUuidOf(epochMs: number): string {
  const hex = epochMs.toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8)}`;
}

/** The millisecond a UUIDv7 was made in. */
export function uuidMillisecond(uuid: string): number {
  return parseInt(uuid.replace(/-/g, '').slice(0, 12), 16);
}
