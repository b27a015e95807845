import { testAutomation } from '../../lib/automations/automation-test';
import { AutomationTestBodySchema } from '../../lib/automations/automation-test-input';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'testAutomation', body: AutomationTestBodySchema }).handler(
  async ({ companyUuid, path, body }) => ok(await testAutomation(companyUuid, path.automation_uuid, body)),
);
