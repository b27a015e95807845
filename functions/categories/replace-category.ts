import { CategoryReplace } from '../../lib/categories/category-input';
import { replaceCategory } from '../../lib/categories/category-writes';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'replaceCategory', body: CategoryReplace }).handler(async ({ companyUuid, path, body, headers }) => {
  const { category, etag } = await replaceCategory(companyUuid, path.category_uuid, body, headers['if-match']);
  return ok(category, etag);
});
