/**
 * What the scripts know of the audit trail (scripts/resources.ts): each operation's summary,
 * description and 409, the examples of its records and the entities its lists read. No handler
 * imports it.
 */
import { type ResourceDescription } from '../../scripts/resources';
import { COMPANY, OWNER, LOCATION, KEY, UPDATED } from '../../scripts/openapi/examples';
import { LIST } from '../../scripts/openapi/operations';

export const description: ResourceDescription<'audit'> = {
  record: 'AuditEventRecord',
  examples: {
    AuditEventRecord: {
      event_uuid: '0190f3a4-bb00-7c1d-8e2f-4a5b6c7d8e9f',
      company_uuid: COMPANY,
      type: 'location.updated',
      occurred_at: UPDATED,
      actor: { kind: 'user', user_uuid: OWNER, key_id: KEY },
      target: { kind: 'location', uuid: LOCATION },
      changes: { name: { from: 'East', to: 'East branch' } },
      request_id: 'c0a8012e-5f3b-4d2a-9c1e-7b6a5d4c3b2a',
    },
  },
  operations: {
    listAuditEvents: {
      summary: 'List audit events',
      description: `Who changed what in the company: invitations, users, keys, locations and limits, by the API or the admin CLI. Newest first by default (\`sort_by\` only \`occurred_at\`); filters \`type\` (one, a list or comma-separated), \`actor_user_uuid\`, \`target_uuid\`; \`search\` matches the type. ${LIST} Events are kept at least 400 days and hold no secret.`,
      success: { status: '200', description: 'A page of audit events', data: 'AuditEventRecord', list: 'meta' },
    },
  },
  lists: {
    listAuditEvents: null,
  },
};
