/** Whole audit events as list-audit-events answers them. */

/**
 * An audit event with the fields given; only its server-set uuid and time are matched by kind, and
 * its gateway request id (when not given) as a string for a request's event, null for the CLI's.
 */
export function auditEvent(fields: {
  company_uuid: string;
  type: string;
  actor: unknown;
  target: unknown;
  changes: unknown;
  request_id: unknown;
  gateway_request_id?: unknown;
}): Record<string, unknown> {
  return {
    event_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    occurred_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    gateway_request_id: fields.request_id === null ? null : expect.any(String),
    ...fields,
  };
}
