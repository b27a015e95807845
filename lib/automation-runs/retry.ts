/**
 * A retry: the run's FAILED and UNKNOWN deliveries are sent again (a new attempt each) and the run
 * is QUEUED again, in one write with its audit event; the stream then hands it to the sender. The
 * only way the API sends a delivery a second time.
 */
import type { AuditContext } from '../audit/audit-context';
import { auditEventItems, newAuditEvent } from '../audit/audit-event';
import { ConflictError, NotFoundError } from '../errors';
import { retryLostRaces } from '../data/optimistic';
import { type AutomationRun, QUEUED_GRACE_MS, nextVersion, runEtag, toRun } from './run-record';
import { type RunStore, runStore } from './run-repository';

export function retryRun(
  companyUuid: string,
  runUuid: string | null,
  audit: AuditContext,
  store: RunStore = runStore,
): Promise<{ record: AutomationRun; etag: string }> {
  return retryLostRaces(
    async () => {
      const run = runUuid ? await store.getRun(companyUuid, runUuid) : undefined;
      if (!run) throw new NotFoundError('No automation run of this run_uuid');
      const retried = run.deliveries.some((delivery) => delivery.status === 'FAILED' || delivery.status === 'UNKNOWN');
      if (!retried) throw new ConflictError('The run has no FAILED or UNKNOWN delivery to send again', 'conflict');
      const now = new Date();
      const next = nextVersion(
        run,
        {
          status: 'QUEUED',
          reason: null,
          completed_at: null,
          deliveries: run.deliveries.map((delivery) =>
            delivery.status === 'FAILED' || delivery.status === 'UNKNOWN'
              ? { ...delivery, status: 'PENDING', reason: null, claim: null }
              : delivery,
          ),
        },
        now,
      );
      const event = newAuditEvent(companyUuid, audit, 'automation_run.retried', {
        kind: 'automation_run',
        uuid: run.run_uuid,
      });
      await store.updateRun(
        run,
        next,
        new Date(now.getTime() + QUEUED_GRACE_MS).toISOString(),
        auditEventItems(store.tableName, event),
      );
      return { record: toRun(next), etag: runEtag(next) };
    },
    { conflictDetail: 'The automation run kept changing while it was retried; read it again' },
  );
}
