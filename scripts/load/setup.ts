/**
 * The load's world, made the way an operator and an owning application make it: the demo company
 * `npm start` seeds, a second company with its users made by the admin CLI, a platform key (CLI) that
 * sets a small entity limit in each company (update-limit), ten keys per user (the CLI's and nine
 * through POST /me/keys) and the shared records that concurrent If-Match PATCHes aim at.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { RateLimitSetting } from '../../lib/rate-limit/groups';
import type { ApiClient } from './client';
import { KeyPool, type LoadGroup } from './key-pool';
import type { CompanyLimits, HotRecord } from './ledger';
import { automationBody, type LoadUser, type Role } from './scenario';

const ROOT = resolve(__dirname, '..', '..');
const run = promisify(execFile);

/** The most usable keys a user may hold (POST /me/keys answers 409 beyond). */
export const KEYS_PER_USER = 10;

/** The small limits the load tries to exceed: `A` is the demo company, `B` the one made here. */
export const LOAD_LIMITS = {
  A: { categories: 6, automations: null },
  B: { categories: null, automations: 2 },
} satisfies Record<'A' | 'B', CompanyLimits>;

export interface LoadWorld {
  users: LoadUser[];
  hot: HotRecord[];
  limits: Map<string, CompanyLimits>;
  companies: Array<{ companyUuid: string; readers: KeyPool; userCount: number }>;
}

interface Person {
  role: Role;
  userUuid: string;
  apiKey: string;
}

/** Runs one admin CLI command against the stack and parses its one JSON object. */
export async function admin(
  env: Record<string, string>,
  args: string[],
): Promise<Record<string, unknown> & { owner?: { user_uuid: string; api_key: string } }> {
  const { stdout } = await run(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    [join(ROOT, 'scripts', 'admin.ts'), ...args],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...env,
        DYNAMODB_ENDPOINT: '',
        S3_ENDPOINT: '',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
    },
  );
  return JSON.parse(stdout) as Record<string, unknown>;
}

async function makeSecondCompany(env: Record<string, string>): Promise<{ companyUuid: string; people: Person[] }> {
  const company = await admin(env, [
    'create-company',
    '--name',
    'Load Test Two',
    '--email',
    'office@load-two.example',
    '--phone',
    '+12125550199',
    '--address1',
    '2 Main Street',
    '--city',
    'New York',
    '--country',
    'US',
    '--state',
    'US-NY',
  ]);
  const companyUuid = String(company.company_uuid);
  const location = await admin(env, ['create-location', '--company', companyUuid, '--name', 'Only branch']);
  const roles: Array<[Role, string]> = [
    ['admin', 'ROLE_COMPANY_ADMIN'],
    ['manager', 'ROLE_COMPANY_MANAGER'],
    ['technician', 'ROLE_COMPANY_TECHNICIAN'],
  ];
  const made = await Promise.all(
    roles.map(([role, code]) =>
      admin(env, [
        'create-user',
        '--company',
        companyUuid,
        '--role',
        code,
        '--display-name',
        `Load ${role}`,
        '--email',
        `${role}@load-two.example`,
        '--location',
        String(location.company_location_uuid),
      ]),
    ),
  );
  const people: Person[] = [
    { role: 'owner', userUuid: String(company.owner?.user_uuid), apiKey: String(company.owner?.api_key) },
  ];
  made.forEach((user, index) =>
    people.push({ role: roles[index]?.[0] as Role, userUuid: String(user.user_uuid), apiKey: String(user.api_key) }),
  );
  return { companyUuid, people };
}

function demoCompany(dataDir: string): { companyUuid: string; people: Person[] } {
  const demo = JSON.parse(readFileSync(join(dataDir, 'demo.json'), 'utf8')) as {
    company_uuid: string;
    api_key: string;
    users: Record<'admin' | 'manager' | 'technician', { user_uuid: string; api_key: string }>;
  };
  const people: Person[] = [{ role: 'owner', userUuid: '', apiKey: demo.api_key }];
  for (const role of ['admin', 'manager', 'technician'] as const)
    people.push({ role, userUuid: demo.users[role].user_uuid, apiKey: demo.users[role].api_key });
  return { companyUuid: demo.company_uuid, people };
}

/** Nine more keys of a user, issued by the user's own key. */
async function moreKeys(api: ApiClient, person: Person): Promise<string[]> {
  const keys = [person.apiKey];
  for (let index = 1; index < KEYS_PER_USER; index += 1) {
    const reply = await api.expect(201, person.apiKey, 'POST', '/me/keys', { body: { name: `load ${index}` } });
    keys.push(String((reply.body.data as { api_key: string }).api_key));
  }
  return keys;
}

async function hotRecord(
  api: ApiClient,
  key: string,
  companyUuid: string,
  label: string,
  path: string,
  field: HotRecord['field'],
): Promise<HotRecord> {
  const reply = await api.expect(200, key, 'GET', path);
  const initialValue = (reply.body.data as Record<string, unknown>)[field];
  return {
    label,
    companyUuid,
    path,
    field,
    initialEtag: reply.headers.get('etag') ?? '',
    initialValue,
    acks: [],
    pending: [],
  };
}

