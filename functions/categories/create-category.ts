import { CategoryCreate } from '../../lib/categories/category-input';
import { createCategory } from '../../lib/categories/category-writes';
import { api } from '../../lib/http/api';
import { created } from '../../lib/http/responses';
import { routePath } from '../../lib/http/routes';

export const handler = api({ route: 'createCategory', body: CategoryCreate }).handler(async ({ companyUuid, body }) => {
  const { record, etag } = await createCategory(companyUuid, body);
  return created(record, routePath('getCategory', { category_uuid: record.category_uuid }), etag);
});
