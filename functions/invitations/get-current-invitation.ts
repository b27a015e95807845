import { bearerToken } from '../../lib/auth/authenticate';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';
import { currentInvitation } from '../../lib/invitations/invitations';

export const handler = api({ route: 'getCurrentInvitation' }).handler(async ({ principal, headers }) => {
  return ok(await currentInvitation(principal, bearerToken(headers.authorization)));
});
