import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';
import { getInvitation } from '../../lib/invitations/invitations';

export const handler = api({ route: 'getInvitation' }).handler(async ({ principal, companyUuid, path }) => {
  const { record, etag } = await getInvitation(principal, { companyUuid, id: path.invitation_uuid });
  return ok(record, etag);
});
