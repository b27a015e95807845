/**
 * A user read by key: what authentication reads on every request it makes (lib/auth/authenticate.ts),
 * apart from the user repository's lists and transactions, which every bundle would carry otherwise.
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { type StoredUser, USER, userKey } from './user';

export function createUserReader(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  return {
    /** The stored user, or undefined (`consistent`: every acknowledged write included). */
    async getUser(
      companyUuid: string,
      userUuid: string,
      options: { consistent?: boolean } = {},
    ): Promise<StoredUser | undefined> {
      const result = await client.send(
        new GetCommand({
          TableName: tableName,
          Key: userKey(companyUuid, userUuid),
          ConsistentRead: options.consistent,
        }),
      );
      return result.Item ? USER.parse(result.Item) : undefined;
    },
  };
}

export type UserReader = ReturnType<typeof createUserReader>;
export const userReader: UserReader = /* @__PURE__ */ createUserReader();
