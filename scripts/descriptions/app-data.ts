/**
 * What the scripts know of the reference data (scripts/resources.ts): each operation's summary,
 * description and 409, and the examples of its records. No handler imports it.
 */
import { type ResourceDescription } from '../resources';
import { location } from './locations';
import { US, NEW_YORK } from '../openapi/examples';

export const description: ResourceDescription<'app-data'> = {
  record: 'AppDataRecord',
  examples: {
    AppDataRecord: {
      client_version: '1.0.0',
      roles: [
        {
          code: 'ROLE_COMPANY_OWNER',
          name: 'Owner',
          description: 'Owns the company account, its billing and every setting.',
        },
      ],
      statuses: [{ code: 'STATUS_ACTIVE', name: 'Active' }],
      company_locations: [location],
      countries: [
        {
          country_uuid: US,
          code: 'US',
          name: 'United States',
          states: [{ country_state_uuid: NEW_YORK, code: 'US-NY', name: 'New York' }],
        },
      ],
      industries: [{ code: 'PEST_CONTROL', name: 'Pest control' }],
      property_locations: [{ code: 'BACKYARD', name: 'Backyard' }],
      automation_catalog: {
        types: ['CUSTOMER', 'JOB', 'ESTIMATE', 'INVOICE'],
        triggers: { types: ['CUSTOMER', 'JOB', 'ESTIMATE', 'INVOICE'], operators: ['IS_CHANGED_TO', 'IS_CREATED'] },
        filters: {
          types: ['CUSTOMER', 'USER', 'JOB', 'LOCATION'],
          operators: ['IS', 'IS_NOT', 'IS_ONE_OF', 'IS_NOT_ONE_OF'],
        },
        actions: ['SEND_EMAIL', 'SEND_SMS'],
      },
    },
  },
  operations: {
    getAppData: {
      summary: 'Get the reference data',
      description:
        "Everything a client needs to render forms: `client_version`, the roles and statuses, the caller's company locations (none for a platform key), every ISO 3166 country with its subdivisions (stable UUIDv5 ids), industries, property locations and the automation catalog (types, trigger and filter operators, actions). Cacheable: send the `ETag` back in `If-None-Match` for a 304.",
      success: {
        status: '200',
        description: 'The reference data (revalidate with If-None-Match)',
        data: 'AppDataRecord',
        etag: true,
      },
    },
  },
};
