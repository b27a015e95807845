import { api } from '../../lib/http/api';
import { list } from '../../lib/http/responses';
import { usersList } from '../../lib/users/users-list';
import { UsersListQuery } from '../../lib/users/users-query';

export const handler = api({ route: 'listCompanyUsers', query: UsersListQuery }).handler(
  async ({ principal, companyUuid, query }) => {
    const page = await usersList.listCompanyUsers(companyUuid, principal, query);
    return list(page.data, page.meta);
  },
);
