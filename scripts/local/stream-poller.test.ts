/**
 * What DynamoDB Local rarely shows within a test: a shard that closes and the child shard that takes
 * over. A fake stream (the SDK clients' `send`) holds the shards; the poller must read the open shard
 * from its latest record, then the child from its start, once the parent is read to its end.
 */
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as SdkRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { RUN_ENTITY } from '../../lib/http/background-functions';
import { matchesFilter, startStreamPoller, type StreamPoller } from './stream-poller';

interface FakeShard {
  id: string;
  parent?: string;
  records: SdkRecord[];
  closed: boolean;
}

const STREAM_ARN = 'arn:aws:dynamodb:ddblocal:000000000000:table/t/stream/1';
let shards: FakeShard[] = [];
const iteratorTypes: Array<[string, string | undefined]> = [];

const runRecord = (sequence: number): SdkRecord => ({
  eventID: `e${sequence}`,
  eventName: 'INSERT',
  eventVersion: '1.1',
  eventSource: 'aws:dynamodb',
  awsRegion: 'ddblocal',
  dynamodb: {
    ApproximateCreationDateTime: new Date(),
    Keys: { PK: { S: `AUTORUN#c#r${sequence}` }, SK: { S: 'RUN' } },
    NewImage: { PK: { S: `AUTORUN#c#r${sequence}` }, SK: { S: 'RUN' }, entity: { S: RUN_ENTITY } },
    SequenceNumber: String(sequence).padStart(21, '0'),
    SizeBytes: 10,
    StreamViewType: 'NEW_IMAGE',
  },
});

/** The fake stream's answer to one command; iterators are `<shard>|<position>`. */
function answer(command: unknown): unknown {
  if (command instanceof DescribeTableCommand)
    return { Table: { LatestStreamArn: STREAM_ARN, StreamSpecification: { StreamEnabled: true } } };
  if (command instanceof DescribeStreamCommand)
    return {
      StreamDescription: {
        Shards: shards.map((shard) => ({
          ShardId: shard.id,
          ParentShardId: shard.parent,
          SequenceNumberRange: { StartingSequenceNumber: '1', ...(shard.closed ? { EndingSequenceNumber: '9' } : {}) },
        })),
      },
    };
  if (command instanceof GetShardIteratorCommand) {
    const { ShardId, ShardIteratorType } = command.input;
    iteratorTypes.push([ShardId ?? '', ShardIteratorType]);
    const shard = shards.find((candidate) => candidate.id === ShardId);
    return { ShardIterator: `${ShardId}|${ShardIteratorType === 'LATEST' ? (shard?.records.length ?? 0) : 0}` };
  }
  if (command instanceof GetRecordsCommand) {
    const [id, position] = (command.input.ShardIterator ?? '').split('|');
    const shard = shards.find((candidate) => candidate.id === id);
    const records = shard?.records.slice(Number(position)) ?? [];
    const end = Number(position) + records.length;
    return { Records: records, NextShardIterator: shard?.closed ? undefined : `${id}|${end}` };
  }
  throw new Error(`unexpected command ${String(command)}`);
}

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 10));
  }
}

let poller: StreamPoller | undefined;

beforeEach(() => {
  shards = [];
  iteratorTypes.length = 0;
  const fake = (command: unknown) => Promise.resolve(answer(command));
  jest.spyOn(DynamoDBClient.prototype, 'send').mockImplementation(fake as never);
  jest.spyOn(DynamoDBStreamsClient.prototype, 'send').mockImplementation(fake as never);
});

afterEach(async () => {
  await poller?.stop();
  poller = undefined;
  jest.restoreAllMocks();
});

describe('stream poller shards', () => {
  it('reads the open shard from its latest record, then a child shard from its start once the parent is read', async () => {
    // Prepare: a closed shard and an open one holding a record from before the start
    const open: FakeShard = { id: 'a', parent: 'closed-before', records: [runRecord(1)], closed: false };
    shards = [{ id: 'closed-before', records: [runRecord(0)], closed: true }, open];
    const sequences: number[] = [];
    poller = await startStreamPoller({
      endpoint: 'http://localhost:1',
      tableName: 't',
      handler: async (event) => {
        sequences.push(...event.Records.map((record) => Number(record.dynamodb?.SequenceNumber)));
      },
      idleMilliseconds: 5,
      log: () => undefined,
    });
    // Act: a record, then the shard closes after one more and a child takes over
    open.records.push(runRecord(2));
    await waitFor(() => sequences.length === 1, 'the first record');
    open.records.push(runRecord(3));
    open.closed = true;
    shards.push({ id: 'b', parent: 'a', records: [runRecord(4), runRecord(5)], closed: false });
    await waitFor(() => sequences.length === 4, "the child shard's records");
    // Assess
    expect(sequences).toEqual([2, 3, 4, 5]);
    expect(iteratorTypes).toEqual([
      ['a', 'LATEST'],
      ['b', 'TRIM_HORIZON'],
    ]);
  });
});

describe('filter patterns', () => {
  it('passes exact values and prefixes, nested, and nothing else', () => {
    const pattern = { eventName: ['INSERT', 'MODIFY'], dynamodb: { Keys: { PK: { S: [{ prefix: 'AUTORUN#c#' }] } } } };
    const record = (eventName: string, pk: string) => ({ eventName, dynamodb: { Keys: { PK: { S: pk } } } });
    expect(
      [
        record('INSERT', 'AUTORUN#c#1'),
        record('MODIFY', 'AUTORUN#c#2'),
        record('REMOVE', 'AUTORUN#c#3'),
        record('INSERT', 'AUTORUN#d#4'),
        { eventName: 'INSERT' },
      ].map((candidate) => matchesFilter(candidate, pattern)),
    ).toEqual([true, true, false, false, false]);
  });
});
