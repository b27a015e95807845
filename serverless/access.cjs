// What each function may touch: the declarative source of the per-function IAM roles (serverless/iam.cjs).
// A route's DynamoDB access follows from its operation (OPERATION_ACCESS: a list, an idempotent
// create, a get, a replace or update, a delete of one record); ROUTE_ACCESS declares the routes that
// need other access, replacing that default. Every integration test checks what the handlers
// actually do against it (test/support/access-recorder.ts: each DynamoDB action and partition key),
// and test/deploy that the packaged roles grant nothing beyond it. When a handler starts using
// another DynamoDB action or S3 prefix, declare it here (docs/data-model.md lists each endpoint's
// operations).
//
// Every route function also gets BASE_TABLE_ACTIONS:
// - dynamodb:UpdateItem for the rate-limit counter (`RATELIMIT#…`, one atomic ADD per request);
// - dynamodb:GetItem for the company-existence check of platform keys on company routes, and for
//   the key lookup when a request arrives without the authorizer's context (direct invokes).
// DynamoDB transactions need no action of their own: IAM checks each item's Put/Update/Delete.

const BASE_TABLE_ACTIONS = ['dynamodb:GetItem', 'dynamodb:UpdateItem'];

// The partition-key prefixes (dynamodb:LeadingKeys) of those base accesses: the rate-limit window,
// the key lookup of a direct invoke, and everything of a company (the company and quota items, its
// users for authentication, and every record of the routes: automations, categories, locations).
const BASE_PARTITIONS = ['RATELIMIT#*', 'APIKEY#*', 'COMPANY#*'];

// A list page (lib/data/list-page.ts); Query on the table's list indexes, see serverless/iam.cjs.
const LIST_READ = ['dynamodb:Query', 'dynamodb:BatchGetItem'];

// A company's audit trail: its own partition, off the company's item collection.
const AUDIT = 'AUDIT#*';
// Each user's key records.
const USER_KEYS = 'USERKEYS#*';

// The lookup items of invitation tokens (by hash), off every company partition.
const INVITATION_TOKENS = 'INVITETOKEN#*';

const LOGO_PREFIX = 'companies/*/logo/*';
const FILES_PREFIX = 'companies/*/files/*';
const FILE_BACKUPS_PREFIX = 'companies/*/file-backups/*';
const SETTINGS_PREFIX = 'companies/*/settings/*';

// On the bucket itself: without it S3 answers 403, not 404, for a key that holds no object
// (docs.aws.amazon.com/AmazonS3/latest/API/API_HeadObject.html), and the functions that ask whether
// a key holds a file (HeadObject, CopyObject from it) could not tell "absent" from "denied". It
// reveals key names only: company and file UUIDs, never content.
const KEY_EXISTENCE = ['s3:ListBucket'];

/**
 * The access a record operation implies, from its route definition (lib/http/routes.ts).
 * @param {{ method: string, list?: boolean, idempotent?: boolean }} route
 */
function operationAccess(route) {
  // A page: Query a list index (its entries), BatchGetItem the page's records, GetItem the counter item.
  if (route.list) return { table: LIST_READ };
  // Put the record + Update the company's counts; the idempotency record Update/Get, and Put when it
  // is past its 24 h (a failed create marks it RELEASED: nothing is deleted).
  if (route.method === 'POST' && route.idempotent) return { table: ['dynamodb:PutItem'], partitions: ['IDEMPOTENCY#*'] };
  // A conditional Put of the new version (and counters' Updates in the same transaction).
  if (route.method === 'PUT' || route.method === 'PATCH') return { table: ['dynamodb:PutItem'] };
  if (route.method === 'DELETE') return { table: ['dynamodb:DeleteItem'] };
  // A GET of one record: the base GetItem.
  return {};
}

/**
 * Routes whose access differs from their operation's, declared in full.
 * @type {Record<string, { table?: string[], partitions?: string[], bucket?: string[], objects?: Record<string, string[]>, secretParameter?: string }>}
 */
