import { AutomationListQuerySchema } from '../../lib/automations/automation-query';
import { listAutomations } from '../../lib/automations/automations';
import { api } from '../../lib/http/api';
import { list } from '../../lib/http/responses';

export const handler = api({ route: 'listAutomations', query: AutomationListQuerySchema }).handler(
  async ({ companyUuid, query }) => {
    const page = await listAutomations(companyUuid, query);
    return list(page.data, page.meta);
  },
);
