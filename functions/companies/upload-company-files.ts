import { companyFiles } from '../../lib/companies/company-files';
import { UploadFilesBody } from '../../lib/companies/company-files-payload';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'uploadCompanyFiles', body: UploadFilesBody }).handler(
  async ({ companyUuid, body, remainingTimeMs }) => {
    return ok(await companyFiles.applyFileChanges(companyUuid, body, { remainingMs: remainingTimeMs }));
  },
);
