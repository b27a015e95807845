/**
 * The deploy-only settings of the route table's routes (lib/http/routes.ts), keyed by route name:
 * a function's memory and timeout, the environment only it receives, and what its IAM role lets it
 * touch (DynamoDB actions per partition-key prefix, S3 actions per key prefix). serverless/*.cjs
 * only render them into the template; the integration tests check every DynamoDB and S3 call a
 * handler makes against its access (test/support/access-recorder.ts), and the template test the
 * rendered roles.
 *
 * Deploy-only: no handler or lib module imports this file (ESLint, and a bundle test), so no
 * Lambda bundle carries it.
 */
import { AUTHORIZER_FUNCTION, CATCH_ALL_FUNCTION, type RouteDefinition, type RouteName, routes } from './routes';

/** The DynamoDB actions a role may hold. A transaction has none of its own: IAM checks each item's. */
export type TableAction = 'GetItem' | 'Query' | 'BatchGetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'ConditionCheckItem';

/** The single table's partition-key prefixes (docs/data-model.md), as `dynamodb:LeadingKeys` patterns. */
export type PartitionPrefix =
  | 'COMPANY#*'
  | 'RATELIMIT#*'
  | 'APIKEY#*'
  | 'APIKEYID#*'
  | 'USERKEYS#*'
  | 'USERREF#*'
  | 'AUDIT#*'
  | 'IDEMPOTENCY#*'
  | 'INVITETOKEN#*'
  | 'USERSCACHE#*';

/** Per partition-key prefix, the actions on its items: one IAM statement each. */
export type TableAccess = { readonly [Prefix in PartitionPrefix]?: readonly TableAction[] };

export type ObjectPrefix = 'companies/*/logo/*' | 'companies/*/files/*' | 'companies/*/file-backups/*' | 'companies/*/settings/*';
export type ObjectAction = 's3:GetObject' | 's3:PutObject' | 's3:DeleteObject' | 's3:PutObjectTagging' | 's3:GetObjectTagging';
export type BucketAction = 's3:ListBucket';

export interface RouteAccess {
  table?: TableAccess;
  /** On the bucket itself. */
  bucket?: readonly BucketAction[];
  objects?: { readonly [Prefix in ObjectPrefix]?: readonly ObjectAction[] };
  /** The stage parameter naming a Secrets Manager secret the function reads (GetSecretValue on it alone). */
  secretParameter?: 'billingStateSecretId';
}

/** Lambda memory (MB) and timeout (s). API Gateway gives up at 29 s. */
export interface RouteRuntime {
  memorySize: number;
  timeout: number;
}

/** A serverless.yml stage parameter, resolved when the template is packaged. */
export type StageParameter = `\${param:${string}}`;

export interface RouteSettings {
  /** Where the route needs more than DEFAULT_RUNTIME. */
  runtime?: RouteRuntime;
  /** Settings only this function needs stay out of the others' environment (the billing secret above all). */
  environment?: Readonly<Record<string, StageParameter>>;
  /** Where the route needs other access than its operation's (operationAccess); replaces it. */
  access?: RouteAccess;
}

export const DEFAULT_RUNTIME: RouteRuntime = { memorySize: 512, timeout: 10 };

/** Writing an audit event: its item per view, and their counters (AUDIT#<company>, off the company's item collection). */
const AUDIT_WRITE = ['PutItem', 'UpdateItem'] as const;
/** A page of a list (lib/data/list-page.ts): Query the list index, BatchGetItem the page's records (the counter: the base GetItem). */
const LIST_READ = ['Query', 'BatchGetItem'] as const;
/** An Idempotency-Key's record: claimed, completed or released with an Update, replaced whole (Put) when past its 24 h. */
const IDEMPOTENCY_RECORD = ['PutItem', 'UpdateItem'] as const;

/**
 * Without it S3 answers 403, not 404, for a key that holds no object
 * (docs.aws.amazon.com/AmazonS3/latest/API/API_HeadObject.html), and the functions that ask whether
 * a key holds a file (HeadObject, CopyObject from it) could not tell "absent" from "denied". It
 * reveals key names only: company and file UUIDs, never content.
 */
const KEY_EXISTENCE = ['s3:ListBucket'] as const;

/**
 * The routes whose settings differ from the defaults. Keys outside the route table fail the type
 * check. `access` is declared in full: it replaces the operation's.
 */
