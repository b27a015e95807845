import { getCategory } from '../../lib/categories/categories';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'getCategory' }).handler(async ({ companyUuid, path }) => {
  const { category, etag } = await getCategory(companyUuid, path.category_uuid);
  return ok(category, etag);
});
