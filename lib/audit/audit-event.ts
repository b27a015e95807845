/**
 * The audit trail's event: who changed what, written in the same transaction as the change it
 * records (so there is no change without its event and no event without its change). Events live in
 * a partition of their own per company (`AUDIT#<company>`), off the company's item collection, in
 * three views: every event (`EVENT#<uuid>`), an actor user's (`ACTOR#<user>#<uuid>`) and a target's
 * (`TARGET#<uuid>#<uuid>`), each with its counter (total and one number per type), so that each
 * filtered list reads a page of its own view and an exact total from one item.
 */
import { newId } from '../data/ids';
import { type PublicRecord, defineEntity, json, nullable, object, oneOf, string, timestamp, uuid } from '../data/entity';
import { TOTAL_FACET, adjustListCounts } from '../data/list-counts';
import type { TransactItem } from '../data/transactions';
import { ACTOR_KINDS, type AuditContext } from './audit-context';
import { ITEM_IS_NEW } from '../data/update-expression';

export { ACTOR_KINDS, type AuditActor, type AuditContext, OPERATOR, auditContextOf } from './audit-context';

export const AUDIT_EVENT_TYPES = [
  'invitation.created',
  'invitation.resent',
  'invitation.revoked',
  'invitation.accepted',
  'user.updated',
  'user.deleted',
  'key.created',
  'key.revoked',
  'location.created',
  'location.updated',
  'location.deleted',
  'company.limit_updated',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export const TARGET_KINDS = ['user', 'invitation', 'key', 'location', 'company'] as const;

/** The fields a change touched, each from its old value to its new one; null when it touched none to show. */
export type AuditChanges = Record<string, { from: unknown; to: unknown }> | null;

/** An audit event: its fields in answer order. */
export const AUDIT_EVENT = /* @__PURE__ */ defineEntity('audit event', {
  event_uuid: uuid(),
  company_uuid: uuid(),
  type: oneOf(AUDIT_EVENT_TYPES),
  occurred_at: timestamp(),
  actor: object({ kind: oneOf(ACTOR_KINDS), user_uuid: nullable(uuid()), key_id: nullable(string()) }),
  target: object({ kind: oneOf(TARGET_KINDS), uuid: string() }),
  // JSON text: a change's values are any JSON.
  changes: nullable(json<AuditChanges>({ attribute: 'changes_json' })),
  request_id: nullable(string('The request that made the change; null for the admin CLI')),
});

export type AuditEvent = PublicRecord<typeof AUDIT_EVENT>;
export type AuditTarget = AuditEvent['target'];

/** Fields whose values never enter an event: only their name shows that they changed. */
const MASKED_FIELDS = new Set(['settings']);

/** The changed fields of two versions of a record, among `fields` (null when none changed). */
export function changesBetween<Row extends object>(before: Row, after: Row, fields: readonly (keyof Row & string)[]): AuditChanges {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[field] = MASKED_FIELDS.has(field) ? { from: null, to: null } : { from, to };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

export const AUDIT_ENTITY = 'audit_event';
const EVENT_SK_PREFIX = 'EVENT#';

export function auditPartition(companyUuid: string): string {
  return `AUDIT#${companyUuid}`;
}

/** The view an event list reads: every event, an actor user's, or a target's. */
export type AuditView = { kind: 'all' } | { kind: 'actor'; uuid: string } | { kind: 'target'; uuid: string };

/** The sort-key prefix of a view's items: their order is the event uuids', i.e. time order (UUIDv7). */
export function viewPrefix(view: AuditView): string {
  if (view.kind === 'all') return EVENT_SK_PREFIX;
  return `${view.kind === 'actor' ? 'ACTOR' : 'TARGET'}#${view.uuid}#`;
}

/** The counter of a view (`LISTCOUNTS#<entity>` in the audit partition). */
export function viewCounter(view: AuditView): string {
  return view.kind === 'all' ? 'audit' : `audit-${view.kind}#${view.uuid}`;
}

/** The counted facet of a type in each view's counter. */
export function typeFacet(type: AuditEventType): string {
  return `type=${type}`;
}

/** The views an event belongs to. */
function viewsOf(event: AuditEvent): AuditView[] {
  return [{ kind: 'all' }, ...(event.actor.user_uuid ? [{ kind: 'actor' as const, uuid: event.actor.user_uuid }] : []), { kind: 'target', uuid: event.target.uuid }];
}

/**
 * A new event of a change. Its uuid is a UUIDv7 and `occurred_at` that uuid's millisecond, so a
 * view's key order is the list's order (`occurred_at`, then uuid).
 */
export function newAuditEvent(companyUuid: string, context: AuditContext, type: AuditEventType, target: AuditTarget, changes: AuditChanges = null): AuditEvent {
  const eventUuid = newId();
  const milliseconds = parseInt(eventUuid.replace(/-/g, '').slice(0, 12), 16);
  return {
    event_uuid: eventUuid,
    company_uuid: companyUuid,
    type,
    occurred_at: new Date(milliseconds).toISOString(),
    actor: context.actor,
    target,
    changes,
    request_id: context.requestId,
  };
}

/** The transaction items that record an event: one item per view and each view's counter. */
export function auditEventItems(tableName: string, event: AuditEvent): TransactItem[] {
  return auditEventsItems(tableName, [event]);
}

/**
 * The transaction items that record several events of one change (an accepted invitation and the
 * key it issues): one item per view of each, and each view's counter once, with the events' sum (a
 * transaction may not touch an item twice).
 */
export function auditEventsItems(tableName: string, events: readonly AuditEvent[]): TransactItem[] {
  const puts: TransactItem[] = [];
  const counters = new Map<string, { partition: string; counter: string; deltas: Map<string, number> }>();
  for (const event of events) {
    const partition = auditPartition(event.company_uuid);
    const stored = { entity: AUDIT_ENTITY, ...AUDIT_EVENT.attributes(event), search_text: event.type };
    for (const view of viewsOf(event)) {
      puts.push({ Put: { TableName: tableName, Item: { PK: partition, SK: `${viewPrefix(view)}${event.event_uuid}`, ...stored }, ConditionExpression: ITEM_IS_NEW } });
      const counter = viewCounter(view);
      const entry = counters.get(`${partition} ${counter}`) ?? { partition, counter, deltas: new Map<string, number>() };
      for (const facet of [TOTAL_FACET, typeFacet(event.type)]) entry.deltas.set(facet, (entry.deltas.get(facet) ?? 0) + 1);
      counters.set(`${partition} ${counter}`, entry);
    }
  }
  const updates = [...counters.values()].map(({ partition, counter, deltas }) => adjustListCounts(tableName, partition, counter, deltas) as TransactItem);
  return [...puts, ...updates];
}

/** An event as answered, from its stored item. */
export function toAuditEvent(item: Record<string, unknown>): AuditEvent {
  return AUDIT_EVENT.parse(item);
}
