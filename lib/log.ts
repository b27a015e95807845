/**
 * The container's structured logger (Powertools), below every layer: the stack's request log
 * (lib/http/observability.ts) and the rare warning of domain code share it. Level and sampling come
 * from POWERTOOLS_LOG_LEVEL and POWERTOOLS_LOGGER_SAMPLE_RATE (stage parameters). Never log a key,
 * a token, a header value or a body.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { config } from './config';

export const logger = new Logger({ serviceName: config.observability.serviceName });

/** Powertools' threshold of INFO: a logger at a higher level (WARN, ERROR, …) prints no INFO line. */
const INFO_LEVEL = 12;

/** The X-Ray trace id of the current invocation (Lambda sets `_X_AMZN_TRACE_ID` per invocation), as Powertools shows it. */
function xrayTraceId(): string | undefined {
  const header = process.env._X_AMZN_TRACE_ID;
  if (!header) return undefined;
  const root = header.split(';')[0] ?? '';
  return root.startsWith('Root=') ? root.slice('Root='.length) : undefined;
}

/**
 * Writes an INFO line exactly as `logger.info(message, attributes)` prints it with `context` added
 * (the standard keys, `cold_start` among them from the attributes, then the attributes; no key whose
 * value is null, undefined or empty), written
 * directly: the request's log line on every warm request (lib/http/observability.ts) is one object
 * and one JSON.stringify, where Powertools merges, formats and replaces (docs/decisions.md,
 * *Performance*). The timestamp is UTC, as in Lambda (TZ=:UTC). A test holds the two lines equal.
 */
export function logInfoLine(message: string, context: Context, attributes: Record<string, unknown>): void {
  if (logger.level > INFO_LEVEL) return;
  const line: Record<string, unknown> = { level: 'INFO', message, timestamp: new Date().toISOString(), service: config.observability.serviceName };
  // Only keys with a value, as Powertools prints them: assigned, never deleted (a delete turns the object into a slow dictionary).
  const put = (key: string, value: unknown): void => {
    if (value !== undefined && value !== null && value !== '') line[key] = value;
  };
  put('cold_start', attributes.cold_start);
  put('function_arn', context.invokedFunctionArn);
  put('function_memory_size', context.memoryLimitInMB);
  put('function_name', context.functionName);
  put('function_request_id', context.awsRequestId);
  put('sampling_rate', config.observability.logSampleRate);
  put('xray_trace_id', xrayTraceId());
  for (const key in attributes) put(key, attributes[key]);
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
