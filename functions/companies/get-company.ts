import { CompanyGetQuery, getCompany } from '../../lib/companies/company-read';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'getCompany', query: CompanyGetQuery }).handler(async ({ companyUuid, query }) => {
  const { record, etag } = await getCompany(companyUuid, { uuid: query.uuid });
  return ok(record, etag);
});
