/**
 * The vocabulary of the routes' deploy settings (lib/http/route-settings.ts): their types, the
 * access constants several resources share and the default runtime. Each resource's
 * functions/<resource>/settings.ts declares its routes' settings with it, and route-settings.ts
 * merges those modules: this one imports neither, so no module waits on another to load.
 * Deploy-only, as they are (ESLint, a bundle test).
 */
import type { RouteName, RouteResource, RoutesOf } from './routes';

/** The DynamoDB actions a role may hold. A transaction has none of its own: IAM checks each item's. */
export type TableAction =
  'GetItem' | 'Query' | 'BatchGetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'ConditionCheckItem';

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
  | 'USERSCACHE#*'
  | 'AUTHCACHE#*'
  // Automations that run: an event's items, a run's item collection, the due-time view's partitions
  // (the Views index), a subject's last sequence, the lists' weekly counts and the daily message cap.
  | 'AUTOEVENT#*'
  | 'AUTORUN#*'
  | 'AUTORUNS#DUE#*'
  | 'AUTOSUBJECT#*'
  | 'AUTOCOUNT#*'
  | 'AUTOCAP#*';

/** Per partition-key prefix, the actions on its items: one IAM statement each. */
export type TableAccess = { readonly [Prefix in PartitionPrefix]?: readonly TableAction[] };

export type ObjectPrefix =
  'companies/*/logo/*' | 'companies/*/files/*' | 'companies/*/file-backups/*' | 'companies/*/settings/*';
export type ObjectAction =
  's3:GetObject' | 's3:PutObject' | 's3:DeleteObject' | 's3:PutObjectTagging' | 's3:GetObjectTagging';
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
export const AUDIT_WRITE = ['PutItem', 'UpdateItem'] as const;
/** A page of a list (lib/data/list-page.ts): Query the list index, BatchGetItem the page's records (the counter: the base GetItem). */
export const LIST_READ = ['Query', 'BatchGetItem'] as const;
/** An Idempotency-Key's record: claimed, completed or released with an Update, replaced whole (Put) when past its 24 h. */
export const IDEMPOTENCY_RECORD = ['PutItem', 'UpdateItem'] as const;

/**
 * Without it S3 answers 403, not 404, for a key that holds no object
 * (docs.aws.amazon.com/AmazonS3/latest/API/API_HeadObject.html), and the functions that ask whether
 * a key holds a file (HeadObject, CopyObject from it) could not tell "absent" from "denied". It
 * reveals key names only: company and file UUIDs, never content.
 */
export const KEY_EXISTENCE = ['s3:ListBucket'] as const;

/** Settings per route name, of any routes. */
export type RouteSettingsTable = { readonly [Name in RouteName]?: RouteSettings };

/**
 * The routes of one resource folder whose settings differ from the defaults, as its
 * functions/<resource>/settings.ts declares them (`satisfies ResourceSettings<'<resource>'>`): a
 * key outside the folder's routes fails the type check. `access` is declared in full: it replaces
 * the operation's.
 */
export type ResourceSettings<Resource extends RouteResource> = {
  readonly [Name in RoutesOf<Resource>]?: RouteSettings;
};

/** The prefix (IAM StringLike: `*` any run) a key falls under, of those given; undefined when none. */
export function matchingPrefix<Prefix extends string>(key: string, prefixes: readonly Prefix[]): Prefix | undefined {
  return prefixes.find((pattern) =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    ).test(key),
  );
}
