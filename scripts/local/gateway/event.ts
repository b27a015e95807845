/**
 * API Gateway REST proxy events (payload format 1.0), built as the API Gateway developer guide
 * documents them ("Input format of a Lambda function for proxy integration"): single-value maps hold
 * the last value of a repeated header or query parameter, multi-value maps hold all of them, empty
 * maps are `null`, and a body whose Content-Type matches the API's binaryMediaTypes arrives base64.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { setOwn } from '../../../lib/http/request';

export interface GatewayRequest {
  method: string;
  /** The raw request target, path and query, as sent (`/api/v1/users?x=1`). */
  target: string;
  /** Node's `rawHeaders`: names as sent, in order, alternating with values. */
  rawHeaders: readonly string[];
  body: Buffer;
  sourceIp: string;
}

export interface EventSettings {
  resource: string;
  pathParameters: Record<string, string> | null;
  stage: string;
  /** The template's binaryMediaTypes, e.g. `multipart/form-data`. */
  binaryMediaTypes: readonly string[];
  authorizer: Record<string, unknown> | null;
  requestId?: string;
  now?: Date;
}

type MultiValueMap = Record<string, string[]>;

/**
 * A request target in origin form (`/path?query`): the absolute form (`http://host/path?query`),
 * which a server must accept (RFC 9112 section 3.2.2), reduced to its path and query; any other form as is.
 */
export function originForm(target: string): string {
  const absolute = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*([^#]*)/.exec(target);
  if (target.startsWith('/') || !absolute) return target;
  const rest = absolute[1] ?? '';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

function collect(pairs: Array<[string, string]>): {
  single: Record<string, string> | null;
  multi: MultiValueMap | null;
} {
  if (pairs.length === 0) return { single: null, multi: null };
  const single: Record<string, string> = {};
  const multi: MultiValueMap = {};
  for (const [name, value] of pairs) {
    setOwn(single, name, value);
    if (Object.hasOwn(multi, name)) multi[name]?.push(value);
    else setOwn(multi, name, [value]);
  }
  return { single, multi };
}

function headerPairs(rawHeaders: readonly string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let index = 0; index + 1 < rawHeaders.length; index += 2)
    pairs.push([rawHeaders[index] ?? '', rawHeaders[index + 1] ?? '']);
  return pairs;
}

/** Percent-decodes a path segment or query part, keeping it as sent when it is not valid encoding (as API Gateway does not fail it). */
export function decodeOrKeep(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * A query name or value as API Gateway decodes it: form encoding, so `+` is a space and `%2B` a plus
 * (a REST proxy event logged in CloudWatch, aws/aws-cdk#19827). A path keeps its `+`.
 */
function decodeQueryPart(part: string): string {
  return decodeOrKeep(part.replaceAll('+', ' '));
}

/**
 * Query pairs as a REST API splits them: on `&`, and also on `;`, which API Gateway does not support
 * in a query string and splits the data at (docs.aws.amazon.com/apigateway/latest/developerguide/api-gateway-known-issues.html).
 */
function queryPairs(query: string): Array<[string, string]> {
  if (query === '') return [];
  return query
    .split(/[&;]/)
    .filter((part) => part !== '')
    .map((part) => {
      const separator = part.indexOf('=');
      return separator === -1
        ? [decodeQueryPart(part), '']
        : [decodeQueryPart(part.slice(0, separator)), decodeQueryPart(part.slice(separator + 1))];
    });
}

/** Whether a Content-Type matches one of the binary media types (`type/subtype`, `type/*` or `*\/*`). */
export function isBinaryMediaType(contentType: string | undefined, binaryMediaTypes: readonly string[]): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (!type) return false;
  return binaryMediaTypes.some((pattern) => {
    const wanted = pattern.toLowerCase();
    if (wanted === '*/*') return true;
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `04/Mar/2020:19:15:17 +0000`, the requestContext.requestTime format. */
function requestTime(now: Date): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${pad(now.getUTCDate())}/${MONTHS[now.getUTCMonth()]}/${now.getUTCFullYear()}:${pad(now.getUTCHours())}:${pad(now.getUTCMinutes())}:${pad(now.getUTCSeconds())} +0000`;
}

/** The proxy event API Gateway would hand the function for this request. */
export function buildProxyEvent(request: GatewayRequest, settings: EventSettings): APIGatewayProxyEvent {
  const queryStart = request.target.indexOf('?');
  const path = queryStart === -1 ? request.target : request.target.slice(0, queryStart);
  const query = queryStart === -1 ? '' : request.target.slice(queryStart + 1);
  const headers = collect(headerPairs(request.rawHeaders));
  const parameters = collect(queryPairs(query));
  const contentType = Object.entries(headers.single ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  const binary = isBinaryMediaType(contentType, settings.binaryMediaTypes);
  const hasBody = request.body.length > 0;
  const now = settings.now ?? new Date();
  const requestId = settings.requestId ?? randomUUID();
  const userAgent =
    Object.entries(headers.single ?? {}).find(([name]) => name.toLowerCase() === 'user-agent')?.[1] ?? null;
  return {
    resource: settings.resource,
    path,
    httpMethod: request.method,
    headers: headers.single ?? {},
    multiValueHeaders: headers.multi ?? {},
    queryStringParameters: parameters.single,
    multiValueQueryStringParameters: parameters.multi,
    pathParameters: settings.pathParameters,
    stageVariables: null,
    requestContext: {
      accountId: '123456789012',
      apiId: 'local',
      authorizer: settings.authorizer,
      domainName: 'localhost',
      domainPrefix: 'localhost',
      extendedRequestId: requestId,
      httpMethod: request.method,
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: request.sourceIp,
        user: null,
        userAgent,
        userArn: null,
      },
      path: `/${settings.stage}${path}`,
      protocol: 'HTTP/1.1',
      requestId,
      requestTime: requestTime(now),
      requestTimeEpoch: now.getTime(),
      resourceId: 'local',
      resourcePath: settings.resource,
      stage: settings.stage,
    },
    body: hasBody ? request.body.toString(binary ? 'base64' : 'utf8') : null,
    isBase64Encoded: hasBody && binary,
  };
}
