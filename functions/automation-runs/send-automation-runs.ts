import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../../lib/log';
import { FINISHED_STATUSES, type StoredRun } from '../../lib/automation-runs/run-record';
import { awsProviders } from '../../lib/automation-runs/providers';
import { runOfStreamImage } from '../../lib/automation-runs/run-stream-reader';
import { runViews } from '../../lib/automation-runs/run-view-repository';
import { createSender, isLiveClaim } from '../../lib/automation-runs/sender';

const sender = createSender(awsProviders);

/** How many runs of one batch are taken on at once (a run's own records stay in order). */
const RUNS_AT_ONCE = 10;

/**
 * Whether the sender has something to do for a run's image: not when it is finished, nor while
 * every pending delivery is claimed by a sender still within its claim (the one at work).
 */
function needsSender(run: StoredRun): boolean {
  if (FINISHED_STATUSES.includes(run.status)) return false;
  const now = new Date();
  return (
    run.deliveries.some((delivery) => delivery.status === 'PENDING' && !isLiveClaim(delivery.claim, now)) ||
    !run.deliveries.some((delivery) => delivery.status === 'PENDING')
  );
}

/**
 * The table stream's run records (the event-source mapping passes no others). A batch's records
 * are grouped by run: each run's newest image brings its list views in step and, unless finished,
 * the run is taken as far as it goes; runs go side by side. A run that fails is reported alone (all
 * its records), so the records behind it go on; after its retries it goes to the dead-letter queue.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const byRun = new Map<string, DynamoDBRecord[]>();
  for (const record of event.Records) {
    const key = JSON.stringify(record.dynamodb?.Keys ?? record.dynamodb?.SequenceNumber ?? null);
    byRun.set(key, [...(byRun.get(key) ?? []), record]);
  }
  const groups = [...byRun.values()];
  const failed: DynamoDBRecord[] = [];
  const work = async (records: DynamoDBRecord[]): Promise<void> => {
    const newest = records.at(-1);
    try {
      const image = newest?.dynamodb?.NewImage;
      if (!image) return;
      const run = runOfStreamImage(image);
      // A version that kept its status moves no list view (a new run, or a changed status, does).
      if (run.previous_status !== run.status) await runViews.syncRunViews(run);
      if (needsSender(run)) await sender.processRun(run.company_uuid, run.run_uuid);
    } catch (error) {
      logger.error('automation run records failed', { error, sequenceNumber: newest?.dynamodb?.SequenceNumber });
      failed.push(...records);
    }
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(RUNS_AT_ONCE, groups.length) }, async () => {
      while (next < groups.length) {
        const group = groups[next++];
        if (group) await work(group);
      }
    }),
  );
  return { batchItemFailures: failed.map((record) => ({ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' })) };
}
