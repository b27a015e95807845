import { getAutomation } from '../../lib/automations/automations';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'getAutomation' }).handler(async ({ companyUuid, path }) => {
  const { record, etag } = await getAutomation({ companyUuid, id: path.automation_uuid });
  return ok(record, etag);
});
