import { eventReads } from '../../lib/automation-events/event-reader';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'getAutomationEvent' }).handler(async ({ companyUuid, path }) =>
  ok(await eventReads.getEvent(companyUuid, path.event_id)),
);
