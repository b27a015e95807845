/**
 * The audit trail's event: who changed what, written in the same transaction as the change it
 * records (so there is no change without its event and no event without its change): one item per
 * view it belongs to (every event, its actor user's, its target's, its type's) and each view's
 * weekly count, laid out as audit-layout.ts describes.
 */
import { newId } from '../data/ids';
import {
  type PublicRecord,
  defineEntity,
  json,
  nullable,
  object,
  oneOf,
  string,
  timestamp,
  uuid,
} from '../data/entity';
import { weeklyCountChange } from '../data/list-counts';
import { TTL_ATTRIBUTE } from '../data/ttl';
import type { TransactItem } from '../data/transactions';
import { ACTOR_KINDS, type AuditContext } from './audit-context';
import { ITEM_IS_NEW } from '../data/update-expression';
import {
  type AuditView,
  VIEW_ITEM,
  countsPartition,
  eventPartition,
  expiryEpochSeconds,
  uuidMillisecond,
  viewPartition,
  weekKey,
  weekStart,
} from './audit-layout';
import { sameJson } from '../data/same-json';

export { type AuditContext, OPERATOR } from './audit-context';

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
  'automation_run.retried',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export const TARGET_KINDS = ['user', 'invitation', 'key', 'location', 'company', 'automation_run'] as const;

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
  request_id: nullable(
    string('The request that made the change (its `X-Request-Id`, which a client may choose); null for the admin CLI'),
  ),
  gateway_request_id: nullable(
    string(
      "API Gateway's own id of the request that made the change (locally the local gateway's); null for the admin CLI",
    ),
  ),
});

export type AuditEvent = PublicRecord<typeof AUDIT_EVENT>;
export type AuditTarget = AuditEvent['target'];

/** Fields whose values never enter an event: only their name shows that they changed. */
const MASKED_FIELDS = new Set(['settings']);

/** The changed fields of two versions of a record, among `fields` (null when none changed). */
export function changesBetween<Row extends object>(
  before: Row,
  after: Row,
  fields: readonly (keyof Row & string)[],
): AuditChanges {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (sameJson(from, to)) continue;
    changes[field] = MASKED_FIELDS.has(field) ? { from: null, to: null } : { from, to };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

export const AUDIT_ENTITY = 'audit_event';

/** The views an event belongs to. */
function viewsOf(event: AuditEvent): AuditView[] {
  return [
    { kind: 'all' },
    ...(event.actor.user_uuid ? [{ kind: 'actor' as const, uuid: event.actor.user_uuid }] : []),
    { kind: 'target', uuid: event.target.uuid },
    { kind: 'type', type: event.type },
  ];
}

/**
 * A new event of a change. Its uuid is a UUIDv7 and `occurred_at` that uuid's millisecond, so a
 * view's key order is the list's order (`occurred_at`, then uuid).
 */
export function newAuditEvent(
  companyUuid: string,
  context: AuditContext,
  type: AuditEventType,
  target: AuditTarget,
  changes: AuditChanges = null,
): AuditEvent {
  const eventUuid = newId();
  return {
    event_uuid: eventUuid,
    company_uuid: companyUuid,
    type,
    occurred_at: new Date(uuidMillisecond(eventUuid)).toISOString(),
    actor: context.actor,
    target,
    changes,
    request_id: context.requestId,
    gateway_request_id: context.gatewayRequestId,
  };
}

/** The transaction items that record an event: one item per view and each view's weekly count. */
export function auditEventItems(tableName: string, event: AuditEvent): TransactItem[] {
  return auditEventsItems(tableName, [event]);
}

/**
 * The transaction items that record several events of one change (an accepted invitation and the
 * key it issues): one item per view of each (audit-layout.ts), and each view's weekly count once,
 * with the events' sum (a transaction may not touch an item twice).
 */
export function auditEventsItems(tableName: string, events: readonly AuditEvent[]): TransactItem[] {
  const puts: TransactItem[] = [];
  const counts = new Map<string, { key: { PK: string; SK: string }; expiry: number; added: number }>();
  for (const event of events) {
    const milliseconds = uuidMillisecond(event.event_uuid);
    const expiry = expiryEpochSeconds(milliseconds);
    const stored = {
      entity: AUDIT_ENTITY,
      ...AUDIT_EVENT.attributes(event),
      search_text: event.type,
      view_sk: event.event_uuid,
      [TTL_ATTRIBUTE]: expiry,
    };
    for (const view of viewsOf(event)) {
      const item = {
        PK: eventPartition(event.company_uuid, event.event_uuid),
        SK: VIEW_ITEM[view.kind],
        view_pk: viewPartition(event.company_uuid, view),
        ...stored,
      };
      puts.push({ Put: { TableName: tableName, Item: item, ConditionExpression: ITEM_IS_NEW } });
      const key = { PK: countsPartition(event.company_uuid, view), SK: weekKey(weekStart(milliseconds)) };
      const entry = counts.get(`${key.PK} ${key.SK}`) ?? { key, expiry, added: 0 };
      entry.added += 1;
      counts.set(`${key.PK} ${key.SK}`, entry);
    }
  }
  const updates = [...counts.values()].map(({ key, expiry, added }) =>
    weeklyCountChange(tableName, key, added, expiry),
  );
  return [...puts, ...updates];
}

/** An event as answered, from its stored item. */
export function toAuditEvent(item: Record<string, unknown>): AuditEvent {
  return AUDIT_EVENT.parse(item);
}
