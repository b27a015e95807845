import { categories } from '../../lib/categories/categories';
import { CategoryPatch } from '../../lib/categories/category';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'updateCategory', body: CategoryPatch }).handler(async ({ companyUuid, path, body, headers }) => {
  const { category, etag } = await categories.updateCategory(companyUuid, path.category_uuid, body, headers['if-match']);
  return ok(category, etag);
});
