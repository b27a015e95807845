import { api } from '../../lib/http/api';
import { noContent } from '../../lib/http/responses';
import { deleteCompanyUser } from '../../lib/users/users';

export const handler = api({ route: 'deleteCompanyUser' }).handler(
  async ({ principal, companyUuid, path, headers, audit }) => {
    await deleteCompanyUser(principal, { companyUuid, id: path.user_uuid, ifMatch: headers['if-match'], audit });
    return noContent();
  },
);
