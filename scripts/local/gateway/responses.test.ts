import { gunzipSync } from 'node:zlib';
import { acceptsGzip, answerOfProxyResult, compress, loadGatewayResponses, renderGatewayResponse } from './responses';
import { createThrottle } from './throttle';

describe('local gateway responses', () => {
  it('renders the template gateway responses as problem+json with the request path and id', () => {
    const answer = renderGatewayResponse(loadGatewayResponses([]), 'UNAUTHORIZED', {
      path: '/api/v1/app-data',
      requestId: 'r-1',
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers).toEqual(
      expect.arrayContaining([
        ['Content-Type', 'application/problem+json'],
        ['WWW-Authenticate', 'Bearer'],
        ['X-Request-Id', 'r-1'],
      ]),
    );
    expect(JSON.parse(answer.body.toString())).toMatchObject({
      status: 401,
      code: 'unauthorized',
      instance: '/api/v1/app-data',
      request_id: 'r-1',
    });
  });

  it.each([
    ['AUTHORIZER_FAILURE', 503],
    ['THROTTLED', 429],
  ])("renders %s with the gateway's request id in the header and the body, and HSTS", (type, status) => {
    const answer = renderGatewayResponse(loadGatewayResponses([]), type, {
      path: '/api/v1/app-data',
      requestId: 'r-2',
    });
    expect(answer.statusCode).toBe(status);
    expect(answer.headers).toEqual(
      expect.arrayContaining([
        ['X-Request-Id', 'r-2'],
        ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
      ]),
    );
    expect(JSON.parse(answer.body.toString())).toMatchObject({ status, request_id: 'r-2' });
  });

  it('keeps the body valid JSON whatever the path holds', () => {
    const path = '/api/v1/categories/a"b\\c\u0001';
    const answer = renderGatewayResponse(loadGatewayResponses([]), 'UNAUTHORIZED', { path, requestId: 'r-1' });
    expect(JSON.parse(answer.body.toString())).toMatchObject({ instance: path });
  });

  it('reads a proxy result with multi-value headers and a base64 body, and refuses a malformed one', () => {
    const answer = answerOfProxyResult({
      statusCode: 200,
      headers: { A: '1' },
      multiValueHeaders: { B: ['2', '3'] },
      body: Buffer.from('hi').toString('base64'),
      isBase64Encoded: true,
    });
    expect(answer).toEqual({
      statusCode: 200,
      headers: [
        ['B', '2'],
        ['B', '3'],
        ['A', '1'],
      ],
      body: Buffer.from('hi'),
    });
    expect(answerOfProxyResult({ body: 'x' })).toBeUndefined();
    expect(answerOfProxyResult('text')).toBeUndefined();
  });

  it('gzips bodies over 1 KiB only when the client accepts gzip', () => {
    const big = {
      statusCode: 200,
      headers: [['Vary', 'Origin']] as Array<[string, string]>,
      body: Buffer.alloc(1025, 'a'),
    };
    const gzipped = compress(big, 'br, gzip;q=0.5');
    expect(gzipped.headers).toEqual(
      expect.arrayContaining([
        ['Content-Encoding', 'gzip'],
        ['Vary', 'Origin, Accept-Encoding'],
      ]),
    );
    expect(gunzipSync(gzipped.body).equals(big.body)).toBe(true);
    expect(compress(big, 'gzip;q=0')).toBe(big);
    expect(compress(big, undefined)).toBe(big);
    expect(compress({ ...big, body: Buffer.alloc(1024, 'a') }, 'gzip')).toEqual({
      ...big,
      body: Buffer.alloc(1024, 'a'),
    });
    expect(compress({ ...big, body: Buffer.alloc(1025, 'a') }, 'gzip').headers).toContainEqual([
      'Content-Encoding',
      'gzip',
    ]);
    const named = compress({ ...big, headers: [['Vary', 'Origin, Accept-Encoding']] }, 'gzip');
    expect(named.headers.filter(([name]) => name === 'Vary')).toEqual([['Vary', 'Origin, Accept-Encoding']]);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('deflate')).toBe(false);
  });

  it('throttles a method to its burst, then to its rate', () => {
    let now = 0;
    const throttle = createThrottle({ '/a/GET': { RateLimit: 1, BurstLimit: 2 } }, () => now);
    expect([throttle.take('/a/GET'), throttle.take('/a/GET'), throttle.take('/a/GET')]).toEqual([true, true, false]);
    now = 1000;
    expect(throttle.take('/a/GET')).toBe(true);
    expect(throttle.take('/other/GET')).toBe(true);
  });
});
