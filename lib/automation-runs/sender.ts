/**
 * The sender: brings one run as far as it can go now. A run is re-checked when it comes to send
 * (its automation deleted or disabled, a later status of its subject → CANCELED); then each pending
 * delivery is claimed (with a place under the company's daily cap, in the same transaction), sent,
 * and its outcome recorded, each step a conditional write, so a delivery is never sent twice on the
 * API's own initiative: a claim whose sender died before recording leaves the delivery UNKNOWN.
 */
import { randomUUID } from 'node:crypto';
import { tableName as defaultTableName } from '../aws/dynamo';
import { automationKey, AUTOMATION } from '../automations/automation';
import { DEFAULT_AUTOMATION_MESSAGES_PER_DAY, companyQuotaKey } from '../companies/company';
import { StaleWriteError, pause } from '../data/optimistic';
import { TTL_ATTRIBUTE } from '../data/ttl';
import type { TransactItem } from '../data/transactions';
import { subjectKey } from '../automation-events/event-repository';
import { isLaterStatus } from '../automation-events/intake';
import { type Delivery, FINISHED_STATUSES, type RunReason, type StoredRun, nextVersion } from './run-record';
import { type RunStore, runStore } from './run-repository';

/** How a send ended, as the provider's answer is classified. */
export type SendOutcome =
  | { kind: 'sent'; messageId: string }
  | { kind: 'transient'; error: unknown }
  | { kind: 'rejected'; error: unknown }
  | { kind: 'unknown'; error: unknown };

export interface Providers {
  send(delivery: Delivery, run: StoredRun): Promise<SendOutcome>;
}

export interface SenderOptions {
  tableName?: string;
  store?: RunStore;
  now?: () => Date;
  /** The first retry's wait; each next one doubles (4 retries: 15 × base in all). */
  retryBaseMs?: number;
  /** How long a claim owns a delivery before the waker takes it as UNKNOWN. */
  claimMs?: number;
}

const MAX_SEND_ATTEMPTS = 5;

/** The company's daily cap of sent messages is reached. */
class CapReachedError extends Error {}
const DEFAULT_CLAIM_MS = 5 * 60_000;
const STEP_ATTEMPTS = 8;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export function capKey(companyUuid: string, at: Date): { PK: string; SK: string } {
  return { PK: `AUTOCAP#${companyUuid}`, SK: `DAY#${utcDay(at)}` };
}

/** A claim's text: who holds it and until when. */
const claimOf = (token: string, until: Date) => `${until.toISOString()}|${token}`;
const claimExpired = (claim: string, now: Date) => (claim.split('|')[0] ?? '') < now.toISOString();

/** Whether a delivery's claim (if any) still owns it at `now`. */
export function isLiveClaim(claim: string | null | undefined, now: Date): boolean {
  return typeof claim === 'string' && claim !== '' && !claimExpired(claim, now);
}

