/**
 * Fixed-window rate limiting (contract §7): one atomic DynamoDB counter per caller key, group and
 * clock-aligned window, incremented by a single UpdateItem per request; TTL removes old windows.
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { type RateLimitGroup, type RateLimitSetting, config } from '../config';
import { TTL_ATTRIBUTE } from '../data/table';

export interface RateLimitState {
  group: RateLimitGroup;
  limit: number;
  windowSeconds: number;
  remaining: number;
  /** Unix seconds at which the current window ends. */
  resetAt: number;
  /** Whole seconds until the window ends, rounded up (≥ 1). */
  secondsToReset: number;
  exceeded: boolean;
}

/** The window a moment falls in: windows start at multiples of their length. */
export function windowOf(nowMs: number, windowSeconds: number): { start: number; end: number } {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(nowMs / windowMs) * windowMs;
  return { start, end: start + windowMs };
}

/** The state after the `count`-th request of a window. */
export function stateAfter(count: number, group: RateLimitGroup, setting: RateLimitSetting, nowMs: number): RateLimitState {
  const { end } = windowOf(nowMs, setting.windowSeconds);
  return {
    group,
    limit: setting.limit,
    windowSeconds: setting.windowSeconds,
    remaining: Math.max(0, setting.limit - count),
    resetAt: Math.ceil(end / 1000),
    secondsToReset: Math.max(1, Math.ceil((end - nowMs) / 1000)),
    exceeded: count > setting.limit,
  };
}

/** The standard and legacy rate-limit headers of a state. */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'RateLimit-Policy': `"${state.group}";q=${state.limit};w=${state.windowSeconds}`,
    RateLimit: `"${state.group}";r=${state.remaining};t=${state.secondsToReset}`,
    'X-RateLimit-Limit': String(state.limit),
    'X-RateLimit-Remaining': String(state.remaining),
    'X-RateLimit-Reset': String(state.resetAt),
  };
}

export function createRateLimiter(
  client: DynamoDBDocumentClient = documentClient,
  tableName = defaultTableName,
  settings: Record<RateLimitGroup, RateLimitSetting> = config.rateLimits,
) {
  return {
    /** Counts one request of `callerKeyId` in `group` and says whether it is within the limit. */
    async consume(callerKeyId: string, group: RateLimitGroup, nowMs: number = Date.now()): Promise<RateLimitState> {
      const setting = settings[group];
      const { start, end } = windowOf(nowMs, setting.windowSeconds);
      const result = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { PK: `RATELIMIT#${callerKeyId}#${group}`, SK: `WINDOW#${start}` },
          UpdateExpression: 'ADD hits :one SET #ttl = if_not_exists(#ttl, :ttl), entity = if_not_exists(entity, :entity)',
          ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
          ExpressionAttributeValues: { ':one': 1, ':ttl': Math.ceil(end / 1000) + 60, ':entity': 'rate_limit_window' },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      const count = Number(result.Attributes?.hits ?? 1);
      return stateAfter(count, group, setting, nowMs);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
export const rateLimiter: RateLimiter = /* @__PURE__ */ createRateLimiter();
