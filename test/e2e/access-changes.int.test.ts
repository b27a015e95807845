/**
 * Changes of who may do what apply to the very next request, through `npm start`'s API Gateway with
 * its authorizer cache turned on: each change flushes the stage's cache (lib/aws/authorizer-cache.ts),
 * as it does in AWS while a stage caches.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LocalStack, localStackEnvironment, startLocalStack, stopLocalStack } from '../support/local-stack';
import { neverLog } from '../support/secrets-registry';

interface Demo {
  company_uuid: string;
  api_key: string;
  users: Record<'admin' | 'manager' | 'technician', { user_uuid: string; api_key: string }>;
}

jest.setTimeout(240_000);

let stack: LocalStack;
let demo: Demo;

async function call(
  key: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const users = (path = '') => `/companies/${demo.company_uuid}/users${path}`;

beforeAll(async () => {
  const env = await localStackEnvironment();
  stack = await startLocalStack({ ...env, AUTHORIZER_CACHE_TTL_SECONDS: '300' });
  demo = JSON.parse(readFileSync(join(env.DATA_DIR ?? '', 'demo.json'), 'utf8')) as Demo;
  for (const key of [demo.api_key, ...Object.values(demo.users).map((user) => user.api_key)]) neverLog(key);
}, 200_000);

afterAll(async () => {
  if (stack) await stopLocalStack(stack);
});

describe('with the authorizer cache on (300 s)', () => {
  it('a revoked key answers 401 on the next request, whether the owner or the key itself revoked it', async () => {
    const issued = await call(demo.users.admin.api_key, 'POST', '/me/keys', { name: 'laptop' });
    expect(issued.status).toBe(201);
    const laptop = issued.body.data as { api_key: string; key_id: string };
    neverLog(laptop.api_key);
    expect((await call(laptop.api_key, 'GET', '/me')).status).toBe(200);
    expect((await call(laptop.api_key, 'DELETE', `/me/keys/${laptop.key_id}`)).status).toBe(204);
    expect((await call(laptop.api_key, 'GET', '/me')).status).toBe(401);

    const technician = demo.users.technician;
    expect((await call(technician.api_key, 'GET', '/app-data')).status).toBe(200);
    const keys = await call(demo.api_key, 'GET', users(`/${technician.user_uuid}/keys`));
    const [cli] = keys.body.data as Array<{ key_id: string }>;
    expect((await call(demo.api_key, 'DELETE', users(`/${technician.user_uuid}/keys/${cli?.key_id}`))).status).toBe(
      204,
    );
    expect((await call(technician.api_key, 'GET', '/app-data')).status).toBe(401);
  });

  it('a role change, a disable and a delete apply to the next request', async () => {
    const manager = demo.users.manager;
    const automations = `/companies/${demo.company_uuid}/automations`;
    expect((await call(manager.api_key, 'GET', automations)).status).toBe(200);
    expect(
      (await call(demo.api_key, 'PATCH', users(`/${manager.user_uuid}`), { role_code: 'ROLE_COMPANY_TECHNICIAN' }))
        .status,
    ).toBe(200);
    expect((await call(manager.api_key, 'GET', automations)).status).toBe(403);

    const admin = demo.users.admin;
    expect((await call(admin.api_key, 'GET', '/me')).status).toBe(200);
    expect(
      (await call(demo.api_key, 'PATCH', users(`/${admin.user_uuid}`), { status_code: 'STATUS_DISABLED' })).status,
    ).toBe(200);
    expect((await call(admin.api_key, 'GET', '/me')).status).toBe(401);

    expect((await call(manager.api_key, 'GET', '/me')).status).toBe(200);
    expect((await call(demo.api_key, 'DELETE', users(`/${manager.user_uuid}`))).status).toBe(204);
    expect((await call(manager.api_key, 'GET', '/me')).status).toBe(401);
  });
});
