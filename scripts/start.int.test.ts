/**
 * `npm start` end to end: the local stack on free ports with its own data directory, served through
 * the local API Gateway. Checks the printed key works, 404/405 through the catch-all, Ctrl-C stops
 * everything, a second start reuses the data (same demo key), and what a start refuses, in one line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCK_FILE } from './local/data-dir-lock';
import { isPortFree } from './local/services';
import {
  type LocalStack as Stack,
  localStackEnvironment,
  startLocalStack as startStack,
  stopLocalStack as stopStack,
} from '../test/support/local-stack';

jest.setTimeout(240_000);

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** One request per resource through the local gateway: JSON bodies, query lists, multipart, public logo URL. */
async function expectEndpointsServed(stack: Stack): Promise<void> {
  const companyUuid = /Demo company: (\S+)/.exec(stack.output())?.[1] ?? '';
  const auth = { Authorization: `Bearer ${stack.key}` };
  const json = { ...auth, 'Content-Type': 'application/json' };

  const createdCategory = await fetch(`${stack.baseUrl}/categories`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Termites', category_group: 'SERVICE_PLAN' }),
  });
  expect(createdCategory.status).toBe(201);
  const location = createdCategory.headers.get('location') ?? '';
  expect(location).toMatch(/^\/api\/v1\/categories\/[0-9a-f-]{36}$/);
  const category = await fetch(`${stack.baseUrl.replace(/\/api\/v1$/, '')}${location}`, { headers: auth });
  expect(category.status).toBe(200);
  expect(category.headers.get('etag')).toBe(createdCategory.headers.get('etag'));

  const createdAutomation = await fetch(`${stack.baseUrl}/companies/${companyUuid}/automations`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      name: 'Welcome',
      type: 'CUSTOMER',
      triggers: [{ type: 'CUSTOMER', operator: 'IS_CREATED' }],
      actions: [{ action: 'SEND_EMAIL', value: ['{{customer.email}}'], settings: { body: 'Welcome!' } }],
    }),
  });
  expect(createdAutomation.status).toBe(201);

  const users = await fetch(
    `${stack.baseUrl}/companies/${companyUuid}/users?filter_by_role_code=ROLE_COMPANY_ADMIN,ROLE_COMPANY_MANAGER&filter_by_status_code=STATUS_ACTIVE&filter_by_status_code=STATUS_INVITED&sort_by=display_name`,
    { headers: auth },
  );
  expect(users.status).toBe(200);
  const usersBody = (await users.json()) as { data: Array<{ display_name: string }>; meta: { total: number } };
  expect(usersBody.data.map((user) => user.display_name)).toEqual(['Ada Admin', 'Max Manager']);

  const form = new FormData();
  form.append('image_url', new Blob([PNG], { type: 'image/png' }), 'logo.png');
  const uploaded = await fetch(`${stack.baseUrl}/companies/${companyUuid}/image`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const imageUrl = ((await uploaded.json()) as { data: { image_url: string } }).data.image_url;
  const logo = await fetch(imageUrl);
  expect(logo.status).toBe(200);
  expect(Buffer.from(await logo.arrayBuffer()).equals(PNG)).toBe(true);
}

describe('npm start', () => {
  const stacks: Stack[] = [];
  afterAll(async () => {
    await Promise.all(stacks.map((stack) => stopStack(stack)));
  });

  it('serves the API with the printed key, stops on Ctrl-C and keeps its data', async () => {
    const env = await localStackEnvironment();
    const ports = {
      PORT: Number(env.PORT),
      DYNAMODB_LOCAL_PORT: Number(env.DYNAMODB_LOCAL_PORT),
      S3_LOCAL_PORT: Number(env.S3_LOCAL_PORT),
    };
    const first = await startStack(env);
    stacks.push(first);
    expect(first.baseUrl).toBe(`http://localhost:${ports.PORT}/api/v1`);
    expect(first.output()).toMatch(
      /Automations: the sender reads the table's stream, the waker runs every 60 s \(dead letters in \S+\/dead-letters\/sendAutomationRuns\.jsonl\)/,
    );

    const appData = await fetch(`${first.baseUrl}/app-data`, { headers: { Authorization: `Bearer ${first.key}` } });
    expect(appData.status).toBe(200);
    const body = (await appData.json()) as { data: { company_locations: unknown[]; countries: unknown[] } };
    expect(body.data.countries).toHaveLength(249);
    expect(body.data.company_locations).toHaveLength(2);

    await expectEndpointsServed(first);

    const unauthorized = await fetch(`${first.baseUrl}/app-data`);
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('www-authenticate')).toBe('Bearer');
    const unknown = await fetch(`${first.baseUrl}/nothing-here`, { headers: { Authorization: `Bearer ${first.key}` } });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe('not_found');
    const wrongMethod = await fetch(`${first.baseUrl}/app-data`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${first.key}` },
    });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');

    // A second stack on the same data, or on the same ports, is refused with a clear message, not a stack trace.
    const sameData = await startStack(env).catch((error: Error) => error.message);
    expect(sameData).toMatch(/npm start failed: DATA_DIR \S+ is used by another npm start \(process \d+\)/);
    const samePorts = await startStack({ ...env, DATA_DIR: (await localStackEnvironment()).DATA_DIR ?? '' }).catch(
      (error: Error) => error.message,
    );
    expect(samePorts).toMatch(/npm start failed: port \d+ \(PORT\) is already in use/);
    for (const message of [sameData, samePorts]) expect(message).not.toMatch(/\n\s+at /);

    expect(await stopStack(first)).toBe(0);
    for (const port of Object.values(ports)) expect(await isPortFree(port)).toBe(true);
    expect(() => readFileSync(join(env.DATA_DIR ?? '', LOCK_FILE))).toThrow(/ENOENT/);

    const second = await startStack(env);
    stacks.push(second);
    expect(second.key).toBe(first.key);
    const again = await fetch(`${second.baseUrl}/app-data`, { headers: { Authorization: `Bearer ${second.key}` } });
    expect(again.status).toBe(200);

    // Killed without a chance to stop: the next start stops the DynamoDB Local it left holding its port.
    const { pid } = JSON.parse(readFileSync(join(env.DATA_DIR ?? '', LOCK_FILE), 'utf8')) as { pid: number };
    process.kill(pid, 'SIGKILL');
    await new Promise((done) => second.child.once('exit', done));
    const third = await startStack(env);
    stacks.push(third);
    expect(third.output()).toMatch(/Stopping the DynamoDB Local \(process \d+\) left running/);
    expect(third.key).toBe(first.key);
    expect(await stopStack(third)).toBe(0);
  });

  it.each<[string, (env: Record<string, string>) => Record<string, string>, RegExp]>([
    [
      'an invalid variable',
      () => ({ PORT: 'abc' }),
      /^npm start failed: Invalid configuration: PORT must be an integer from 1 to 65535$/m,
    ],
    [
      'two variables on one port',
      (env) => ({ S3_LOCAL_PORT: env.PORT ?? '' }),
      /^npm start failed: PORT and S3_LOCAL_PORT are both \d+: each needs a port of its own$/m,
    ],
  ])('refuses %s in one line', async (_case, overrides, message) => {
    // Prepare
    const env = await localStackEnvironment();
    // Act
    const failure = await startStack({ ...env, ...overrides(env) }).catch((error: Error) => error.message);
    // Assess
    expect(failure).toMatch(message);
    expect(failure).not.toMatch(/\n\s+at /);
  });
});
