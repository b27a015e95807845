import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';
import { getLocation } from '../../lib/locations/locations';

export const handler = api({ route: 'getLocation' }).handler(async ({ companyUuid, path }) => {
  const { record, etag } = await getLocation({ companyUuid, id: path.company_location_uuid });
  return ok(record, etag);
});
