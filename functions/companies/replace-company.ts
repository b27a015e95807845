import { CompanyReplaceBody } from '../../lib/companies/company-input';
import { replaceCompany } from '../../lib/companies/company-profile';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'replaceCompany', body: CompanyReplaceBody }).handler(
  async ({ companyUuid, body, headers }) => {
    const { record, etag } = await replaceCompany(companyUuid, body, headers['if-match']);
    return ok(record, etag);
  },
);
