/**
 * The automation run: what a matched automation does for one event, with its deliveries, and where
 * it lives.
 * - every run is an item collection of its own (`AUTORUN#<company>#<run_uuid>`): its `RUN` item
 *   and one small pointer item per list view (every run, its automation's, its subject's, its
 *   status's, and every run by due time), which the sender keeps in step from the table's stream
 *   (run-views.ts);
 * - while a run is not finished its `RUN` item is also in a due-time view of the global index
 *   (`AUTORUNS#DUE#<shard>`, sorted by the moment it needs attention: a held run's `due_at`, a
 *   queued run's due time plus a grace, a sending run's claim deadline), which the waker reads every
 *   minute, so no held, dropped or stuck run is ever lost;
 * - runs are kept as events are: 90 to 97 days.
 */
import {
  type PublicRecord,
  type StoredRecord,
  count,
  defineEntity,
  internal,
  list,
  map,
  nullable,
  oneOf,
  optional,
  string,
  timestamp,
  uuid,
} from '../data/entity';
import { TTL_ATTRIBUTE } from '../data/ttl';
import { etagOf } from '../data/versioning';

export const RUN_STATUSES = ['HELD', 'QUEUED', 'SENDING', 'SUCCEEDED', 'FAILED', 'SKIPPED', 'CANCELED'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const FINISHED_STATUSES: readonly RunStatus[] = ['SUCCEEDED', 'FAILED', 'SKIPPED', 'CANCELED'];
export const RUN_REASONS = [
  'outside_business_hours',
  'automation_disabled',
  'automation_deleted',
  'superseded',
] as const;
export type RunReason = (typeof RUN_REASONS)[number];

export const DELIVERY_STATUSES = ['PENDING', 'SENT', 'FAILED', 'SKIPPED', 'UNKNOWN'] as const;
type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export type DeliveryReason =
  'missing_placeholder' | 'invalid_recipient' | 'too_long' | 'limit_exceeded' | 'provider_error' | 'rejected';

/** A delivery as stored: its public fields and, while being sent, the claim that owns it. */
export interface Delivery {
  delivery_uuid: string;
  action_index: number;
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject: string | null;
  body: string;
  status: DeliveryStatus;
  reason: DeliveryReason | null;
  missing: string[];
  attempts: number;
  provider_message_id: string | null;
  sent_at: string | null;
  /** Internal: the sender that claimed it, until its outcome is recorded. */
  claim?: string | null;
}

const PUBLIC_DELIVERY_FIELDS = [
  'delivery_uuid',
  'action_index',
  'channel',
  'recipient',
  'subject',
  'body',
  'status',
  'reason',
  'missing',
  'attempts',
  'provider_message_id',
  'sent_at',
] as const;

export const AUTOMATION_RUN = /* @__PURE__ */ defineEntity('automation run', {
  run_uuid: uuid(),
  company_uuid: uuid(),
  automation_uuid: uuid(),
  automation_name: string('The automation’s name when the run was created'),
  automation_etag: string('The automation’s ETag when the run was created: the version the run follows'),
  event_id: string(),
  subject_uuid: uuid(),
  status: oneOf(RUN_STATUSES),
  reason: nullable(oneOf(RUN_REASONS)),
  due_at: timestamp('When the run may send: at once, or when the next business-hours window opens'),
  created_at: timestamp(),
  updated_at: timestamp(),
  completed_at: nullable(timestamp()),
  deliveries: list(map<Delivery>(), 'One per action and distinct recipient, rendered when the run was created'),
  version: internal(count()),
  /** The statuses an IS_CHANGED_TO trigger matched (empty when IS_CREATED matched): what supersedes the run. */
  changed_to: internal(list(string())),
  /** The event's order among its subject's: its sequence (or -1) and occurred_at. */
  event_sequence: internal(nullable(count())),
  event_occurred_at: internal(timestamp()),
  /** The company's e-mail when the run was created: the e-mails' Reply-To. */
  reply_to: internal(nullable(string())),
  /** The status of the version this one was written over (absent on a new run): the stream's handler syncs list views only when it changed. */
  previous_status: internal(optional(oneOf(RUN_STATUSES))),
});

export type AutomationRun = PublicRecord<typeof AUTOMATION_RUN>;
export type StoredRun = StoredRecord<typeof AUTOMATION_RUN>;

const RUN_SK = 'RUN';
/** The `entity` of run items: what the sender's event-source mapping passes. */
export const RUN_ENTITY = 'automation_run';
const DUE_SHARDS = 8;

export function runKey(companyUuid: string, runUuid: string): { PK: string; SK: string } {
  return { PK: `AUTORUN#${companyUuid}#${runUuid}`, SK: RUN_SK };
}

/** The due-time partition of a run: spread over DUE_SHARDS so no index partition takes every write. */
function duePartition(runUuid: string): string {
  const shard = parseInt(runUuid.slice(-2), 16) % DUE_SHARDS;
  return `AUTORUNS#DUE#${shard}`;
}

export function dueShards(): string[] {
  return Array.from({ length: DUE_SHARDS }, (_, shard) => `AUTORUNS#DUE#${shard}`);
}

/** Its place in the due-time view: when it needs attention, then which run. */
function dueSortKey(at: string, companyUuid: string, runUuid: string): string {
  return `${at}#${companyUuid}#${runUuid}`;
}

export function runEtag(run: StoredRun): string {
  return etagOf(run.run_uuid, run.version);
}

/** The run's next version at `at`: `changes` over it, its version one up, `updated_at` then. */
export function nextVersion(run: StoredRun, changes: Partial<StoredRun>, at: Date): StoredRun {
  return { ...run, ...changes, version: run.version + 1, updated_at: at.toISOString() };
}

/** The public run: deliveries without their claims. */
export function toRun(stored: StoredRun): AutomationRun {
  const run = AUTOMATION_RUN.toPublic(stored);
  return {
    ...run,
    deliveries: stored.deliveries.map((delivery) => {
      const shown: Record<string, unknown> = {};
      for (const field of PUBLIC_DELIVERY_FIELDS) shown[field] = delivery[field] ?? null;
      if (!Array.isArray(shown.missing)) shown.missing = [];
      return shown as unknown as Delivery;
    }),
  };
}

/** A queued run waits this long for the stream before the waker looks at it again. */
export const QUEUED_GRACE_MS = 2 * 60_000;

/** When a new run needs the waker: a held run at its `due_at`, a queued one after the stream's grace; a finished one never. */
export function firstAttention(run: Pick<StoredRun, 'status' | 'due_at'>): string | null {
  if (run.status === 'HELD') return run.due_at;
  if (run.status === 'QUEUED') return new Date(Date.parse(run.due_at) + QUEUED_GRACE_MS).toISOString();
  return null;
}

/** A run's RUN item: its record and, while `attention` is set, its place in the due-time view. */
export function runItem(run: StoredRun, expiry: number, attention: string | null): Record<string, unknown> {
  return {
    ...runKey(run.company_uuid, run.run_uuid),
    entity: RUN_ENTITY,
    ...AUTOMATION_RUN.attributes(run),
    [TTL_ATTRIBUTE]: expiry,
    ...(attention
      ? { view_pk: duePartition(run.run_uuid), view_sk: dueSortKey(attention, run.company_uuid, run.run_uuid) }
      : {}),
  };
}
