/**
 * What the local gateway sends back: the function's proxy result, or one of the gateway responses
 * the template deploys (serverless/edge.cjs, rendered from the same definitions: status, headers,
 * problem+json template with its `$context` variables), compressed like API Gateway with
 * minimumCompressionSize.
 */
import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { mayBeCompressed, varyWith } from '../../../lib/http/compression';

const requireHere = createRequire(__filename);

export interface HttpAnswer {
  statusCode: number;
  /** Header name → values, names as the function or template wrote them. */
  headers: Array<[string, string]>;
  body: Buffer;
}

interface GatewayResponseProperties {
  StatusCode: string;
  ResponseParameters: Record<string, string>;
  ResponseTemplates: Record<string, string>;
}

type GatewayResponses = Record<string, GatewayResponseProperties>;

/** The template's gateway responses for a set of CORS origins. */
export function loadGatewayResponses(origins: readonly string[]): GatewayResponses {
  const edge = requireHere(join(__dirname, '..', '..', '..', 'serverless', 'edge.cjs')) as {
    gatewayResponses: (origins: readonly string[]) => GatewayResponses;
  };
  return edge.gatewayResponses(origins);
}

/** Renders a gateway response type as API Gateway would, substituting its `$context` variables. */
export function renderGatewayResponse(
  responses: GatewayResponses,
  type: string,
  context: { path: string; requestId: string },
): HttpAnswer {
  const definition = responses[type] ?? responses.DEFAULT_4XX;
  if (!definition) throw new Error(`no gateway response ${type}`);
  const headers: Array<[string, string]> = Object.entries(definition.ResponseParameters).map(([parameter, value]) => [
    parameter.replace(/^gatewayresponse\.header\./, ''),
    value === 'context.requestId' ? context.requestId : value.replace(/^'|'$/g, ''),
  ]);
  const template = definition.ResponseTemplates['application/json'] ?? '';
  // The variables sit inside JSON strings: a path may hold `"` or `\` (Node passes them through raw).
  const inJsonString = (value: string): string => JSON.stringify(value).slice(1, -1);
  const body = template
    .replaceAll('$context.path', inJsonString(context.path))
    .replaceAll('$context.requestId', inJsonString(context.requestId));
  return { statusCode: Number(definition.StatusCode), headers, body: Buffer.from(body, 'utf8') };
}

interface ProxyResult {
  statusCode?: unknown;
  headers?: Record<string, unknown> | null;
  multiValueHeaders?: Record<string, unknown[]> | null;
  body?: unknown;
  isBase64Encoded?: unknown;
}

/** A Lambda proxy result as an HTTP answer; undefined when it is malformed (API Gateway: 502). */
export function answerOfProxyResult(result: unknown): HttpAnswer | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const { statusCode, headers, multiValueHeaders, body, isBase64Encoded } = result as ProxyResult;
  if (typeof statusCode !== 'number' || !Number.isInteger(statusCode)) return undefined;
  const merged = new Map<string, string[]>();
  for (const [name, values] of Object.entries(multiValueHeaders ?? {})) merged.set(name, values.map(String));
  // A name in both maps: API Gateway sends the multi-value list and the single value together.
  for (const [name, value] of Object.entries(headers ?? {}))
    merged.set(name, [...(merged.get(name) ?? []), String(value)]);
  const text = typeof body === 'string' ? body : '';
  return {
    statusCode,
    headers: [...merged].flatMap(([name, values]) => values.map((value): [string, string] => [name, value])),
    body: isBase64Encoded === true ? Buffer.from(text, 'base64') : Buffer.from(text, 'utf8'),
  };
}

/** Whether an Accept-Encoding header admits gzip (explicitly or through `*`) with a non-zero quality. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  const codings = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    codings.set(coding, quality === undefined ? 1 : Number(quality.slice(2)) || 0);
  }
  const gzip = codings.get('gzip') ?? codings.get('x-gzip') ?? codings.get('*');
  return gzip !== undefined && gzip > 0;
}

/**
 * Gzips the answer when the client accepts it and the body is at least the minimum size, naming
 * Accept-Encoding in Vary once (the functions' answers that may be compressed already name it).
 */
export function compress(answer: HttpAnswer, acceptEncoding: string | undefined): HttpAnswer {
  if (!mayBeCompressed(answer.body) || !acceptsGzip(acceptEncoding)) return answer;
  if (answer.headers.some(([name]) => name.toLowerCase() === 'content-encoding')) return answer;
  const vary = answer.headers.find(([name]) => name.toLowerCase() === 'vary');
  const headers = answer.headers.filter(
    ([name]) => name.toLowerCase() !== 'vary' && name.toLowerCase() !== 'content-length',
  );
  headers.push(['Content-Encoding', 'gzip'], ['Vary', varyWith(vary?.[1], 'Accept-Encoding')]);
  return { ...answer, headers, body: gzipSync(answer.body) };
}

/**
 * Compresses an answer as the request allows and writes it, with its Content-Length; a 204 or 304
 * has no content and announces none.
 */
export function writeAnswer(response: ServerResponse, answer: HttpAnswer, acceptEncoding: string | undefined): void {
  const compressed = compress(answer, acceptEncoding);
  const headers = [...compressed.headers];
  if (compressed.statusCode !== 204 && compressed.statusCode !== 304)
    headers.push(['Content-Length', String(compressed.body.length)]);
  response.writeHead(compressed.statusCode, headers.flat());
  response.end(compressed.body);
}
