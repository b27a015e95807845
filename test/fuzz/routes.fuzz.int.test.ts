/**
 * Property-based fuzzing of every route (fast-check): generated methods, paths, query strings,
 * headers and bodies — valid sample bodies, mutations of them, and junk — sent to the deployed
 * handlers against DynamoDB Local and s3rver. Properties: never a 5xx; every error is problem+json
 * without a stack; a rejected request changes nothing (the company's items and files are the same
 * before and after). `npm test` runs a bounded 2,000; `npm run fuzz` 10,000 with the status report.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import * as fc from 'fast-check';
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { bucketName, s3Client } from '../../lib/aws/s3';
import { CATCH_ALL_FUNCTION, type RouteName, handlerPath, kebabCase, routeEntries } from '../../lib/http/routes';
import { handler as catchAll } from '../../functions/http/route-not-found';
import { type TestResponse, invoke, loadEvent } from '../support/invoke';
import { makeCompany, makeLocation, makePlatformKey, makeUser } from '../support/fixtures';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
jest.setTimeout(Math.max(240_000, RUNS * 200));

type Handler = Parameters<typeof invoke>[0];
const handlers = new Map<string, Handler>(
  routeEntries().map(([name]) => {
    const [file] = handlerPath(name).split('.handler');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the deployed handler of each route
    return [name, (require(`../../${file}`) as { handler: Handler }).handler];
  }),
);
handlers.set(CATCH_ALL_FUNCTION, catchAll as unknown as Handler);

interface World {
  companyUuid: string;
  otherCompanyUuid: string;
  keys: string[];
}

let world: World;

beforeAll(async () => {
  const company = await makeCompany();
  const other = await makeCompany();
  await makeLocation(company.companyUuid, 'Fuzz North');
  const keys = [company.ownerKey, other.ownerKey, (await makePlatformKey()).key];
  for (const role of ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_MANAGER', 'ROLE_COMPANY_TECHNICIAN'] as const)
    keys.push((await makeUser(company.companyUuid, role)).key);
  world = { companyUuid: company.companyUuid, otherCompanyUuid: other.companyUuid, keys };
});

/** What a rejected request must leave as it was: the company's items (rate-limit counters live elsewhere) and files. */
async function snapshot(): Promise<string> {
  const items = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `COMPANY#${world.companyUuid}` },
      ConsistentRead: true,
    }),
  );
  const files = await s3Client.send(
    new ListObjectsV2Command({ Bucket: bucketName, Prefix: `companies/${world.companyUuid}/` }),
  );
  return JSON.stringify({
    items: items.Items,
    files: (files.Contents ?? []).map((file) => [file.Key, file.ETag, file.Size]),
  });
}

const junkText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', 'null', '[]', '{}', '"x"', '{"a":', '\u0000', '😀😀😀'),
);

/** A JSON value that may replace a field of a sample body. */
const jsonValue = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, '', 'x'.repeat(300), [], {}, '2026-11-21T09:30:00.000Z'),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

function bodyOf(sample: unknown): fc.Arbitrary<string | null> {
  const mutated =
    typeof sample === 'object' && sample !== null
      ? fc
          .tuple(fc.constantFrom(...Object.keys(sample), 'unknown_field'), fc.option(jsonValue, { nil: undefined }))
          .map(([field, value]) => JSON.stringify({ ...sample, [field]: value }))
      : fc.constant('{}');
  return fc.oneof(
    fc.constant(null),
    fc.constant(sample === undefined ? null : JSON.stringify(sample)),
    mutated,
    jsonValue.map((value) => JSON.stringify(value)),
    fc.integer({ min: 60, max: 2000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
    junkText,
  );
}

/** A path id: the real one, upper-cased, another UUID or junk. */
function idOf(real: () => string): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.constant('real'),
      fc.constant('upper'),
      fc.uuid(),
      junkText.filter((text) => text !== '' && !text.includes('/')),
    )
    .map((choice) => (choice === 'real' ? real() : choice === 'upper' ? real().toUpperCase() : choice));
}

interface FuzzRequest {
  route: RouteName | typeof CATCH_ALL_FUNCTION;
  event: APIGatewayProxyEvent;
}

const QUERY_NAMES = [
  'page',
  'page_size',
  'sort_by',
  'sort_order',
  'search',
  'category_group',
  'is_enabled',
  'filter_by_role_code',
  'filter_by_status_code',
  'settings_name',
  'uuid',
  'automationUuid',
  'ignore_cached',
  'should_reset_cache',
  'x',
];
const QUERY_VALUES = [
  '1',
  '0',
  '100',
  '101',
  'name',
  'desc',
  'ASC',
  'true',
  'theme',
  'SERVICE_PLAN',
  'ROLE_COMPANY_OWNER,ROLE_COMPANY_ADMIN',
];

