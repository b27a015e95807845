/** The admin CLI end to end: the real script, as `npm run --silent admin` runs it, against DynamoDB Local. */
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { handler as appData } from '../functions/app-data/get-app-data';
import { setCompanyLimit } from '../test/support/fixtures';
import { invoke, loadEvent, withRequest } from '../test/support/invoke';

const run = promisify(execFile);
const tsx = resolve(__dirname, '..', 'node_modules', '.bin', 'tsx');

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

async function admin(...args: string[]): Promise<CliResult> {
  return adminWith({}, ...args);
}

async function adminWith(env: NodeJS.ProcessEnv, ...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(tsx, [resolve(__dirname, 'admin.ts'), ...args], {
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

/** Exactly one JSON object on stdout. */
function json(result: CliResult): Record<string, unknown> {
  expect(result.code).toBe(0);
  expect(result.stdout.trim().split('\n')).toHaveLength(1);
  return JSON.parse(result.stdout) as Record<string, unknown>;
}

async function status(key: string): Promise<number> {
  return (await invoke(appData, withRequest(loadEvent('get-app-data/basic'), { key }))).status;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const KEY = /^bo_[A-Za-z0-9_-]{43}$/;

describe('admin CLI', () => {
  jest.setTimeout(60_000);

  it('runs every command of the admin CLI', async () => {
    const company = json(
      await admin(
        'create-company',
        '--name',
        'CLI Co',
        '--email',
        'a@b.example',
        '--country',
        'US',
        '--state',
        'US-NY',
      ),
    );
    expect(company).toEqual({
      company_uuid: expect.stringMatching(UUID),
      owner: { user_uuid: expect.stringMatching(UUID), api_key: expect.stringMatching(KEY) },
    });
    const companyUuid = company.company_uuid as string;
    const owner = company.owner as { user_uuid: string; api_key: string };
    expect(await status(owner.api_key)).toBe(200);

    const location = json(await admin('create-location', '--company', companyUuid, '--name', 'North'));
    expect(location).toEqual({ company_location_uuid: expect.stringMatching(UUID) });

    const user = json(
      await admin(
        'create-user',
        '--company',
        companyUuid,
        '--role',
        'ROLE_COMPANY_MANAGER',
        '--display-name',
        'Max M',
        '--email',
        'max@b.example',
        '--location',
        location.company_location_uuid as string,
      ),
    );
    expect(user).toEqual({ user_uuid: expect.stringMatching(UUID), api_key: expect.stringMatching(KEY) });
    expect(await status(user.api_key as string)).toBe(200);

    const key = json(await admin('create-key', '--user', user.user_uuid as string));
    expect(key).toEqual({ key_id: expect.stringMatching(UUID), api_key: expect.stringMatching(KEY) });
    expect(await status(key.api_key as string)).toBe(200);
    expect(json(await admin('revoke-key', '--key-id', key.key_id as string))).toEqual({ revoked: true });
    expect(await status(key.api_key as string)).toBe(401);

    expect(
      json(await admin('set-user-status', '--user', user.user_uuid as string, '--status', 'STATUS_DISABLED')),
    ).toEqual({
      user_uuid: user.user_uuid,
      status_code: 'STATUS_DISABLED',
    });
    expect(await status(user.api_key as string)).toBe(401);

    const platform = json(await admin('create-platform-key'));
    expect(platform).toEqual({ key_id: expect.stringMatching(UUID), api_key: expect.stringMatching(KEY) });
    expect(await status(platform.api_key as string)).toBe(200);
  });

  it.each([
    [['create-company'], /--name is required/],
    [['create-company', '--name', 'X', '--state', 'US-XX'], /Unknown ISO 3166-2 code/],
    [['create-company', '--name', 'X', '--country', 'FR', '--state', 'US-NY'], /not a subdivision of FR/],
    [
      [
        'create-user',
        '--company',
        '01890000-0000-7000-8000-000000000000',
        '--role',
        'ROLE_COMPANY_ADMIN',
        '--display-name',
        'A',
        '--email',
        'a@b.example',
      ],
      /does not exist/,
    ],
    [
      [
        'create-user',
        '--company',
        '01890000-0000-7000-8000-000000000000',
        '--role',
        'ROLE_PLATFORM_ADMIN',
        '--display-name',
        'A',
        '--email',
        'a@b.example',
      ],
      /--role must be one of/,
    ],
    [['revoke-key', '--key-id', '01890000-0000-7000-8000-000000000000'], /No key has id/],
    [['create-company', '--name', 'X', '--email', 'not-an-address'], /--email must be an e-mail address/],
    [
      ['create-company', '--name', 'X', '--country', 'US', '--phone', '12'],
      /--phone must be a valid phone number for US/,
    ],
    [['create-company', '--name', 'n'.repeat(201)], /--name may be at most 200 characters/],
    [['create-company', '--name', 'X', '--city', 'c'.repeat(201)], /--city may be at most 200 characters/],
    [
      [
        'create-user',
        '--company',
        '01890000-0000-7000-8000-000000000000',
        '--role',
        'ROLE_COMPANY_ADMIN',
        '--display-name',
        '😀'.repeat(201),
        '--email',
        'a@b.example',
      ],
      /--display-name may be at most 200 characters/,
    ],
    [
      ['create-location', '--company', '01890000-0000-7000-8000-000000000000', '--name', 'l'.repeat(201)],
      /--name may be at most 200 characters/,
    ],
    [
      [
        'create-user',
        '--company',
        '01890000-0000-7000-8000-000000000000',
        '--role',
        'ROLE_COMPANY_MANAGER',
        '--display-name',
        'A',
        '--email',
        'a@b.example',
        ...Array.from({ length: 251 }, (_, index) => [
          '--location',
          `01890000-0000-7000-8000-${String(index).padStart(12, '0')}`,
        ]).flat(),
      ],
      /A user may have at most 250 locations \(251 given\)/,
    ],
    [['frobnicate'], /unknown command/],
    [['constructor', '--name', 'x'], /unknown command/],
    [['create-platform-key', '--name', 'x'], /create-platform-key takes no --name/],
    [['create-company', '--name', 'X', '--name', 'Y'], /--name is given more than once/],
    [['create-company', '--bogus'], /^error: Unknown option '--bogus'\nusage:/],
  ])('fails with a message on stderr and nothing on stdout for %j', async (args, message) => {
    const result = await admin(...args);
    expect(result.code).not.toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
  });

  it.each([['--help'], ['help']])('prints the usage on stdout for %s', async (flag) => {
    const result = await admin(flag);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^usage: npm run --silent admin -- <command> \[flags\]\n( {2}[a-z-]+.*\n){7}$/);
    expect(result.stderr).toBe('');
  });

  it('says the stack is down when nothing listens, and that the change may have been made when DynamoDB does not answer', async () => {
    // Prepare: a port nothing listens on, and a server that accepts connections and never answers
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, done));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const silent = createServer(() => undefined);
    await new Promise<void>((done) => silent.listen(0, done));
    const silentPort = (silent.address() as AddressInfo).port;
    try {
      // Act
      const down = await adminWith({ DYNAMODB_ENDPOINT: `http://localhost:${closedPort}` }, 'create-platform-key');
      const mute = await adminWith({ DYNAMODB_ENDPOINT: `http://localhost:${silentPort}` }, 'create-platform-key');
      // Assess
      expect(down.stderr).toBe(
        `error: cannot reach DynamoDB at http://localhost:${closedPort}: is the local stack running (npm start)?\n`,
      );
      expect(mute.stderr).toBe(
        `error: DynamoDB at http://localhost:${silentPort} did not answer in time: the change may have been made. Check before running the command again\n`,
      );
      for (const result of [down, mute]) expect(result.code).not.toBe(0);
    } finally {
      silent.closeAllConnections();
      await new Promise((done) => silent.close(done));
    }
  });

  it('reports an invalid variable in one line', async () => {
    const result = await adminWith({ DYNAMODB_LOCAL_PORT: 'abc' }, 'create-platform-key');
    expect(result.code).not.toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'error: Invalid configuration: DYNAMODB_LOCAL_PORT must be an integer from 1 to 65535\n',
    );
  });

  it('enforces the company_locations limit', async () => {
    const company = json(await admin('create-company', '--name', 'Limited'));
    await setCompanyLimit(company.company_uuid as string, 'company_locations', 1);
    expect((await admin('create-location', '--company', company.company_uuid as string, '--name', 'A')).code).toBe(0);
    const refused = await admin('create-location', '--company', company.company_uuid as string, '--name', 'B');
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/company_locations limit/);
  });

  describe('against a stage: flushing its authorizer cache', () => {
    /** A stand-in for API Gateway's control plane: records each request, answers 202 as FlushStageAuthorizersCache does. */
    async function apiGatewayStandIn(): Promise<{ endpoint: string; requests: string[]; close: () => void }> {
      const requests: string[] = [];
      const server = createServer((request, response) => {
        requests.push(`${request.method} ${request.url}`);
        response.writeHead(202, { 'Content-Type': 'application/json' }).end('{}');
      });
      await new Promise<void>((done) => server.listen(0, 'localhost', done));
      return {
        endpoint: `http://localhost:${(server.address() as AddressInfo).port}`,
        requests,
        close: () => server.close(),
      };
    }
    const stage = (endpoint: string): NodeJS.ProcessEnv => ({
      API_GATEWAY_REST_API_ID: 'a1b2c3d4e5',
      API_GATEWAY_STAGE: 'prod',
      API_GATEWAY_ENDPOINT: endpoint,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    });

    it('flushes it after revoke-key and set-user-status, not after other commands', async () => {
      // Prepare
      const gateway = await apiGatewayStandIn();
      try {
        const company = json(await adminWith(stage(gateway.endpoint), 'create-company', '--name', 'Flushed'));
        const owner = company.owner as { user_uuid: string };
        const key = json(await admin('create-key', '--user', owner.user_uuid));
        // Not the owner: a company keeps an active owner (409 last_owner).
        const user = json(
          await admin(
            'create-user',
            '--company',
            company.company_uuid as string,
            '--role',
            'ROLE_COMPANY_TECHNICIAN',
            '--display-name',
            'Tess',
            '--email',
            'tess@example.com',
          ),
        );
        // Act
        const revoked = await adminWith(stage(gateway.endpoint), 'revoke-key', '--key-id', key.key_id as string);
        const disabled = await adminWith(
          stage(gateway.endpoint),
          'set-user-status',
          '--user',
          user.user_uuid as string,
          '--status',
          'STATUS_DISABLED',
        );
        // Assess
        expect(json(revoked)).toEqual({ revoked: true });
        expect(json(disabled)).toMatchObject({ status_code: 'STATUS_DISABLED' });
        expect(gateway.requests).toEqual(Array(2).fill('DELETE /restapis/a1b2c3d4e5/stages/prod/cache/authorizers'));
      } finally {
        gateway.close();
      }
    });

    it('still prints the change, with a warning, when the flush fails', async () => {
      const company = json(await admin('create-company', '--name', 'Unflushed'));
      const key = json(await admin('create-key', '--user', (company.owner as { user_uuid: string }).user_uuid));
      const result = await adminWith(stage('http://localhost:9'), 'revoke-key', '--key-id', key.key_id as string);
      expect(json(result)).toEqual({ revoked: true });
      expect(result.stderr).toMatch(/warning: could not flush the authorizer cache of a1b2c3d4e5\/prod/);
      expect(await status(key.api_key as string)).toBe(401);
    });

    it('refuses to run with a REST API id but no stage', async () => {
      const result = await adminWith({ API_GATEWAY_REST_API_ID: 'a1b2c3d4e5' }, 'create-platform-key');
      expect(result.code).not.toBe(0);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(/API_GATEWAY_STAGE must name its stage/);
    });
  });
});
