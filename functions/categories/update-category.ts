import { CategoryPatch } from '../../lib/categories/category-input';
import { updateCategory } from '../../lib/categories/category-writes';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'updateCategory', body: CategoryPatch }).handler(async ({ companyUuid, path, body, headers }) => {
  const { category, etag } = await updateCategory(companyUuid, path.category_uuid, body, headers['if-match']);
  return ok(category, etag);
});
