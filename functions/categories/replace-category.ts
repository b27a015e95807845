import { categories } from '../../lib/categories/categories';
import { CategoryReplace } from '../../lib/categories/category';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'replaceCategory', body: CategoryReplace }).handler(async ({ companyUuid, path, body, headers }) => {
  const { category, etag } = await categories.replaceCategory(companyUuid, path.category_uuid, body, headers['if-match']);
  return ok(category, etag);
});
