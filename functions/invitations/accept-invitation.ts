import { bearerToken } from '../../lib/auth/authenticate';
import { api } from '../../lib/http/api';
import { created } from '../../lib/http/responses';
import { routePath } from '../../lib/http/routes';
import { InvitationAccept } from '../../lib/invitations/invitation-input';
import { acceptInvitation } from '../../lib/invitations/invitation-writes';

export const handler = api({ route: 'acceptInvitation', body: InvitationAccept }).handler(
  async ({ principal, headers, body, audit }) => {
    // 201 as every create: a key is issued (shown in this answer only); Location and ETag are its user's.
    const { record, etag } = await acceptInvitation(principal, bearerToken(headers.authorization), body, audit);
    return created(
      record,
      routePath('getCompanyUser', { company_uuid: record.user.company_uuid, user_uuid: record.user.user_uuid }),
      etag,
    );
  },
);
