import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';
import { getMe } from '../../lib/users/me';

export const handler = api({ route: 'getMe' }).handler(async ({ principal, headers }) =>
  ok(await getMe(principal, headers.authorization)),
);
