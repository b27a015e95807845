import { testUnsavedAutomation } from '../../lib/automations/automation-test';
import { UnsavedAutomationTestBodySchema } from '../../lib/automations/automation-test-input';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'testUnsavedAutomation', body: UnsavedAutomationTestBodySchema }).handler(
  async ({ companyUuid, body }) => ok(await testUnsavedAutomation(companyUuid, body)),
);
