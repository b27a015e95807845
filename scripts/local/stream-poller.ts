/**
 * The sender's event-source mapping on this machine: reads the table's stream on DynamoDB Local and
 * invokes a handler as Lambda's mapping does in AWS (lib/http/background-functions.ts holds its
 * settings and filter). Each shard is read in order from LATEST at start (new shards from their
 * start, once their parent is read); records that pass the filter are invoked in batches of
 * `batchSize`, one batch at a time per shard. A batch that answers `batchItemFailures` is retried
 * from its first failed record; one that throws is split in two and retried; a record that failed
 * `maximumRetryAttempts` retries, or is older than `maximumRecordAgeInSeconds`, goes to the dead
 * letters (a JSON-lines file, and `deadLetters` in memory), and the records behind it go on.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ResourceNotFoundException,
  type GetShardIteratorCommandInput,
  type Shard,
  TrimmedDataAccessException,
  type _Record as SdkRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { localCredentials } from '../../lib/aws/local';
import { SENDER_STREAM_FILTER, SENDER_STREAM_SETTINGS } from '../../lib/http/background-functions';

/** An event-source mapping's batching and error handling (Lambda's parameters of the same names). */
export interface StreamSettings {
  batchSize: number;
  maximumRetryAttempts: number;
  bisectBatchOnFunctionError: boolean;
  maximumRecordAgeInSeconds: number;
}

/** A value a filter pattern allows: equal to it, or (a string) starting with `prefix`. */
export type FilterValue = string | number | boolean | null | { readonly prefix: string };

/** A Lambda event filter pattern: each key's allowed values, or a pattern of the nested object. */
export interface FilterPattern {
  readonly [key: string]: ReadonlyArray<FilterValue> | FilterPattern;
}

export type StreamHandler = (event: DynamoDBStreamEvent) => Promise<unknown>;

/** A discarded batch: AWS's on-failure record of a stream batch, plus the records themselves. */
export interface DeadLetter {
  timestamp: string;
  requestContext: {
    functionName: string;
    condition: 'RetryAttemptsExhausted' | 'RecordAgeExceeded';
    approximateInvokeCount: number;
  };
  /** The last failure: the error's message, or the batch item failures reported. */
  error: string | null;
  DDBStreamBatchInfo: {
    shardId: string;
    startSequenceNumber: string;
    endSequenceNumber: string;
    approximateArrivalOfFirstRecord: string;
    approximateArrivalOfLastRecord: string;
    batchSize: number;
    streamArn: string;
  };
  records: DynamoDBRecord[];
}

export interface StreamPollerOptions {
  /** DynamoDB Local's endpoint. */
  endpoint: string;
  tableName: string;
  handler: StreamHandler;
  /** The function's name in dead letters and log lines (default `sendAutomationRuns`). */
  functionName?: string;
  settings?: StreamSettings;
  filter?: FilterPattern;
  /** A JSON-lines file every dead letter is appended to. */
  deadLetterFile?: string;
  /** Wait between polls that found nothing (default 250 ms). */
  idleMilliseconds?: number;
  /** Wait before the n-th retry of a batch (default 500 ms doubling, at most 8 s). */
  retryDelayMilliseconds?: (retry: number) => number;
  log?: (message: string) => void;
}

export interface StreamPoller {
  streamArn: string;
  /** Every batch discarded since the start, oldest first. */
  deadLetters: readonly DeadLetter[];
  /** Resolves once a whole poll, begun after the call, found nothing to read or retry. */
  idle(): Promise<void>;
  /** Stops polling after the batch in flight; resolves when it has. */
  stop(): Promise<void>;
}

const REGION = 'us-east-1';
const READ_LIMIT = 1000;
/** How often the shard list is read again, for shards that DynamoDB opened since. */
const SHARD_REFRESH_MILLISECONDS = 5_000;

/** Whether a Lambda-shaped record passes a filter pattern (exact values and prefixes, of Lambda's rules). */
export function matchesFilter(value: unknown, pattern: FilterPattern): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return Object.entries(pattern).every(([key, expected]) => {
    const actual = fields[key];
    if (!Array.isArray(expected)) return matchesFilter(actual, expected as FilterPattern);
    return (expected as readonly FilterValue[]).some((allowed) =>
      typeof allowed === 'object' && allowed !== null
        ? typeof actual === 'string' && actual.startsWith(allowed.prefix)
        : actual === allowed,
    );
  });
}

