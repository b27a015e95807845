/**
 * Records every DynamoDB action and partition key a deployed handler uses, attributed to its
 * function through AsyncLocalStorage (concurrent invocations stay apart), and checks them against
 * the function's IAM policy (serverless/access.cjs): the actions it grants and the
 * `dynamodb:LeadingKeys` prefixes it names. Installed on the shared document client, so every
 * integration test doubles as a check of the least-privilege policy, in both directions with the
 * template test: nothing a handler does is missing from its role.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { documentClient } from '../../lib/aws/dynamo';
import { AUTHORIZER_FUNCTION, CATCH_ALL_FUNCTION, routes } from '../../lib/http/routes';

const access = createRequire(__filename)('../../serverless/access.cjs') as {
  functionAccess: (name: string, names: { authorizer: string; catchAll: string; routes: object }) => { table: string[]; partitions: string[] };
  partitionAllowed: (partitionKey: string, prefixes: string[]) => boolean;
};

interface Invocation {
  functionName: string;
  partitions: string[];
  actions: string[];
}

const current = new AsyncLocalStorage<Invocation>();

type Item = Record<string, unknown> | undefined;
interface CommandInput {
  Key?: Item;
  Item?: Item;
  KeyConditionExpression?: string;
  ExpressionAttributeValues?: Record<string, unknown>;
  TransactItems?: Array<Record<string, { Key?: Item; Item?: Item } | undefined>>;
  RequestItems?: Record<string, { Keys?: Item[] }>;
}

/** The partition key values a document-client command addresses. */
function partitionsOf(input: CommandInput): string[] {
  const keys: unknown[] = [input.Key?.PK, input.Item?.PK];
  const queried = /\bPK = (:\w+)/.exec(input.KeyConditionExpression ?? '')?.[1];
  if (queried) keys.push(input.ExpressionAttributeValues?.[queried]);
  for (const transactItem of input.TransactItems ?? []) {
    for (const operation of Object.values(transactItem)) keys.push(operation?.Key?.PK, operation?.Item?.PK);
  }
  for (const request of Object.values(input.RequestItems ?? {})) keys.push(...(request.Keys ?? []).map((key) => key?.PK));
  return keys.filter((key): key is string => typeof key === 'string');
}

/** The IAM actions that authorize a transaction's items (a transaction has no action of its own). */
const TRANSACT_ITEM_ACTIONS: Record<string, string> = { Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'ConditionCheckItem', Get: 'GetItem' };

/** The IAM actions a command needs (`GetCommand` or `GetItemCommand` → `dynamodb:GetItem`). */
function actionsOf(commandName: string, input: CommandInput): string[] {
  const operation = commandName.replace(/Command$/, '');
  if (operation.startsWith('Transact')) {
    return (input.TransactItems ?? []).flatMap((item) => Object.keys(item).map((kind) => `dynamodb:${TRANSACT_ITEM_ACTIONS[kind] ?? kind}`));
  }
  const action = { Get: 'GetItem', Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', BatchGet: 'BatchGetItem', BatchWrite: 'BatchWriteItem' }[operation] ?? operation;
  return [`dynamodb:${action}`];
}

documentClient.middlewareStack.add(
  (next, context) => async (args) => {
    const invocation = current.getStore();
    if (invocation) {
      const input = args.input as CommandInput;
      invocation.partitions.push(...partitionsOf(input));
      invocation.actions.push(...actionsOf(String(context.commandName), input));
    }
    return next(args);
  },
  { step: 'initialize', name: 'recordAccess' },
);

/** Runs `fn` as an invocation of `functionName`, then fails if it used an action or a partition its policy does not grant. */
export async function withAccessCheck<T>(functionName: string, fn: () => Promise<T>): Promise<T> {
  const invocation: Invocation = { functionName, partitions: [], actions: [] };
  const result = await current.run(invocation, fn);
  // An enclosing probe sees them too.
  current.getStore()?.partitions.push(...invocation.partitions);
  current.getStore()?.actions.push(...invocation.actions);
  const granted = access.functionAccess(functionName, { authorizer: AUTHORIZER_FUNCTION, catchAll: CATCH_ALL_FUNCTION, routes });
  const outside = invocation.partitions.filter((partition) => !access.partitionAllowed(partition, granted.partitions));
  if (outside.length > 0) throw new Error(`IAM: ${functionName} touched ${[...new Set(outside)].join(', ')}, outside its dynamodb:LeadingKeys ${granted.partitions.join(', ')}`);
  const denied = invocation.actions.filter((action) => !granted.table.includes(action));
  if (denied.length > 0) throw new Error(`IAM: ${functionName} used ${[...new Set(denied)].join(', ')}, not granted (${granted.table.join(', ')})`);
  return result;
}

/** The partitions and actions `fn` uses, for the test of the recorder itself. */
export function accessUsed<T>(fn: () => Promise<T>): Promise<{ result: T; partitions: string[]; actions: string[] }> {
  const invocation: Invocation = { functionName: '(probe)', partitions: [], actions: [] };
  return current.run(invocation, async () => ({ result: await fn(), partitions: invocation.partitions, actions: invocation.actions }));
}
