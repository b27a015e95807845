/**
 * `npm start`: the whole API on this machine (contract §10). Starts DynamoDB Local and s3rver with
 * data under DATA_DIR, creates the table and bucket when missing, seeds the demo company once,
 * prints the base URL and the demo owner's key, then serves the API through serverless-offline.
 * Ctrl-C stops every child process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { relative, resolve } from 'node:path';
import { config } from '../lib/config';
import { ensureBucket, ensureTable, isPortFree, startDynamoDbLocal, startS3rver, type RunningDynamo, type RunningS3 } from './local/services';
import { seedDemoCompany } from './local/seed';

const { port, dynamodbPort, s3Port, dataDir } = config.local;
const dataPath = resolve(dataDir);
let dynamo: RunningDynamo | undefined;
let s3: RunningS3 | undefined;
let offline: ChildProcess | undefined;
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    offline?.kill('SIGINT');
    await Promise.allSettled([dynamo?.stop(), s3?.stop()]);
  }
  process.exit(code);
}

async function assertPortsFree(): Promise<void> {
  const wanted: Array<[string, number]> = [
    ['PORT', port],
    ['DYNAMODB_LOCAL_PORT', dynamodbPort],
    ['S3_LOCAL_PORT', s3Port],
    ['PORT + 2 (serverless-offline lambda port)', port + 2],
  ];
  for (const [name, value] of wanted) {
    if (!(await isPortFree(value))) {
      throw new Error(`port ${value} (${name}) is already in use: stop whatever uses it or choose another port, e.g. ${name.split(' ')[0]}=${value + 10} npm start`);
    }
  }
}

async function main(): Promise<void> {
  await assertPortsFree();
  console.log(`Starting DynamoDB Local on port ${dynamodbPort} (data in ${dataPath}/dynamodb)…`);
  dynamo = await startDynamoDbLocal(dynamodbPort, resolve(dataPath, 'dynamodb'));
  console.log(`Starting S3 (s3rver) on port ${s3Port} (data in ${dataPath}/s3)…`);
  s3 = await startS3rver(s3Port, resolve(dataPath, 's3'));
  await ensureTable(dynamo.endpoint, config.tableName);
  await ensureBucket(s3.endpoint, config.bucketName);
  const demo = await seedDemoCompany(dataPath);

  const env = {
    ...process.env,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    S3_ENDPOINT: s3.endpoint,
    TABLE_NAME: config.tableName,
    BUCKET_NAME: config.bucketName,
    ESBUILD_WORK_FOLDER: relative(process.cwd(), resolve(dataPath, 'build')),
  };
  const serverless = resolve('node_modules/serverless/bin/serverless.js');
  offline = spawn(
    process.execPath,
    [serverless, 'offline', 'start', '--stage', 'local', '--httpPort', String(port), '--lambdaPort', String(port + 2), '--host', 'localhost'],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let announced = false;
  const onOutput = (chunk: Buffer): void => {
    const text = chunk.toString();
    if (!announced && /Server ready/i.test(text)) {
      announced = true;
      console.log(`\nBusiness Operations API is ready at http://localhost:${port}/api/v1`);
      console.log(`Demo company: ${demo.company_uuid}`);
      console.log(`Demo owner key: ${demo.api_key}`);
      console.log(`\n  curl -H "Authorization: Bearer ${demo.api_key}" http://localhost:${port}/api/v1/app-data\n`);
    } else if (process.env.VERBOSE || /error/i.test(text)) {
      process.stderr.write(text);
    }
  };
  offline.stdout?.on('data', onOutput);
  offline.stderr?.on('data', onOutput);
  offline.once('exit', (code) => {
    if (!stopping) {
      console.error(`serverless-offline exited (${code ?? 'signal'})`);
      void stopAll(code ?? 1);
    }
  });
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

main().catch(async (error: unknown) => {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
});
