import { idempotentApi } from '../../lib/http/idempotent-api';
import { created } from '../../lib/http/responses';
import { routePath } from '../../lib/http/routes';
import { LocationWrite } from '../../lib/locations/location-input';
import { createLocation } from '../../lib/locations/location-writes';

export const handler = idempotentApi({ route: 'createLocation', body: LocationWrite }).handler(
  async ({ companyUuid, body, idempotentId, audit }) => {
    const { record, etag } = await createLocation(companyUuid, body, { idempotentId, audit });
    return created(
      record,
      routePath('getLocation', { company_uuid: companyUuid, company_location_uuid: record.company_location_uuid }),
      etag,
    );
  },
);
