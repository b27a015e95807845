/**
 * Records every DynamoDB action and partition key, and every S3 action and object key, a deployed
 * handler uses, attributed to its function through AsyncLocalStorage (concurrent invocations stay
 * apart), and checks them against the function's IAM policy (lib/http/route-settings.ts): each
 * DynamoDB request against the statement of its partition-key prefix (`dynamodb:LeadingKeys`), which
 * must grant that action, as IAM evaluates it, the S3 actions under each key prefix and on the
 * bucket. Installed on the shared document and S3 clients, so every integration test doubles as a
 * check of the least-privilege policy, in both directions with the template test: nothing a handler
 * does is missing from its role.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { VIEW_INDEX } from '../../lib/data/table';
import { documentClient } from '../../lib/aws/dynamo';
import { s3Client } from '../../lib/aws/s3';
import {
  type FunctionAccess,
  type FunctionName,
  type PartitionPrefix,
  functionAccess,
  matchingPrefix,
} from '../../lib/http/route-settings';

/** One request as IAM authorizes it: an action on the partition keys it addresses (a transaction: one per item). */
interface TableRequest {
  action: string;
  partitions: string[];
}

/** An S3 action a command needs: on an object key, or on the bucket itself (`key` undefined). */
interface ObjectAction {
  action: string;
  key?: string;
}

interface Invocation {
  functionName: string;
  requests: TableRequest[];
  objectActions: ObjectAction[];
}

const current = new AsyncLocalStorage<Invocation>();

type Item = Record<string, unknown> | undefined;
interface CommandInput {
  Key?: Item;
  Item?: Item;
  KeyConditionExpression?: string;
  ExpressionAttributeValues?: Record<string, unknown>;
  ExpressionAttributeNames?: Record<string, string>;
  TransactItems?: Array<Record<string, { Key?: Item; Item?: Item } | undefined>>;
  RequestItems?: Record<string, { Keys?: Item[] }>;
}

const partitionKeys = (keys: unknown[]): string[] => keys.filter((key): key is string => typeof key === 'string');

/** The IAM actions that authorize a transaction's items (a transaction has no action of its own). */
const TRANSACT_ITEM_ACTIONS: Record<string, string> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
  Get: 'GetItem',
};

/**
 * The value a Query's key condition gives its partition key: the table's `PK` or an index's
 * `view_pk`, written as is or through an attribute name (`#pk`); IAM's LeadingKeys is that value.
 */
