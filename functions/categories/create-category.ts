import { categoryLocation } from '../../lib/categories/category';
import { CategoryCreate } from '../../lib/categories/category-input';
import { createCategory } from '../../lib/categories/category-writes';
import { api } from '../../lib/http/api';
import { created } from '../../lib/http/responses';

export const handler = api({ route: 'createCategory', body: CategoryCreate }).handler(async ({ companyUuid, body }) => {
  const { category, etag } = await createCategory(companyUuid, body);
  return created(category, categoryLocation(category.category_uuid), etag);
});
