/**
 * What the users list reads: a user by key and a page of users. Apart from the user repository, so
 * that the list's bundle carries no write code (the versioned writes, the invitation items).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { companyPartition } from '../companies/company';
import type { Page } from '../data/list';
import { readListPage } from '../data/list-page';
import { type StoredUser, USER, USER_LIST } from './user';
import { createUserReader } from './user-reader';
import { type UsersSelection, usersFilter } from './users-filter';
import type { UsersListParams } from './users-query';

export function createUserListReader(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  return {
    getUser: createUserReader(client, tableName).getUser,

    /** One page of the company's users (strongly consistent: a list shows the client's own writes). */
    listUsers(companyUuid: string, params: UsersListParams, selection: UsersSelection): Promise<Page<StoredUser>> {
      return readListPage({
        client,
        tableName,
        partition: companyPartition(companyUuid),
        declaration: USER_LIST,
        params,
        fromItem: USER.parse,
        filter: usersFilter(selection),
      });
    },
  };
}

export type UserListReader = ReturnType<typeof createUserListReader>;
export const userListReader: UserListReader = /* @__PURE__ */ createUserListReader();
