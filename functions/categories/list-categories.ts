import { categories } from '../../lib/categories/categories';
import { CategoryListQuery } from '../../lib/categories/category';
import { api } from '../../lib/http/api';
import { list } from '../../lib/http/responses';

export const handler = api({ route: 'listCategories', query: CategoryListQuery }).handler(async ({ companyUuid, query }) => {
  const page = await categories.listCategories(companyUuid, query);
  return list(page.data, page.meta);
});
