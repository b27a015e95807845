/**
 * The environment, parsed once at module load. A bad value fails the cold start, never a request.
 * Nothing else in the project reads `process.env`.
 */
// zod/mini: the tree-shakable build. Every bundle reads the configuration, and most handlers need
// no other zod, so this keeps ~75 KB of schema machinery out of them.
import * as z from 'zod/mini';
import { type RateLimitGroup, type RateLimitSetting, rateLimitsFrom } from './rate-limit/groups';

const text = (fallback: string) => z._default(z.string().check(z.minLength(1)), fallback);
const integer = (min: number, max: number, fallback: number) =>
  z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max))), fallback);
const port = (fallback: number) => integer(1, 65535, fallback);
const optionalString = z.pipe(
  z.optional(z.string()),
  z.transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim())),
);

const EnvSchema = z.object({
  TABLE_NAME: text('business-operations'),
  BUCKET_NAME: text('business-operations-files'),
  AWS_REGION: text('us-east-1'),
  /** Set only for local emulators; in AWS the SDK finds the regional endpoint itself. */
  DYNAMODB_ENDPOINT: optionalString,
  S3_ENDPOINT: optionalString,
  /** Absolute base URL under which logos are publicly readable (a CDN in AWS, the bucket URL locally). */
  ASSETS_BASE_URL: optionalString,
  CLIENT_VERSION: z._default(z.string().check(z.regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/)), '1.0.0'),
  CORS_ALLOWED_ORIGINS: z._default(z.string(), ''),
  AUTH_CACHE_TTL_SECONDS: integer(0, 60, 60),
  USERS_CACHE_TTL_SECONDS: integer(1, 3600, 60),
  BILLING_SIGN_IN_URL: z._default(z.url(), 'https://billing.example.com/sign-in'),
  /** Local only: in AWS the secret is read at run time from Secrets Manager (BILLING_STATE_SECRET_ID). */
  BILLING_STATE_SECRET: z._default(z.string().check(z.minLength(16)), 'local-billing-state-secret-change-me'),
  BILLING_STATE_SECRET_ID: optionalString,
  BILLING_STATE_TTL_SECONDS: integer(30, 3600, 600),
  DOWNLOAD_URL_TTL_SECONDS: integer(1, 900, 900),
  /** The owning application's API Gateway usage-plan key (authorizer only; from SSM at deploy time). */
  USAGE_PLAN_API_KEY: optionalString,
  /** Local stack (npm start, admin CLI, tests). */
  PORT: port(3000),
  DYNAMODB_LOCAL_PORT: port(8000),
  S3_LOCAL_PORT: port(4569),
  DATA_DIR: text('.data'),
  AWS_LAMBDA_FUNCTION_NAME: optionalString,
  IS_OFFLINE: optionalString,
  /** Powertools: the service every log line and metric names, and the metrics namespace. */
  POWERTOOLS_SERVICE_NAME: text('business-operations-api'),
  POWERTOOLS_METRICS_NAMESPACE: text('BusinessOperationsApi'),
  /** Set by npm start's local API Gateway, which runs the authorizer and builds requestContext itself. */
  LOCAL_API_GATEWAY: optionalString,
});

type Env = z.infer<typeof EnvSchema>;


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
  /** True when running against local emulators (npm start, tests, admin CLI). */
  isLocal: boolean;
  /**
   * Whether requestContext.authorizer comes from a real authorizer run: in AWS, and behind npm
   * start's local gateway. Elsewhere (invoke local, handler tests) an event could forge it.
   */
  trustAuthorizerContext: boolean;
  dynamoEndpoint: string | undefined;
  s3Endpoint: string | undefined;
  assetsBaseUrl: string;
  clientVersion: string;
  corsAllowedOrigins: string[];
  authCacheTtlMs: number;
  usersCacheTtlSeconds: number;
  billing: { signInUrl: string; stateSecret: string; stateSecretId: string | undefined; stateTtlSeconds: number };
  downloadUrlTtlSeconds: number;
  /** Returned by the Lambda authorizer as `usageIdentifierKey`; undefined outside AWS. */
  usagePlanApiKey: string | undefined;
  rateLimits: Record<RateLimitGroup, RateLimitSetting>;
  observability: { serviceName: string; metricsNamespace: string };
  local: { port: number; dynamodbPort: number; s3Port: number; dataDir: string };
}

/** Builds the configuration from an environment; exported for tests and scripts. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env: Env = EnvSchema.parse(source);
  const inLambda = env.AWS_LAMBDA_FUNCTION_NAME !== undefined && env.IS_OFFLINE === undefined;
  const dynamoEndpoint = env.DYNAMODB_ENDPOINT ?? (inLambda ? undefined : `http://localhost:${env.DYNAMODB_LOCAL_PORT}`);
  const s3Endpoint = env.S3_ENDPOINT ?? (inLambda ? undefined : `http://localhost:${env.S3_LOCAL_PORT}`);
  const bucketUrl = s3Endpoint
    ? `${s3Endpoint.replace(/\/+$/, '')}/${env.BUCKET_NAME}`
    : `https://${env.BUCKET_NAME}.s3.${env.AWS_REGION}.amazonaws.com`;
  return {
    region: env.AWS_REGION,
    tableName: env.TABLE_NAME,
    bucketName: env.BUCKET_NAME,
    isLocal: dynamoEndpoint !== undefined,
    trustAuthorizerContext: dynamoEndpoint === undefined || env.LOCAL_API_GATEWAY === 'true',
    dynamoEndpoint,
    s3Endpoint,
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
    usagePlanApiKey: env.USAGE_PLAN_API_KEY,
    rateLimits: rateLimitsFrom(source),
    observability: { serviceName: env.POWERTOOLS_SERVICE_NAME, metricsNamespace: env.POWERTOOLS_METRICS_NAMESPACE },
    local: {
      port: env.PORT,
      dynamodbPort: env.DYNAMODB_LOCAL_PORT,
      s3Port: env.S3_LOCAL_PORT,
      dataDir: env.DATA_DIR,
    },
  };
}

export const config: Config = loadConfig();
