/** Runs `npm start` (scripts/start.ts) as a child process on free ports, for end-to-end tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../scripts/local/services';

const ROOT = resolve(__dirname, '..', '..');

export interface LocalStack {
  child: ChildProcess;
  output: () => string;
  /** `http://localhost:<PORT>/api/v1` */
  baseUrl: string;
  /** `http://localhost:<PORT>` */
  origin: string;
  key: string;
  companyUuid: string;
}

/** The environment of a stack on free ports with its own data directory. */
export async function localStackEnvironment(): Promise<Record<string, string>> {
  return {
    PORT: String(await freePort()),
    DYNAMODB_LOCAL_PORT: String(await freePort()),
    S3_LOCAL_PORT: String(await freePort()),
    SES_LOCAL_PORT: String(await freePort()),
    SMS_LOCAL_PORT: String(await freePort()),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bo-start-')),
    TABLE_NAME: 'business-operations',
    BUCKET_NAME: 'business-operations-files',
  };
}

/** Starts `npm start` and waits until it prints the demo key. */
export async function startLocalStack(env: Record<string, string>): Promise<LocalStack> {
  const child = spawn(resolve(ROOT, 'node_modules', '.bin', 'tsx'), [resolve(ROOT, 'scripts', 'start.ts')], {
    env: {
      ...process.env,
      ...env,
      DYNAMODB_ENDPOINT: '',
      S3_ENDPOINT: '',
      SES_ENDPOINT: '',
      SMS_ENDPOINT: '',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 180_000;
  while (!/Demo owner key: (\S+)/.test(output)) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not become ready:\n${output}`);
    await new Promise((done) => setTimeout(done, 250));
  }
  const baseUrl = /ready at (http:\/\/\S+)/.exec(output)?.[1] ?? '';
  return {
    child,
    output: () => output,
    baseUrl,
    origin: baseUrl.replace(/\/api\/v1$/, ''),
    key: /Demo owner key: (\S+)/.exec(output)?.[1] ?? '',
    companyUuid: /Demo company: (\S+)/.exec(output)?.[1] ?? '',
  };
}

/** Stops a stack with Ctrl-C and resolves with its exit code. */
export async function stopLocalStack(stack: LocalStack): Promise<number | null> {
  if (stack.child.exitCode !== null) return stack.child.exitCode;
  const exited = new Promise<number | null>((done) => stack.child.once('exit', (code) => done(code)));
  stack.child.kill('SIGINT');
  return exited;
}
