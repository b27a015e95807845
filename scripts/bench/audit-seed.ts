/**
 * Audit events for the bench, written as the API writes them (auditEventsItems) but in batches:
 * each view's item as is, and each view's weekly counts as the items their updates would leave.
 */
import {
  type AuditEvent,
  type AuditEventType,
  type AuditTarget,
  OPERATOR,
  auditEventsItems,
  newAuditEvent,
} from '../../lib/audit/audit-event';

/** Where seeded trails start: 60 days ago, well within the kept weeks. */
export const EVENTS_FROM = Date.now() - 60 * 86_400_000;

/** An event by the admin CLI at a given millisecond (its UUIDv7 made of it). */
export function auditEventAt(
  companyUuid: string,
  type: AuditEventType,
  target: AuditTarget,
  epochMs: number,
): AuditEvent {
  const event = newAuditEvent(companyUuid, OPERATOR, type, target);
  const time = epochMs.toString(16).padStart(12, '0');
  return {
    ...event,
    event_uuid: `${time.slice(0, 8)}-${time.slice(8)}${event.event_uuid.slice(13)}`,
    occurred_at: new Date(epochMs).toISOString(),
  };
}

/** The items a trail of events leaves in the table. */
export function auditTrailItems(tableName: string, events: readonly AuditEvent[]): Record<string, unknown>[] {
  return auditEventsItems(tableName, events).map((item) => {
    if (item.Put) return item.Put.Item as Record<string, unknown>;
    const values = item.Update?.ExpressionAttributeValues ?? {};
    return { ...item.Update?.Key, total: values[':added'], expires_at_epoch: values[':expiry'] };
  });
}
