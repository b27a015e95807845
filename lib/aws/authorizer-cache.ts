/**
 * API Gateway's cache of the authorizer's answers (`authorizerCacheTtl`; locally
 * AUTHORIZER_CACHE_TTL_SECONDS) would keep a revoked key, or a user's old role, working until the
 * answer expires. While a stage caches, every change that alters what a key may do — a key
 * revoked, a user disabled, deleted or given another role or locations (an invited user's, with
 * their invitation) — flushes the stage's cache once it has committed, before its answer, so the
 * next request is authorized afresh; the admin CLI does the same for its changes. Flushes are
 * coalesced to at most one per stage per second (flush-coalescing.ts): a burst of changes waits
 * for the next free second instead of flushing each. Revoking or resending an invitation flushes
 * nothing: its token's two operations compare the token with the invitation's current one on
 * every request. With the cache off (the default) there is nothing to flush.
 */
import { APIGatewayClient, FlushStageAuthorizersCacheCommand } from '@aws-sdk/client-api-gateway';
import { logger } from '../log';
import { documentClient, tableName } from './dynamo';
import { coalescedFlush } from './flush-coalescing';
import { localCredentials } from './local';

export interface AuthorizerCacheTarget {
  restApiId: string;
  stage: string;
  region: string;
  /** The local API Gateway of `npm start` (or a test's stand-in); in AWS the SDK finds the regional endpoint. */
  endpoint?: string;
}

/** The stage whose authorizer cache is flushed, from the environment; undefined when none is named. */
export function authorizerCacheTarget(env: NodeJS.ProcessEnv, region: string): AuthorizerCacheTarget | undefined {
  const restApiId = env.API_GATEWAY_REST_API_ID?.trim();
  if (!restApiId) return undefined;
  const stage = env.API_GATEWAY_STAGE?.trim();
  if (!stage) throw new Error('API_GATEWAY_REST_API_ID is set: API_GATEWAY_STAGE must name its stage too');
  return { restApiId, stage, region, ...(env.API_GATEWAY_ENDPOINT ? { endpoint: env.API_GATEWAY_ENDPOINT } : {}) };
}

/** Drops every cached authorizer answer of the stage (apigateway:DELETE on its authorizers cache). */
export async function flushAuthorizerCache(target: AuthorizerCacheTarget): Promise<void> {
  const local = target.endpoint ? { endpoint: target.endpoint, credentials: localCredentials } : {};
  const client = new APIGatewayClient({ region: target.region, ...local, maxAttempts: 3 });
  try {
    await client.send(new FlushStageAuthorizersCacheCommand({ restApiId: target.restApiId, stageName: target.stage }));
  } finally {
    client.destroy();
  }
}

/**
 * After a committed change of who may do what: flushes the stage's authorizer cache when the stage
 * caches (AUTHORIZER_CACHE_TTL_SECONDS > 0, set by the template and by `npm start`). A failed flush
 * is logged, not answered: the change is made, and the cache's TTL still bounds it.
 */
export async function flushAuthorizerCacheAfterChange(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const committedAt = Date.now();
  if (!(Number(env.AUTHORIZER_CACHE_TTL_SECONDS) > 0)) return;
  const target = authorizerCacheTarget(env, env.AWS_REGION ?? 'us-east-1');
  if (!target) return;
  try {
    await coalescedFlush(`${target.restApiId}/${target.stage}`, committedAt, () => flushAuthorizerCache(target), {
      client: documentClient,
      tableName,
    });
  } catch (error) {
    logger.warn('could not flush the authorizer cache after a change: it applies once the cached answers expire', {
      error: error instanceof Error ? error : new Error(String(error)),
    });
  }
}
