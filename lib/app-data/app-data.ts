/** App data (contract §6): the reference data the owning application loads at start. */
import { automationCatalog, type AutomationCatalog } from '../automations/catalog';
import { config } from '../config';
import { type Country, listCountries } from '../reference/countries';
import { type CodeName, INDUSTRIES, PROPERTY_LOCATIONS } from '../reference/catalogs';
import type { CompanyLocation } from '../locations/location';
import { type LocationRepository, locationRepository } from '../locations/location-repository';
import { ROLES, STATUSES } from '../users/roles';

export interface AppData {
  client_version: string;
  roles: typeof ROLES;
  statuses: typeof STATUSES;
  company_locations: Array<Pick<CompanyLocation, 'company_location_uuid' | 'name' | 'created_at' | 'updated_at'>>;
  countries: Country[];
  industries: readonly CodeName[];
  property_locations: readonly CodeName[];
  automation_catalog: AutomationCatalog;
}

/** The app data for a caller; `companyUuid` null (platform keys) gives no company locations. */
export async function getAppData(companyUuid: string | null, locations: LocationRepository = locationRepository): Promise<AppData> {
  const companyLocations = companyUuid ? await locations.listLocationsOfCompany(companyUuid) : [];
  return {
    client_version: config.clientVersion,
    roles: ROLES,
    statuses: STATUSES,
    company_locations: companyLocations.map(({ company_location_uuid, name, created_at, updated_at }) => ({
      company_location_uuid,
      name,
      created_at,
      updated_at,
    })),
    countries: listCountries(),
    industries: INDUSTRIES,
    property_locations: PROPERTY_LOCATIONS,
    automation_catalog: automationCatalog(),
  };
}
