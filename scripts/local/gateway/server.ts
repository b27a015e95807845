/**
 * The local API Gateway of `npm start`: a node:http server that takes each request the way the
 * deployed REST API does — resource matching from the route table, the TOKEN authorizer, the
 * usage plan's per-method throttles, the web ACL's body-size rules, the template's gateway
 * responses, proxy events of payload format 1.0 and API Gateway's compression — and invokes the
 * deployed bundles.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { preflightHeaders } from '../../../lib/http/cors';
import { AUTHORIZER_FUNCTION } from '../../../lib/http/routes';
import { serveDocsSite } from '../docs-site';
import { createLocalAuthorizer } from './authorizer';
import { buildProxyEvent, originForm } from './event';
import type { FunctionHost } from './functions';
import {
  type HttpAnswer,
  answerOfProxyResult,
  loadGatewayResponses,
  renderGatewayResponse,
  writeAnswer,
} from './responses';
import { decodeRequestBody } from './request-body';
import { resolveRoute } from './router';
import { createThrottle } from './throttle';

const requireHere = createRequire(__filename);

/** The id `npm start` gives its REST API (API_GATEWAY_REST_API_ID of the functions). */
export const LOCAL_REST_API_ID = 'local';

/** API Gateway's payload limit for REST APIs. */
export const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

export interface GatewaySettings {
  host: FunctionHost;
  stage: string;
  binaryMediaTypes: readonly string[];
  corsOrigins: readonly string[];
  authorizerTtlSeconds: number;
  /** Per-method throttles `{ '/api/v1/app-data/GET': { RateLimit, BurstLimit } }`, as deployed. */
  methodThrottles: Record<string, { RateLimit: number; BurstLimit: number }>;
}

/** Whether the web ACL's body-size rules refuse a request by its headers (serverless/edge.cjs). */
function edgeRefusesBody(headers: IncomingMessage['headers']): boolean {
  const edge = requireHere(join(__dirname, '..', '..', '..', 'serverless', 'edge.cjs')) as {
    edgeRefusesBody: (headers: IncomingMessage['headers']) => boolean;
  };
  return edge.edgeRefusesBody(headers);
}

/** The usage plan's per-method throttles, computed like the template's. */
export function deployedMethodThrottles(env: NodeJS.ProcessEnv = process.env): GatewaySettings['methodThrottles'] {
  const edge = requireHere(join(__dirname, '..', '..', '..', 'serverless', 'edge.cjs')) as {
    methodThrottles: (env: NodeJS.ProcessEnv) => GatewaySettings['methodThrottles'];
  };
  return edge.methodThrottles(env);
}

function readBody(request: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_PAYLOAD_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    request.on('end', () => done(tooLarge ? 'too-large' : Buffer.concat(chunks)));
    request.on('error', fail);
  });
}

function send(
  response: ServerResponse,
  answer: HttpAnswer,
  acceptEncoding: string | undefined,
  requestId: string,
): void {
  const headers = [...answer.headers];
  if (!headers.some(([name]) => name.toLowerCase() === 'content-type') && answer.body.length > 0)
    headers.push(['Content-Type', 'application/json']);
  headers.push(['x-amzn-RequestId', requestId]);
  writeAnswer(response, { ...answer, headers }, acceptEncoding);
}

/** API Gateway's OPTIONS method on a route path (a MOCK integration), when origins are configured. */
function preflight(request: IncomingMessage, resource: string, origins: readonly string[]): HttpAnswer | undefined {
  if (request.method !== 'OPTIONS') return undefined;
  const headers = preflightHeaders(resource, request.headers.origin, origins);
  return headers && { statusCode: 200, headers: Object.entries(headers), body: Buffer.alloc(0) };
}

/** The client's address as API Gateway reports it: an IPv4 client in dotted form, not IPv4-mapped IPv6. */
function sourceIpOf(request: IncomingMessage): string {
  const address = request.socket.remoteAddress ?? '127.0.0.1';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}

/** The path of the request line Node received before it gave up parsing (the problem's `instance`), or `/`. */
function requestLinePath(rawPacket: Buffer | undefined): string {
  const target = /^[A-Z]+ (\S+) HTTP\/\d/.exec(rawPacket?.subarray(0, 8192).toString('latin1') ?? '')?.[1];
  return target?.startsWith('/') ? (target.split('?')[0] ?? '/') : '/';
}

