/**
 * What the scripts know of the audit trail (scripts/resources.ts): each operation's summary,
 * description and 409, the examples of its records and the entities its lists read. No handler
 * imports it.
 */
import { type ResourceDescription } from '../resources';
import { COMPANY, OWNER, LOCATION, KEY, UPDATED } from '../openapi/examples';
import { LIST } from '../openapi/operations';

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
      gateway_request_id: '4f6c1d0a-2b3e-4c5d-8e9f-0a1b2c3d4e5f',
    },
  },
  operations: {
    listAuditEvents: {
      summary: 'List audit events',
      description: `Who changed what in the company: invitations, users, keys, locations and limits, by the API or the admin CLI. Newest first by default (\`sort_by\` only \`occurred_at\`); filters \`type\` (one, a list or comma-separated), \`actor_user_uuid\`, \`target_uuid\`; \`search\` matches the type. ${LIST} A filter by \`type\`, \`actor_user_uuid\` or \`target_uuid\` alone reads about as many events as the page holds; any other combination, or a \`search\`, may evaluate at most 10,000 events for a page, else 422 \`validation_failed\` with \`errors[0].code\` \`too_broad\` at the first filter (narrow it with another filter). Events are kept 400 days after the end of their week (UTC, Monday to Sunday), then expire; they hold no secret. \`request_id\` is the request's \`X-Request-Id\` (a client may choose it), \`gateway_request_id\` API Gateway's own id of the request. The list is read from a global index: in AWS an event may take a moment (usually well under a second) to appear after its change.`,
      success: { status: '200', description: 'A page of audit events', data: 'AuditEventRecord', list: 'meta' },
    },
  },
  lists: {
    listAuditEvents: null,
  },
};
