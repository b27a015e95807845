import { listAuditEvents } from '../../lib/audit/audit-events';
import { AuditEventListQuery } from '../../lib/audit/audit-query';
import { api } from '../../lib/http/api';
import { list } from '../../lib/http/responses';

export const handler = api({ route: 'listAuditEvents', query: AuditEventListQuery }).handler(
  async ({ companyUuid, query }) => {
    const page = await listAuditEvents(companyUuid, query);
    return list(page.data, page.meta);
  },
);
