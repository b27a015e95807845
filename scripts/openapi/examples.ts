/**
 * Example bodies of the OpenAPI document: one example per response record (typed by its schema in
 * ./records.ts, and parsed by it in a test), and the request examples no sample event can give
 * (a GET's optional JSON body, the logo's multipart form). JSON request bodies come from each
 * route's `basic` sample event (events/).
 */
import type * as z from 'zod';
import type { RouteName } from '../../lib/http/routes';
import type * as records from './records';

type Example<Name extends keyof typeof records> = z.output<(typeof records)[Name]>;

const COMPANY = '0190f3a4-5b6c-7d8e-9f01-23456789abcd';
const OWNER = '0190f3a4-6a00-7b1c-8d2e-3f4a5b6c7d01';
const TECHNICIAN = '0190f3a4-6a00-7b1c-8d2e-3f4a5b6c7d02';
const LOCATION = '0190f3a4-7b00-7c1d-8e2f-4a5b6c7d8e01';
const KEY = '0190f3a4-8c00-7d1e-8f3a-5b6c7d8e9f01';
const INVITATION = '0190f3a4-9d00-7e1f-8a4b-6c7d8e9fa001';
const US = '90043b98-dad8-5147-8000-d2a21af72f22';
const NEW_YORK = '26b7142f-4341-5c50-8afd-5611b9263a25';
const CREATED = '2026-11-21T09:30:00.000Z';
const UPDATED = '2026-11-22T14:05:12.345Z';

