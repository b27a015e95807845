/**
 * A run's reads and writes. Every change of a run is a whole new version written only over the
 * version it was made from (optimistic), so of two senders, a sender and the waker, or a sender and
 * a retry, exactly one wins each step and the other reads again.
 */
import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { VIEW_INDEX } from '../data/table';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { StaleWriteError } from '../data/optimistic';
import { readItem } from '../data/read-item';
import { isExpired } from '../data/ttl';
import { type TransactItem, failingWith, writeItems } from '../data/transactions';
import { uuidMillisecond, expiryEpochSeconds } from '../audit/audit-layout';
import { EVENT_RETENTION_DAYS } from '../automation-events/event-record';
import { AUTOMATION_RUN, type StoredRun, runItem, runKey } from './run-record';

export function runExpiry(run: Pick<StoredRun, 'run_uuid'>): number {
  return expiryEpochSeconds(uuidMillisecond(run.run_uuid), EVENT_RETENTION_DAYS);
}

export function createRunStore(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  return {
    tableName,
    /** Any item by key, strongly consistent (the sender's automation, subject and quota reads). */
    item(key: { PK: string; SK: string }): Promise<Record<string, unknown> | undefined> {
      return readItem(client, tableName, key, (item) => item);
    },

    /** The runs of a due-time partition whose moment is at or before `at` (at most `limit`). */
    async dueRuns(
      partition: string,
      at: Date,
      limit: number,
    ): Promise<Array<{ companyUuid: string; runUuid: string }>> {
      const page = await client.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: VIEW_INDEX.name,
          KeyConditionExpression: '#pk = :pk AND #sk <= :now',
          ExpressionAttributeNames: { '#pk': VIEW_INDEX.partition, '#sk': VIEW_INDEX.sort },
          ExpressionAttributeValues: { ':pk': partition, ':now': `${at.toISOString()}#~` },
          ProjectionExpression: 'company_uuid, run_uuid',
          Limit: limit,
        }),
      );
      return (page.Items ?? []).map((item) => ({
        companyUuid: String(item.company_uuid),
        runUuid: String(item.run_uuid),
      }));
    },

    getRun(companyUuid: string, runUuid: string): Promise<StoredRun | undefined> {
      return readItem(client, tableName, runKey(companyUuid, runUuid), (item) =>
        isExpired(item, Date.now()) ? undefined : AUTOMATION_RUN.parse(item),
      );
    },

    /**
     * Writes `next` (its version one above `current`'s) if the stored run is still `current`'s
     * version (StaleWriteError otherwise), with `with` in the same transaction; `attention`: when the
     * waker should look at it next (none: it leaves the due-time view).
     */
    async updateRun(
      current: StoredRun,
      next: StoredRun,
      attention: string | null,
      extra: TransactItem[] = [],
    ): Promise<void> {
      const item = runItem({ ...next, previous_status: current.status }, runExpiry(next), attention);
      const put = failingWith(
        {
          Put: {
            TableName: tableName,
            Item: item,
            ConditionExpression: '#version = :version',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':version': current.version },
          },
        },
        () => new StaleWriteError('automation run'),
      );
      await writeItems(client, [put, ...extra]);
    },
  };
}

export type RunStore = ReturnType<typeof createRunStore>;
export const runStore: RunStore = /* @__PURE__ */ createRunStore();
