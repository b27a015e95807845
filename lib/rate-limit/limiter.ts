/**
 * Fixed-window rate limiting (contract §7): one atomic DynamoDB counter per caller key, group and
 * clock-aligned window, incremented by a single UpdateItem per request; TTL removes old windows.
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { config } from '../config';
import type { RateLimitGroup, RateLimitSetting } from './groups';
import { TTL_ATTRIBUTE } from '../data/table';
import { type RateLimitState, stateAfter, windowOf } from './rate-limit-state';

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
