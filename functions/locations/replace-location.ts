import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';
import { LocationWrite } from '../../lib/locations/location-input';
import { replaceLocation } from '../../lib/locations/location-writes';

export const handler = api({ route: 'replaceLocation', body: LocationWrite }).handler(
  async ({ companyUuid, path, headers, body, audit }) => {
    const { record, etag } = await replaceLocation(
      { companyUuid, id: path.company_location_uuid, ifMatch: headers['if-match'] },
      body,
      audit,
    );
    return ok(record, etag);
  },
);
