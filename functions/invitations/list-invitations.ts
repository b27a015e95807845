import { api } from '../../lib/http/api';
import { list } from '../../lib/http/responses';
import { listInvitations } from '../../lib/invitations/invitations';
import { InvitationListQuery } from '../../lib/invitations/invitation-query';

export const handler = api({ route: 'listInvitations', query: InvitationListQuery }).handler(
  async ({ principal, companyUuid, query }) => {
    const page = await listInvitations(principal, companyUuid, query);
    return list(page.data, page.meta);
  },
);
