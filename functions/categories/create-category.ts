import { categories } from '../../lib/categories/categories';
import { CategoryCreate, categoryLocation } from '../../lib/categories/category';
import { api } from '../../lib/http/api';
import { created } from '../../lib/http/responses';

export const handler = api({ route: 'createCategory', body: CategoryCreate }).handler(async ({ companyUuid, body }) => {
  const { category, etag } = await categories.createCategory(companyUuid, body);
  return created(category, categoryLocation(category.category_uuid), etag);
});
