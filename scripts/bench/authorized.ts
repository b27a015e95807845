/**
 * Bench events as API Gateway delivers them in AWS: the TOKEN authorizer has already run and its
 * context sits in requestContext.authorizer, so a function does not look the key up again (it trusts
 * the context, as with LOCAL_API_GATEWAY=true). Measuring without it would count two reads that AWS
 * never makes in the function.
 *
 * Imported only once the bench environment is in place (the authorizer loads its config);
 * `benchEvent` (bench/events.ts) puts the context into an event.
 */
import { handler as authorize } from '../../functions/auth/authorizer';
import { lambdaContext } from '../../test/support/invoke';
import type { BenchCaller } from './events';

const BENCH_ARN = 'arn:aws:execute-api:us-east-1:000000000000:bench/local';

/** The authorizer's context for a credential on a route (`METHOD/path`: an invitation's token opens only its own two), as API Gateway hands it to the function. */
async function authorizerContextFor(credential: string, route: string): Promise<Record<string, unknown>> {
  const result = await authorize(
    { type: 'TOKEN', authorizationToken: `Bearer ${credential}`, methodArn: `${BENCH_ARN}/${route}` },
    lambdaContext() as never,
  );
  return { ...result.context, principalId: result.principalId };
}

/** A key of `companyUuid` (or an invitation's token, with the `route` it is for) as the bench sends it: with the authorizer's context for it. */
export async function benchCaller(key: string, companyUuid: string, route = 'GET/bench'): Promise<BenchCaller> {
  return { key, companyUuid, authorizer: await authorizerContextFor(key, route) };
}