/** A stream attribute value as Lambda's event carries it: binaries in base64. */
function toEventValue(value: unknown): AttributeValue {
  const attribute = value as Record<string, unknown>;
  const base64 = (bytes: unknown): string => Buffer.from(bytes as Uint8Array).toString('base64');
  if (attribute.B !== undefined) return { B: base64(attribute.B) };
  if (attribute.BS !== undefined) return { BS: (attribute.BS as unknown[]).map(base64) };
  if (attribute.L !== undefined) return { L: (attribute.L as unknown[]).map(toEventValue) };
  if (attribute.M !== undefined) return { M: toEventImage(attribute.M) };
  return attribute as AttributeValue;
}

function toEventImage(image: unknown): Record<string, AttributeValue> {
  return Object.fromEntries(Object.entries(image as Record<string, unknown>).map(([k, v]) => [k, toEventValue(v)]));
}

/** A record read from the stream in the shape Lambda's DynamoDB event gives it. */
function toEventRecord(record: SdkRecord, streamArn: string): DynamoDBRecord {
  const stream = record.dynamodb;
  const created = stream?.ApproximateCreationDateTime;
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion,
    eventSource: record.eventSource ?? 'aws:dynamodb',
    awsRegion: record.awsRegion,
    dynamodb: {
      ...(created ? { ApproximateCreationDateTime: Math.floor(created.getTime() / 1000) } : {}),
      ...(stream?.Keys ? { Keys: toEventImage(stream.Keys) } : {}),
      ...(stream?.NewImage ? { NewImage: toEventImage(stream.NewImage) } : {}),
      ...(stream?.OldImage ? { OldImage: toEventImage(stream.OldImage) } : {}),
      SequenceNumber: stream?.SequenceNumber,
      SizeBytes: stream?.SizeBytes,
      StreamViewType: stream?.StreamViewType,
    },
    eventSourceARN: streamArn,
  };
}

/** An invocation's outcome: success, failures from a record on, or a failure of the whole batch. */
type Outcome =
  { kind: 'succeeded' } | { kind: 'partial'; failedFrom: number; error: string } | { kind: 'failed'; error: string };

/**
 * What an invocation answered, read as Lambda reads it: nothing or no failures is success; failures
 * naming records of the batch retry from the first; a throw, or a failure naming none, fails it all.
 */
async function invokeBatch(handler: StreamHandler, records: DynamoDBRecord[]): Promise<Outcome> {
  let answer: unknown;
  try {
    answer = await handler({ Records: records });
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
  const failures = (answer as { batchItemFailures?: unknown } | null | undefined)?.batchItemFailures;
  if (!Array.isArray(failures) || failures.length === 0) return { kind: 'succeeded' };
  const sequences = records.map((record) => record.dynamodb?.SequenceNumber);
  const indexes = failures.map((failure: unknown) => {
    const identifier = (failure as { itemIdentifier?: unknown } | null)?.itemIdentifier;
    return typeof identifier === 'string' && identifier !== '' ? sequences.indexOf(identifier) : -1;
  });
  const error = `batchItemFailures ${JSON.stringify(failures)}`;
  if (indexes.includes(-1)) return { kind: 'failed', error: `${error}: not all name a record of the batch` };
  return { kind: 'partial', failedFrom: Math.min(...indexes), error };
}

interface ShardReader {
  shardId: string;
  parentShardId: string | undefined;
  /** Null once the shard is closed and read to its end. */
  iterator: string | null | undefined;
  lastSequenceNumber: string | undefined;
  /** Records read that passed the filter and are not yet handled. */
  pending: DynamoDBRecord[];
  /** The sizes of the next batches, after a split or a partial failure; empty: `batchSize`. */
  plannedSizes: number[];
  /** Failed invocations per record (sequence number). */
  attempts: Map<string, number>;
  ended: boolean;
}

const sleep = (milliseconds: number, signal: AbortSignal): Promise<void> =>
  new Promise((done) => {
    if (signal.aborted) return done();
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', wake);
      done();
    }, milliseconds);
    const wake = (): void => {
      clearTimeout(timer);
      done();
    };
    signal.addEventListener('abort', wake, { once: true });
  });

