import { getCategory } from '../../lib/categories/categories';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'getCategory' }).handler(async ({ companyUuid, path }) => {
  const { record, etag } = await getCategory({ companyUuid, id: path.category_uuid });
  return ok(record, etag);
});