function queriedPartition(input: CommandInput): string | undefined {
  for (const [, name, value] of (input.KeyConditionExpression ?? '').matchAll(/(#?\w+) = (:\w+)/g)) {
    const attribute = name?.startsWith('#') ? input.ExpressionAttributeNames?.[name] : name;
    if (attribute === 'PK' || attribute === VIEW_INDEX.partition) return value;
  }
  return undefined;
}

/**
 * The requests IAM authorizes for a command (`GetCommand` or `GetItemCommand` → `dynamodb:GetItem`
 * on its key): a transaction's items one by one, a batch's keys together (ForAllValues: every key of
 * one request must fall under one statement).
 */
function requestsOf(commandName: string, input: CommandInput): TableRequest[] {
  const operation = commandName.replace(/Command$/, '');
  if (operation.startsWith('Transact')) {
    return (input.TransactItems ?? []).flatMap((item) =>
      Object.entries(item).map(([kind, request]) => ({
        action: `dynamodb:${TRANSACT_ITEM_ACTIONS[kind] ?? kind}`,
        partitions: partitionKeys([request?.Key?.PK, request?.Item?.PK]),
      })),
    );
  }
  const action =
    {
      Get: 'GetItem',
      Put: 'PutItem',
      Update: 'UpdateItem',
      Delete: 'DeleteItem',
      BatchGet: 'BatchGetItem',
      BatchWrite: 'BatchWriteItem',
    }[operation] ?? operation;
  const queried = queriedPartition(input);
  const batch = Object.values(input.RequestItems ?? {}).flatMap((request) =>
    (request.Keys ?? []).map((key) => key?.PK),
  );
  return [
    {
      action: `dynamodb:${action}`,
      partitions: partitionKeys([
        input.Key?.PK,
        input.Item?.PK,
        queried ? input.ExpressionAttributeValues?.[queried] : undefined,
        ...batch,
      ]),
    },
  ];
}

documentClient.middlewareStack.add(
  (next, context) => async (args) => {
    current.getStore()?.requests.push(...requestsOf(String(context.commandName), args.input as CommandInput));
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
        input.TaggingDirective === 'REPLACE'
          ? tagging
          : [
              { action: 's3:GetObjectTagging', key: source },
              { action: 's3:PutObjectTagging', key },
            ];
      return [
        { action: 's3:GetObject', key: source },
        { action: 's3:ListBucket' },
        { action: 's3:PutObject', key },
        ...tags,
      ];
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
function deniedObjectActions(used: ObjectAction[], granted: FunctionAccess): string[] {
  const allowed = ({ action, key }: ObjectAction): boolean =>
    key === undefined
      ? (granted.bucket as string[]).includes(action)
      : Object.entries(granted.objects).some(
          ([prefix, actions]) => (actions as string[]).includes(action) && matchingPrefix(key, [prefix]) !== undefined,
        );
  return [...new Set(used.filter((used) => !allowed(used)).map(({ action, key }) => `${action} ${key ?? '(bucket)'}`))];
}

/**
 * The requests of `used` that no DynamoDB statement of `granted` allows: a key outside every
 * prefix, or an action its prefix's statement does not grant.
 */
function deniedRequests(functionName: string, used: TableRequest[], granted: FunctionAccess): string[] {
  const prefixes = Object.keys(granted.table) as PartitionPrefix[];
  const denials = new Set<string>();
  for (const { action, partitions } of used) {
    const outside = partitions.filter((partition) => matchingPrefix(partition, prefixes) === undefined);
    if (outside.length > 0) {
      denials.add(
        `IAM: ${functionName} touched ${outside.join(', ')}, outside its dynamodb:LeadingKeys ${prefixes.join(', ')}`,
      );
      continue;
    }
    // ForAllValues: one statement must match every key of the request and grant its action.
    const allowed = prefixes.some(
      (prefix) =>
        (granted.table[prefix] as string[] | undefined)?.includes(action) &&
        partitions.every((partition) => matchingPrefix(partition, [prefix]) !== undefined),
    );
    if (allowed) continue;
    const grants = [...new Set(partitions.map((partition) => matchingPrefix(partition, prefixes)))].map(
      (prefix) => `${prefix}: ${prefix ? (granted.table[prefix] ?? []).join(', ') : ''}`,
    );
    denials.add(`IAM: ${functionName} used ${action}, not granted on ${partitions.join(', ')} (${grants.join('; ')})`);
  }
  return [...denials];
}

/** Runs `fn` as an invocation of `functionName`, then fails if it used an action on a partition, or an S3 action, its policy does not grant. */
export async function withAccessCheck<T>(functionName: string, fn: () => Promise<T>): Promise<T> {
  const invocation: Invocation = { functionName, requests: [], objectActions: [] };
  const result = await current.run(invocation, fn);
  // An enclosing probe sees them too.
  current.getStore()?.requests.push(...invocation.requests);
  current.getStore()?.objectActions.push(...invocation.objectActions);
  const granted = functionAccess(functionName as FunctionName);
  const denied = deniedRequests(functionName, invocation.requests, granted);
  if (denied.length > 0) throw new Error(denied.join('\n'));
  const deniedObjects = deniedObjectActions(invocation.objectActions, granted);
  if (deniedObjects.length > 0)
    throw new Error(`IAM: ${functionName} used ${deniedObjects.join(', ')}, not granted in S3`);
  return result;
}

/** The requests (and their partitions and actions, flattened) `fn` uses, for the test of the recorder itself. */
export function accessUsed<T>(fn: () => Promise<T>): Promise<{
  result: T;
  requests: TableRequest[];
  partitions: string[];
  actions: string[];
  objectActions: ObjectAction[];
}> {
  const invocation: Invocation = { functionName: '(probe)', requests: [], objectActions: [] };
  return current.run(invocation, async () => ({
    result: await fn(),
    requests: invocation.requests,
    partitions: invocation.requests.flatMap((request) => request.partitions),
    actions: invocation.requests.map((request) => request.action),
    objectActions: invocation.objectActions,
  }));
}