/**
 * One request to every function the load calls, so that each is loaded (the local gateway loads a
 * function on its first request, like a cold start) before the gateway's memory is first measured.
 * Whatever it writes is deleted again or overwritten before the load reads its starting state.
 */
async function warmUp(api: ApiClient, companyUuid: string, owner: Person, technician: Person): Promise<void> {
  const company = `/companies/${companyUuid}`;
  for (const path of [
    '/app-data',
    '/me',
    company,
    '/categories',
    `${company}/automations`,
    `${company}/users`,
    `${company}/locations`,
    `${company}/audit-events`,
  ])
    await api.expect(200, owner.apiKey, 'GET', path);
  const category = await api.expect(201, owner.apiKey, 'POST', '/categories', {
    body: { name: 'warm-up', category_group: 'SERVICE_PLAN' },
  });
  const automation = await api.expect(201, owner.apiKey, 'POST', `${company}/automations`, {
    body: automationBody('warm-up', null),
  });
  const paths = [
    `/categories/${(category.body.data as { category_uuid: string }).category_uuid}`,
    `${company}/automations/${(automation.body.data as { automation_uuid: string }).automation_uuid}`,
  ];
  for (const path of paths) {
    await api.expect(200, owner.apiKey, 'GET', path);
    await api.expect(200, owner.apiKey, 'PATCH', path, { body: { description: 'warm' } });
    await api.expect(204, owner.apiKey, 'DELETE', path);
  }
  await api.expect(200, owner.apiKey, 'PATCH', company, { body: { description: 'warm' } });
  await api.expect(200, technician.apiKey, 'PATCH', `${company}/users/${technician.userUuid}`, {
    body: { display_name: 'Warm' },
  });
}

export async function makeWorld(
  api: ApiClient,
  env: Record<string, string>,
  limits: Record<LoadGroup, RateLimitSetting>,
): Promise<LoadWorld> {
  const [second, platform] = await Promise.all([makeSecondCompany(env), admin(env, ['create-platform-key'])]);
  const companies = { A: demoCompany(env.DATA_DIR ?? ''), B: second };
  const platformKey = String(platform.api_key);
  await warmUp(api, companies.A.companyUuid, companies.A.people[0] as Person, companies.A.people[3] as Person);

  const world: LoadWorld = { users: [], hot: [], limits: new Map(), companies: [] };
  for (const [name, company] of Object.entries(companies) as Array<['A' | 'B', typeof second]>) {
    const { companyUuid, people } = company;
    // The limits first: update-limit is a write of the company record, so its ETag is read after.
    for (const [entity, limit] of Object.entries(LOAD_LIMITS[name])) {
      if (limit !== null)
        await api.expect(
          200,
          platformKey,
          'PATCH',
          `/companies/${companyUuid}/update-limit/${entity === 'categories' ? 'categories' : 'automations'}`,
          { body: { limit } },
        );
    }
    world.limits.set(companyUuid, LOAD_LIMITS[name]);

    const owner = people[0] as Person;
    const hotCategories: HotRecord[] = [];
    for (let index = 1; index <= 3; index += 1) {
      const created = await api.expect(201, owner.apiKey, 'POST', '/categories', {
        body: { name: `shared ${index}`, description: 'shared', category_group: 'DRAWING_SYMBOL' },
      });
      const uuid = String((created.body.data as { category_uuid: string }).category_uuid);
      hotCategories.push(
        await hotRecord(
          api,
          owner.apiKey,
          companyUuid,
          `category ${name}${index}`,
          `/categories/${uuid}`,
          'description',
        ),
      );
    }
    const hotCompany = await hotRecord(
      api,
      owner.apiKey,
      companyUuid,
      `company ${name}`,
      `/companies/${companyUuid}`,
      'description',
    );
    const technician = people.find((person) => person.role === 'technician') as Person;
    const hotTechnician = await hotRecord(
      api,
      owner.apiKey,
      companyUuid,
      `technician ${name}`,
      `/companies/${companyUuid}/users/${technician.userUuid}`,
      'display_name',
    );
    world.hot.push(...hotCategories, hotCompany, hotTechnician);

    const pools = await Promise.all(people.map(async (person) => new KeyPool(await moreKeys(api, person), limits)));
    people.forEach((person, index) => {
      const hot =
        person.role === 'technician'
          ? [hotTechnician]
          : person.role === 'manager'
            ? hotCategories
            : [...hotCategories, hotCompany];
      world.users.push({
        role: person.role,
        companyUuid,
        userUuid: person.userUuid,
        keys: pools[index] as KeyPool,
        hot,
        automationsCreateOnly: LOAD_LIMITS[name].automations !== null,
      });
    });
    // The owner's own pool: what the load spent of its keys in this window counts for the checks too.
    world.companies.push({ companyUuid, readers: pools[0] as KeyPool, userCount: people.length });
  }
  return world;
}
