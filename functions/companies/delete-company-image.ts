import { deleteLogo } from '../../lib/companies/company-logo-removal';
import { api } from '../../lib/http/api';
import { noContent } from '../../lib/http/responses';

export const handler = api({ route: 'deleteCompanyImage' }).handler(async ({ companyUuid, headers }) => {
  await deleteLogo(companyUuid, headers['if-match']);
  return noContent();
});
