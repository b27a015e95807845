import { getAppData } from '../../lib/app-data/app-data';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'getAppData' }).handler(async ({ principal }) => {
  return ok(await getAppData(principal.companyUuid));
});
