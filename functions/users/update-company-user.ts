import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';
import { UserPatch } from '../../lib/users/user-input';
import { updateCompanyUser } from '../../lib/users/user-writes';

export const handler = api({ route: 'updateCompanyUser', body: UserPatch }).handler(
  async ({ principal, companyUuid, path, body, headers, audit }) => {
    const { record, etag } = await updateCompanyUser(
      principal,
      { companyUuid, id: path.user_uuid, ifMatch: headers['if-match'], audit },
      body,
    );
    return ok(record, etag);
  },
);
