/**
 * Seeds the demo company of the local stack once. Only key hashes live in the table, so the demo
 * keys are kept in DATA_DIR/demo.json (local data, mode 0600) to be printed on every start.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAdminCommands } from '../../lib/admin/admin-commands';
import { companyRepository } from '../../lib/companies/company-repository';

export interface DemoCompany {
  company_uuid: string;
  api_key: string;
  users: Record<string, { user_uuid: string; api_key: string }>;
}

/** Returns the demo company, creating it (with locations and a user of every role) the first time. */
export async function seedDemoCompany(dataPath: string): Promise<DemoCompany> {
  const file = join(dataPath, 'demo.json');
  if (existsSync(file)) {
    const demo = JSON.parse(readFileSync(file, 'utf8')) as DemoCompany;
    if (await companyRepository.getCompany(demo.company_uuid)) return demo;
  }
  const admin = createAdminCommands();
  const company = await admin.createCompany({
    name: 'Acme Pest Control',
    email: 'office@acme-pest.example',
    phone: '+12125550100',
    address1: '1 Main Street',
    city: 'New York',
    country: 'US',
    state: 'US-NY',
  });
  const north = await admin.createLocation({ company: company.company_uuid, name: 'North branch' });
  const south = await admin.createLocation({ company: company.company_uuid, name: 'South branch' });
  const users: DemoCompany['users'] = {};
  const people: Array<[string, string, string, string[]]> = [
    ['admin', 'ROLE_COMPANY_ADMIN', 'Ada Admin', [north.company_location_uuid, south.company_location_uuid]],
    ['manager', 'ROLE_COMPANY_MANAGER', 'Max Manager', [north.company_location_uuid]],
    ['technician', 'ROLE_COMPANY_TECHNICIAN', 'Tess Technician', [north.company_location_uuid]],
  ];
  for (const [handle, role, displayName, locations] of people) {
    users[handle] = await admin.createUser({
      company: company.company_uuid,
      role,
      displayName,
      email: `${handle}@acme-pest.example`,
      locations,
    });
  }
  const demo: DemoCompany = { company_uuid: company.company_uuid, api_key: company.owner.api_key, users };
  writeFileSync(file, `${JSON.stringify(demo, null, 2)}\n`, { mode: 0o600 });
  return demo;
}
