/**
 * What the scripts know of locations (scripts/resources.ts): each operation's summary, description
 * and 409, the examples of its records and the entities its lists read. No handler imports it.
 */
import { LOCATION as LOCATION_MODEL, LOCATION_ENTITY, LOCATION_LIST } from '../../lib/locations/location';
import { VERSIONED_WRITE_ATTEMPTS } from '../../lib/data/optimistic';
import { type ResourceDescription, listed } from '../resources';
import { type Example, COMPANY, LOCATION, US, CREATED } from '../openapi/examples';
import { CREATE, DELETE, IN_PROGRESS, LIST, PATCH, PUT, raced } from '../openapi/operations';

export const location: Example<'LocationRecord'> = {
  company_location_uuid: LOCATION,
  company_uuid: COMPANY,
  name: 'East branch',
  address1: '12 Harbour Road',
  address2: null,
  city: 'Springfield',
  postal_code: '62701',
  country_uuid: US,
  country_state_uuid: 'acb9a6b0-f0c6-5486-a69c-8a749fb804a5',
  phone: '+1 217 555 0134',
  timezone: 'America/Chicago',
  created_at: CREATED,
  updated_at: CREATED,
};

export const description: ResourceDescription<'locations'> = {
  record: 'LocationRecord',
  model: LOCATION_MODEL,
  examples: {
    LocationRecord: location,
  },
  operations: {
    listLocations: {
      summary: 'List locations',
      description: `The company's locations (branches). ${LIST} Sortable by \`name\`, \`created_at\`, \`updated_at\`; \`search\` matches \`name\` and \`city\`.`,
    },
    createLocation: {
      summary: 'Create a location',
      description: `\`name\` (unique in the company, ignoring case: 409 \`conflict\`), optional address, \`country_uuid\` and \`country_state_uuid\` (both or neither, the state of that country), \`phone\` (valid for its country, else the company's) and \`timezone\` (an IANA zone). ${CREATE} Refused with 409 \`limit_exceeded\` at the \`company_locations\` limit. Recorded in the audit trail.`,
      conflict: `The name is taken in the company, ignoring case (\`conflict\`; it wins over a reached limit), the company reached its \`company_locations\` limit (\`limit_exceeded\`), or ${IN_PROGRESS}`,
    },
    getLocation: { summary: 'Get a location', description: 'One location of the company, with its `ETag`.' },
    replaceLocation: {
      summary: 'Replace a location',
      description: `Requires \`name\`, unique in the company (409 \`conflict\`). ${PUT} Recorded in the audit trail.`,
      conflict: `The name is taken in the company, ignoring case (\`conflict\`), or ${raced('location', VERSIONED_WRITE_ATTEMPTS)}`,
    },
    updateLocation: {
      summary: 'Update a location',
      description: `${PATCH} The name stays unique in the company (409 \`conflict\`). Recorded in the audit trail. A PATCH whose fields all equal the stored values changes nothing and writes nothing: 200 with the record, its \`ETag\` and \`updated_at\` unchanged, no audit event (\`If-Match\` is still checked).`,
      conflict: `The name is taken in the company, ignoring case (\`conflict\`), or ${raced('location', VERSIONED_WRITE_ATTEMPTS)}`,
    },
    deleteLocation: {
      summary: 'Delete a location',
      description: `Deletes the location, unless a user or a pending invitation still names it: then 409 \`conflict\` with \`user_count\`, and nothing changes. ${DELETE} Recorded in the audit trail.`,
      conflict: `Users or pending invitations still name the location (\`conflict\`, with \`user_count\`: how many; nothing is changed), or ${raced('location', VERSIONED_WRITE_ATTEMPTS)}`,
    },
  },
  lists: {
    listLocations: listed(LOCATION_ENTITY, LOCATION_LIST),
  },
};
