import { getAutomation } from '../../lib/automations/automations';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'getAutomation' }).handler(async ({ companyUuid, path }) => {
  const { automation, etag } = await getAutomation(companyUuid, path.automation_uuid);
  return ok(automation, etag);
});