/** Starts the gateway on a port; resolves once it listens. */
export async function startGateway(port: number, settings: GatewaySettings): Promise<Server> {
  const responses = loadGatewayResponses(settings.corsOrigins);
  const authorizer = createLocalAuthorizer(
    (event) => settings.host.invoke(AUTHORIZER_FUNCTION, event, randomUUID()),
    settings.authorizerTtlSeconds,
  );
  const throttle = createThrottle(settings.methodThrottles);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const requestId = randomUUID();
    const target = request.url ?? '/';
    const path = target.split('?')[0] ?? '/';
    const method = request.method ?? 'GET';
    const acceptEncoding = request.headers['accept-encoding'];
    const gatewayAnswer = (type: string): void =>
      send(response, renderGatewayResponse(responses, type, { path, requestId }), acceptEncoding, requestId);
    // HTTP/1.1 requires Host (RFC 9112 section 3.2); Node's own refusal would be a bare 400.
    if (request.headers.host === undefined && request.httpVersion !== '1.0') return gatewayAnswer('DEFAULT_4XX');
    if (serveDocsSite(request, response)) return;
    // API Gateway's own API, as much of it as the functions call: the flush of the stage's
    // authorizer cache after a change of who may do what (lib/aws/authorizer-cache.ts).
    if (method === 'DELETE' && path === `/restapis/${LOCAL_REST_API_ID}/stages/${settings.stage}/cache/authorizers`) {
      authorizer.flush();
      response.writeHead(202, { 'Content-Length': '0' }).end();
      return;
    }

    const sent = await readBody(request);
    if (sent === 'too-large') return gatewayAnswer('REQUEST_TOO_LARGE');
    // The web ACL's body-size rules, which run before API Gateway: the same 413 (WAF_FILTERED).
    if (edgeRefusesBody(request.headers)) return gatewayAnswer('WAF_FILTERED');
    const body = decodeRequestBody(sent, request.headers['content-encoding'], MAX_PAYLOAD_BYTES);
    if (body === 'unsupported-media-type') return gatewayAnswer('UNSUPPORTED_MEDIA_TYPE');
    if (body === 'too-large') return gatewayAnswer('REQUEST_TOO_LARGE');

    const route = resolveRoute(method, path);
    const cors = preflight(request, route.resource, settings.corsOrigins);
    if (cors) return send(response, cors, acceptEncoding, requestId);
    let authorizerContext: Record<string, unknown> | null = null;
    if (route.authorized) {
      const methodArn = `arn:aws:execute-api:us-east-1:123456789012:local/${settings.stage}/${method}${path}`;
      // The value the function's `headers` carry too: the last of a repeated header (Node's
      // `headers` would keep the first).
      const outcome = await authorizer.authorize(request.headersDistinct.authorization?.at(-1), methodArn);
      if (outcome.kind === 'gateway-response') return gatewayAnswer(outcome.type);
      authorizerContext = outcome.context;
      if (!throttle.take(`${route.resource}/${method}`)) return gatewayAnswer('THROTTLED');
    }

    const event = buildProxyEvent(
      { method, target, rawHeaders: request.rawHeaders, body, sourceIp: sourceIpOf(request) },
      {
        resource: route.resource,
        pathParameters: route.pathParameters,
        stage: settings.stage,
        binaryMediaTypes: settings.binaryMediaTypes,
        authorizer: authorizerContext,
        requestId,
      },
    );
    let result: unknown;
    try {
      result = await settings.host.invoke(route.functionName, event, requestId);
    } catch (error) {
      console.error(`${route.functionName} failed:`, error);
      return gatewayAnswer('DEFAULT_5XX');
    }
    const answer = answerOfProxyResult(result);
    if (!answer) return gatewayAnswer('DEFAULT_5XX');
    send(response, answer, acceptEncoding, requestId);
  }

  const serve = (request: IncomingMessage, response: ServerResponse): void => {
    request.url = originForm(request.url ?? '/');
    handle(request, response).catch((error: unknown) => {
      console.error('local gateway failed:', error);
      if (!response.headersSent)
        send(
          response,
          renderGatewayResponse(responses, 'DEFAULT_5XX', { path: request.url ?? '/', requestId: randomUUID() }),
          undefined,
          randomUUID(),
        );
    });
  };
  // Host is checked in `handle`, so that its absence is answered as a problem too.
  const server = createServer({ requireHostHeader: false }, serve);
  // An expectation other than 100-continue is ignored, as RFC 9110 section 10.1.1 allows, rather than
  // answered with Node's bare 417: the request gets the API's answer.
  server.on('checkExpectation', serve);
  // A request Node cannot parse (a malformed header or request line) still gets a problem.
  server.on('clientError', (error: Error & { rawPacket?: Buffer }, socket) => {
    if (!socket.writable) return socket.destroy();
    const answer = renderGatewayResponse(responses, 'DEFAULT_4XX', {
      path: requestLinePath(error.rawPacket),
      requestId: randomUUID(),
    });
    const head = [
      `HTTP/1.1 ${answer.statusCode} Bad Request`,
      ...answer.headers.map(([name, value]) => `${name}: ${value}`),
      `Content-Length: ${answer.body.length}`,
      'Connection: close',
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${answer.body.toString('utf8')}`);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, () => done());
  });
  return server;
}
