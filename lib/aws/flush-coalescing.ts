/**
 * At most one authorizer-cache flush per stage per second, however many changes commit, without
 * letting a change's 2xx go out before a flush that started after it has finished. One item per
 * stage (`AUTHCACHE#<stage>`) holds when the last flush was claimed (`started_at`) and when it
 * finished (`finished_at`). A change claims the next flush with a conditional write once the last
 * one has finished a second ago or more (so two flushes start more than a second apart, whatever
 * the writes' latency); otherwise it waits for a flush that will cover it (one claimed after the
 * change committed), claiming it itself when the second is over. A claim never finished (a crashed
 * container) frees the stage after 10 s.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const isConditionFailure = (error: unknown): boolean => error instanceof ConditionalCheckFailedException;

const FLUSH_INTERVAL_MS = 1000;
/** A flush that has not finished this long after it started is taken as failed (the SDK's own timeouts are shorter). */
const FLUSH_GIVE_UP_MS = 10_000;
/** How often a change waiting on another's flush looks again. */
const POLL_MS = 20;

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Runs `flush` so that one that started at or after `committedAt` has finished, flushing at most once a second per stage. */
export async function coalescedFlush(
  stage: string,
  committedAt: number,
  flush: () => Promise<void>,
  { client, tableName }: { client: DynamoDBDocumentClient; tableName: string },
): Promise<void> {
  const key = { PK: `AUTHCACHE#${stage}`, SK: 'FLUSH' };
  for (;;) {
    const startedAt = Date.now();
    try {
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: 'SET started_at = :now',
          ConditionExpression:
            'attribute_not_exists(started_at) OR (finished_at >= started_at AND finished_at <= :due) OR started_at <= :abandoned',
          ExpressionAttributeValues: {
            ':now': startedAt,
            ':due': startedAt - FLUSH_INTERVAL_MS,
            ':abandoned': startedAt - FLUSH_GIVE_UP_MS,
          },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const state =
        (await client.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item ?? {};
      const lastStarted = Number(state.started_at ?? 0);
      const lastFinished = Number(state.finished_at ?? 0);
      // Covered: a flush that started after the commit has finished.
      if (lastStarted >= committedAt && lastFinished >= lastStarted) return;
      // A flush under way: look again shortly. The last one finished less than a second ago: look again when the second is over.
      const inFlight = lastFinished < lastStarted && Date.now() - lastStarted < FLUSH_GIVE_UP_MS;
      await sleep(inFlight ? POLL_MS : Math.max(lastFinished + FLUSH_INTERVAL_MS - Date.now(), 1));
      continue;
    }
    await flush();
    await client
      .send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: 'SET finished_at = :finished',
          ConditionExpression: 'started_at = :started',
          ExpressionAttributeValues: { ':started': startedAt, ':finished': Math.max(Date.now(), startedAt) },
        }),
      )
      .catch((error: unknown) => {
        // Abandoned and claimed again since (it took over 10 s): the later flush records its own end.
        if (!isConditionFailure(error)) throw error;
      });
    return;
  }
}