const location: Example<'LocationRecord'> = {
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

const user: Example<'UserRecord'> = {
  user_uuid: TECHNICIAN,
  company_uuid: COMPANY,
  display_name: 'Casey Field',
  first_name: 'Casey',
  last_name: 'Field',
  email: 'casey@example.com',
  phone: null,
  role_code: 'ROLE_COMPANY_TECHNICIAN',
  status_code: 'STATUS_ACTIVE',
  company_location_uuids: [LOCATION],
  created_at: CREATED,
  updated_at: UPDATED,
  settings: { theme: 'dark' },
};

const key: Example<'KeyRecord'> = {
  key_id: KEY,
  name: 'Tablet in the van',
  user_uuid: TECHNICIAN,
  created_at: CREATED,
  expires_at: '2027-02-19T09:30:00.000Z',
  revoked_at: null,
  last_used_at: UPDATED,
};

const invitation: Example<'InvitationRecord'> = {
  invitation_uuid: INVITATION,
  company_uuid: COMPANY,
  user_uuid: TECHNICIAN,
  email: 'casey@example.com',
  display_name: 'Casey Field',
  role_code: 'ROLE_COMPANY_TECHNICIAN',
  company_location_uuids: [LOCATION],
  status: 'PENDING',
  expires_at: '2026-11-28T09:30:00.000Z',
  invited_by_user_uuid: OWNER,
  accepted_at: null,
  created_at: CREATED,
  updated_at: CREATED,
};

/** One example `data` per response record of the document. */
export const RECORD_EXAMPLES: { [Name in Exclude<keyof typeof records, 'ListMeta' | 'UsersListMeta' | 'Problem'>]: Example<Name> } = {
  AppDataRecord: {
    client_version: '1.0.0',
    roles: [{ code: 'ROLE_COMPANY_OWNER', name: 'Owner', description: 'Owns the company account, its billing and every setting.' }],
    statuses: [{ code: 'STATUS_ACTIVE', name: 'Active' }],
    company_locations: [location],
    countries: [{ country_uuid: US, code: 'US', name: 'United States', states: [{ country_state_uuid: NEW_YORK, code: 'US-NY', name: 'New York' }] }],
    industries: [{ code: 'PEST_CONTROL', name: 'Pest control' }],
    property_locations: [{ code: 'BACKYARD', name: 'Backyard' }],
    automation_catalog: {
      types: ['CUSTOMER', 'JOB', 'ESTIMATE', 'INVOICE'],
      triggers: { types: ['CUSTOMER', 'JOB', 'ESTIMATE', 'INVOICE'], operators: ['IS_CHANGED_TO', 'IS_CREATED'] },
      filters: { types: ['CUSTOMER', 'USER', 'JOB', 'LOCATION'], operators: ['IS', 'IS_NOT', 'IS_ONE_OF', 'IS_NOT_ONE_OF'] },
      actions: ['SEND_EMAIL', 'SEND_SMS'],
    },
  },
  AutomationRecord: {
    automation_uuid: '0190f3a4-5b6c-7d8e-9f01-0000000000a1',
    company_uuid: COMPANY,
    name: 'Welcome e-mail',
    description: 'Greets new customers',
    type: 'CUSTOMER',
    is_enabled: true,
    business_hours: { timezone: 'America/New_York', windows: [{ day: 'MONDAY', start: '08:00', end: '17:00' }] },
    triggers: [{ type: 'CUSTOMER', operator: 'IS_CREATED', value: '' }],
    filters: [{ type: 'LOCATION', operator: 'IS_ONE_OF', value: ['North', 'South'] }],
    actions: [{ action: 'SEND_EMAIL', value: ['{{customer.email}}'], settings: { subject: 'Welcome', body: 'Hello {{customer.first_name}}' } }],
    created_at: CREATED,
    updated_at: UPDATED,
  },
  CategoryRecord: {
    category_uuid: '0190f3a4-5b6c-7d8e-9f01-0000000000c1',
    company_uuid: COMPANY,
    name: 'Gold plan',
    description: 'Yearly maintenance',
    category_group: 'SERVICE_PLAN',
    created_at: CREATED,
    updated_at: UPDATED,
  },
  CompanyRecord: {
    company_uuid: COMPANY,
    name: 'Acme Plumbing',
    description: 'Residential plumbing',
    phone: '+12125550100',
    email: 'office@acme.example',
    website_url: 'https://acme.example',
    google_my_business_listing: null,
    address1: '1 Main Street',
    address2: null,
    city: 'New York',
    postal_code: '10001',
    country_uuid: US,
    country_state_uuid: NEW_YORK,
    latitude: '40.7128',
    longitude: '-74.0060',
    primary_color: '#1A2B3C',
    secondary_color: '#fff',
    image_url: `https://assets.example.com/companies/${COMPANY}/logo/0190f3a4-aa00-7b1c-8d2e-3f4a5b6c7d8e.png`,
    settings: { theme: { mode: 'dark' } },
    custom_settings: {},
    available_integration_uuids: {},
    limits: { automations: 50, categories: null, users: 25, company_locations: 5 },
    created_at: CREATED,
    updated_at: UPDATED,
  },
  LocationRecord: location,
  AuditEventRecord: {
    event_uuid: '0190f3a4-bb00-7c1d-8e2f-4a5b6c7d8e9f',
    company_uuid: COMPANY,
    type: 'location.updated',
    occurred_at: UPDATED,
    actor: { kind: 'user', user_uuid: OWNER, key_id: KEY },
    target: { kind: 'location', uuid: LOCATION },
    changes: { name: { from: 'East', to: 'East branch' } },
    request_id: 'c0a8012e-5f3b-4d2a-9c1e-7b6a5d4c3b2a',
  },
  UserRecord: user,
  MeRecord: { kind: 'user', company_uuid: COMPANY, user, key },
  KeyRecord: key,
  NewKeyRecord: { ...key, api_key: 'bo_Q2FzZXlGaWVsZC1leGFtcGxlLWtleS0xMjM0NTY3ODk' },
  SettingsFileRecord: {
    settings_name: 'theme',
    url: `https://business-operations-api-prod-files.s3.us-east-1.amazonaws.com/companies/${COMPANY}/settings/theme-3f2a.json?X-Amz-Expires=900`,
    expires_at: '2026-11-22T14:20:12.000Z',
  },
  FileChangesRecord: {
    uploaded: [
      {
        uuid: '0190f3a4-5b6c-7d8e-9f01-000000000001',
        url: `https://business-operations-api-prod-files.s3.us-east-1.amazonaws.com/companies/${COMPANY}/files/0190f3a4-5b6c-7d8e-9f01-000000000001?X-Amz-Expires=900`,
        content_type: 'text/plain',
        size: 13,
      },
    ],
    deleted: ['0190f3a4-5b6c-7d8e-9f01-000000000002'],
  },
  BillingRedirectRecord: { redirect_url: 'https://billing.example.com/sign-in?state=eyJjIjoiMDE5MGYzYTQifQ.c2lnbmF0dXJl' },
  InvitationRecord: invitation,
  IssuedInvitationRecord: { ...invitation, invitation_token: 'bo_inv_SW52aXRhdGlvbi10b2tlbi1leGFtcGxlLTEyMzQ1Njc' },
  CurrentInvitationRecord: {
    invitation_uuid: INVITATION,
    status: 'PENDING',
    email: 'casey@example.com',
    display_name: 'Casey Field',
    role_code: 'ROLE_COMPANY_TECHNICIAN',
    expires_at: '2026-11-28T09:30:00.000Z',
    company: { company_uuid: COMPANY, name: 'Acme Plumbing', image_url: null },
    invited_by: { display_name: 'Olive Owner' },
  },
  AcceptedInvitationRecord: {
    user,
    key: { ...key, name: 'laptop', expires_at: null, last_used_at: null },
    api_key: 'bo_Q2FzZXlGaWVsZC1hY2NlcHRlZC1rZXktMTIzNDU2Nzg',
  },
};

/** Request bodies no sample event holds: the GETs' optional JSON bodies and the logo's form. */
export const REQUEST_EXAMPLES: Partial<Record<RouteName, unknown>> = {
  listCompanyUsers: { page: 1, page_size: 25, filter_by_status_code: ['STATUS_ACTIVE', 'STATUS_INVITED'], ignore_cached: true },
  getCompanySettingsJson: { settings_name: 'theme' },
  uploadCompanyImage: { image_url: '(the PNG, JPEG, WebP or GIF file)' },
};
