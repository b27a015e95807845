import { AutomationPatchSchema, AutomationRecordQuerySchema } from '../../lib/automations/automation-input';
import { updateAutomation } from '../../lib/automations/automation-writes';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({
  route: 'updateAutomation',
  body: AutomationPatchSchema,
  query: AutomationRecordQuerySchema,
}).handler(async ({ companyUuid, path, headers, query, body }) => {
  const { record, etag } = await updateAutomation(
    { companyUuid, id: path.automation_uuid, ifMatch: headers['if-match'], queryAutomationUuid: query.automationUuid },
    body,
  );
  return ok(record, etag);
});
