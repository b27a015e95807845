import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';
import { getCompanyUser } from '../../lib/users/users';

export const handler = api({ route: 'getCompanyUser' }).handler(async ({ principal, companyUuid, path }) => {
  const { record, etag } = await getCompanyUser(principal, { companyUuid, id: path.user_uuid });
  return ok(record, etag);
});