const ROUTE_ACCESS = {
  getAppData: { table: ['dynamodb:Query'] },

  // A rename swaps the name item: Delete old + Put new, in the same transaction as the Update.
  replaceCategory: { table: ['dynamodb:PutItem', 'dynamodb:DeleteItem'] },
  updateCategory: { table: ['dynamodb:PutItem', 'dynamodb:DeleteItem'] },

  // Each change records its audit event (its views and counters, AUDIT#<company>) in its transaction.
  // As categories: a rename swaps the name item. A delete checks the users' counter item (no user or
  // pending invitation names the location) in its transaction.
  createLocation: { table: ['dynamodb:PutItem'], partitions: ['IDEMPOTENCY#*', AUDIT] },
  replaceLocation: { table: ['dynamodb:PutItem', 'dynamodb:DeleteItem'], partitions: [AUDIT] },
  updateLocation: { table: ['dynamodb:PutItem', 'dynamodb:DeleteItem'], partitions: [AUDIT] },
  deleteLocation: { table: ['dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem'], partitions: [AUDIT] },
  // A page of one view of the trail (a key range of the audit partition) and its counter.
  listAuditEvents: { table: ['dynamodb:Query'], partitions: [AUDIT] },

  // One conditional UpdateItem of the company item (the base actions).
  replaceCompany: {},
  updateCompany: {},
  // The new logo is written, the old one deleted.
  uploadCompanyImage: { objects: { [LOGO_PREFIX]: ['s3:PutObject', 's3:DeleteObject'] } },
  deleteCompanyImage: { objects: { [LOGO_PREFIX]: ['s3:DeleteObject'] } },
  // GetObject: the answer's time-limited download URLs are signed with this role, and the copy of a
  // replaced file (CopyObject reads its source); the backups are written tagged, restored and deleted.
  uploadCompanyFiles: {
    bucket: KEY_EXISTENCE,
    objects: {
      [FILES_PREFIX]: ['s3:PutObject', 's3:DeleteObject', 's3:GetObject'],
      [FILE_BACKUPS_PREFIX]: ['s3:PutObject', 's3:PutObjectTagging', 's3:GetObject', 's3:DeleteObject'],
    },
  },
  // The HMAC secret of the signed state, read at run time: the secret the stage parameter names.
  getCompanyBilling: { secretParameter: 'billingStateSecretId' },
  // GetObject: HeadObject (unchanged?) and the signed download URL; PutObjectTagging: the lifecycle tag.
  getCompanySettingsJson: { bucket: KEY_EXISTENCE, objects: { [SETTINGS_PREFIX]: ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging'] } },
  // The limit's audit event (AUDIT#<company>) is Put in the same transaction.
  updateCompanyLimit: { table: ['dynamodb:PutItem'], partitions: [AUDIT] },

  // The cache generation's two counters (the quota item and USERSCACHE#<company> / RESETS) in one
  // BatchGetItem, a page read as for the other lists on a cache miss, Put the cache entry; a reset
  // updates the RESETS item (UpdateItem, a base action), never the quota item. The cache entries
  // have a partition of their own (lib/users/users-cache-repository.ts).
  listCompanyUsers: { table: [...LIST_READ, 'dynamodb:PutItem'], partitions: ['USERSCACHE#*'] },
  // The user's Update with the quota and list counters (UpdateItem, a base action), a Query of the
  // company's locations when the body sends some, a ConditionCheck of each added one, the audit event.
  updateCompanyUser: { table: ['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:ConditionCheckItem'], partitions: [AUDIT] },
  // The user and its pointer item (`USERREF#…`) are deleted with the quota and counters' Updates and the audit event.
  deleteCompanyUser: { table: ['dynamodb:DeleteItem', 'dynamodb:PutItem'], partitions: ['USERREF#*', AUDIT] },

  // A user's keys are listed from records in the user's own partition (USERKEYS#<user>). Issuing
  // one reads the user's keys (the usable-keys limit), then puts the key by hash, its id pointer,
  // its record and counter and the audit event; revoking updates the key and its record.
  listMyKeys: { table: LIST_READ, partitions: [USER_KEYS] },
  createMyKey: { table: ['dynamodb:Query', 'dynamodb:PutItem'], partitions: ['APIKEYID#*', USER_KEYS, AUDIT] },
  deleteMyKey: { table: ['dynamodb:PutItem'], partitions: [USER_KEYS, AUDIT] },
  listUserKeys: { table: LIST_READ, partitions: [USER_KEYS] },
  deleteUserKey: { table: ['dynamodb:PutItem'], partitions: [USER_KEYS, AUDIT] },
  // The invitation, its user (with pointer and e-mail items), its token's lookup item and the event
  // are put with the quota and counters' Updates; the company's locations are read (Query, and a
  // ConditionCheck of each in the transaction) and its country for a phone (GetItem).
  createInvitation: { table: ['dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'], partitions: ['IDEMPOTENCY#*', 'USERREF#*', INVITATION_TOKENS, AUDIT] },
  // The old token's item is deleted and the new one put, with the invitation's Update and the event.
  resendInvitation: { table: ['dynamodb:PutItem', 'dynamodb:DeleteItem'], partitions: [INVITATION_TOKENS, AUDIT] },
  // The invitation's Update, the invited user's Delete (pointer and e-mail items too) and the event.
  deleteInvitation: { table: ['dynamodb:DeleteItem', 'dynamodb:PutItem'], partitions: ['USERREF#*', AUDIT] },
  // Authenticated by the token's lookup item; reads the invitation, the company's name and the inviter's.
  getCurrentInvitation: { partitions: [INVITATION_TOKENS] },
  // The invitation's and the user's Updates, the new key's items (by hash, id pointer, the user's
  // key list and its counter) and the two events.
  acceptInvitation: { table: ['dynamodb:PutItem'], partitions: [INVITATION_TOKENS, 'APIKEYID#*', USER_KEYS, AUDIT] },
};

/**
 * The access of any deployed function: a route's base actions plus its own (declared, or its
 * operation's), the authorizer's, or none.
 * @param {string} functionName
 * @param {{ authorizer: string, catchAll: string, routes: Record<string, { method: string, list?: boolean, idempotent?: boolean }> }} names
 */
function functionAccess(functionName, { authorizer, catchAll, routes }) {
  // The authorizer reads the key item and, for user keys, the user item in its company's partition,
  // and writes a key's `last_used_at` (at most every 15 minutes) on the key and its list record;
  // the 404/405 catch-all touches nothing.
  // An invitation's token is looked up by its hash (INVITETOKEN#…) on the two routes that take it.
  if (functionName === authorizer) return { table: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], partitions: ['APIKEY#*', 'COMPANY#*', INVITATION_TOKENS, 'USERKEYS#*'], bucket: [], objects: {} };
  if (functionName === catchAll) return { table: [], partitions: [], bucket: [], objects: {} };
  const route = routes[functionName];
  if (!route) throw new Error(`"${functionName}" is not a route of lib/http/routes.ts`);
  const own = ROUTE_ACCESS[functionName] ?? operationAccess(route);
  return {
    table: [...new Set([...BASE_TABLE_ACTIONS, ...(own.table ?? [])])].sort(),
    partitions: [...new Set([...BASE_PARTITIONS, ...(own.partitions ?? [])])].sort(),
    bucket: own.bucket ?? [],
    objects: own.objects ?? {},
    ...(own.secretParameter ? { secretParameter: own.secretParameter } : {}),
  };
}

/** Whether a partition key value falls under one of the prefixes (IAM StringLike: `*` any run). */
function partitionAllowed(partitionKey, prefixes) {
  return prefixes.some((pattern) => new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`).test(partitionKey));
}

module.exports = { BASE_TABLE_ACTIONS, BASE_PARTITIONS, ROUTE_ACCESS, operationAccess, functionAccess, partitionAllowed };
