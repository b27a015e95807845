import { api } from '../../lib/http/api';
import { list } from '../../lib/http/responses';
import { listLocations } from '../../lib/locations/locations';
import { LocationListQuery } from '../../lib/locations/location-query';

export const handler = api({ route: 'listLocations', query: LocationListQuery }).handler(
  async ({ companyUuid, query }) => {
    const page = await listLocations(companyUuid, query);
    return list(page.data, page.meta);
  },
);
