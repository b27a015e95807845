import { companies } from '../../lib/companies/companies';
import { companyEtag, toCompany } from '../../lib/companies/company';
import { CompanyGetQuery } from '../../lib/companies/company-input';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'getCompany', query: CompanyGetQuery }).handler(async ({ companyUuid, query }) => {
  const company = await companies.getCompany(companyUuid, { uuid: query.uuid });
  return ok(toCompany(company), companyEtag(company));
});
