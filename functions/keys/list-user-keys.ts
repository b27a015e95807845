import { KeyListQuery } from '../../lib/auth/key-query';
import { listUserKeys } from '../../lib/auth/user-keys';
import { api } from '../../lib/http/api';
import { list } from '../../lib/http/responses';

export const handler = api({ route: 'listUserKeys', query: KeyListQuery }).handler(
  async ({ companyUuid, path, query }) => {
    const page = await listUserKeys(companyUuid, path.user_uuid, query);
    return list(page.data, page.meta);
  },
);
