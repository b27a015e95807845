import { CompanyLimitBody, updateCompanyLimit } from '../../lib/companies/company-limit';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'updateCompanyLimit', body: CompanyLimitBody }).handler(
  async ({ companyUuid, path, body, headers, audit }) => {
    const { record, etag } = await updateCompanyLimit(
      companyUuid,
      path.entity,
      body,
      headers['if-match'],
      undefined,
      audit,
    );
    return ok(record, etag);
  },
);
