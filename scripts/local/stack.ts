/**
 * `npm start` (loaded by scripts/start.ts): the whole API on this machine.
 * Claims DATA_DIR (data-dir-lock.ts), starts DynamoDB Local, s3rver, the local SES (ses.ts) and the
 * SMS outbox (sms-outbox.ts) with data under it, creates the table and bucket when missing (and
 * refuses a table of an earlier layout, table-layout.ts), seeds the demo company once, builds every
 * function with the deployed esbuild options and serves them through the local API Gateway
 * (scripts/local/gateway), runs the background functions as AWS does (the sender on the table's
 * stream, stream-poller.ts; the waker on a schedule, schedule-timer.ts), then prints the base URL,
 * the demo owner's key and how long it took. Ctrl-C stops everything.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { config } from '../../lib/config';
import {
  ensureBucket,
  ensureTable,
  isPortFree,
  startDynamoDbLocal,
  startS3rver,
  type RunningDynamo,
  type RunningS3,
} from './services';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import { seedDemoCompany } from './seed';
import { type RunningSes, startLocalSes } from './ses';
import { type RunningSmsOutbox, startSmsOutbox } from './sms-outbox';
import { startFunctionHost, type FunctionHost } from './gateway/functions';
import { LOCAL_REST_API_ID, deployedMethodThrottles, startGateway } from './gateway/server';
import { startStreamPoller, type StreamPoller } from './stream-poller';
import { startScheduleTimer, type ScheduleTimer } from './schedule-timer';

const started = performance.now();
const { port, dynamodbPort, s3Port, sesPort, smsPort, dataDir } = config.local;
const dataPath = resolve(dataDir);
let dynamo: RunningDynamo | undefined;
let s3: RunningS3 | undefined;
let ses: RunningSes | undefined;
let sms: RunningSmsOutbox | undefined;
let host: FunctionHost | undefined;
let gateway: Server | undefined;
let poller: StreamPoller | undefined;
let timer: ScheduleTimer | undefined;
let lock: DataDirLock | undefined;
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    gateway?.close();
    // The background functions finish what they run while the table is still there.
    await Promise.allSettled([poller?.stop(), timer?.stop()]);
    await Promise.allSettled([host?.close(), dynamo?.stop(), s3?.stop(), ses?.stop(), sms?.stop()]);
  }
  process.exit(code);
}

async function assertPortsFree(): Promise<void> {
  const wanted: Array<[string, number]> = [
    ['PORT', port],
    ['DYNAMODB_LOCAL_PORT', dynamodbPort],
    ['S3_LOCAL_PORT', s3Port],
    ['SES_LOCAL_PORT', sesPort],
    ['SMS_LOCAL_PORT', smsPort],
  ];
  for (const [index, [name, value]] of wanted.entries()) {
    const same = wanted.find(([, other], otherIndex) => otherIndex < index && other === value);
    if (same) throw new Error(`${same[0]} and ${name} are both ${value}: each needs a port of its own`);
  }
  for (const [name, value] of wanted) {
    if (!(await isPortFree(value))) {
      throw new Error(
        `port ${value} (${name}) is already in use: stop whatever uses it or choose another port, e.g. ${name}=${value + 10} npm start`,
      );
    }
  }
}

const seconds = (from: number): string => `${((performance.now() - from) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  lock = await lockDataDir(dataPath);
  await assertPortsFree();
  console.log(`Starting DynamoDB Local on port ${dynamodbPort} (data in ${dataPath}/dynamodb)…`);
  console.log(`Starting S3 (s3rver) on port ${s3Port} (data in ${dataPath}/s3)…`);
  console.log(
    `Starting the local SES on port ${sesPort} and the SMS outbox on port ${smsPort} (data in ${dataPath}/sms)…`,
  );
  const dynamoDbFolder = resolve(dataPath, 'dynamodb');
  [dynamo, s3, ses, sms] = await Promise.all([
    startDynamoDbLocal(dynamodbPort, dynamoDbFolder),
    startS3rver(s3Port, resolve(dataPath, 's3')),
    startLocalSes(sesPort),
    startSmsOutbox(smsPort, resolve(dataPath, 'sms')),
  ]);
  lock.recordDynamoDbLocal(dynamo.process.pid);
  await Promise.all([
    ensureTable(dynamo.endpoint, config.tableName, dynamoDbFolder),
    ensureBucket(s3.endpoint, config.bucketName),
  ]);
  const servicesUp = performance.now();
  const demo = await seedDemoCompany(dataPath);

  // What the local stage's provider.environment gives every function (serverless.yml params.local).
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    S3_ENDPOINT: s3.endpoint,
    // Automations' messages go to the local SES and SMS outbox; nothing leaves the machine.
    SES_ENDPOINT: ses.endpoint,
    SMS_ENDPOINT: sms.endpoint,
    EMAIL_FROM_ADDRESS: config.email.fromAddress,
    TABLE_NAME: config.tableName,
    BUCKET_NAME: config.bucketName,
    AUTH_CACHE_TTL_SECONDS: process.env.AUTH_CACHE_TTL_SECONDS ?? '0',
    LOCAL_API_GATEWAY: 'true',
    // The stage whose authorizer cache a change flushes while it caches (lib/aws/authorizer-cache.ts).
    API_GATEWAY_REST_API_ID: LOCAL_REST_API_ID,
    API_GATEWAY_STAGE: 'local',
    API_GATEWAY_ENDPOINT: `http://localhost:${port}`,
    AUTHORIZER_CACHE_TTL_SECONDS: String(config.local.authorizerCacheTtlSeconds),
  });
  console.log('Building the functions…');
  host = await startFunctionHost(resolve(dataPath, 'build'), (ms) =>
    console.log(`Sources changed: functions rebuilt in ${Math.round(ms)} ms`),
  );
  gateway = await startGateway(port, {
    host,
    stage: 'local',
    binaryMediaTypes: ['multipart/form-data'],
    corsOrigins: config.corsAllowedOrigins,
    authorizerTtlSeconds: config.local.authorizerCacheTtlSeconds,
    methodThrottles: deployedMethodThrottles(),
  });
  const functions = host;
  const deadLetterFile = resolve(dataPath, 'dead-letters', 'sendAutomationRuns.jsonl');
  poller = await startStreamPoller({
    endpoint: dynamo.endpoint,
    tableName: config.tableName,
    handler: (event) => functions.invoke('sendAutomationRuns', event, randomUUID()),
    deadLetterFile,
  });
  timer = startScheduleTimer({
    everySeconds: config.local.scheduleSeconds,
    invoke: () => functions.invoke('wakeHeldRuns', {}, randomUUID()),
  });

  console.log(
    `\nBusiness Operations API is ready at http://localhost:${port}/api/v1 (in ${seconds(started)}; ${seconds(servicesUp)} after the services were up)`,
  );
  console.log(`API reference: http://localhost:${port}/docs`);
  console.log(
    `Automations: the sender reads the table's stream, the waker runs every ${config.local.scheduleSeconds} s (dead letters in ${deadLetterFile})`,
  );
  console.log(`Sent e-mail: ${ses.endpoint} (JSON: ${ses.endpoint}/store)`);
  console.log(`Sent SMS: ${sms.endpoint} (JSON: ${sms.endpoint}/store)`);
  console.log(`Demo company: ${demo.company_uuid}`);
  console.log(`Demo owner key: ${demo.api_key}`);
  console.log(`\n  curl -H "Authorization: Bearer ${demo.api_key}" http://localhost:${port}/api/v1/app-data\n`);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
// Every way out (stopAll's exit included) but a kill -9, which the next start's lock handles.
process.once('exit', () => lock?.release());

main().catch(async (error: unknown) => {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
});
