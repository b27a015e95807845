/**
 * The waker (every minute): every unfinished run whose moment has come, read from the due-time
 * view. A held run becomes QUEUED; a queued run the stream did not finish, or a sending run whose
 * claim ran out, is written again (a new version), so its stream record reaches the sender again.
 */
import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { StaleWriteError } from '../data/optimistic';
import { VIEW_INDEX } from '../data/table';
import { QUEUED_GRACE_MS } from '../automation-events/event-store';
import { dueShards } from './run-record';
import { type RunStore, runStore } from './run-store';

const PAGE = 200;

export function createWaker(
  options: { client?: DynamoDBDocumentClient; tableName?: string; store?: RunStore; now?: () => Date } = {},
) {
  const client = options.client ?? documentClient;
  const tableName = options.tableName ?? defaultTableName;
  const store = options.store ?? runStore;
  const now = options.now ?? (() => new Date());

  return {
    async wake(): Promise<{ woken: number }> {
      const at = now();
      let woken = 0;
      await Promise.all(
        dueShards().map(async (shard) => {
          const page = await client.send(
            new QueryCommand({
              TableName: tableName,
              IndexName: VIEW_INDEX.name,
              KeyConditionExpression: '#pk = :pk AND #sk <= :now',
              ExpressionAttributeNames: { '#pk': VIEW_INDEX.partition, '#sk': VIEW_INDEX.sort },
              ExpressionAttributeValues: { ':pk': shard, ':now': `${at.toISOString()}#~` },
              ProjectionExpression: 'company_uuid, run_uuid',
              Limit: PAGE,
            }),
          );
          for (const item of page.Items ?? []) {
            const run = await store.getRun(String(item.company_uuid), String(item.run_uuid));
            if (!run) continue;
            const queued = run.status === 'HELD' ? 'QUEUED' : run.status;
            const awake = { ...run, status: queued, version: run.version + 1, updated_at: at.toISOString() };
            try {
              await store.saveRun(run, awake, new Date(at.getTime() + QUEUED_GRACE_MS).toISOString());
              woken++;
            } catch (error) {
              if (!(error instanceof StaleWriteError)) throw error;
            }
          }
        }),
      );
      return { woken };
    },
  };
}
