import { CategoryReplace } from '../../lib/categories/category-input';
import { replaceCategory } from '../../lib/categories/category-writes';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'replaceCategory', body: CategoryReplace }).handler(
  async ({ companyUuid, path, body, headers }) => {
    const { record, etag } = await replaceCategory(
      { companyUuid, id: path.category_uuid, ifMatch: headers['if-match'] },
      body,
    );
    return ok(record, etag);
  },
);
