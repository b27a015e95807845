import { idempotentApi } from '../../lib/http/idempotent-api';
import { created } from '../../lib/http/responses';
import { routePath } from '../../lib/http/routes';
import { InvitationCreate } from '../../lib/invitations/invitation-input';
import { createInvitation } from '../../lib/invitations/invitation-writes';

export const handler = idempotentApi({ route: 'createInvitation', body: InvitationCreate }).handler(
  async ({ principal, companyUuid, body, idempotentId, audit }) => {
    const { record, etag, token } = await createInvitation(principal, companyUuid, body, { idempotentId, audit });
    // The token is shown in this answer only: a replay of it (Idempotency-Key) answers without it.
    return created(
      { ...record, ...(token ? { invitation_token: token } : {}) },
      routePath('getInvitation', { company_uuid: companyUuid, invitation_uuid: record.invitation_uuid }),
      etag,
    );
  },
);
