/**
 * The container's structured logger (Powertools), below every layer: the stack's request log
 * (lib/http/observability.ts) and the rare warning of domain code share it. Level and sampling come
 * from POWERTOOLS_LOG_LEVEL and POWERTOOLS_LOGGER_SAMPLE_RATE (stage parameters). Never log a key,
 * a token, a header value or a body.
 *
 * Powertools' Logger is loaded and built on its first line, not with the bundle: loading it is ≈ 3 ms
 * of every cold start, and a request that goes well writes only its request line, which `logInfoLine`
 * writes in Powertools' format without it (docs/decisions.md, *Performance*).
 */
import type * as Powertools from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { config } from './config';

/** Powertools' level thresholds (its `LogLevelThreshold`). */
const LEVEL_THRESHOLDS = { TRACE: 6, DEBUG: 8, INFO: 12, WARN: 16, ERROR: 20, CRITICAL: 24, SILENT: 28 } as const;
type LevelName = keyof typeof LEVEL_THRESHOLDS;

function thresholdOf(name: string | undefined): number | undefined {
  return name !== undefined && Object.hasOwn(LEVEL_THRESHOLDS, name) ? LEVEL_THRESHOLDS[name as LevelName] : undefined;
}

/**
 * The level a Powertools Logger starts at in this environment, resolved as Powertools resolves it:
 * Lambda's advanced logging controls (`AWS_LAMBDA_LOG_LEVEL`, FATAL read as CRITICAL) first, then
 * `POWERTOOLS_LOG_LEVEL` or `LOG_LEVEL` (upper-case names only), else INFO; an invocation that debug
 * sampling picked logs at DEBUG. `lib/log.test.ts` holds it to Powertools' own.
 */
export function initialLevel(env: NodeJS.ProcessEnv, sampled: boolean): number {
  const controls = env.AWS_LAMBDA_LOG_LEVEL === 'FATAL' ? 'CRITICAL' : env.AWS_LAMBDA_LOG_LEVEL;
  const level =
    thresholdOf(controls) ?? thresholdOf(env.POWERTOOLS_LOG_LEVEL || env.LOG_LEVEL) ?? LEVEL_THRESHOLDS.INFO;
  return sampled && level > LEVEL_THRESHOLDS.TRACE ? LEVEL_THRESHOLDS.DEBUG : level;
}

/** Debug sampling, decided once per container as Powertools decides it (a share `rate` of containers). */
const sampled =
  config.observability.logSampleRate > 0 && Math.floor(Math.random() * 100) / 100 <= config.observability.logSampleRate;
let level = initialLevel(process.env, sampled);

let built: Powertools.Logger | undefined;
let lastContext: Context | undefined;
/** Whether an invocation came before the current one: Powertools, built late, must not report a cold start. */
let invokedBefore = false;

function powertools(): Powertools.Logger {
  if (!built) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (see the file's comment)
    const { Logger } = require('@aws-lambda-powertools/logger') as typeof Powertools;
    built = new Logger({ serviceName: config.observability.serviceName });
    const name = (Object.keys(LEVEL_THRESHOLDS) as LevelName[]).find(
      (candidate) => LEVEL_THRESHOLDS[candidate] === level,
    );
    if (name) built.setLogLevel(name);
    if (lastContext) {
      // Powertools counts its first context as the cold start: built after the container's first
      // invocation, a first context spends that, so that the lines show `cold_start: false`.
      if (invokedBefore) built.addContext(lastContext);
      built.addContext(lastContext);
    }
  }
  return built;
}

/** The container's logger: Powertools' methods this project uses, Powertools built on the first line. */
export const logger = {
  /** The Lambda context of the current invocation, which every line shows (Powertools' standard keys). */
  addContext(context: Context): void {
    invokedBefore = lastContext !== undefined;
    lastContext = context;
    built?.addContext(context);
  },
  info(message: string, attributes: Record<string, unknown> = {}): void {
    powertools().info(message, attributes);
  },
  warn(message: string, attributes: Record<string, unknown> = {}): void {
    powertools().warn(message, attributes);
  },
  error(message: string, attributes: Record<string, unknown> = {}): void {
    powertools().error(message, attributes);
  },
  /** The current level's threshold (Powertools' numbers: INFO 12, WARN 16, …). */
  get level(): number {
    return level;
  },
  setLogLevel(name: LevelName): void {
    level = LEVEL_THRESHOLDS[name];
    built?.setLogLevel(name);
  },
};

/** The X-Ray trace id of the current invocation (Lambda sets `_X_AMZN_TRACE_ID` per invocation), as Powertools shows it. */
function xrayTraceId(): string | undefined {
  const header = process.env._X_AMZN_TRACE_ID;
  if (!header) return undefined;
  const root = header.split(';')[0] ?? '';
  return root.startsWith('Root=') ? root.slice('Root='.length) : undefined;
}

/**
 * Writes an INFO line exactly as Powertools' `logger.info(message, attributes)` prints it with
 * `context` added (the standard keys, `cold_start` among them from the attributes, then the
 * attributes; no key whose value is null, undefined or empty), written directly: the request's log
 * line on every warm request (lib/http/observability.ts) is one object and one JSON.stringify, where
 * Powertools merges, formats and replaces (docs/decisions.md, *Performance*). The timestamp is UTC,
 * as in Lambda (TZ=:UTC). A test holds the two lines equal.
 */
export function logInfoLine(message: string, context: Context, attributes: Record<string, unknown>): void {
  if (level > LEVEL_THRESHOLDS.INFO) return;
  const line: Record<string, unknown> = {
    level: 'INFO',
    message,
    timestamp: new Date().toISOString(),
    service: config.observability.serviceName,
  };
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
