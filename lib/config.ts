/**
 * The environment, parsed once at module load. A bad value fails the cold start, never a request.
 * Nothing else in the project reads `process.env`.
 */
import { type RateLimitGroup, type RateLimitSetting, rateLimitsFrom } from './rate-limit/groups';

// The variables are checked by hand rather than by a schema: every bundle reads the configuration,
// and most handlers need no other validation, so a schema library here would cost each of their
// cold starts ~6 ms (docs/decisions.md). A bad value still fails the cold start, naming the variable.

/** The environment read: process.env, or a test's. */
type Source = NodeJS.ProcessEnv;

/** A variable as `parse` reads it (undefined: not valid), or the fallback when unset. */
function setting<T>(
  source: Source,
  name: string,
  fallback: T,
  expected: string,
  parse: (value: string) => T | undefined,
): T {
  const value = source[name];
  if (value === undefined) return fallback;
  const parsed = parse(value);
  if (parsed === undefined) throw new Error(`Invalid configuration: ${name} must be ${expected}`);
  return parsed;
}

/** A text of at least `minLength` characters. */
const text = (source: Source, name: string, fallback: string, minLength = 1): string =>
  setting(source, name, fallback, `at least ${minLength} character(s)`, (value) =>
    value.length >= minLength ? value : undefined,
  );

/** A number within bounds (a whole one unless `fractions`), from its decimal text. */
const number = (source: Source, name: string, min: number, max: number, fallback: number, fractions = false): number =>
  setting(source, name, fallback, `${fractions ? 'a number' : 'an integer'} from ${min} to ${max}`, (value) => {
    // A blank rate is refused; a blank integer reads as 0, as Number('') does.
    const parsed = fractions && value.trim() === '' ? NaN : Number(value);
    return (fractions ? Number.isFinite(parsed) : Number.isInteger(parsed)) && parsed >= min && parsed <= max
      ? parsed
      : undefined;
  });

/** An integer within bounds, from its decimal text. */
const integer = (source: Source, name: string, min: number, max: number, fallback: number): number =>
  number(source, name, min, max, fallback);

const port = (source: Source, name: string, fallback: number): number => integer(source, name, 1, 65535, fallback);

/** A text matching `pattern`. */
const matching = (source: Source, name: string, pattern: RegExp, expected: string, fallback: string): string =>
  setting(source, name, fallback, expected, (value) => (pattern.test(value) ? value : undefined));

/** An absolute URL. */
const url = (source: Source, name: string, fallback: string): string =>
  setting(source, name, fallback, 'an absolute URL', (value) => (URL.canParse(value) ? value : undefined));

