import { AutomationWriteSchema } from '../../lib/automations/automation-input';
import { createAutomation } from '../../lib/automations/automation-writes';
import { api } from '../../lib/http/api';
import { created } from '../../lib/http/responses';
import { API_PREFIX } from '../../lib/http/routes';

export const handler = api({ route: 'createAutomation', body: AutomationWriteSchema }).handler(async ({ companyUuid, body }) => {
  const { automation, etag } = await createAutomation(companyUuid, body);
  const location = `${API_PREFIX}/companies/${automation.company_uuid}/automations/${automation.automation_uuid}`;
  return created(automation, location, etag);
});
