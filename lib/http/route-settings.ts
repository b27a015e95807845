/**
 * The deploy-only settings of the route table's routes (lib/http/routes.ts), keyed by route name:
 * a function's memory and timeout, the environment only it receives, and what its IAM role lets it
 * touch (DynamoDB actions per partition-key prefix, S3 actions per key prefix). serverless/*.cjs
 * only render them into the template; the integration tests check every DynamoDB and S3 call a
 * handler makes against its access (test/support/access-recorder.ts), and the template test the
 * rendered roles.
 *
 * A route declares settings only where they differ from the defaults, in its resource folder's
 * functions/<resource>/settings.ts (`settings`, a ResourceSettings<'<resource>'>: only that
 * folder's routes type-check as keys). This module holds their types, the shared constants and the
 * defaults (lib/http/deploy-settings.ts), and finds those modules by that convention
 * (`routeSettings`): a resource with access of its own touches no shared file.
 *
 * Deploy-only: no handler or lib module imports this file or a resource's settings.ts (ESLint, and
 * a bundle test), so no Lambda bundle carries them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  AUTHORIZER_FUNCTION,
  CATCH_ALL_FUNCTION,
  type RouteDefinition,
  type RouteName,
  routeResources,
  routes,
} from './routes';
import { BACKGROUND_FUNCTIONS, type BackgroundFunction } from './background-functions';
import {
  type BucketAction,
  DEFAULT_RUNTIME,
  IDEMPOTENCY_RECORD,
  LIST_READ,
  type ObjectAction,
  type ObjectPrefix,
  type PartitionPrefix,
  type RouteAccess,
  type RouteRuntime,
  type RouteSettings,
  type RouteSettingsTable,
  type TableAccess,
  type TableAction,
} from './deploy-settings';

export * from './deploy-settings';
export { BACKGROUND_FUNCTIONS, type BackgroundFunction, RUN_ENTITY } from './background-functions';

const FUNCTIONS_FOLDER = join(__dirname, '..', '..', 'functions');

/** A resource's settings module, by convention: functions/<resource>/settings.ts. */
export function settingsFile(resource: string): string {
  return join(FUNCTIONS_FOLDER, resource, 'settings.ts');
}

/**
 * A resource's declared settings, checked at run time as the type check does: the routes it names
 * must be its folder's (`routes[name].resource`), since its module is found by its folder's name.
 */
export function resourceSettings(resource: string, declared: unknown): RouteSettingsTable {
  if (!declared || typeof declared !== 'object')
    throw new Error(`functions/${resource}/settings.ts exports no \`settings\` object`);
  const foreign = Object.keys(declared).filter((name) => routes[name as RouteName]?.resource !== resource);
  if (foreign.length > 0) {
    throw new Error(
      `functions/${resource}/settings.ts declares ${foreign.join(', ')}, not routes of functions/${resource}/ (lib/http/routes.ts): declare a route's settings in its own resource's settings.ts`,
    );
  }
  return declared as RouteSettingsTable;
}

/** The resource folders of the route table, in its order, whose functions/<resource>/settings.ts exists. */
export function settingsResources(): string[] {
  return routeResources().filter((resource) => existsSync(settingsFile(resource)));
}

/** Every resource's settings.ts, merged. */
function discoveredSettings(): RouteSettingsTable {
  const merged: { [Name in RouteName]?: RouteSettings } = {};
  for (const resource of settingsResources()) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module the route table's resource folder names
    const { settings } = require(settingsFile(resource)) as { settings?: unknown };
    Object.assign(merged, resourceSettings(resource, settings));
  }
  return merged;
}

/**
 * What the deploy generators render (serverless/*.cjs): a route table and its routes' settings. The
 * real ones by default (`deploySources`); a test hands in a throwaway resource's to see what the
 * recipe gives it.
 */
export interface DeploySources {
  routes: Readonly<Record<string, RouteDefinition>>;
  settings: { readonly [name: string]: RouteSettings | undefined };
}

/** The settings a route declares (none: `{}`, the defaults). */
export function settingsOf(name: RouteName): RouteSettings;
/** Of another route table's route (a test's throwaway resource), from its own settings. */
export function settingsOf(name: string, settings: DeploySources['settings']): RouteSettings;
export function settingsOf(name: string, settings: DeploySources['settings'] = routeSettings): RouteSettings {
  return settings[name] ?? {};
}

