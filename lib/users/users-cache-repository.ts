/**
 * The users-list cache, shared by every Lambda container: one item per rendered page, keyed by the
 * company's cache generation, the caller's visibility scope and a hash of the normalized parameters.
 * The entries have a partition of their own per company, not the company's: TTL deletes expired
 * items up to days late, and the company's partition, which has local secondary indexes, may hold
 * at most 10 GB. Bumping the generation (every user or location change, and
 * `should_reset_cache`) makes every older entry unreachable at once; DynamoDB's TTL removes them later.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { companyQuotaKey } from '../companies/company';
import { TTL_ATTRIBUTE } from '../data/table';
import { NotFoundError } from '../errors';

const USERS_CACHE_ENTITY = 'users_cache';
const USERS_CACHE_PARTITION_PREFIX = 'USERSCACHE#';

/** DynamoDB items are at most 400 KB; larger pages are answered but not cached. */
const MAX_CACHED_PAGE_BYTES = 350 * 1024;

export interface UsersCacheKey {
  companyUuid: string;
  generation: number;
  /** From `scopeKey` (visibility.ts): `all`, `manager:<uuid>` or `self:<uuid>`. */
  scope: string;
  /** Hash of the normalized list parameters. */
  paramsHash: string;
}

/** The cache item's key. */
export function usersCacheKey(key: UsersCacheKey): { PK: string; SK: string } {
  return { PK: `${USERS_CACHE_PARTITION_PREFIX}${key.companyUuid}`, SK: `${key.generation}#${key.scope}#${key.paramsHash}` };
}

export function createUsersCacheRepository(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  return {
    /**
     * The company's current cache generation, read strongly consistent so that a change acknowledged
     * before this call is never answered from an older generation; undefined when the company does not exist.
     */
    async getUsersCacheGeneration(companyUuid: string): Promise<number | undefined> {
      const result = await client.send(
        new GetCommand({
          TableName: tableName,
          Key: companyQuotaKey(companyUuid),
          ConsistentRead: true,
          ProjectionExpression: 'users_cache_generation, PK',
        }),
      );
      if (!result.Item) return undefined;
      const generation = result.Item.users_cache_generation;
      return typeof generation === 'number' ? generation : 0;
    },

    /** Drops every cached users list of the company by moving it to a new generation, which it returns. */
    async resetUsersCache(companyUuid: string): Promise<number> {
      try {
        const result = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: companyQuotaKey(companyUuid),
            UpdateExpression: 'SET users_cache_generation = if_not_exists(users_cache_generation, :zero) + :one',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return Number(result.Attributes?.users_cache_generation);
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) throw new NotFoundError('The company does not exist');
        throw error;
      }
    },

    /**
     * The cached page of a key, or undefined. Expiry is checked here too: DynamoDB deletes expired
     * items lazily (up to days later), so an item past its TTL may still be returned by GetItem.
     */
    async getCachedUsersPage<Page>(key: UsersCacheKey, nowEpochSeconds: number): Promise<Page | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: usersCacheKey(key) }));
      const item = result.Item;
      if (!item || typeof item.page_json !== 'string') return undefined;
      const expiresAt = item[TTL_ATTRIBUTE];
      if (typeof expiresAt !== 'number' || expiresAt <= nowEpochSeconds) return undefined;
      return JSON.parse(item.page_json) as Page;
    },

    /** Stores (or refreshes) a rendered page until `expiresAtEpoch`; false when it is too large to cache. */
    async putCachedUsersPage(key: UsersCacheKey, page: unknown, expiresAtEpoch: number): Promise<boolean> {
      const pageJson = JSON.stringify(page);
      if (Buffer.byteLength(pageJson, 'utf8') > MAX_CACHED_PAGE_BYTES) return false;
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...usersCacheKey(key), entity: USERS_CACHE_ENTITY, page_json: pageJson, [TTL_ATTRIBUTE]: expiresAtEpoch },
        }),
      );
      return true;
    },
  };
}

export type UsersCacheRepository = ReturnType<typeof createUsersCacheRepository>;
export const usersCacheRepository: UsersCacheRepository = /* @__PURE__ */ createUsersCacheRepository();
