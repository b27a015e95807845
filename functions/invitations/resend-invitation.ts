import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';
import { InvitationResend } from '../../lib/invitations/invitation-input';
import { resendInvitation } from '../../lib/invitations/invitation-writes';

export const handler = api({ route: 'resendInvitation', body: InvitationResend }).handler(
  async ({ principal, companyUuid, path, body, audit }) => {
    const { record, etag, token } = await resendInvitation(
      principal,
      { companyUuid, id: path.invitation_uuid },
      body,
      audit,
    );
    return ok({ ...record, invitation_token: token }, etag);
  },
);
