import { companyLogos } from '../../lib/companies/company-logo';
import { api } from '../../lib/http/api';
import { noContent } from '../../lib/http/responses';

export const handler = api({ route: 'deleteCompanyImage' }).handler(async ({ companyUuid }) => {
  await companyLogos.removeLogo(companyUuid);
  return noContent();
});
