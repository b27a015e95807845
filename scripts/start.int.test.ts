/**
 * `npm start` end to end: the local stack on free ports with its own data directory, served through
 * serverless-offline. Checks the printed key works, 404/405 through the catch-all, Ctrl-C stops
 * everything, and a second start reuses the data (same demo key).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, isPortFree } from './local/services';

jest.setTimeout(240_000);

interface Stack {
  child: ChildProcess;
  output: () => string;
  baseUrl: string;
  key: string;
}

async function startStack(env: Record<string, string>): Promise<Stack> {
  const child = spawn(resolve(__dirname, '..', 'node_modules', '.bin', 'tsx'), [resolve(__dirname, 'start.ts')], {
    env: { ...process.env, ...env, DYNAMODB_ENDPOINT: '', S3_ENDPOINT: '', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
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
  const key = /Demo owner key: (\S+)/.exec(output)?.[1] ?? '';
  const baseUrl = /ready at (http:\/\/\S+)/.exec(output)?.[1] ?? '';
  return { child, output: () => output, baseUrl, key };
}

async function stopStack(stack: Stack): Promise<number | null> {
  if (stack.child.exitCode !== null) return stack.child.exitCode;
  const exited = new Promise<number | null>((done) => stack.child.once('exit', (code) => done(code)));
  stack.child.kill('SIGINT');
  return exited;
}

describe('npm start', () => {
  const stacks: Stack[] = [];
  afterAll(async () => {
    await Promise.all(stacks.map((stack) => stopStack(stack)));
  });

  it('serves the API with the printed key, stops on Ctrl-C and keeps its data', async () => {
    const ports = { PORT: await freePort(), DYNAMODB_LOCAL_PORT: await freePort(), S3_LOCAL_PORT: await freePort() };
    const env = {
      PORT: String(ports.PORT),
      DYNAMODB_LOCAL_PORT: String(ports.DYNAMODB_LOCAL_PORT),
      S3_LOCAL_PORT: String(ports.S3_LOCAL_PORT),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bo-start-')),
      TABLE_NAME: 'business-operations',
      BUCKET_NAME: 'business-operations-files',
    };
    const first = await startStack(env);
    stacks.push(first);
    expect(first.baseUrl).toBe(`http://localhost:${ports.PORT}/api/v1`);

    const appData = await fetch(`${first.baseUrl}/app-data`, { headers: { Authorization: `Bearer ${first.key}` } });
    expect(appData.status).toBe(200);
    const body = (await appData.json()) as { data: { company_locations: unknown[]; countries: unknown[] } };
    expect(body.data.countries).toHaveLength(249);
    expect(body.data.company_locations).toHaveLength(2);

    const unauthorized = await fetch(`${first.baseUrl}/app-data`);
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('www-authenticate')).toBe('Bearer');
    const unknown = await fetch(`${first.baseUrl}/nothing-here`, { headers: { Authorization: `Bearer ${first.key}` } });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe('not_found');
    const wrongMethod = await fetch(`${first.baseUrl}/app-data`, { method: 'DELETE', headers: { Authorization: `Bearer ${first.key}` } });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');

    // A second stack on the same ports is refused with a clear message, not a stack trace.
    const clash = await startStack(env).catch((error: Error) => error.message);
    expect(clash).toMatch(/is already in use/);
    expect(clash).not.toMatch(/\n\s+at /);

    expect(await stopStack(first)).toBe(0);
    for (const port of Object.values(ports)) expect(await isPortFree(port)).toBe(true);

    const second = await startStack(env);
    stacks.push(second);
    expect(second.key).toBe(first.key);
    const again = await fetch(`${second.baseUrl}/app-data`, { headers: { Authorization: `Bearer ${second.key}` } });
    expect(again.status).toBe(200);
    expect(await stopStack(second)).toBe(0);
  });
});
