/**
 * A user read by key: what authentication reads on every request it makes (lib/auth/authenticate.ts),
 * apart from the user repository's lists and transactions, which every bundle would carry otherwise.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readItem } from '../data/read-item';
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
      return readItem(client, tableName, userKey(companyUuid, userUuid), USER.parse, options.consistent ?? false);
    },
  };
}

export type UserReader = ReturnType<typeof createUserReader>;
export const userReader: UserReader = /* @__PURE__ */ createUserReader();