export const routeSettings = {
  getAppData: { access: { table: { 'COMPANY#*': ['Query'] } } },

  listAutomations: { runtime: { memorySize: 1024, timeout: 15 } },
  listCategories: { runtime: { memorySize: 1024, timeout: 15 } },

  // A rename swaps the name item: Delete old + Put new, in the same transaction as the Update (and
  // the group's counters when the group changes).
  replaceCategory: { access: { table: { 'COMPANY#*': ['UpdateItem', 'PutItem', 'DeleteItem'] } } },
  updateCategory: { access: { table: { 'COMPANY#*': ['UpdateItem', 'PutItem', 'DeleteItem'] } } },

  // Each change records its audit event in its transaction. As categories: a rename swaps the name
  // item. A delete checks the users' counter item (no user or pending invitation names the location).
  createLocation: { access: { table: { 'COMPANY#*': ['PutItem', 'UpdateItem'], 'IDEMPOTENCY#*': IDEMPOTENCY_RECORD, 'AUDIT#*': AUDIT_WRITE } } },
  replaceLocation: { access: { table: { 'COMPANY#*': ['UpdateItem', 'PutItem', 'DeleteItem'], 'AUDIT#*': AUDIT_WRITE } } },
  updateLocation: { access: { table: { 'COMPANY#*': ['UpdateItem', 'PutItem', 'DeleteItem'], 'AUDIT#*': AUDIT_WRITE } } },
  deleteLocation: { access: { table: { 'COMPANY#*': ['DeleteItem', 'UpdateItem', 'ConditionCheckItem'], 'AUDIT#*': AUDIT_WRITE } } },
  // A page of one view of the trail (a key range of the audit partition) and its counter.
  listAuditEvents: { access: { table: { 'AUDIT#*': ['Query', 'GetItem'] } } },

  // One conditional UpdateItem of the company item.
  replaceCompany: { access: { table: { 'COMPANY#*': ['UpdateItem'] } } },
  updateCompany: { access: { table: { 'COMPANY#*': ['UpdateItem'] } } },
  // The new logo is written and the company updated, the old logo deleted.
  uploadCompanyImage: {
    runtime: { memorySize: 1024, timeout: 28 },
    access: { table: { 'COMPANY#*': ['UpdateItem'] }, objects: { 'companies/*/logo/*': ['s3:PutObject', 's3:DeleteObject'] } },
  },
  deleteCompanyImage: { access: { table: { 'COMPANY#*': ['UpdateItem'] }, objects: { 'companies/*/logo/*': ['s3:DeleteObject'] } } },
  // Reads the company only. GetObject: the answer's time-limited download URLs are signed with this
  // role, and the copy of a replaced file (CopyObject reads its source); the backups are written
  // tagged, restored and deleted.
  uploadCompanyFiles: {
    runtime: { memorySize: 1536, timeout: 28 },
    access: {
      bucket: KEY_EXISTENCE,
      objects: {
        'companies/*/files/*': ['s3:PutObject', 's3:DeleteObject', 's3:GetObject'],
        'companies/*/file-backups/*': ['s3:PutObject', 's3:PutObjectTagging', 's3:GetObject', 's3:DeleteObject'],
      },
    },
  },
  // The HMAC secret of the signed state, read at run time: the secret the stage parameter names.
  getCompanyBilling: {
    environment: { BILLING_SIGN_IN_URL: '${param:billingSignInUrl}', BILLING_STATE_SECRET_ID: '${param:billingStateSecretId}' },
    access: { secretParameter: 'billingStateSecretId' },
  },
  // The bucket's lifecycle expires its files after SETTINGS_FILE_RETENTION_DAYS; the function
  // rewrites one before. GetObject: HeadObject (unchanged?) and the signed download URL;
  // PutObjectTagging: the lifecycle tag.
  getCompanySettingsJson: {
    runtime: { memorySize: 512, timeout: 15 },
    environment: { SETTINGS_FILE_RETENTION_DAYS: '${param:settingsFileRetentionDays}' },
    access: { bucket: KEY_EXISTENCE, objects: { 'companies/*/settings/*': ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging'] } },
  },
  // The company's and its quota item's Updates, and the limit's audit event.
  updateCompanyLimit: { access: { table: { 'COMPANY#*': ['UpdateItem'], 'AUDIT#*': AUDIT_WRITE } } },

  // The cache generation (the quota item's GetItem beside the resets item's), a page read as for the
  // other lists on a cache miss, and the cache entry Put (a partition of its own,
  // lib/users/users-cache-repository.ts); should_reset_cache Updates the resets item, never the quota item.
  listCompanyUsers: {
    runtime: { memorySize: 1024, timeout: 15 },
    access: { table: { 'COMPANY#*': LIST_READ, 'USERSCACHE#*': ['GetItem', 'PutItem', 'UpdateItem'] } },
  },
  // The user's Update with the quota and list counters, a Query of the company's locations when the
  // body sends some and a ConditionCheck of each added one, the audit event.
  updateCompanyUser: { access: { table: { 'COMPANY#*': ['UpdateItem', 'Query', 'ConditionCheckItem'], 'AUDIT#*': AUDIT_WRITE } } },
  // The user, its e-mail item and its pointer (`USERREF#…`) deleted with the quota's and counters'
  // Updates (an invited user's invitation Updated to REVOKED) and the events. Its keys are not
  // written: a deleted user's key no longer authenticates.
  deleteCompanyUser: { access: { table: { 'COMPANY#*': ['DeleteItem', 'UpdateItem'], 'USERREF#*': ['DeleteItem'], 'AUDIT#*': AUDIT_WRITE } } },

  // A user's keys are listed from records in the user's own partition (USERKEYS#<user>).
  listMyKeys: { access: { table: { 'USERKEYS#*': [...LIST_READ, 'GetItem'] } } },
  listUserKeys: { access: { table: { 'USERKEYS#*': [...LIST_READ, 'GetItem'] } } },
  // Issuing a key reads the user's keys (the usable-keys limit), then puts the key by hash, its id
  // pointer and its record, updates the user's key counter and writes the audit event.
  createMyKey: { access: { table: { 'APIKEY#*': ['PutItem'], 'APIKEYID#*': ['PutItem'], 'USERKEYS#*': ['Query', 'PutItem', 'UpdateItem'], 'AUDIT#*': AUDIT_WRITE } } },
  // Revoking reads the key's record, then updates the key by hash and its record (`revoked_at`).
  deleteMyKey: { access: { table: { 'APIKEY#*': ['UpdateItem'], 'USERKEYS#*': ['GetItem', 'UpdateItem'], 'AUDIT#*': AUDIT_WRITE } } },
  deleteUserKey: { access: { table: { 'APIKEY#*': ['UpdateItem'], 'USERKEYS#*': ['GetItem', 'UpdateItem'], 'AUDIT#*': AUDIT_WRITE } } },

  // The invitation, its user (with pointer and e-mail items), its token's lookup item and the event
  // are put with the quota's and counters' Updates; the company's locations are read (Query, and a
  // ConditionCheck of each in the transaction).
  createInvitation: {
    access: {
      table: {
        'COMPANY#*': ['PutItem', 'UpdateItem', 'Query', 'ConditionCheckItem'],
        'IDEMPOTENCY#*': IDEMPOTENCY_RECORD,
        'USERREF#*': ['PutItem'],
        'INVITETOKEN#*': ['PutItem'],
        'AUDIT#*': AUDIT_WRITE,
      },
    },
  },
  // The old token's item is deleted and the new one put, with the invitation's Update and the event.
  resendInvitation: { access: { table: { 'COMPANY#*': ['UpdateItem'], 'INVITETOKEN#*': ['PutItem', 'DeleteItem'], 'AUDIT#*': AUDIT_WRITE } } },
  // The invitation's Update, the invited user's Delete (pointer and e-mail items too) and the event.
  deleteInvitation: { access: { table: { 'COMPANY#*': ['DeleteItem', 'UpdateItem'], 'USERREF#*': ['DeleteItem'], 'AUDIT#*': AUDIT_WRITE } } },
  // The invitation's and the user's Updates, the new key's items (by hash, id pointer, the user's
  // key record, and its counter's Update) and the two events.
  acceptInvitation: {
    access: { table: { 'COMPANY#*': ['UpdateItem'], 'APIKEY#*': ['PutItem'], 'APIKEYID#*': ['PutItem'], 'USERKEYS#*': ['PutItem', 'UpdateItem'], 'AUDIT#*': AUDIT_WRITE } },
  },
} as const satisfies { readonly [Name in RouteName]?: RouteSettings };

/** The settings a route declares (none: `{}`, the defaults). */
export function settingsOf(name: RouteName): RouteSettings {
  return (routeSettings as { readonly [Name in RouteName]?: RouteSettings })[name] ?? {};
}

/** A route's memory and timeout. */
export function runtimeOf(name: RouteName): RouteRuntime {
  return settingsOf(name).runtime ?? DEFAULT_RUNTIME;
}

/**
 * The access a record operation implies, from its route definition: a list page, an idempotent
 * create (the record Put with its quota and counters' Updates, its idempotency record), a replace
 * or update (a conditional Put of the new version, counters' Updates in the same transaction), a
 * delete (the record's Delete, the counters' Updates), a GET of one record (the base GetItem).
 */
export function operationAccess(route: Pick<RouteDefinition, 'method' | 'list' | 'idempotent'>): RouteAccess {
  if (route.list) return { table: { 'COMPANY#*': LIST_READ } };
  if (route.method === 'POST' && route.idempotent) return { table: { 'COMPANY#*': ['PutItem', 'UpdateItem'], 'IDEMPOTENCY#*': IDEMPOTENCY_RECORD } };
  if (route.method === 'PUT' || route.method === 'PATCH') return { table: { 'COMPANY#*': ['PutItem', 'UpdateItem'] } };
  if (route.method === 'DELETE') return { table: { 'COMPANY#*': ['DeleteItem', 'UpdateItem'] } };
  return {};
}

/**
 * What every route function may do: one atomic ADD on its rate-limit window; GetItem of its
 * company's items (a platform key's company-existence check, a user key's user); and the lookup of
 * its credential when a request arrives without the authorizer's context (direct invokes): the key
 * by hash, or an invitation's token item on the two routes that take one. In AWS the authorizer
 * alone writes a key's last use.
 */
function baseAccess(route: Pick<RouteDefinition, 'credential'>): TableAccess {
  const credential: TableAccess = route.credential === 'invitation' ? { 'INVITETOKEN#*': ['GetItem'] } : { 'APIKEY#*': ['GetItem'] };
  return { 'RATELIMIT#*': ['UpdateItem'], 'COMPANY#*': ['GetItem'], ...credential };
}

/**
 * The authorizer reads the key by hash and, for a user key, the user in its company's partition,
 * or an invitation's token item; it writes a key's `last_used_at` (at most every 15 minutes) on the
 * key and on the user's record of it. The 404/405 catch-all touches nothing.
 */
const AUTHORIZER_ACCESS: TableAccess = { 'APIKEY#*': ['GetItem', 'UpdateItem'], 'COMPANY#*': ['GetItem'], 'INVITETOKEN#*': ['GetItem'], 'USERKEYS#*': ['UpdateItem'] };

/** An IAM DynamoDB action. */
export type DynamoAction = `dynamodb:${TableAction}`;

/** A deployed function's access as its role grants it: actions sorted, one DynamoDB statement per prefix. */
export interface FunctionAccess {
  table: { [Prefix in PartitionPrefix]?: DynamoAction[] };
  bucket: BucketAction[];
  objects: { [Prefix in ObjectPrefix]?: ObjectAction[] };
  secretParameter?: RouteAccess['secretParameter'];
}

function mergeTable(...accesses: TableAccess[]): FunctionAccess['table'] {
  const merged: FunctionAccess['table'] = {};
  for (const access of accesses) {
    for (const [prefix, actions] of Object.entries(access) as Array<[PartitionPrefix, readonly TableAction[]]>) {
      merged[prefix] = [...new Set([...(merged[prefix] ?? []), ...actions.map((action): DynamoAction => `dynamodb:${action}`)])].sort();
    }
  }
  return Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
}

/** Every deployed function: the routes, the authorizer and the catch-all. */
export type FunctionName = RouteName | typeof AUTHORIZER_FUNCTION | typeof CATCH_ALL_FUNCTION;

/** The access of any deployed function: a route's base plus its own (declared, or its operation's), the authorizer's, or none. */
export function functionAccess(functionName: FunctionName): FunctionAccess {
  if (functionName === AUTHORIZER_FUNCTION) return { table: mergeTable(AUTHORIZER_ACCESS), bucket: [], objects: {} };
  if (functionName === CATCH_ALL_FUNCTION) return { table: {}, bucket: [], objects: {} };
  const route: RouteDefinition | undefined = routes[functionName];
  if (!route) throw new Error(`"${String(functionName)}" is not a route of lib/http/routes.ts`);
  const own = settingsOf(functionName).access ?? operationAccess(route);
  return {
    table: mergeTable(baseAccess(route), own.table ?? {}),
    bucket: [...(own.bucket ?? [])],
    objects: Object.fromEntries(Object.entries(own.objects ?? {}).map(([prefix, actions]) => [prefix, [...actions]])),
    ...(own.secretParameter ? { secretParameter: own.secretParameter } : {}),
  };
}

/** The prefix (IAM StringLike: `*` any run) a key falls under, of those given; undefined when none. */
export function matchingPrefix<Prefix extends string>(key: string, prefixes: readonly Prefix[]): Prefix | undefined {
  return prefixes.find((pattern) => new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`).test(key));
}
