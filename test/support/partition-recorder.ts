/**
 * Records the partition key of every DynamoDB item a deployed handler touches, attributed to its
 * function through AsyncLocalStorage (concurrent invocations stay apart), and checks each against
 * the `dynamodb:LeadingKeys` prefixes its IAM policy names (serverless/access.cjs). Installed on the
 * shared document client, so every integration test doubles as a check of the least-privilege policy.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { documentClient } from '../../lib/aws/dynamo';
import { AUTHORIZER_FUNCTION, CATCH_ALL_FUNCTION } from '../../lib/http/routes';

const access = createRequire(__filename)('../../serverless/access.cjs') as {
  functionAccess: (name: string, names: { authorizer: string; catchAll: string }) => { partitions: string[] };
  partitionAllowed: (partitionKey: string, prefixes: string[]) => boolean;
};

interface Invocation {
  functionName: string;
  partitions: string[];
}

const current = new AsyncLocalStorage<Invocation>();

type Item = Record<string, unknown> | undefined;
interface CommandInput {
  Key?: Item;
  Item?: Item;
  KeyConditionExpression?: string;
  ExpressionAttributeValues?: Record<string, unknown>;
  TransactItems?: Array<Record<string, { Key?: Item; Item?: Item } | undefined>>;
}

/** The partition key values a document-client command addresses. */
function partitionsOf(input: CommandInput): string[] {
  const keys: unknown[] = [input.Key?.PK, input.Item?.PK];
  const queried = /\bPK = (:\w+)/.exec(input.KeyConditionExpression ?? '')?.[1];
  if (queried) keys.push(input.ExpressionAttributeValues?.[queried]);
  for (const transactItem of input.TransactItems ?? []) {
    for (const operation of Object.values(transactItem)) keys.push(operation?.Key?.PK, operation?.Item?.PK);
  }
  return keys.filter((key): key is string => typeof key === 'string');
}

documentClient.middlewareStack.add(
  (next, _context) => async (args) => {
    current.getStore()?.partitions.push(...partitionsOf(args.input as CommandInput));
    return next(args);
  },
  { step: 'initialize', name: 'recordPartitionKeys' },
);

/** Runs `fn` as an invocation of `functionName`, then fails if it touched a partition its policy does not name. */
export async function withPartitionCheck<T>(functionName: string, fn: () => Promise<T>): Promise<T> {
  const invocation: Invocation = { functionName, partitions: [] };
  const result = await current.run(invocation, fn);
  current.getStore()?.partitions.push(...invocation.partitions); // an enclosing probe sees them too
  const allowed = access.functionAccess(functionName, { authorizer: AUTHORIZER_FUNCTION, catchAll: CATCH_ALL_FUNCTION }).partitions;
  const outside = invocation.partitions.filter((partition) => !access.partitionAllowed(partition, allowed));
  if (outside.length > 0) throw new Error(`IAM: ${functionName} touched ${[...new Set(outside)].join(', ')}, outside its dynamodb:LeadingKeys ${allowed.join(', ')}`);
  return result;
}

/** The partitions `fn` touches, for the test of the recorder itself. */
export function partitionsTouched<T>(fn: () => Promise<T>): Promise<{ result: T; partitions: string[] }> {
  const invocation: Invocation = { functionName: '(probe)', partitions: [] };
  return current.run(invocation, async () => ({ result: await fn(), partitions: invocation.partitions }));
}
