import { companyEtag, toCompany } from '../../lib/companies/company';
import { CompanyGetQuery, getCompany } from '../../lib/companies/company-read';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'getCompany', query: CompanyGetQuery }).handler(async ({ companyUuid, query }) => {
  const company = await getCompany(companyUuid, { uuid: query.uuid });
  return ok(toCompany(company), companyEtag(company));
});
