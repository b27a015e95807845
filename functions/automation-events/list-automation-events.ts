import { AutomationEventListQuery } from '../../lib/automation-events/event-query';
import { eventReads } from '../../lib/automation-events/event-reader';
import { api } from '../../lib/http/api';
import { list } from '../../lib/http/responses';

export const handler = api({ route: 'listAutomationEvents', query: AutomationEventListQuery }).handler(
  async ({ companyUuid, query }) => {
    const page = await eventReads.listEvents(companyUuid, query);
    return list(page.data, page.meta);
  },
);
