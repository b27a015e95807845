/** The audit event of a versioned write (lib/data/versioned-writes.ts), in the write's own transaction. */
import type { CompanyRecord, WriteHook } from '../data/versioned-writes';
import {
  type AuditContext,
  type AuditEventType,
  type AuditTarget,
  auditEventItems,
  changesBetween,
  newAuditEvent,
} from './audit-event';

export interface AuditOptions<Stored> {
  tableName: string;
  /** The event's target: its kind and the record's id. */
  target: { kind: AuditTarget['kind']; id: (record: Stored) => string };
  /** The event type of each operation. */
  types: { created: AuditEventType; updated: AuditEventType; deleted: AuditEventType };
  /** The fields an update's event compares (the model's `audited`). */
  audited: readonly (keyof Stored & string)[];
}

/** The change's audit event: an update's with its changed fields. */
export function audited<Stored extends CompanyRecord>(options: AuditOptions<Stored>): WriteHook<Stored> {
  const { tableName, target, types } = options;
  const event = (record: Stored, audit: AuditContext, type: AuditEventType, before?: Stored) =>
    auditEventItems(
      tableName,
      newAuditEvent(
        record.company_uuid,
        audit,
        type,
        { kind: target.kind, uuid: target.id(record) },
        before ? changesBetween(before, record, options.audited) : null,
      ),
    );
  return {
    created: (record, audit) => event(record, audit, types.created),
    updated: (current, next, audit) => event(next, audit, types.updated, current),
    deleted: (current, audit) => event(current, audit, types.deleted),
  };
}
