import { api } from '../../lib/http/api';
import { noContent } from '../../lib/http/responses';
import { deleteLocation } from '../../lib/locations/locations';

export const handler = api({ route: 'deleteLocation' }).handler(async ({ companyUuid, path, headers, audit }) => {
  await deleteLocation({ companyUuid, id: path.company_location_uuid, ifMatch: headers['if-match'] }, audit);
  return noContent();
});
