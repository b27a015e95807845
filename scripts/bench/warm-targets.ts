/**
 * The warm-read targets of bench/reads.ts, as one bundle entry built with the deployed esbuild
 * options: the GET company and app-data handlers, and the floor they are compared with. One bundle,
 * so that they share one copy of the SDK and the stack, as the handlers of one container do: with a
 * bundle each, the floor's copy of the SDK ran twice a round and stayed in the CPU's caches, while
 * GET company's ran once: 1.14–1.18× the floor, against 1.06–1.10× from one bundle. Bundled rather
 * than loaded from source (1.09–1.13×) because, under tsx, every closure the stack creates also pays tsx's
 * `__name` helper, which no deployed bundle has.
 *
 * - `floor`: what a warm single-record GET cannot avoid — the record's GetItem and the rate-limit
 *   counter's UpdateItem (the limiter itself, on a key of its own), in parallel;
 * - `floorWithTelemetry`: the floor inside the stack's own wrapper (`observed`), which adds the
 *   request's log line and metrics flush (the operability issue), with what the stack would have
 *   learned about the request.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { principalFromContext } from '../../lib/auth/authorizer';
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { companyKey } from '../../lib/companies/company';
import type { ApiContext } from '../../lib/http/api-request';
import { observed } from '../../lib/http/observability';
import { routes } from '../../lib/http/routes';
import { createRateLimiter } from '../../lib/rate-limit/limiter';

export { handler as getCompany } from '../../functions/companies/get-company';
export { handler as getAppData } from '../../functions/app-data/get-app-data';

export function floorTargets(
  companyUuid: string,
  event: APIGatewayProxyEvent,
  context: Context,
): Record<'floor' | 'floorWithTelemetry', () => Promise<unknown>> {
  const limiter = createRateLimiter(documentClient, tableName);
  const floor = () =>
    Promise.all([
      documentClient.send(new GetCommand({ TableName: tableName, Key: companyKey(companyUuid), ConsistentRead: true })),
      limiter.consume('bench-floor', 'read'),
    ]);
  const learned: ApiContext = {
    ...context,
    api: {
      request: { routeName: 'getCompany', requestId: 'bench-floor', headers: {}, instance: event.path },
      principal: principalFromContext(event.requestContext.authorizer),
      companyUuid,
    },
  };
  const answered = { statusCode: 200, headers: {}, body: '' };
  const { method, group } = routes.getCompany;
  const observedFloor = observed({ route: 'getCompany', method, group }, async () => {
    await floor();
    return answered;
  });
  return { floor, floorWithTelemetry: () => observedFloor(event, learned) };
}
