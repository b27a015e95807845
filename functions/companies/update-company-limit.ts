import { companies } from '../../lib/companies/companies';
import { companyEtag, toCompany } from '../../lib/companies/company';
import { CompanyLimitBody } from '../../lib/companies/company-input';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'updateCompanyLimit', body: CompanyLimitBody }).handler(async ({ companyUuid, path, body, headers }) => {
  const company = await companies.setLimit(companyUuid, path.entity, body, headers['if-match']);
  return ok(toCompany(company), companyEtag(company));
});
