/**
 * The users-list cache, shared by every Lambda container: one item per rendered page, keyed by the
 * company's cache generation, the caller's visibility scope and a hash of the normalized parameters.
 *
 * The generation has two counters, read together (two strongly consistent GetItems in parallel):
 * - `changes` (`users_cache_generation` on the company's quota item): every user or location change
 *   bumps it in its own transaction, which updates the quota item anyway;
 * - `resets` (an item of its own, `USERSCACHE#<company>` / `RESETS`): `should_reset_cache` bumps it.
 *   Any role may reset, a technician too, and the quota item is what every create transacts on: a
 *   reset must never write it.
 * Moving either makes every older entry unreachable at once; DynamoDB's TTL removes them later.
 *
 * Each entry is an item collection of its own (the whole key is in the partition key): TTL deletes
 * expired items up to days late, and on a table with local secondary indexes every item collection
 * is capped at 10 GB; one item can never approach it, and entries spread over the table's partitions.
 *
 * The cache is best-effort: a page that cannot be read or stored is computed again, never a failure.
 */
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { companyQuotaKey } from '../companies/company';
import { TTL_ATTRIBUTE } from '../data/table';
import { NotFoundError } from '../errors';
import { logger } from '../log';

const USERS_CACHE_ENTITY = 'users_cache';
const USERS_CACHE_RESETS_ENTITY = 'users_cache_resets';
const USERS_CACHE_PARTITION_PREFIX = 'USERSCACHE#';
const ENTRY_SORT_KEY = 'PAGE';

/** DynamoDB items are at most 400 KB; larger pages are answered but not cached. */
const MAX_CACHED_PAGE_BYTES = 350 * 1024;

/**
 * A cache put waits at most this long: the page is answered either way, so a stalled or throttled
 * write (the client retries for up to 3 × 2.5 s) must not hold the answer.
 */
const PUT_BUDGET_MS = 1000;

/** The company's cache generation: both counters are part of every entry's key. */
export interface UsersCacheGeneration {
  /** Bumped by every user or location change (on the quota item). */
  changes: number;
  /** Bumped by `should_reset_cache` (on the resets item). */
  resets: number;
}

export interface UsersCacheKey {
  companyUuid: string;
  generation: UsersCacheGeneration;
  /** From `scopeKey` (visibility.ts): `all`, `manager:<uuid>` or `self:<uuid>`. */
  scope: string;
  /** Hash of the normalized list parameters. */
  paramsHash: string;
}

/** The cache entry's key: a partition of its own per entry. */
export function usersCacheKey(key: UsersCacheKey): { PK: string; SK: string } {
  const { changes, resets } = key.generation;
  return {
    PK: `${USERS_CACHE_PARTITION_PREFIX}${key.companyUuid}#${changes}.${resets}#${key.scope}#${key.paramsHash}`,
    SK: ENTRY_SORT_KEY,
  };
}

/** The key of the company's resets counter (never of an entry: entries' partition keys go on after the uuid). */
export function usersCacheResetsKey(companyUuid: string): { PK: string; SK: string } {
  return { PK: `${USERS_CACHE_PARTITION_PREFIX}${companyUuid}`, SK: 'RESETS' };
}

const counter = (value: unknown): number => (typeof value === 'number' ? value : 0);

