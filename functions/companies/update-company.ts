import { CompanyPatchBody } from '../../lib/companies/company-input';
import { updateCompany } from '../../lib/companies/company-profile';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'updateCompany', body: CompanyPatchBody }).handler(
  async ({ companyUuid, body, headers }) => {
    const { record, etag } = await updateCompany(companyUuid, body, headers['if-match']);
    return ok(record, etag);
  },
);
