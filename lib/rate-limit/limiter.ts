/**
 * Fixed-window rate limiting: one atomic DynamoDB counter per caller key, group and
 * clock-aligned window, incremented by a single UpdateItem per request; TTL removes old windows.
 * A container that has seen a caller go over its limit refuses that caller's further requests in
 * the same window from memory, without touching DynamoDB (refused requests cost little).
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { config } from '../config';
import type { RateLimitGroup, RateLimitSetting } from './groups';
import { TTL_ATTRIBUTE } from '../data/table';
import { type RateLimitState, stateAfter, windowOf } from './rate-limit-state';

/** Bounds the memory of over-limit callers a container keeps. */
const MAX_REMEMBERED_CALLERS = 10_000;

export function createRateLimiter(
  client: DynamoDBDocumentClient = documentClient,
  tableName = defaultTableName,
  settings: Record<RateLimitGroup, RateLimitSetting> = config.rateLimits,
) {
  // `<key id>#<group>` → end (ms) of the window in which that caller is known to be over its limit.
  const overLimitUntil = new Map<string, number>();
  const rememberedAs = (callerKeyId: string, group: RateLimitGroup): string => `${callerKeyId}#${group}`;
  const isOverLimit = (callerKeyId: string, group: RateLimitGroup, nowMs: number): boolean =>
    (overLimitUntil.get(rememberedAs(callerKeyId, group)) ?? 0) > nowMs;
  return {
    /** Whether this container has seen the caller go over its limit in the window of `nowMs`: its count would refuse it from memory. */
    isOverLimit,

    /** Counts one request of `callerKeyId` in `group` and says whether it is within the limit. */
    async consume(callerKeyId: string, group: RateLimitGroup, nowMs: number = Date.now()): Promise<RateLimitState> {
      const setting = settings[group];
      const { start, end } = windowOf(nowMs, setting.windowSeconds);
      if (isOverLimit(callerKeyId, group, nowMs)) return stateAfter(setting.limit + 1, group, setting, nowMs);
      const result = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { PK: `RATELIMIT#${callerKeyId}#${group}`, SK: `WINDOW#${start}` },
          UpdateExpression:
            'ADD hits :one SET #ttl = if_not_exists(#ttl, :ttl), entity = if_not_exists(entity, :entity)',
          ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
          ExpressionAttributeValues: { ':one': 1, ':ttl': Math.ceil(end / 1000) + 60, ':entity': 'rate_limit_window' },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      const count = Number(result.Attributes?.hits ?? 1);
      const state = stateAfter(count, group, setting, nowMs);
      if (state.exceeded) {
        if (overLimitUntil.size >= MAX_REMEMBERED_CALLERS) overLimitUntil.clear();
        overLimitUntil.set(rememberedAs(callerKeyId, group), end);
      }
      return state;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
export const rateLimiter: RateLimiter = /* @__PURE__ */ createRateLimiter();
