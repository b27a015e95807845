/**
 * Who acts in a change and in which request: what a write passes down so that its transaction
 * records its audit event. Apart from audit-event.ts so that the one stack (lib/http/api.ts) builds
 * it for every handler without bundling the event's writing.
 */

export const ACTOR_KINDS = ['user', 'platform', 'operator', 'invitation'] as const;
/** Who made a change: a user's key, a platform key, an operator (the admin CLI) or an invitation's token. */
export interface AuditActor {
  kind: (typeof ACTOR_KINDS)[number];
  user_uuid: string | null;
  key_id: string | null;
}

/** Who acts and in which request: what a write passes down so that its transaction records its event. */
export interface AuditContext {
  actor: AuditActor;
  /** The request's `X-Request-Id`: the client's own when it sent a valid one. */
  requestId: string | null;
  /** API Gateway's id of the request, which no client chooses (forensics). */
  gatewayRequestId: string | null;
}

/** The admin CLI's changes: actor `operator`, no request. */
export const OPERATOR: AuditContext = {
  actor: { kind: 'operator', user_uuid: null, key_id: null },
  requestId: null,
  gatewayRequestId: null,
};

/** The audit context of a caller's key (a platform key has no user). */
export function auditContextOf(
  principal: { keyId: string; userUuid: string | null; invitationUuid?: string },
  requestId: string,
  gatewayRequestId: string | null,
): AuditContext {
  // An invitation's token acts as the invited user, with no key.
  if (principal.invitationUuid)
    return { actor: { kind: 'invitation', user_uuid: principal.userUuid, key_id: null }, requestId, gatewayRequestId };
  return {
    actor: { kind: principal.userUuid ? 'user' : 'platform', user_uuid: principal.userUuid, key_id: principal.keyId },
    requestId,
    gatewayRequestId,
  };
}
