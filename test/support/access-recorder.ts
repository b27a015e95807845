/**
 * Records every DynamoDB action and partition key, and every S3 action and object key, a deployed
 * handler uses, attributed to its function through AsyncLocalStorage (concurrent invocations stay
 * apart), and checks them against the function's IAM policy (serverless/access.cjs): the DynamoDB
 * actions it grants and the `dynamodb:LeadingKeys` prefixes it names, the S3 actions under each key
 * prefix and on the bucket. Installed on the shared document and S3 clients, so every integration
 * test doubles as a check of the least-privilege policy, in both directions with the template test:
 * nothing a handler does is missing from its role.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { documentClient } from '../../lib/aws/dynamo';
import { s3Client } from '../../lib/aws/s3';
import { AUTHORIZER_FUNCTION, CATCH_ALL_FUNCTION, routes } from '../../lib/http/routes';

interface GrantedAccess {
  table: string[];
  partitions: string[];
  bucket: string[];
  objects: Record<string, string[]>;
}

const access = createRequire(__filename)('../../serverless/access.cjs') as {
  functionAccess: (name: string, names: { authorizer: string; catchAll: string; routes: object }) => GrantedAccess;
  partitionAllowed: (partitionKey: string, prefixes: string[]) => boolean;
};

/** An S3 action a command needs: on an object key, or on the bucket itself (`key` undefined). */
interface ObjectAction {
  action: string;
  key?: string;
}

interface Invocation {
  functionName: string;
  partitions: string[];
  actions: string[];
  objectActions: ObjectAction[];
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

interface S3Input {
  Key?: string;
  CopySource?: string;
  Tagging?: string;
  TaggingDirective?: string;
}

/**
 * The IAM actions an S3 command needs. Reading a key that may hold no object (HeadObject, a copy's
 * source) also needs ListBucket, without which S3 answers 403 instead of 404 (API_HeadObject.html).
 * A copy carries its source's tags over unless it replaces them.
 */
function objectActionsOf(commandName: string, input: S3Input): ObjectAction[] {
  const key = input.Key;
  const tagging = input.Tagging ? [{ action: 's3:PutObjectTagging', key }] : [];
  switch (commandName.replace(/Command$/, '')) {
    case 'PutObject':
      return [{ action: 's3:PutObject', key }, ...tagging];
    case 'GetObject':
      return [{ action: 's3:GetObject', key }];
    case 'HeadObject':
      return [{ action: 's3:GetObject', key }, { action: 's3:ListBucket' }];
    case 'DeleteObject':
      return [{ action: 's3:DeleteObject', key }];
    case 'CopyObject': {
      const source = decodeURI(input.CopySource ?? '').replace(/^\/?[^/]*\//, '');
      const tags =
        input.TaggingDirective === 'REPLACE' ? tagging : [{ action: 's3:GetObjectTagging', key: source }, { action: 's3:PutObjectTagging', key }];
      return [{ action: 's3:GetObject', key: source }, { action: 's3:ListBucket' }, { action: 's3:PutObject', key }, ...tags];
    }
    default:
      // An S3 command a handler did not send before: map it to its IAM actions here first.
      throw new Error(`access recorder: no IAM actions known for S3 ${commandName}`);
  }
}

s3Client.middlewareStack.add(
  (next, context) => async (args) => {
    current.getStore()?.objectActions.push(...objectActionsOf(String(context.commandName), args.input as S3Input));
    return next(args);
  },
  { step: 'initialize', name: 'recordAccess' },
);

/** The S3 actions of `used` that `granted` does not allow, as `action key` (or `action (bucket)`). */
function deniedObjectActions(used: ObjectAction[], granted: GrantedAccess): string[] {
  const allowed = ({ action, key }: ObjectAction): boolean =>
    key === undefined
      ? granted.bucket.includes(action)
      : Object.entries(granted.objects).some(([prefix, actions]) => actions.includes(action) && access.partitionAllowed(key, [prefix]));
  return [...new Set(used.filter((used) => !allowed(used)).map(({ action, key }) => `${action} ${key ?? '(bucket)'}`))];
}

/** Runs `fn` as an invocation of `functionName`, then fails if it used an action or a partition its policy does not grant. */
export async function withAccessCheck<T>(functionName: string, fn: () => Promise<T>): Promise<T> {
  const invocation: Invocation = { functionName, partitions: [], actions: [], objectActions: [] };
  const result = await current.run(invocation, fn);
  // An enclosing probe sees them too.
  current.getStore()?.partitions.push(...invocation.partitions);
  current.getStore()?.actions.push(...invocation.actions);
  current.getStore()?.objectActions.push(...invocation.objectActions);
  const granted = access.functionAccess(functionName, { authorizer: AUTHORIZER_FUNCTION, catchAll: CATCH_ALL_FUNCTION, routes });
  const outside = invocation.partitions.filter((partition) => !access.partitionAllowed(partition, granted.partitions));
  if (outside.length > 0) throw new Error(`IAM: ${functionName} touched ${[...new Set(outside)].join(', ')}, outside its dynamodb:LeadingKeys ${granted.partitions.join(', ')}`);
  const denied = invocation.actions.filter((action) => !granted.table.includes(action));
  if (denied.length > 0) throw new Error(`IAM: ${functionName} used ${[...new Set(denied)].join(', ')}, not granted (${granted.table.join(', ')})`);
  const deniedObjects = deniedObjectActions(invocation.objectActions, granted);
  if (deniedObjects.length > 0) throw new Error(`IAM: ${functionName} used ${deniedObjects.join(', ')}, not granted in S3`);
  return result;
}

/** The partitions and actions `fn` uses, for the test of the recorder itself. */
export function accessUsed<T>(fn: () => Promise<T>): Promise<{ result: T; partitions: string[]; actions: string[]; objectActions: ObjectAction[] }> {
  const invocation: Invocation = { functionName: '(probe)', partitions: [], actions: [], objectActions: [] };
  return current.run(invocation, async () => ({
    result: await fn(),
    partitions: invocation.partitions,
    actions: invocation.actions,
    objectActions: invocation.objectActions,
  }));
}
