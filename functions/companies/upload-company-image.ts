import { replaceLogo } from '../../lib/companies/company-logo';
import { api } from '../../lib/http/api';
import { parseMultipart, requireFilePart } from '../../lib/http/multipart';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'uploadCompanyImage' }).handler(async ({ companyUuid, headers, rawBody }) => {
  const parts = rawBody ? await parseMultipart(rawBody, headers['content-type']) : [];
  const { record, etag } = await replaceLogo(companyUuid, requireFilePart(parts, 'image_url'), headers['if-match']);
  return ok(record, etag);
});
