/**
 * Observability of the one stack (Powertools): one structured log line per request and one EMF
 * metrics flush per request, wrapped around the whole Middy handler so that every outcome — early
 * answers such as idempotent replays included — is seen once, with its final status. Logs carry ids,
 * never a key, a header value or a body. Unexpected failures are logged with their cause chain at
 * the edge only (`logFailure`, from the problem renderer).
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { logInfoLine, logger } from '../log';
import { type MetricValue, publishMetricsDocument } from '../metrics';
import type { RateLimitGroup } from '../rate-limit/groups';
import type { ApiContext } from './api-request';

let coldStart = true;

/** A request's dimension sets (the service is in each): per route and status class, and per rate-limit group. */
const REQUEST_DIMENSIONS = [['route', 'status_class']] as const;
const REQUEST_DIMENSIONS_WITH_GROUP = [['route', 'status_class'], ['group']] as const;
/** The authorizer's one dimension set (with the service): its route. */
const AUTHORIZER_DIMENSIONS = [['route']] as const;

export interface ObservedOperation {
  route: string;
  method: string;
  group: RateLimitGroup | undefined;
}

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

function problemCode(result: APIGatewayProxyResult): string | undefined {
  if (result.statusCode < 400) return undefined;
  try {
    const code = (JSON.parse(result.body) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** Records one request: its log line and its metrics, flushed once. */
export function recordRequest(
  operation: ObservedOperation,
  event: APIGatewayProxyEvent,
  context: Context,
  result: APIGatewayProxyResult,
  milliseconds: number,
  cold: boolean,
): void {
  // Ids only, from what the stack learned (middleware.ts shares its state through the context).
  const learned = (context as ApiContext).api;
  const status = result.statusCode;
  const code = problemCode(result);
  logInfoLine('request', context, {
    request_id: learned?.request?.requestId ?? result.headers?.['X-Request-Id'],
    api_request_id: event.requestContext?.requestId,
    // The client's address as API Gateway saw it (forensics: who sent what, beside the stage's access log).
    source_ip: event.requestContext?.identity?.sourceIp ?? null,
    route: operation.route,
    method: operation.method,
    status,
    latency_ms: Math.round(milliseconds * 100) / 100,
    company_uuid: learned?.companyUuid ?? null,
    key_id: learned?.principal?.keyId ?? null,
    cold_start: cold,
    ...(code ? { problem: code } : {}),
  });
  const values: Record<string, MetricValue> = {
    requests: { value: 1, unit: 'Count' },
    latency: { value: milliseconds, unit: 'Milliseconds' },
  };
  if (cold) values.cold_starts = { value: 1, unit: 'Count' };
  if (code) values[`problem_${code}`] = { value: 1, unit: 'Count' };
  if (status === 429 && operation.group) values[`rate_limited_${operation.group}`] = { value: 1, unit: 'Count' };
  const statusClass = `${Math.floor(status / 100)}xx`;
  const dimensions = {
    route: operation.route,
    status_class: statusClass,
    ...(operation.group ? { group: operation.group } : {}),
  };
  publishMetricsDocument(dimensions, operation.group ? REQUEST_DIMENSIONS_WITH_GROUP : REQUEST_DIMENSIONS, values);
}

/** Wraps a stack's handler with the request log and metrics. */
export function observed(operation: ObservedOperation, handler: Handler): Handler {
  return async (event, context) => {
    const started = performance.now();
    const cold = coldStart;
    coldStart = false;
    logger.addContext(context);
    const result = await handler(event, context);
    recordRequest(operation, event, context, result, performance.now() - started, cold);
    return result;
  };
}

/** An unexpected failure (500/503), logged once at the edge with its cause chain. */
export function logFailure(requestId: string, route: string | undefined, error: unknown): void {
  // Powertools formats an Error attribute with its name, location, stack and `cause`, recursively.
  logger.error('request failed', {
    request_id: requestId,
    route,
    error: error instanceof Error ? error : new Error(String(error)),
  });
}

export type AuthorizerOutcome = 'allowed' | 'unauthorized' | 'failed';

/**
 * One authorizer decision: a log line (key id only when allowed) and its outcome metric, flushed
 * once. Written directly as the request's are, with Lambda's context (a direct call without one
 * goes through Powertools).
 */
export function recordAuthorizerOutcome(
  outcome: AuthorizerOutcome,
  milliseconds: number,
  context: Context | undefined,
  keyId?: string,
): void {
  const cold = coldStart;
  coldStart = false;
  const attributes = {
    outcome,
    latency_ms: Math.round(milliseconds * 100) / 100,
    key_id: keyId ?? null,
    cold_start: cold,
  };
  if (context) logInfoLine('authorizer', context, attributes);
  else logger.info('authorizer', attributes);
  const values: Record<string, MetricValue> = {
    [`authorizer_${outcome}`]: { value: 1, unit: 'Count' },
    latency: { value: milliseconds, unit: 'Milliseconds' },
  };
  if (cold) values.cold_starts = { value: 1, unit: 'Count' };
  publishMetricsDocument({ route: 'authorizer' }, AUTHORIZER_DIMENSIONS, values);
}
