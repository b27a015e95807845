/**
 * The local stream poller keeps the sender's event-source mapping: Lambda's event shape, its filter,
 * partial batch failures, split batches and dead letters. On a DynamoDB Local of its own (a table per
 * test), so the timing of the shared instance, busy with every other suite, plays no part.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteItemCommand,
  DynamoDBClient,
  PutItemCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { localCredentials } from '../../lib/aws/local';
import { RUN_ENTITY, SENDER_STREAM_SETTINGS } from '../../lib/http/background-functions';
import { newId } from '../../lib/data/ids';
import { tableDefinition } from '../../lib/data/table';
import { type RunningDynamo, freePort, startDynamoDbLocal } from './services';
import { type StreamPoller, type StreamPollerOptions, startStreamPoller } from './stream-poller';

let dynamo: RunningDynamo;
let client: DynamoDBClient;
let poller: StreamPoller | undefined;

beforeAll(async () => {
  dynamo = await startDynamoDbLocal(await freePort());
  client = new DynamoDBClient({ region: 'us-east-1', endpoint: dynamo.endpoint, credentials: localCredentials });
}, 120_000);

afterEach(async () => {
  await poller?.stop();
  poller = undefined;
});

afterAll(async () => {
  client.destroy();
  await dynamo.stop();
});

/** A table of today's definition (with its stream), and a poller on it feeding `handler`. */
async function pollNewTable(
  handler: StreamPollerOptions['handler'],
  options: Partial<StreamPollerOptions> = {},
): Promise<{ tableName: string; poller: StreamPoller }> {
  const tableName = `stream-poller-${newId()}`;
  await client.send(new CreateTableCommand(tableDefinition(tableName)));
  poller = await startStreamPoller({
    endpoint: dynamo.endpoint,
    tableName,
    handler,
    retryDelayMilliseconds: () => 10,
    log: () => undefined,
    ...options,
  });
  return { tableName, poller };
}

const runItem = (run: string, extra: Record<string, { S: string }> = {}) => ({
  PK: { S: `AUTORUN#company#${run}` },
  SK: { S: 'RUN' },
  entity: { S: RUN_ENTITY },
  status: { S: 'QUEUED' },
  ...extra,
});

/** The runs (their `PK`s' last part) of records. */
const runsOf = (records: DynamoDBRecord[]): string[] =>
  records.map((record) => record.dynamodb?.Keys?.PK?.S?.split('#')[2] ?? '');

async function waitFor(condition: () => boolean, what: string, milliseconds = 20_000): Promise<void> {
  const deadline = Date.now() + milliseconds;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 25));
  }
}

