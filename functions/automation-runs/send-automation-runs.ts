import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../../lib/log';
import { runOfStreamImage } from '../../lib/automation-runs/run-stream-reader';
import { awsProviders } from '../../lib/automation-runs/providers';
import { runViews } from '../../lib/automation-runs/run-view-repository';
import { createSender } from '../../lib/automation-runs/sender';

const sender = createSender(awsProviders);

/**
 * The table stream's run records (the event-source mapping passes no others): each brings its run's
 * list views in step and takes the run as far as it goes. A record that fails is reported alone, so
 * the records behind it go on; after its retries it goes to the dead-letter queue.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const batchItemFailures: DynamoDBBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const image = record.dynamodb?.NewImage;
      if (!image) continue;
      const run = runOfStreamImage(image);
      await runViews.syncRunViews(run);
      await sender.processRun(run.company_uuid, run.run_uuid);
    } catch (error) {
      logger.error('automation run record failed', { error, sequenceNumber: record.dynamodb?.SequenceNumber });
      batchItemFailures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' });
    }
  }
  return { batchItemFailures };
}
