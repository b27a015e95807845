import { AutomationRunListQuery } from '../../lib/automation-runs/run-query';
import { runReads } from '../../lib/automation-runs/run-reader';
import { api } from '../../lib/http/api';
import { list } from '../../lib/http/responses';

export const handler = api({ route: 'listAutomationRuns', query: AutomationRunListQuery }).handler(
  async ({ companyUuid, query }) => {
    const page = await runReads.listRuns(companyUuid, query);
    return list(page.data, page.meta);
  },
);