function requestFor(route: RouteName | typeof CATCH_ALL_FUNCTION): fc.Arbitrary<FuzzRequest> {
  const base = loadEvent(route === CATCH_ALL_FUNCTION ? 'route-not-found/unknown-path' : `${kebabCase(route)}/basic`);
  let sample: unknown;
  try {
    sample = base.body && !base.isBase64Encoded ? JSON.parse(base.body) : undefined;
  } catch {
    sample = undefined;
  }
  const pathNames = Object.keys(base.pathParameters ?? {});
  const pathArbitraries = pathNames.map((name) =>
    name === 'company_uuid'
      ? idOf(() => world.companyUuid)
      : name === 'entity'
        ? fc.constantFrom('users', 'categories', 'automations', 'company_locations', 'nope')
        : idOf(() => base.pathParameters?.[name] ?? ''),
  );
  return fc
    .record({
      method: fc.oneof(
        { weight: 4, arbitrary: fc.constant(base.httpMethod) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE') },
      ),
      path: fc.tuple(...pathArbitraries),
      foreignCompany: fc.boolean(),
      query: fc.dictionary(fc.constantFrom(...QUERY_NAMES), fc.oneof(junkText, fc.constantFrom(...QUERY_VALUES)), {
        maxKeys: 4,
      }),
      key: fc.oneof(
        { weight: 5, arbitrary: fc.integer({ min: 0, max: 5 }).map((index) => `Bearer ${world.keys[index]}`) },
        { weight: 1, arbitrary: fc.oneof(junkText, fc.constant(`Bearer bo_${'x'.repeat(43)}`)) },
      ),
      contentType: fc.oneof(
        { weight: 4, arbitrary: fc.constant<string | undefined>(base.headers?.['Content-Type'] ?? 'application/json') },
        {
          weight: 1,
          arbitrary: fc.option(
            fc.constantFrom(
              'application/json; charset=utf-8',
              'text/plain',
              '/',
              'multipart/form-data',
              'application/json;',
              'APPLICATION/JSON',
            ),
            { nil: undefined },
          ),
        },
      ),
      accept: fc.option(fc.constantFrom('*/*', 'application/json', 'text/html', 'application/problem+json;q=0', ''), {
        nil: undefined,
      }),
      ifMatch: fc.option(fc.constantFrom('*', '"x"', 'W/"x"', '', '"a", "b"'), { nil: undefined }),
      idempotencyKey: fc.option(fc.oneof(fc.string({ maxLength: 10 }), fc.constant('k'.repeat(300))), {
        nil: undefined,
      }),
      body: bodyOf(sample),
    })
    .map(({ method, path, foreignCompany, query, key, contentType, accept, ifMatch, idempotencyKey, body }) => {
      const pathParameters = Object.fromEntries(pathNames.map((parameter, index) => [parameter, path[index] ?? '']));
      if (foreignCompany && pathParameters.company_uuid !== undefined)
        pathParameters.company_uuid = world.otherCompanyUuid;
      let concretePath = base.resource;
      for (const [parameter, value] of Object.entries(pathParameters))
        concretePath = concretePath.replace(`{${parameter}}`, encodeURIComponent(value));
      const headers: Record<string, string> = { Authorization: key };
      if (contentType !== undefined) headers['Content-Type'] = contentType;
      if (accept !== undefined) headers.Accept = accept;
      if (ifMatch !== undefined) headers['If-Match'] = ifMatch;
      if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;
      const queryEntries = Object.entries(query);
      const event: APIGatewayProxyEvent = {
        ...structuredClone(base),
        httpMethod: method,
        path: route === CATCH_ALL_FUNCTION ? base.path : concretePath,
        pathParameters: pathNames.length > 0 ? pathParameters : base.pathParameters,
        headers,
        multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([header, value]) => [header, [value]])),
        queryStringParameters: queryEntries.length > 0 ? query : null,
        multiValueQueryStringParameters:
          queryEntries.length > 0
            ? Object.fromEntries(queryEntries.map(([parameter, value]) => [parameter, [value]]))
            : null,
        body,
        isBase64Encoded: false,
      };
      // API Gateway sends another method on a known path to the catch-all (ANY), never to this handler.
      return { route: method === base.httpMethod ? route : CATCH_ALL_FUNCTION, event };
    });
}

const requests = fc
  .constantFrom<RouteName | typeof CATCH_ALL_FUNCTION>(...routeEntries().map(([name]) => name), CATCH_ALL_FUNCTION)
  .chain(requestFor);

describe('fuzzing every route', () => {
  it(`never answers 5xx, always problem+json errors, and rejected requests change nothing (${RUNS} requests)`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(requests, async ({ route, event }) => {
        const handler = handlers.get(route);
        if (!handler) throw new Error(`no handler for ${route}`);
        const before = await snapshot();
        // A response that contradicts the OpenAPI document fails inside invoke (test/support/invoke.ts).
        const response: TestResponse = await invoke(handler, event);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect({ route, status: response.status < 500 ? 'not 5xx' : response.rawBody }).toEqual({
          route,
          status: 'not 5xx',
        });
        if (response.status >= 400) {
          expect(response.headers['content-type']).toBe('application/problem+json');
          expect(response.body).toMatchObject({
            status: response.status,
            code: expect.any(String),
            request_id: expect.any(String),
          });
          expect(response.rawBody).not.toMatch(/\n\s+at |"stack"/);
          expect(await snapshot()).toBe(before);
        }
      }),
      { numRuns: RUNS },
    );
    const distribution = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    if (process.env.FUZZ_REPORT) console.log(`fuzz: ${RUNS} requests, statuses ${JSON.stringify(distribution)}`);
    expect([...statuses.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(RUNS);
    // The generator reaches both the accepted and the refused paths.
    expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
    expect([...statuses.keys()].filter((status) => status >= 400).length).toBeGreaterThan(5);
  });
});