/** The trimmed text, or undefined when unset or blank. */
function optionalString(source: Source, name: string): string | undefined {
  const value = source[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** Every variable the project reads, checked. */
function readEnv(source: Source) {
  return {
    TABLE_NAME: text(source, 'TABLE_NAME', 'business-operations'),
    BUCKET_NAME: text(source, 'BUCKET_NAME', 'business-operations-files'),
    AWS_REGION: text(source, 'AWS_REGION', 'us-east-1'),
    /**
     * Outside Lambda, `local` (npm start, the tests, the admin CLI) uses the local emulators; `aws`
     * uses AWS with the operator's credentials (the admin CLI against a stage).
     */
    STACK_TARGET: matching(source, 'STACK_TARGET', /^(local|aws)$/, '"local" or "aws"', 'local'),
    /** Set only for local emulators; in AWS the SDK finds the regional endpoint itself. */
    DYNAMODB_ENDPOINT: optionalString(source, 'DYNAMODB_ENDPOINT'),
    S3_ENDPOINT: optionalString(source, 'S3_ENDPOINT'),
    /** Automations' messages: the local SES and SMS outbox, or AWS's regional endpoints when unset. */
    SES_ENDPOINT: optionalString(source, 'SES_ENDPOINT'),
    SMS_ENDPOINT: optionalString(source, 'SMS_ENDPOINT'),
    /** The stage's sender address (`name@domain` or `Name <name@domain>`), verified in SES. */
    EMAIL_FROM_ADDRESS: matching(
      source,
      'EMAIL_FROM_ADDRESS',
      /^(?:[^\s@<>]+@[^\s@<>]+|[^<>]*<[^\s@<>]+@[^\s@<>]+>)$/,
      'an e-mail address',
      'automations@example.com',
    ),
    SES_CONFIGURATION_SET: optionalString(source, 'SES_CONFIGURATION_SET'),
    /** The phone number, sender ID, pool or their ARN that SMS are sent from; the account's default when unset. */
    SMS_ORIGINATION_IDENTITY: optionalString(source, 'SMS_ORIGINATION_IDENTITY'),
    SMS_CONFIGURATION_SET: optionalString(source, 'SMS_CONFIGURATION_SET'),
    /** Absolute base URL under which logos are publicly readable (a CDN in AWS, the bucket URL locally). */
    ASSETS_BASE_URL: optionalString(source, 'ASSETS_BASE_URL'),
    CLIENT_VERSION: matching(
      source,
      'CLIENT_VERSION',
      /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/,
      'a semantic version',
      '1.0.0',
    ),
    CORS_ALLOWED_ORIGINS: source.CORS_ALLOWED_ORIGINS ?? '',
    AUTH_CACHE_TTL_SECONDS: integer(source, 'AUTH_CACHE_TTL_SECONDS', 0, 60, 0),
    USERS_CACHE_TTL_SECONDS: integer(source, 'USERS_CACHE_TTL_SECONDS', 1, 3600, 60),
    BILLING_SIGN_IN_URL: url(source, 'BILLING_SIGN_IN_URL', 'https://billing.example.com/sign-in'),
    /** Local only: in AWS the secret is read at run time from Secrets Manager (BILLING_STATE_SECRET_ID). */
    BILLING_STATE_SECRET: text(source, 'BILLING_STATE_SECRET', 'local-billing-state-secret-change-me', 16),
    BILLING_STATE_SECRET_ID: optionalString(source, 'BILLING_STATE_SECRET_ID'),
    BILLING_STATE_TTL_SECONDS: integer(source, 'BILLING_STATE_TTL_SECONDS', 30, 3600, 600),
    DOWNLOAD_URL_TTL_SECONDS: integer(source, 'DOWNLOAD_URL_TTL_SECONDS', 1, 900, 900),
    /** The bucket's lifecycle expiry of settings-json files (the stage parameter settingsFileRetentionDays). */
    SETTINGS_FILE_RETENTION_DAYS: integer(source, 'SETTINGS_FILE_RETENTION_DAYS', 1, 36500, 30),
    /** The owning application's API Gateway usage-plan key (authorizer only; from SSM at deploy time). */
    USAGE_PLAN_API_KEY: optionalString(source, 'USAGE_PLAN_API_KEY'),
    /** Local stack (npm start, admin CLI, tests). */
    PORT: port(source, 'PORT', 3000),
    DYNAMODB_LOCAL_PORT: port(source, 'DYNAMODB_LOCAL_PORT', 8000),
    S3_LOCAL_PORT: port(source, 'S3_LOCAL_PORT', 4569),
    SES_LOCAL_PORT: port(source, 'SES_LOCAL_PORT', 8005),
    SMS_LOCAL_PORT: port(source, 'SMS_LOCAL_PORT', 8006),
    DATA_DIR: text(source, 'DATA_DIR', '.data'),
    /** npm start's local API Gateway: how long it caches an authorizer answer (AWS: authorizerCacheTtl). */
    AUTHORIZER_CACHE_TTL_SECONDS: integer(source, 'AUTHORIZER_CACHE_TTL_SECONDS', 0, 3600, 0),
    /** npm start: how often it invokes the waker of held runs (AWS: a schedule of every minute). */
    LOCAL_SCHEDULE_SECONDS: integer(source, 'LOCAL_SCHEDULE_SECONDS', 1, 3600, 60),
    AWS_LAMBDA_FUNCTION_NAME: optionalString(source, 'AWS_LAMBDA_FUNCTION_NAME'),
    IS_OFFLINE: optionalString(source, 'IS_OFFLINE'),
    /** Powertools: the service every log line and metric names, and the metrics namespace. */
    POWERTOOLS_SERVICE_NAME: text(source, 'POWERTOOLS_SERVICE_NAME', 'business-operations-api'),
    POWERTOOLS_METRICS_NAMESPACE: text(source, 'POWERTOOLS_METRICS_NAMESPACE', 'BusinessOperationsApi'),
    /** Powertools Logger's debug sampling rate, which every log line shows as `sampling_rate`. */
    POWERTOOLS_LOGGER_SAMPLE_RATE: number(source, 'POWERTOOLS_LOGGER_SAMPLE_RATE', 0, 1, 0, true),
    /** Set by npm start's local API Gateway, which runs the authorizer and builds requestContext itself. */
    LOCAL_API_GATEWAY: optionalString(source, 'LOCAL_API_GATEWAY'),
  };
}

type Env = ReturnType<typeof readEnv>;

/** A comma-separated origin list (CORS_ALLOWED_ORIGINS, the deploy parameter) as its entries. */
export function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

export interface Config {
  region: string;
  tableName: string;
  bucketName: string;
  /** True when running against local emulators (npm start, tests, admin CLI): their credentials apply. */
  isLocal: boolean;
  /**
   * Whether requestContext.authorizer comes from a real authorizer run: in AWS, and behind npm
   * start's local gateway. Elsewhere (invoke local, handler tests) an event could forge it.
   */
  trustAuthorizerContext: boolean;
  dynamoEndpoint: string | undefined;
  s3Endpoint: string | undefined;
  /** Automations' e-mail (SES v2): the sender address, the optional configuration set and endpoint. */
  email: { fromAddress: string; configurationSet: string | undefined; endpoint: string | undefined };
  /** Automations' SMS (End User Messaging SMS): what they are sent from, the configuration set and endpoint. */
  sms: { originationIdentity: string | undefined; configurationSet: string | undefined; endpoint: string | undefined };
  /** The bucket's own URL, without a trailing slash (`bucketUrlFor`). */
  bucketUrl: string;
  assetsBaseUrl: string;
  clientVersion: string;
  corsAllowedOrigins: string[];
  authCacheTtlMs: number;
  usersCacheTtlSeconds: number;
  billing: { signInUrl: string; stateSecret: string; stateSecretId: string | undefined; stateTtlSeconds: number };
  downloadUrlTtlSeconds: number;
  settingsFileRetentionDays: number;
  /** Returned by the Lambda authorizer as `usageIdentifierKey`; undefined outside AWS. */
  usagePlanApiKey: string | undefined;
  rateLimits: Record<RateLimitGroup, RateLimitSetting>;
  observability: { serviceName: string; metricsNamespace: string; logSampleRate: number };
  local: {
    port: number;
    dynamodbPort: number;
    s3Port: number;
    sesPort: number;
    smsPort: number;
    dataDir: string;
    authorizerCacheTtlSeconds: number;
    scheduleSeconds: number;
  };
}

/**
 * A bucket's URL: path-style on a local S3 endpoint, else S3's virtual-hosted form in the region
 * (docs.aws.amazon.com/AmazonS3/latest/userguide/VirtualHosting.html; the AWS partition).
 */
export function bucketUrlFor(bucket: string, s3Endpoint: string | undefined, region: string): string {
  return s3Endpoint ? `${s3Endpoint.replace(/\/+$/, '')}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`;
}

/** Builds the configuration from an environment; exported for tests and scripts. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env: Env = readEnv(source);
  const inLambda = env.AWS_LAMBDA_FUNCTION_NAME !== undefined && env.IS_OFFLINE === undefined;
  const emulated = !inLambda && env.STACK_TARGET === 'local';
  const dynamoEndpoint =
    env.DYNAMODB_ENDPOINT ?? (emulated ? `http://localhost:${env.DYNAMODB_LOCAL_PORT}` : undefined);
  const s3Endpoint = env.S3_ENDPOINT ?? (emulated ? `http://localhost:${env.S3_LOCAL_PORT}` : undefined);
  const sesEndpoint = env.SES_ENDPOINT ?? (emulated ? `http://localhost:${env.SES_LOCAL_PORT}` : undefined);
  const smsEndpoint = env.SMS_ENDPOINT ?? (emulated ? `http://localhost:${env.SMS_LOCAL_PORT}` : undefined);
  const bucketUrl = bucketUrlFor(env.BUCKET_NAME, s3Endpoint, env.AWS_REGION);
  return {
    region: env.AWS_REGION,
    tableName: env.TABLE_NAME,
    bucketName: env.BUCKET_NAME,
    isLocal: dynamoEndpoint !== undefined && env.STACK_TARGET === 'local',
    trustAuthorizerContext: dynamoEndpoint === undefined || env.LOCAL_API_GATEWAY === 'true',
    dynamoEndpoint,
    s3Endpoint,
    email: {
      fromAddress: env.EMAIL_FROM_ADDRESS,
      configurationSet: env.SES_CONFIGURATION_SET,
      endpoint: sesEndpoint,
    },
    sms: {
      originationIdentity: env.SMS_ORIGINATION_IDENTITY,
      configurationSet: env.SMS_CONFIGURATION_SET,
      endpoint: smsEndpoint,
    },
    bucketUrl,
    assetsBaseUrl: (env.ASSETS_BASE_URL ?? bucketUrl).replace(/\/+$/, ''),
    clientVersion: env.CLIENT_VERSION,
    corsAllowedOrigins: parseOrigins(env.CORS_ALLOWED_ORIGINS),
    authCacheTtlMs: env.AUTH_CACHE_TTL_SECONDS * 1000,
    usersCacheTtlSeconds: env.USERS_CACHE_TTL_SECONDS,
    billing: {
      signInUrl: env.BILLING_SIGN_IN_URL,
      stateSecret: env.BILLING_STATE_SECRET,
      stateSecretId: env.BILLING_STATE_SECRET_ID,
      stateTtlSeconds: env.BILLING_STATE_TTL_SECONDS,
    },
    downloadUrlTtlSeconds: env.DOWNLOAD_URL_TTL_SECONDS,
    settingsFileRetentionDays: env.SETTINGS_FILE_RETENTION_DAYS,
    usagePlanApiKey: env.USAGE_PLAN_API_KEY,
    rateLimits: rateLimitsFrom(source),
    observability: {
      serviceName: env.POWERTOOLS_SERVICE_NAME,
      metricsNamespace: env.POWERTOOLS_METRICS_NAMESPACE,
      logSampleRate: env.POWERTOOLS_LOGGER_SAMPLE_RATE,
    },
    local: {
      port: env.PORT,
      dynamodbPort: env.DYNAMODB_LOCAL_PORT,
      s3Port: env.S3_LOCAL_PORT,
      sesPort: env.SES_LOCAL_PORT,
      smsPort: env.SMS_LOCAL_PORT,
      dataDir: env.DATA_DIR,
      authorizerCacheTtlSeconds: env.AUTHORIZER_CACHE_TTL_SECONDS,
      scheduleSeconds: env.LOCAL_SCHEDULE_SECONDS,
    },
  };
}

export const config: Config = loadConfig();
