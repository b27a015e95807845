/** Company user data access. */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { queryAllByPrefix } from '../data/query';
import { withoutKeys } from '../data/table';
import { type TransactItem, transactWrite } from '../data/transactions';
import { LimitExceededError, NotFoundError } from '../errors';
import { companyPartition } from '../companies/company';
import { invalidateUsersCache, reserveSlot } from '../companies/entity-limits';
import type { StatusCode } from './roles';
import { type StoredUser, USER_ENTITY, USER_SK_PREFIX, userKey, userRefKey } from './user';

export function createUserRepository(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  const repository = {
    /** The stored user, or undefined. */
    async getUser(companyUuid: string, userUuid: string): Promise<StoredUser | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: userKey(companyUuid, userUuid) }));
      return result.Item ? (withoutKeys(result.Item) as unknown as StoredUser) : undefined;
    },

    /** The company a user belongs to, from the user's pointer item. */
    async findUserCompany(userUuid: string): Promise<string | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: userRefKey(userUuid) }));
      return result.Item?.company_uuid as string | undefined;
    },

    /**
     * Every user of a company (one partition query). `consistent` reads every write acknowledged before
     * the call, which the users-list cache needs to never store data older than its generation.
     */
    async listUsersOfCompany(companyUuid: string, options: { consistent?: boolean } = {}): Promise<StoredUser[]> {
      const items = await queryAllByPrefix(client, tableName, companyPartition(companyUuid), USER_SK_PREFIX, options);
      return items.map((item) => withoutKeys(item) as unknown as StoredUser);
    },

    /** Transaction items that insert a user and its pointer (without the limit slot). */
    putNewUserItems(user: StoredUser): TransactItem[] {
      return [
        {
          Put: {
            TableName: tableName,
            Item: { ...userKey(user.company_uuid, user.user_uuid), entity: USER_ENTITY, ...user },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: { ...userRefKey(user.user_uuid), entity: 'user_ref', company_uuid: user.company_uuid },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      ];
    },

    /** Creates a user, counting it against the company's `users` limit; extra items join the transaction. */
    async createUser(user: StoredUser, extraItems: TransactItem[] = []): Promise<void> {
      const items = [
        reserveSlot(user.company_uuid, 'users', { tableName, invalidateUsersCache: true }),
        ...repository.putNewUserItems(user),
        ...extraItems,
      ];
      await transactWrite(client, items, (index) =>
        index === 0 ? new LimitExceededError('users') : new Error(`user create condition ${index} failed`),
      );
    },

    /** Runs prepared items (company, owner, key) as one transaction: used when a company is created. */
    async createUserInTransaction(items: TransactItem[]): Promise<void> {
      await transactWrite(client, items, (index) => new Error(`create condition ${index} failed`));
    },

    /** Changes a user's status and invalidates the company's cached users lists. */
    async setUserStatus(companyUuid: string, userUuid: string, status: StatusCode, now: string): Promise<void> {
      await transactWrite(
        client,
        [
          {
            Update: {
              TableName: tableName,
              Key: userKey(companyUuid, userUuid),
              UpdateExpression: 'SET status_code = :status, updated_at = :now, version = version + :one',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':status': status, ':now': now, ':one': 1 },
            },
          },
          invalidateUsersCache(companyUuid, tableName),
        ],
        () => new NotFoundError('The user does not exist'),
      );
    },
  };
  return repository;
}

export type UserRepository = ReturnType<typeof createUserRepository>;
export const userRepository: UserRepository = /* @__PURE__ */ createUserRepository();
