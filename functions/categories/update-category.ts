import { CategoryPatch } from '../../lib/categories/category-input';
import { updateCategory } from '../../lib/categories/category-writes';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'updateCategory', body: CategoryPatch }).handler(
  async ({ companyUuid, path, body, headers }) => {
    const { record, etag } = await updateCategory(
      { companyUuid, id: path.category_uuid, ifMatch: headers['if-match'] },
      body,
    );
    return ok(record, etag);
  },
);