/** A route's memory and timeout. */
export function runtimeOf(name: RouteName): RouteRuntime;
export function runtimeOf(name: string, settings: DeploySources['settings']): RouteRuntime;
export function runtimeOf(name: string, settings: DeploySources['settings'] = routeSettings): RouteRuntime {
  return settingsOf(name, settings).runtime ?? DEFAULT_RUNTIME;
}

/**
 * The access a record operation implies, from its route definition: a list page, an idempotent
 * create (the record Put with its quota and counters' Updates, its idempotency record), a replace
 * or update (a conditional Put of the new version, counters' Updates in the same transaction), a
 * delete (the record's Delete, the counters' Updates), a GET of one record (the base GetItem).
 */
export function operationAccess(route: Pick<RouteDefinition, 'method' | 'list' | 'idempotent'>): RouteAccess {
  if (route.list) return { table: { 'COMPANY#*': LIST_READ } };
  if (route.method === 'POST' && route.idempotent)
    return { table: { 'COMPANY#*': ['PutItem', 'UpdateItem'], 'IDEMPOTENCY#*': IDEMPOTENCY_RECORD } };
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
function baseAccess(route: Pick<RouteDefinition, 'credential' | 'changesAccess'>): TableAccess {
  const credential: TableAccess =
    route.credential === 'invitation' ? { 'INVITETOKEN#*': ['GetItem'] } : { 'APIKEY#*': ['GetItem'] };
  // The stage's flush state, which coalesces authorizer-cache flushes (lib/aws/flush-coalescing.ts).
  const flushing: TableAccess = route.changesAccess ? { 'AUTHCACHE#*': ['GetItem', 'UpdateItem'] } : {};
  return { 'RATELIMIT#*': ['UpdateItem'], 'COMPANY#*': ['GetItem'], ...credential, ...flushing };
}

/**
 * The authorizer reads the key by hash and, for a user key, the user in its company's partition,
 * or an invitation's token item; it writes a key's `last_used_at` (at most every 15 minutes) on the
 * key and on the user's record of it. The 404/405 catch-all touches nothing.
 */
const AUTHORIZER_ACCESS: TableAccess = {
  'APIKEY#*': ['GetItem', 'UpdateItem'],
  'COMPANY#*': ['GetItem'],
  'INVITETOKEN#*': ['GetItem'],
  'USERKEYS#*': ['UpdateItem'],
};

/**
 * What a background function may do beyond the table, each rendered by serverless/iam.cjs on the
 * one resource it names: read the table's stream (the event-source mapping polls it with the
 * function's role), send a failed batch's record to the dead-letter queue, send e-mail through SES
 * (the stage's identity and configuration set, from the stage's sender address only) and SMS through
 * End User Messaging SMS (the stage's origination identity and configuration set).
 */
export interface BackgroundAccess {
  table: TableAccess;
  stream?: true;
  deadLetterQueue?: true;
  email?: true;
  sms?: true;
}

/** A background function's deploy settings, as a route's (RouteSettings), its access in full. */
export interface BackgroundSettings {
  runtime: RouteRuntime;
  environment?: RouteSettings['environment'];
  access: BackgroundAccess;
  /** How Lambda treats a failed asynchronous invocation (a schedule's): retries, and the age past which it is dropped (s). */
  asyncInvoke?: { maximumRetryAttempts: number; maximumEventAge: number };
}

/**
 * The background functions (lib/http/background-functions.ts). The sender runs a batch of up to 10
 * stream records, each a run whose deliveries it claims, sends (an SES or SMS call of ≤ 5 s with the
 * SDK's retries) and records: 60 s. It reads the run's automation and company (COMPANY#), the
 * subject's last sequence (AUTOSUBJECT#), takes a message from the daily cap (AUTOCAP#), moves the
 * runs lists' counts (AUTOCOUNT#) and writes the run's item collection (AUTORUN#: the run, its view
 * items). The waker queries the due-time view's partitions (the Views index) and writes each due
 * run again (a held one QUEUED: a new version of its item): 30 s, well inside the minute between two schedules.
 * Its schedule invokes it asynchronously: a failed wake is not retried by Lambda (the next minute's
 * wake does its work), and an invocation that waited a minute is dropped.
 */
export const BACKGROUND_SETTINGS: { readonly [Name in BackgroundFunction]: BackgroundSettings } = {
  sendAutomationRuns: {
    runtime: { memorySize: 512, timeout: 60 },
    environment: {
      EMAIL_FROM_ADDRESS: '${param:emailFromAddress}',
      SES_CONFIGURATION_SET: '${param:sesConfigurationSet}',
      SMS_ORIGINATION_IDENTITY: '${param:smsOriginationIdentity}',
      SMS_CONFIGURATION_SET: '${param:smsConfigurationSet}',
    },
    access: {
      table: {
        // A run's versions and its list pointers are whole-item Puts.
        'AUTORUN#*': ['GetItem', 'PutItem'],
        'COMPANY#*': ['GetItem'],
        'AUTOSUBJECT#*': ['GetItem'],
        'AUTOCAP#*': ['UpdateItem'],
        'AUTOCOUNT#*': ['UpdateItem'],
      },
      stream: true,
      deadLetterQueue: true,
      email: true,
      sms: true,
    },
  },
  wakeHeldRuns: {
    runtime: { memorySize: 256, timeout: 30 },
    access: { table: { 'AUTORUNS#DUE#*': ['Query'], 'AUTORUN#*': ['GetItem', 'PutItem'] } },
    asyncInvoke: { maximumRetryAttempts: 0, maximumEventAge: 60 },
  },
};

/** Whether a deployed function is a background function (no route, no API Gateway event). */
export function isBackgroundFunction(name: string): name is BackgroundFunction {
  return Object.hasOwn(BACKGROUND_FUNCTIONS, name);
}

/** An IAM DynamoDB action. */
export type DynamoAction = `dynamodb:${TableAction}`;

/** A deployed function's access as its role grants it: actions sorted, one DynamoDB statement per prefix. */
export interface FunctionAccess {
  table: { [Prefix in PartitionPrefix]?: DynamoAction[] };
  bucket: BucketAction[];
  objects: { [Prefix in ObjectPrefix]?: ObjectAction[] };
  secretParameter?: RouteAccess['secretParameter'];
  stream?: true;
  deadLetterQueue?: true;
  email?: true;
  sms?: true;
}

function mergeTable(...accesses: TableAccess[]): FunctionAccess['table'] {
  const merged: FunctionAccess['table'] = {};
  for (const access of accesses) {
    for (const [prefix, actions] of Object.entries(access) as Array<[PartitionPrefix, readonly TableAction[]]>) {
      merged[prefix] = [
        ...new Set([...(merged[prefix] ?? []), ...actions.map((action): DynamoAction => `dynamodb:${action}`)]),
      ].sort();
    }
  }
  return Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
}

/** Every deployed function: the routes, the authorizer, the catch-all and the background functions. */
export type FunctionName = RouteName | typeof AUTHORIZER_FUNCTION | typeof CATCH_ALL_FUNCTION | BackgroundFunction;

/** Every deployed function's name, in the template's order: the routes, the authorizer, the catch-all, the background functions. */
export function deployedFunctions(sources: DeploySources = deploySources): FunctionName[] {
  return [
    ...(Object.keys(sources.routes) as RouteName[]),
    AUTHORIZER_FUNCTION,
    CATCH_ALL_FUNCTION,
    ...(Object.keys(BACKGROUND_FUNCTIONS) as BackgroundFunction[]),
  ];
}

/**
 * The access of any deployed function: a route's base plus its own (declared, or its operation's),
 * the authorizer's, none (the catch-all), or a background function's as BACKGROUND_SETTINGS declares it.
 */
export function functionAccess(functionName: string, sources: DeploySources = deploySources): FunctionAccess {
  if (functionName === AUTHORIZER_FUNCTION) return { table: mergeTable(AUTHORIZER_ACCESS), bucket: [], objects: {} };
  if (functionName === CATCH_ALL_FUNCTION) return { table: {}, bucket: [], objects: {} };
  if (isBackgroundFunction(functionName)) {
    const { table, ...services } = BACKGROUND_SETTINGS[functionName].access;
    return { table: mergeTable(table), bucket: [], objects: {}, ...services };
  }
  const route: RouteDefinition | undefined = sources.routes[functionName];
  if (!route) throw new Error(`"${String(functionName)}" is not a route of lib/http/routes.ts`);
  const own = settingsOf(functionName, sources.settings).access ?? operationAccess(route);
  return {
    table: mergeTable(baseAccess(route), own.table ?? {}),
    bucket: [...(own.bucket ?? [])],
    objects: Object.fromEntries(Object.entries(own.objects ?? {}).map(([prefix, actions]) => [prefix, [...actions]])),
    ...(own.secretParameter ? { secretParameter: own.secretParameter } : {}),
  };
}

/** The routes whose settings differ from the defaults, from every functions/<resource>/settings.ts. */
export const routeSettings: RouteSettingsTable = discoveredSettings();

/** The real route table and settings, which the generators render unless handed others. */
export const deploySources: DeploySources = { routes, settings: routeSettings };
