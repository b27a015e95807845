import { KeyListQuery } from '../../lib/auth/key-query';
import { listMyKeys } from '../../lib/auth/user-keys';
import { api } from '../../lib/http/api';
import { list } from '../../lib/http/responses';

export const handler = api({ route: 'listMyKeys', query: KeyListQuery }).handler(async ({ principal, query }) => {
  const page = await listMyKeys(principal, query);
  return list(page.data, page.meta);
});
