import { bearerToken } from '../../lib/auth/authenticate';
import { api } from '../../lib/http/api';
import { InvitationAccept } from '../../lib/invitations/invitation-input';
import { acceptInvitation } from '../../lib/invitations/invitation-writes';

export const handler = api({ route: 'acceptInvitation', body: InvitationAccept }).handler(async ({ principal, headers, body, audit }) => {
  // 201: a key is issued, shown in this answer only.
  return { status: 201, body: { data: await acceptInvitation(principal, bearerToken(headers.authorization), body, audit) } };
});
