import { AutomationRecordQuerySchema, AutomationWriteSchema } from '../../lib/automations/automation-input';
import { replaceAutomation } from '../../lib/automations/automation-writes';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({
  route: 'replaceAutomation',
  body: AutomationWriteSchema,
  query: AutomationRecordQuerySchema,
}).handler(async ({ companyUuid, path, headers, query, body }) => {
  const { record, etag } = await replaceAutomation(
    { companyUuid, id: path.automation_uuid, ifMatch: headers['if-match'], queryAutomationUuid: query.automationUuid },
    body,
  );
  return ok(record, etag);
});
