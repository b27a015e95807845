import { revokeMyKey } from '../../lib/auth/user-keys';
import { api } from '../../lib/http/api';
import { noContent } from '../../lib/http/responses';

export const handler = api({ route: 'deleteMyKey' }).handler(async ({ principal, path, headers, audit }) => {
  await revokeMyKey(principal, path.key_id, headers['if-match'], audit);
  return noContent();
});
