import { api } from '../../lib/http/api';
import { noContent } from '../../lib/http/responses';
import { revokeInvitation } from '../../lib/invitations/invitations';

export const handler = api({ route: 'deleteInvitation' }).handler(
  async ({ principal, companyUuid, path, headers, audit }) => {
    await revokeInvitation(principal, { companyUuid, id: path.invitation_uuid, ifMatch: headers['if-match'] }, audit);
    return noContent();
  },
);
