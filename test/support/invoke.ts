/** Invoking real handlers with API Gateway events from events/. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { assertConformsToOpenApi } from './openapi-conformance';
import { invokeHooks } from './invoke-hooks';
import { neverLog } from './secrets-registry';
import type { DescribedApiHandler } from '../../lib/http/api';
import { handlerPath } from '../../lib/http/routes';

export interface TestResponse {
  status: number;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** Parsed JSON, or the raw string when the body is not JSON, or undefined when empty. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary response shapes
  rawBody: string;
}

/** A fresh copy of `events/<fn>/<case>.json`. */
export function loadEvent(name: string): APIGatewayProxyEvent {
  const text = readFileSync(join(__dirname, '..', '..', 'events', `${name}.json`), 'utf8');
  return structuredClone(JSON.parse(text) as APIGatewayProxyEvent);
}

/** A Lambda context with what Middy needs. */
export function lambdaContext(): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'test',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:test',
    memoryLimitInMB: '512',
    awsRequestId: 'test-request',
    logGroupName: '/aws/lambda/test',
    logStreamName: 'test',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

export interface EventOverrides {
  key?: string | null;
  headers?: Record<string, string>;
  pathParameters?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
  rawBody?: string;
  method?: string;
  path?: string;
}

/** Applies overrides to an event: `key` sets (or, with null, removes) the bearer key. */
export function withRequest(event: APIGatewayProxyEvent, overrides: EventOverrides): APIGatewayProxyEvent {
  const headers: Record<string, string> = { ...(event.headers as Record<string, string>) };
  if (overrides.key === null) {
    for (const name of Object.keys(headers)) if (name.toLowerCase() === 'authorization') delete headers[name];
  } else if (overrides.key !== undefined) {
    headers.Authorization = `Bearer ${overrides.key}`;
  }
  Object.assign(headers, overrides.headers);
  const next: APIGatewayProxyEvent = { ...event, headers, multiValueHeaders: {} };
  if (overrides.pathParameters) {
    next.pathParameters = { ...event.pathParameters, ...overrides.pathParameters };
    let path = event.resource;
    for (const [name, value] of Object.entries(next.pathParameters ?? {}))
      path = path.replace(`{${name}}`, value ?? '');
    next.path = path;
  }
  if (overrides.path) next.path = overrides.path;
  if (overrides.method) next.httpMethod = overrides.method;
  if (overrides.query) {
    const single: Record<string, string> = {};
    const multi: Record<string, string[]> = {};
    for (const [name, value] of Object.entries(overrides.query)) {
      const values = Array.isArray(value) ? value : [value];
      single[name] = values[values.length - 1] ?? '';
      multi[name] = values;
    }
    next.queryStringParameters = single;
    next.multiValueQueryStringParameters = multi;
  }
  if (overrides.body !== undefined) {
    next.body = JSON.stringify(overrides.body);
    if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type'))
      headers['Content-Type'] = 'application/json';
  }
  if (overrides.rawBody !== undefined) next.body = overrides.rawBody;
  return next;
}

/** Whether a handler is the one serverless.yml deploys for its route (functions/…), not a test's own. */
function isDeployedHandler(handler: Handler): boolean {
  const route = (handler as Partial<DescribedApiHandler>).operation?.route;
  if (!route) return false;
  const [file] = handlerPath(route).split('.handler');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module the route table names, loaded already by the test
  return (require(join(__dirname, '..', '..', `${file}.ts`)) as { handler: unknown }).handler === handler;
}

/** Runs a handler and returns its response with parsed JSON and lower-cased headers. */
export async function invoke(handler: Handler, event: APIGatewayProxyEvent): Promise<TestResponse> {
  // Whatever a request carries that could be secret must never be logged (test/support/log-capture.ts).
  for (const [name, value] of Object.entries(event.headers ?? {}))
    if (name.toLowerCase() === 'authorization') neverLog(value);
  neverLog(event.body);
  const deployed = isDeployedHandler(handler);
  const route = (handler as Partial<DescribedApiHandler>).operation?.route;
  // A deployed handler may do only what its IAM policy grants (lib/http/route-settings.ts).
  const result =
    deployed && route
      ? await invokeHooks.aroundDeployed(route, () => handler(event, lambdaContext()))
      : await handler(event, lambdaContext());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  let body: unknown = undefined;
  if (result.body) {
    try {
      body = JSON.parse(result.body);
    } catch {
      body = result.body;
    }
  }
  const response = { status: result.statusCode, headers, body, rawBody: result.body ?? '' };
  // Stack tests build throwaway handlers for a route; only the deployed ones answer the document.
  if (deployed) assertConformsToOpenApi(event.httpMethod, event.resource, response);
  return response;
}