/** Starts polling the table's stream; resolves once every open shard is read from LATEST. */
export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const {
    endpoint,
    tableName,
    handler,
    functionName = 'sendAutomationRuns',
    settings = SENDER_STREAM_SETTINGS,
    filter = SENDER_STREAM_FILTER,
    deadLetterFile,
    idleMilliseconds = 250,
    retryDelayMilliseconds = (retry: number) => Math.min(500 * 2 ** (retry - 1), 8_000),
    log = (message: string) => console.error(message),
  } = options;
  const clientOptions = { region: REGION, endpoint, credentials: localCredentials };
  const tables = new DynamoDBClient(clientOptions);
  const described = await tables.send(new DescribeTableCommand({ TableName: tableName }));
  tables.destroy();
  const latestArn = described.Table?.LatestStreamArn;
  if (!latestArn || !described.Table?.StreamSpecification?.StreamEnabled)
    throw new Error(`table ${tableName} has no stream: ensureTable enables it`);
  const streamArn: string = latestArn;
  const streams = new DynamoDBStreamsClient(clientOptions);
  const shards = new Map<string, ShardReader>();
  const deadLetters: DeadLetter[] = [];
  if (deadLetterFile) mkdirSync(dirname(deadLetterFile), { recursive: true });

  async function listShards(): Promise<Shard[]> {
    const listed: Shard[] = [];
    let from: string | undefined;
    do {
      const page = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: from }));
      listed.push(...(page.StreamDescription?.Shards ?? []));
      from = page.StreamDescription?.LastEvaluatedShardId;
    } while (from);
    return listed;
  }

  async function iteratorOf(
    shardId: string,
    position: Pick<GetShardIteratorCommandInput, 'ShardIteratorType' | 'SequenceNumber'>,
  ): Promise<string | undefined> {
    const answer = await streams.send(
      new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ...position }),
    );
    return answer.ShardIterator;
  }

  /** Tracks shards not seen before: at start the open ones from LATEST, later ones from their start. */
  async function discoverShards(atStart: boolean): Promise<void> {
    for (const shard of await listShards()) {
      const shardId = shard.ShardId;
      if (!shardId || shards.has(shardId)) continue;
      const closed = shard.SequenceNumberRange?.EndingSequenceNumber !== undefined;
      const reader: ShardReader = {
        shardId,
        parentShardId: shard.ParentShardId,
        iterator: undefined,
        lastSequenceNumber: undefined,
        pending: [],
        plannedSizes: [],
        attempts: new Map(),
        ended: atStart && closed,
      };
      if (atStart && !closed) reader.iterator = await iteratorOf(shardId, { ShardIteratorType: 'LATEST' });
      shards.set(shardId, reader);
    }
  }

  function deadLetter(
    reader: ShardReader,
    records: DynamoDBRecord[],
    condition: DeadLetter['requestContext']['condition'],
    error: string | null,
  ): void {
    const first = records[0]?.dynamodb;
    const last = records.at(-1)?.dynamodb;
    const arrival = (seconds: number | undefined): string => new Date((seconds ?? 0) * 1000).toISOString();
    const letter: DeadLetter = {
      timestamp: new Date().toISOString(),
      requestContext: {
        functionName,
        condition,
        approximateInvokeCount: Math.max(
          0,
          ...records.map((record) => reader.attempts.get(record.dynamodb?.SequenceNumber ?? '') ?? 0),
        ),
      },
      error,
      DDBStreamBatchInfo: {
        shardId: reader.shardId,
        startSequenceNumber: first?.SequenceNumber ?? '',
        endSequenceNumber: last?.SequenceNumber ?? '',
        approximateArrivalOfFirstRecord: arrival(first?.ApproximateCreationDateTime),
        approximateArrivalOfLastRecord: arrival(last?.ApproximateCreationDateTime),
        batchSize: records.length,
        streamArn,
      },
      records,
    };
    deadLetters.push(letter);
    if (deadLetterFile) appendFileSync(deadLetterFile, `${JSON.stringify(letter)}\n`);
    log(
      `${functionName}: ${records.length} stream record(s) sent to the dead letters (${condition}${error ? `: ${error}` : ''})`,
    );
  }

  /** Handles records that completed (or were discarded): they leave the shard's queue. */
  function settle(reader: ShardReader, count: number): void {
    for (const record of reader.pending.splice(0, count)) reader.attempts.delete(record.dynamodb?.SequenceNumber ?? '');
  }

  /** Discards the records at the head of the queue that are older than the mapping's maximum age. */
  function discardExpired(reader: ShardReader): void {
    if (settings.maximumRecordAgeInSeconds < 0) return; // -1: no maximum, as in Lambda
    const oldest = Date.now() / 1000 - settings.maximumRecordAgeInSeconds;
    let expired = 0;
    while ((reader.pending[expired]?.dynamodb?.ApproximateCreationDateTime ?? Infinity) < oldest) expired += 1;
    if (expired === 0) return;
    deadLetter(reader, reader.pending.slice(0, expired), 'RecordAgeExceeded', null);
    settle(reader, expired);
    reader.plannedSizes = [];
  }

  /** Invokes the next batch of a shard and applies the mapping's error handling to its outcome. */
  async function handleBatch(reader: ShardReader, signal: AbortSignal): Promise<void> {
    discardExpired(reader);
    if (reader.pending.length === 0) return;
    const size = Math.min(reader.plannedSizes[0] ?? settings.batchSize, reader.pending.length);
    const batch = reader.pending.slice(0, size);
    const outcome = await invokeBatch(handler, batch);
    if (outcome.kind === 'succeeded') {
      settle(reader, size);
      reader.plannedSizes.shift();
      return;
    }
    // Lambda keeps what came before the first failed record, and retries from there.
    const failedFrom = outcome.kind === 'partial' ? outcome.failedFrom : 0;
    settle(reader, failedFrom);
    const failed = batch.slice(failedFrom);
    let invocations = 0;
    for (const record of failed) {
      const sequence = record.dynamodb?.SequenceNumber ?? '';
      const count = (reader.attempts.get(sequence) ?? 0) + 1;
      reader.attempts.set(sequence, count);
      invocations = Math.max(invocations, count);
    }
    if (invocations > settings.maximumRetryAttempts) {
      deadLetter(reader, failed, 'RetryAttemptsExhausted', outcome.error);
      settle(reader, failed.length);
      reader.plannedSizes.shift();
      return;
    }
    log(
      `${functionName}: a batch of ${failed.length} stream record(s) failed (attempt ${invocations}), retrying: ${outcome.error}`,
    );
    // A failed invocation is split in two; a partial failure retries the records from the failed one.
    if (settings.bisectBatchOnFunctionError && outcome.kind === 'failed' && failed.length > 1) {
      const half = Math.ceil(failed.length / 2);
      reader.plannedSizes.splice(0, 1, half, failed.length - half);
    } else {
      reader.plannedSizes.splice(0, 1, failed.length);
    }
    await sleep(retryDelayMilliseconds(invocations), signal);
  }

  /** Reads a shard once (when nothing of it is pending) and handles what is pending; true when there was anything. */
  async function pollShard(reader: ShardReader, signal: AbortSignal): Promise<boolean> {
    if (reader.pending.length === 0) {
      if (reader.iterator === null) {
        reader.ended = true;
        return false;
      }
      reader.iterator ??= await iteratorOf(reader.shardId, { ShardIteratorType: 'TRIM_HORIZON' });
      let page;
      try {
        page = await streams.send(new GetRecordsCommand({ ShardIterator: reader.iterator, Limit: READ_LIMIT }));
      } catch (error) {
        if (error instanceof ResourceNotFoundException) {
          reader.iterator = null;
          return false;
        }
        if (!(error instanceof ExpiredIteratorException || error instanceof TrimmedDataAccessException)) throw error;
        reader.iterator = await iteratorOf(
          reader.shardId,
          reader.lastSequenceNumber && error instanceof ExpiredIteratorException
            ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: reader.lastSequenceNumber }
            : { ShardIteratorType: 'TRIM_HORIZON' },
        );
        return true;
      }
      reader.iterator = page.NextShardIterator ?? null;
      const records = page.Records ?? [];
      reader.lastSequenceNumber = records.at(-1)?.dynamodb?.SequenceNumber ?? reader.lastSequenceNumber;
      reader.pending.push(
        ...records.map((record) => toEventRecord(record, streamArn)).filter((record) => matchesFilter(record, filter)),
      );
      if (records.length === 0) return false;
    }
    while (reader.pending.length > 0 && !signal.aborted) await handleBatch(reader, signal);
    return true;
  }

  await discoverShards(true);
  const stopping = new AbortController();
  let cycle = 0;
  const idleWaiters: Array<{ after: number; done: () => void }> = [];

  async function run(): Promise<void> {
    let shardsReadAt = Date.now();
    while (!stopping.signal.aborted) {
      cycle += 1;
      const current = cycle;
      let busy = false;
      let failed = false;
      try {
        if (Date.now() - shardsReadAt >= SHARD_REFRESH_MILLISECONDS) {
          shardsReadAt = Date.now();
          await discoverShards(false);
        }
        for (const reader of shards.values()) {
          const parent = reader.parentShardId ? shards.get(reader.parentShardId) : undefined;
          // A child shard waits for its parent: a key's records stay in order across the split.
          if (reader.ended || (parent && !parent.ended) || stopping.signal.aborted) continue;
          if (await pollShard(reader, stopping.signal)) busy = true;
          // A shard that closed: its children may be listed already.
          if (reader.ended) shardsReadAt = 0;
        }
      } catch (error) {
        failed = true;
        log(`${functionName}: reading the stream failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!busy) {
        for (const waiter of failed ? [] : idleWaiters.filter(({ after }) => after < current)) {
          idleWaiters.splice(idleWaiters.indexOf(waiter), 1);
          waiter.done();
        }
        await sleep(idleMilliseconds, stopping.signal);
      }
    }
  }

  const running = run();
  return {
    streamArn,
    deadLetters,
    idle: () => new Promise((done) => idleWaiters.push({ after: cycle, done })),
    async stop() {
      stopping.abort();
      await running;
      for (const waiter of idleWaiters.splice(0)) waiter.done();
      streams.destroy();
    },
  };
}
