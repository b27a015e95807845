import { bearerToken } from '../../lib/auth/authenticate';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';
import { getCurrentInvitation } from '../../lib/invitations/invitations';

export const handler = api({ route: 'getCurrentInvitation' }).handler(async ({ principal, headers }) => {
  return ok(await getCurrentInvitation(principal, bearerToken(headers.authorization)));
});
