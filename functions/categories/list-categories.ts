import { listCategories } from '../../lib/categories/categories';
import { CategoryListQuery } from '../../lib/categories/category-query';
import { api } from '../../lib/http/api';
import { list } from '../../lib/http/responses';

export const handler = api({ route: 'listCategories', query: CategoryListQuery }).handler(
  async ({ companyUuid, query }) => {
    const page = await listCategories(companyUuid, query);
    return list(page.data, page.meta);
  },
);
