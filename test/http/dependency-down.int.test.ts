/**
 * 503 when DynamoDB cannot be reached: a DynamoDB Local of this test's own is started, used, then
 * stopped, and the handler (loaded fresh against it) must answer a problem with Retry-After. Also
 * when DynamoDB accepts connections and never answers: the client's timeouts end the request.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { ensureTable, freePort, startDynamoDbLocal, type RunningDynamo } from '../../scripts/local/services';
import { invoke, loadEvent, withRequest } from '../support/invoke';

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

let dynamo: RunningDynamo;
let appData: Handler;
let ownerKey: string;
const originalEndpoint = process.env.DYNAMODB_ENDPOINT;

beforeAll(async () => {
  dynamo = await startDynamoDbLocal(await freePort());
  await ensureTable(dynamo.endpoint, process.env.TABLE_NAME ?? 'business-operations-test');
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  await jest.isolateModulesAsync(async () => {
    const { createAdminCommands } = await import('../../lib/admin/admin-commands');
    ownerKey = (await createAdminCommands().createCompany({ name: 'Outage Ltd' })).owner.api_key;
    appData = (await import('../../functions/app-data/get-app-data')).handler;
  });
}, 60_000);

afterAll(async () => {
  process.env.DYNAMODB_ENDPOINT = originalEndpoint;
  await dynamo.stop();
});

describe('get-app-data handler with DynamoDB stopped', () => {
  it('answers 200 while DynamoDB runs and 503 with Retry-After once it is stopped', async () => {
    const event = (): APIGatewayProxyEvent => withRequest(loadEvent('get-app-data/basic'), { key: ownerKey });
    expect((await invoke(appData, event())).status).toBe(200);

    await dynamo.stop();
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await invoke(appData, event());
    errorLog.mockRestore();

    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.headers['content-type']).toBe('application/problem+json');
    expect(response.body).toEqual(
      expect.objectContaining({
        code: 'service_unavailable',
        status: 503,
        title: 'Service unavailable',
        request_id: 'sample-get-app-data-basic',
      }),
    );
    expect(response.rawBody).not.toMatch(/ECONNREFUSED|localhost|127\.0\.0\.1/);
  }, 30_000);
});

describe('get-app-data handler with DynamoDB accepting connections but never answering', () => {
  let silent: Server;
  const sockets: Socket[] = [];

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((done) => silent.close(done));
  });

  it('answers 503 before the function would time out, instead of hanging', async () => {
    // Prepare: a server that takes every connection and request and never writes a byte.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const { port } = silent.address() as { port: number };
    process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${port}`;
    let hung: Handler | undefined;
    await jest.isolateModulesAsync(async () => {
      hung = (await import('../../functions/app-data/get-app-data')).handler;
    });
    process.env.DYNAMODB_ENDPOINT = originalEndpoint;
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Act
    const response = await invoke(hung as Handler, withRequest(loadEvent('get-app-data/basic'), { key: ownerKey }));
    errorLog.mockRestore();
    // Assess: the 15 s test timeout is the bound; a client without enforced timeouts waits forever.
    expect(response.status).toBe(503);
    expect(response.body).toEqual(expect.objectContaining({ code: 'service_unavailable' }));
  }, 15_000);
});
