import { CategoryCreate } from '../../lib/categories/category-input';
import { createCategory } from '../../lib/categories/category-writes';
import { idempotentApi } from '../../lib/http/idempotent-api';
import { created } from '../../lib/http/responses';
import { routePath } from '../../lib/http/routes';

export const handler = idempotentApi({ route: 'createCategory', body: CategoryCreate }).handler(
  async ({ companyUuid, body, idempotentId }) => {
    const { record, etag } = await createCategory(companyUuid, body, { idempotentId });
    return created(record, routePath('getCategory', { category_uuid: record.category_uuid }), etag);
  },
);
