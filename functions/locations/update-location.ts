import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';
import { LocationPatch } from '../../lib/locations/location-input';
import { updateLocation } from '../../lib/locations/location-writes';

export const handler = api({ route: 'updateLocation', body: LocationPatch }).handler(
  async ({ companyUuid, path, headers, body, audit }) => {
    const { record, etag } = await updateLocation(
      { companyUuid, id: path.company_location_uuid, ifMatch: headers['if-match'] },
      body,
      audit,
    );
    return ok(record, etag);
  },
);
