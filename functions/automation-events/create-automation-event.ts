import { AutomationEventBodySchema } from '../../lib/automation-events/event-input';
import { createEvent } from '../../lib/automation-events/intake';
import { api } from '../../lib/http/api';
import { routePath } from '../../lib/http/routes';

export const handler = api({ route: 'createAutomationEvent', body: AutomationEventBodySchema }).handler(
  async ({ companyUuid, body }) => {
    const { record, replayed } = await createEvent(companyUuid, body);
    const location = routePath('getAutomationEvent', { company_uuid: companyUuid, event_id: record.event_id });
    return {
      status: 202,
      body: { data: record },
      headers: { Location: location, ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}) },
    };
  },
);
