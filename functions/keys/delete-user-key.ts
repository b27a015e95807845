import { revokeUserKey } from '../../lib/auth/user-keys';
import { api } from '../../lib/http/api';
import { noContent } from '../../lib/http/responses';

export const handler = api({ route: 'deleteUserKey' }).handler(
  async ({ principal, companyUuid, path, headers, audit }) => {
    await revokeUserKey(principal, companyUuid, path.user_uuid, path.key_id, headers['if-match'], audit);
    return noContent();
  },
);