describe('stream poller', () => {
  it("hands a new run item to the handler in Lambda's DynamoDB event shape", async () => {
    // Prepare
    const events: DynamoDBStreamEvent[] = [];
    const { tableName, poller } = await pollNewTable(async (event) => {
      events.push(event);
      return { batchItemFailures: [] };
    });
    // Act
    await client.send(new PutItemCommand({ TableName: tableName, Item: runItem('r1', { data: { S: 'x' } }) }));
    await waitFor(() => events.length === 1, 'the run record');
    // Assess
    expect(events[0]).toEqual({
      Records: [
        {
          eventID: expect.any(String),
          eventName: 'INSERT',
          eventVersion: '1.1',
          eventSource: 'aws:dynamodb',
          awsRegion: expect.any(String),
          dynamodb: {
            ApproximateCreationDateTime: expect.any(Number),
            Keys: { PK: { S: 'AUTORUN#company#r1' }, SK: { S: 'RUN' } },
            NewImage: runItem('r1', { data: { S: 'x' } }),
            SequenceNumber: expect.stringMatching(/^\d+$/),
            SizeBytes: expect.any(Number),
            StreamViewType: 'NEW_IMAGE',
          },
          eventSourceARN: poller.streamArn,
        },
      ],
    });
    expect(poller.streamArn).toMatch(new RegExp(`table/${tableName}/stream/`));
    const created = events[0]?.Records[0]?.dynamodb?.ApproximateCreationDateTime ?? 0;
    expect(Math.abs(created - Date.now() / 1000)).toBeLessThan(120);
  }, 60_000);

  it('filters out other items and removals, as the deployed filter does, and hands on changes', async () => {
    // Prepare
    const records: DynamoDBRecord[] = [];
    const { tableName, poller } = await pollNewTable(async (event) => {
      records.push(...event.Records);
    });
    // Act: an event item, a run's view item, a run, its change, its removal, then one more run
    await client.send(
      new PutItemCommand({
        TableName: tableName,
        Item: { PK: { S: 'AUTOEVENT#company#e1' }, SK: { S: 'EVENT' }, entity: { S: 'automation_event' } },
      }),
    );
    await client.send(
      new PutItemCommand({ TableName: tableName, Item: { PK: { S: 'AUTORUN#company#r1' }, SK: { S: 'VIEW#1' } } }),
    );
    await client.send(new PutItemCommand({ TableName: tableName, Item: runItem('r1') }));
    await client.send(
      new UpdateItemCommand({
        TableName: tableName,
        Key: { PK: { S: 'AUTORUN#company#r1' }, SK: { S: 'RUN' } },
        UpdateExpression: 'SET #status = :sending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':sending': { S: 'SENDING' } },
      }),
    );
    await client.send(
      new DeleteItemCommand({ TableName: tableName, Key: { PK: { S: 'AUTORUN#company#r1' }, SK: { S: 'RUN' } } }),
    );
    await client.send(new PutItemCommand({ TableName: tableName, Item: runItem('r2') }));
    await waitFor(() => runsOf(records).includes('r2'), 'the last run');
    await poller.idle();
    // Assess
    expect(records.map((record) => [record.eventName, runsOf([record])[0], record.dynamodb?.NewImage?.status])).toEqual(
      [
        ['INSERT', 'r1', { S: 'QUEUED' }],
        ['MODIFY', 'r1', { S: 'SENDING' }],
        ['INSERT', 'r2', { S: 'QUEUED' }],
      ],
    );
  }, 60_000);

  it('hands the failed record of a batch that reports it again, and not those before it', async () => {
    // Prepare: r2 fails the first time it comes
    const deliveries: string[][] = [];
    let failedOnce = false;
    const { tableName } = await pollNewTable(async (event) => {
      deliveries.push(runsOf(event.Records));
      const r2 = event.Records.find((record) => runsOf([record])[0] === 'r2');
      if (!r2 || failedOnce) return { batchItemFailures: [] };
      failedOnce = true;
      return { batchItemFailures: [{ itemIdentifier: r2.dynamodb?.SequenceNumber ?? '' }] };
    });
    // Act: three runs written at once, so they come in one batch
    await client.send(
      new BatchWriteItemCommand({
        RequestItems: { [tableName]: ['r1', 'r2', 'r3'].map((run) => ({ PutRequest: { Item: runItem(run) } })) },
      }),
    );
    await waitFor(() => deliveries.length === 2, 'the retry');
    // Assess
    expect(deliveries).toEqual([
      ['r1', 'r2', 'r3'],
      ['r2', 'r3'],
    ]);
  }, 60_000);

  it('splits a batch that throws, sends the record that always fails to the dead letters after its retries, and delivers the rest', async () => {
    // Prepare
    const deadLetterFile = join(mkdtempSync(join(tmpdir(), 'bo-stream-')), 'dead-letters.jsonl');
    const delivered = new Set<string>();
    const calls: string[][] = [];
    const runs = Array.from({ length: 10 }, (_, index) => `r${index}`);
    const { tableName, poller } = await pollNewTable(
      async (event) => {
        const batch = runsOf(event.Records);
        calls.push(batch);
        if (batch.includes('r3')) throw new Error('cannot send r3');
        for (const run of batch) delivered.add(run);
      },
      { deadLetterFile },
    );
    // Act
    await client.send(
      new BatchWriteItemCommand({
        RequestItems: { [tableName]: runs.map((run) => ({ PutRequest: { Item: runItem(run) } })) },
      }),
    );
    await client.send(new PutItemCommand({ TableName: tableName, Item: runItem('after') }));
    await waitFor(() => delivered.has('after'), 'the run written after');
    // Assess: r3 alone, after 1 + 5 retries; every other run delivered
    expect(poller.deadLetters).toEqual([
      {
        timestamp: expect.any(String),
        requestContext: {
          functionName: 'sendAutomationRuns',
          condition: 'RetryAttemptsExhausted',
          approximateInvokeCount: SENDER_STREAM_SETTINGS.maximumRetryAttempts + 1,
        },
        error: 'cannot send r3',
        DDBStreamBatchInfo: expect.objectContaining({ batchSize: 1, streamArn: poller.streamArn }),
        records: [
          expect.objectContaining({
            eventName: 'INSERT',
            dynamodb: expect.objectContaining({ Keys: expect.anything() }),
          }),
        ],
      },
    ]);
    expect(runsOf(poller.deadLetters[0]?.records ?? [])).toEqual(['r3']);
    expect([...delivered].sort()).toEqual(['after', ...runs.filter((run) => run !== 'r3')].sort());
    expect(calls.filter((batch) => batch.includes('r3'))).toHaveLength(SENDER_STREAM_SETTINGS.maximumRetryAttempts + 1);
    expect(Math.max(...calls.map((batch) => batch.length))).toBeLessThanOrEqual(SENDER_STREAM_SETTINGS.batchSize);
    const lines = readFileSync(deadLetterFile, 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual(poller.deadLetters);
  }, 60_000);

  it('sends records older than the maximum age to the dead letters without invoking the handler', async () => {
    // Prepare: a maximum age of 0 s (AWS's least is 60 s; stream times here are whole minutes)
    const calls: string[][] = [];
    const { tableName, poller } = await pollNewTable(
      async (event) => {
        calls.push(runsOf(event.Records));
      },
      { settings: { ...SENDER_STREAM_SETTINGS, maximumRecordAgeInSeconds: 0 } },
    );
    // Act
    await client.send(new PutItemCommand({ TableName: tableName, Item: runItem('old') }));
    await waitFor(() => poller.deadLetters.length === 1, 'the dead letter');
    // Assess
    expect(calls).toEqual([]);
    expect(poller.deadLetters[0]?.requestContext.condition).toBe('RecordAgeExceeded');
    expect(runsOf(poller.deadLetters[0]?.records ?? [])).toEqual(['old']);
  }, 60_000);
});
