/**
 * In AWS, API Gateway caches the authorizer's answer per `Authorization` value for
 * `authorizerCacheTtl` (60 s): a key the admin CLI revokes, or a user it disables, would keep working
 * that long. Run against a stage with `API_GATEWAY_REST_API_ID` and `API_GATEWAY_STAGE` set, the CLI
 * flushes the stage's authorizer cache after such a change, so that it takes effect at once, as it
 * does under `npm start` (docs/operations.md). Without them (the local stack) there is nothing to flush.
 */
import { APIGatewayClient, FlushStageAuthorizersCacheCommand } from '@aws-sdk/client-api-gateway';

export interface AuthorizerCacheTarget {
  restApiId: string;
  stage: string;
  region: string;
  /** Only for tests, which answer on a local stand-in; in AWS the SDK finds the regional endpoint. */
  endpoint?: string;
}

/** The stage whose authorizer cache the CLI flushes, from the environment; undefined when none is named. */
export function authorizerCacheTarget(env: NodeJS.ProcessEnv, region: string): AuthorizerCacheTarget | undefined {
  const restApiId = env.API_GATEWAY_REST_API_ID?.trim();
  if (!restApiId) return undefined;
  const stage = env.API_GATEWAY_STAGE?.trim();
  if (!stage) throw new Error('API_GATEWAY_REST_API_ID is set: API_GATEWAY_STAGE must name its stage too');
  return { restApiId, stage, region, ...(env.API_GATEWAY_ENDPOINT ? { endpoint: env.API_GATEWAY_ENDPOINT } : {}) };
}

/** Drops every cached authorizer answer of the stage (apigateway:DELETE on its authorizers cache). */
export async function flushAuthorizerCache(target: AuthorizerCacheTarget): Promise<void> {
  const client = new APIGatewayClient({ region: target.region, ...(target.endpoint ? { endpoint: target.endpoint } : {}), maxAttempts: 3 });
  try {
    await client.send(new FlushStageAuthorizersCacheCommand({ restApiId: target.restApiId, stageName: target.stage }));
  } finally {
    client.destroy();
  }
}
