/**
 * The test table has the stream (the global setup's ensureTable), and the test support's poller hands
 * one company's runs to a handler, leaving other companies' runs (other test files') alone.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { documentClient } from '../../lib/aws/dynamo';
import { config } from '../../lib/config';
import { newId } from '../../lib/data/ids';
import { RUN_ENTITY } from '../../lib/http/background-functions';
import { type StreamPoller, startTestStreamPoller } from './stream';

let poller: StreamPoller | undefined;

afterEach(async () => {
  await poller?.stop();
  poller = undefined;
});

const putRun = (companyUuid: string, runUuid: string) =>
  documentClient.send(
    new PutCommand({
      TableName: config.tableName,
      Item: { PK: `AUTORUN#${companyUuid}#${runUuid}`, SK: 'RUN', entity: RUN_ENTITY },
    }),
  );

describe('test stream poller', () => {
  it("hands the company's run records to the handler, and no other company's", async () => {
    // Prepare
    const [mine, other] = [newId(), newId()];
    const records: DynamoDBRecord[] = [];
    poller = await startTestStreamPoller(
      async (event) => {
        records.push(...event.Records);
      },
      { companyUuid: mine },
    );
    // Act
    await putRun(other, 'r0');
    await putRun(mine, 'r1');
    await putRun(other, 'r2');
    await putRun(mine, 'r3');
    const deadline = Date.now() + 20_000;
    while (records.length < 2 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 25));
    await poller.idle();
    // Assess
    expect(records.map((record) => record.dynamodb?.Keys?.PK?.S)).toEqual([`AUTORUN#${mine}#r1`, `AUTORUN#${mine}#r3`]);
  }, 60_000);
});
