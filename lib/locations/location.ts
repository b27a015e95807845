/** The company location entity: stored shape and keys. */
import { companyPartition } from '../companies/company';

export interface CompanyLocation {
  company_location_uuid: string;
  company_uuid: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export const LOCATION_ENTITY = 'company_location';
export const LOCATION_SK_PREFIX = 'LOCATION#';

export function locationKey(companyUuid: string, locationUuid: string): { PK: string; SK: string } {
  return { PK: companyPartition(companyUuid), SK: `${LOCATION_SK_PREFIX}${locationUuid}` };
}
