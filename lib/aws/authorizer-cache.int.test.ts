/**
 * Flushes of the stage's authorizer cache are coalesced: a burst of changes flushes at most once a
 * second, and no change returns before a flush that started after it has finished.
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newId } from '../data/ids';
import { flushAuthorizerCacheAfterChange } from './authorizer-cache';

describe('flushAuthorizerCacheAfterChange', () => {
  // A stand-in for API Gateway's FlushStageAuthorizersCache: it records when each flush ran.
  const flushes: { started: number; finished: number }[] = [];
  let server: Server;
  let endpoint: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const started = Date.now();
      setTimeout(() => {
        flushes.push({ started, finished: Date.now() });
        response.writeHead(202, { 'content-type': 'application/json' }).end('{}');
      }, 30);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('flushes a burst of twenty changes at most once a second, each change covered before it returns', async () => {
    const env = {
      AUTHORIZER_CACHE_TTL_SECONDS: '300',
      API_GATEWAY_REST_API_ID: `api-${newId()}`,
      API_GATEWAY_STAGE: 'test',
      API_GATEWAY_ENDPOINT: endpoint,
    };
    // Once untimed, on another API: the SDK's first load would otherwise delay the first flush's arrival.
    await flushAuthorizerCacheAfterChange({ ...env, API_GATEWAY_REST_API_ID: `warm-${newId()}` });
    flushes.length = 0;
    const changes = await Promise.all(
      Array.from({ length: 20 }, async (_, position) => {
        await new Promise((done) => setTimeout(done, position * 10));
        const committed = Date.now();
        await flushAuthorizerCacheAfterChange(env);
        return { committed, returned: Date.now() };
      }),
    );
    expect(flushes.length).toBeGreaterThanOrEqual(1);
    expect(flushes.length).toBeLessThanOrEqual(2);
    const starts = flushes.map((flush) => flush.started).sort((left, right) => left - right);
    // The next flush is claimed a second after the last one finished: more than a second between their starts.
    for (let position = 1; position < starts.length; position++)
      expect((starts[position] ?? 0) - (starts[position - 1] ?? 0)).toBeGreaterThanOrEqual(1000);
    for (const change of changes)
      expect(flushes.some((flush) => flush.started >= change.committed && flush.finished <= change.returned)).toBe(
        true,
      );
  });
});
