import { getAppDataDocument } from '../../lib/app-data/app-data';
import { api } from '../../lib/http/api';
import { revalidated } from '../../lib/http/responses';

export const handler = api({ route: 'getAppData' }).handler(async ({ principal, headers }) => {
  return revalidated(await getAppDataDocument(principal.companyUuid), headers['if-none-match']);
});