export function createSender(providers: Providers, options: SenderOptions = {}) {
  const tableName = options.tableName ?? defaultTableName;
  const store = options.store ?? runStore;
  const now = options.now ?? (() => new Date());
  const retryBaseMs = options.retryBaseMs ?? Number(process.env.SEND_RETRY_BASE_MS ?? 1000);
  const claimMs = options.claimMs ?? DEFAULT_CLAIM_MS;

  /** A new version of a run, and a write of it over the old one. */
  const next = (run: StoredRun, changes: Partial<StoredRun>): StoredRun => nextVersion(run, changes, now());

  const finished = (
    run: StoredRun,
    status: StoredRun['status'],
    reason: RunReason | null,
    deliveries = run.deliveries,
  ) => next(run, { status, reason, deliveries, completed_at: now().toISOString() });

  /** Why a run must not send any more, if it must not. */
  async function cancellation(run: StoredRun): Promise<RunReason | null> {
    // The subject matters only to a run an IS_CHANGED_TO trigger made: read it beside the automation.
    const [automation, subject] = await Promise.all([
      store.item(automationKey(run.company_uuid, run.automation_uuid)),
      run.changed_to.length > 0 ? store.item(subjectKey(run.company_uuid, run.subject_uuid)) : undefined,
    ]);
    if (!automation) return 'automation_deleted';
    if (!AUTOMATION.parse(automation).is_enabled) return 'automation_disabled';
    if (!subject?.status_to) return null;
    const later = isLaterStatus(
      { sequence: (subject.status_sequence as number | null) ?? null, occurred_at: String(subject.status_occurred_at) },
      { sequence: run.event_sequence, occurred_at: run.event_occurred_at },
    );
    const expected = run.changed_to.map((value) => value.toLowerCase());
    return later && !expected.includes(String(subject.status_to).toLowerCase()) ? 'superseded' : null;
  }

  async function dailyCap(companyUuid: string): Promise<number> {
    const quota = await store.item(companyQuotaKey(companyUuid));
    const limits = quota?.limits as { automation_messages?: number | null } | undefined;
    return limits?.automation_messages ?? DEFAULT_AUTOMATION_MESSAGES_PER_DAY;
  }

  const capChange = (run: StoredRun, added: number, limit?: number): TransactItem => ({
    onConditionFailed: () => new CapReachedError(),
    Update: {
      TableName: tableName,
      Key: capKey(run.company_uuid, now()),
      UpdateExpression: 'ADD #sent :added SET #expiry = :expiry',
      ...(limit === undefined ? {} : { ConditionExpression: 'attribute_not_exists(#sent) OR #sent < :limit' }),
      ExpressionAttributeNames: { '#sent': 'sent', '#expiry': TTL_ATTRIBUTE },
      ExpressionAttributeValues: {
        ':added': added,
        ':expiry': Math.floor(now().getTime() / 1000) + 3 * 86_400,
        ...(limit === undefined ? {} : { ':limit': limit }),
      },
    },
  });

  const withDelivery = (run: StoredRun, index: number, changes: Partial<Delivery>) =>
    run.deliveries.map((delivery, position) => (position === index ? { ...delivery, ...changes } : delivery));

  /** Sends one claimed delivery with bounded retries: its recorded fields. */
  async function sendWithRetries(
    delivery: Delivery,
    run: StoredRun,
  ): Promise<Partial<Delivery> & { counted: boolean }> {
    let attempts = delivery.attempts;
    for (let attempt = 1; ; attempt++) {
      attempts++;
      const outcome = await providers.send(delivery, run);
      if (outcome.kind === 'sent') {
        return {
          status: 'SENT',
          reason: null,
          attempts,
          provider_message_id: outcome.messageId,
          sent_at: now().toISOString(),
          counted: true,
        };
      }
      if (outcome.kind === 'rejected') return { status: 'FAILED', reason: 'rejected', attempts, counted: false };
      if (outcome.kind === 'unknown') return { status: 'UNKNOWN', reason: null, attempts, counted: true };
      if (attempt >= MAX_SEND_ATTEMPTS) return { status: 'FAILED', reason: 'provider_error', attempts, counted: false };
      await pause(retryBaseMs * 2 ** (attempt - 1) * (0.5 + Math.random() / 2));
    }
  }

  /**
   * Claims, sends and records one delivery: the run as written last, or undefined when another
   * writer moved it meanwhile (the caller reads it again).
   */
  async function deliver(run: StoredRun, index: number, limit: number): Promise<StoredRun | undefined> {
    const delivery = run.deliveries[index];
    if (!delivery) return undefined;
    const deadline = new Date(now().getTime() + claimMs).toISOString();
    const claim = claimOf(randomUUID(), new Date(deadline));
    const claimed = next(run, { status: 'SENDING', deliveries: withDelivery(run, index, { claim }) });
    try {
      await store.updateRun(run, claimed, deadline, [capChange(run, 1, limit)]);
    } catch (error) {
      if (error instanceof StaleWriteError) return undefined;
      if (error instanceof CapReachedError) {
        // The cap is reached: this delivery is not sent today.
        const skipped = next(run, {
          deliveries: withDelivery(run, index, { status: 'SKIPPED', reason: 'limit_exceeded' }),
        });
        try {
          await store.updateRun(run, skipped, now().toISOString());
          return skipped;
        } catch (raced) {
          if (!(raced instanceof StaleWriteError)) throw raced;
          return undefined;
        }
      }
      throw error;
    }
    const { counted, ...recorded } = await sendWithRetries(delivery, claimed);
    for (let attempt = 0; attempt < STEP_ATTEMPTS; attempt++) {
      const current = attempt === 0 ? claimed : await store.getRun(run.company_uuid, run.run_uuid);
      if (!current || current.deliveries[index]?.claim !== claim) return undefined;
      const recordedRun = next(current, { deliveries: withDelivery(current, index, { ...recorded, claim: null }) });
      // The last delivery's outcome ends the run in the same write.
      const end = endOf(recordedRun);
      const done = end ? { ...end, version: recordedRun.version } : recordedRun;
      try {
        await store.updateRun(current, done, end ? null : deadline, counted ? [] : [capChange(run, -1)]);
        return done;
      } catch (error) {
        if (!(error instanceof StaleWriteError)) throw error;
      }
    }
    return undefined;
  }

  /** The run's end once no delivery is pending: FAILED when one failed or is unknown, else SUCCEEDED. */
  function endOf(run: StoredRun): StoredRun | undefined {
    if (run.deliveries.some((delivery) => delivery.status === 'PENDING')) return undefined;
    const failed = run.deliveries.some((delivery) => delivery.status === 'FAILED' || delivery.status === 'UNKNOWN');
    return finished(run, failed ? 'FAILED' : 'SUCCEEDED', null);
  }

  return {
    /** Takes one run as far as it goes now; returns its status afterwards. */
    async processRun(companyUuid: string, runUuid: string): Promise<StoredRun['status'] | undefined> {
      // The run as this sender last wrote it; read again only after another writer moved it.
      let known: StoredRun | undefined;
      let cancelChecked = false;
      let cap: number | undefined;
      for (let step = 0; step < 100; step++) {
        const run = known ?? (await store.getRun(companyUuid, runUuid));
        known = undefined;
        if (!run || FINISHED_STATUSES.includes(run.status)) return run?.status;
        const at = now();
        if (run.status === 'HELD' && run.due_at > at.toISOString()) return run.status;
        try {
          // Deliveries whose claim ran out: their sender died after sending may have begun.
          const stale = run.deliveries.findIndex(
            (delivery) => delivery.status === 'PENDING' && delivery.claim && claimExpired(delivery.claim, at),
          );
          if (stale >= 0) {
            // A claim is taken just before the first send: that attempt may have sent, so it counts.
            const attempts = (run.deliveries[stale]?.attempts ?? 0) + 1;
            const unknown = next(run, {
              deliveries: withDelivery(run, stale, { status: 'UNKNOWN', claim: null, attempts }),
            });
            await store.updateRun(run, unknown, at.toISOString());
            known = unknown;
            continue;
          }
          // Cancellation is decided when a run comes to send (once per pass), never once it is sending;
          // the cap is read beside it.
          if (run.status !== 'SENDING' && !cancelChecked) {
            cancelChecked = true;
            const [reason, limit] = await Promise.all([cancellation(run), dailyCap(companyUuid)]);
            cap = limit;
            if (reason) {
              const canceled = finished(run, 'CANCELED', reason);
              await store.updateRun(run, canceled, null);
              return canceled.status;
            }
          }
          const pending = run.deliveries.findIndex((delivery) => delivery.status === 'PENDING' && !delivery.claim);
          if (pending >= 0) {
            cap ??= await dailyCap(companyUuid);
            known = await deliver(run, pending, cap);
            continue;
          }
          if (run.deliveries.some((delivery) => delivery.status === 'PENDING')) return run.status; // claimed elsewhere
          const end = endOf(run);
          if (end) {
            await store.updateRun(run, end, null);
            return end.status;
          }
        } catch (error) {
          if (!(error instanceof StaleWriteError)) throw error;
        }
      }
      return undefined;
    },
  };
}