export function createUsersCacheRepository(
  client: DynamoDBDocumentClient = documentClient,
  tableName = defaultTableName,
) {
  /**
   * The company's current generation, both counters read strongly consistent at once (two GetItems
   * in parallel: a BatchGetItem over two key prefixes would need one IAM statement for both, and the
   * roles grant per prefix), so that a change or reset acknowledged before this call is never
   * answered from an older generation; undefined when the company does not exist (no quota item).
   */
  async function getUsersCacheGeneration(companyUuid: string): Promise<UsersCacheGeneration | undefined> {
    const [quota, resets] = await Promise.all([
      client.send(
        new GetCommand({
          TableName: tableName,
          Key: companyQuotaKey(companyUuid),
          ConsistentRead: true,
          ProjectionExpression: 'PK, users_cache_generation',
        }),
      ),
      client.send(
        new GetCommand({
          TableName: tableName,
          Key: usersCacheResetsKey(companyUuid),
          ConsistentRead: true,
          ProjectionExpression: 'resets',
        }),
      ),
    ]);
    if (!quota.Item) return undefined;
    return { changes: counter(quota.Item.users_cache_generation), resets: counter(resets.Item?.resets) };
  }

  return {
    getUsersCacheGeneration,

    /**
     * Drops every cached users list of the company by moving it to a new generation, which it
     * returns. Writes the resets item only (never the quota item); 404 for a company that does not exist.
     */
    async resetUsersCache(companyUuid: string): Promise<UsersCacheGeneration> {
      const current = await getUsersCacheGeneration(companyUuid);
      if (!current) throw new NotFoundError('The company does not exist');
      // A change between the read and this update moves `changes`: later readers then use a newer
      // generation than the one returned here, so the page stored under it is merely never read.
      const result = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: usersCacheResetsKey(companyUuid),
          UpdateExpression: 'SET entity = :entity, company_uuid = :company ADD resets :one',
          ExpressionAttributeValues: { ':entity': USERS_CACHE_RESETS_ENTITY, ':company': companyUuid, ':one': 1 },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return { changes: current.changes, resets: Number(result.Attributes?.resets) };
    },

    /**
     * The cached page of a key, or undefined (also when the read fails: the page is computed again).
     * Expiry is checked here too: DynamoDB deletes expired items lazily (up to days later), so an item
     * past its TTL may still be returned by GetItem.
     */
    async getCachedUsersPage<Page>(key: UsersCacheKey, nowEpochSeconds: number): Promise<Page | undefined> {
      let item: Record<string, unknown> | undefined;
      try {
        item = (await client.send(new GetCommand({ TableName: tableName, Key: usersCacheKey(key) }))).Item;
      } catch (error) {
        logger.warn('could not read the users list cache: the page is read from the table', { error: asError(error) });
        return undefined;
      }
      if (!item || typeof item.page_json !== 'string') return undefined;
      const expiresAt = item[TTL_ATTRIBUTE];
      if (typeof expiresAt !== 'number' || expiresAt <= nowEpochSeconds) return undefined;
      return JSON.parse(item.page_json) as Page;
    },

    /**
     * Stores (or refreshes) a rendered page until `expiresAtEpoch`, best-effort: false when it is too
     * large to cache or the write failed, was throttled or ran out of its time budget (logged as a warning).
     */
    async putCachedUsersPage(key: UsersCacheKey, page: unknown, expiresAtEpoch: number): Promise<boolean> {
      const pageJson = JSON.stringify(page);
      if (Buffer.byteLength(pageJson, 'utf8') > MAX_CACHED_PAGE_BYTES) return false;
      const put = new PutCommand({
        TableName: tableName,
        Item: {
          ...usersCacheKey(key),
          entity: USERS_CACHE_ENTITY,
          page_json: pageJson,
          [TTL_ATTRIBUTE]: expiresAtEpoch,
        },
      });
      try {
        await withinBudget(PUT_BUDGET_MS, (abortSignal) => client.send(put, { abortSignal }));
        return true;
      } catch (error) {
        logger.warn('could not store a users list page in the cache: the page is answered uncached', {
          error: asError(error),
        });
        return false;
      }
    },
  };
}

/**
 * `work`'s result, or a rejection once `ms` have passed: the signal then also aborts the request in
 * flight (it cannot cut the SDK's back-off between attempts short, hence the race).
 */
async function withinBudget<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`no answer within ${ms} ms`);
      error.name = 'TimeBudgetExceeded';
      controller.abort(error);
      reject(error);
    }, ms);
  });
  const running = work(controller.signal);
  running.catch(() => undefined); // its failure after the budget is nobody's to handle
  try {
    return await Promise.race([running, expired]);
  } finally {
    clearTimeout(timer);
  }
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

export type UsersCacheRepository = ReturnType<typeof createUsersCacheRepository>;
export const usersCacheRepository: UsersCacheRepository = /* @__PURE__ */ createUsersCacheRepository();
