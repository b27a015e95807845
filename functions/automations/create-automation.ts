import { AutomationWriteSchema } from '../../lib/automations/automation-input';
import { createAutomation } from '../../lib/automations/automation-writes';
import { idempotentApi } from '../../lib/http/idempotent-api';
import { created } from '../../lib/http/responses';
import { routePath } from '../../lib/http/routes';

export const handler = idempotentApi({ route: 'createAutomation', body: AutomationWriteSchema }).handler(
  async ({ companyUuid, body, idempotentId }) => {
    const { record, etag } = await createAutomation(companyUuid, body, { idempotentId });
    const location = routePath('getAutomation', {
      company_uuid: record.company_uuid,
      automation_uuid: record.automation_uuid,
    });
    return created(record, location, etag);
  },
);
