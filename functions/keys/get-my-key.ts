import { getMyKey } from '../../lib/auth/my-key';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'getMyKey' }).handler(async ({ principal, path }) => {
  const { record, etag } = await getMyKey(principal, path.key_id);
  return ok(record, etag);
});
