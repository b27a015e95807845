import { deleteCategory } from '../../lib/categories/categories';
import { api } from '../../lib/http/api';
import { noContent } from '../../lib/http/responses';

export const handler = api({ route: 'deleteCategory' }).handler(async ({ companyUuid, path, headers }) => {
  await deleteCategory({ companyUuid, id: path.category_uuid, ifMatch: headers['if-match'] });
  return noContent();
});
