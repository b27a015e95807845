/** Data factories for integration tests, built through the same admin commands the CLI uses. */
import { createAdminCommands } from '../../lib/admin/admin-commands';
import type { LimitedEntity } from '../../lib/companies/company';
import { updateCompanyLimit } from '../../lib/companies/company-limit';
import { neverLog } from './secrets-registry';
import type { CompanyRoleCode, StatusCode } from '../../lib/users/roles';

const admin = createAdminCommands();

export interface CompanyFixture {
  companyUuid: string;
  name: string;
  ownerUuid: string;
  ownerKey: string;
}

/** A new company (US / US-NY) with its owner. */
export async function makeCompany(overrides: { name?: string } = {}): Promise<CompanyFixture> {
  const name = overrides.name ?? `Company ${Math.random().toString(36).slice(2, 8)}`;
  const created = await admin.createCompany({
    name,
    email: 'office@example.com',
    phone: '+12125550100',
    address1: '1 Main Street',
    city: 'New York',
    country: 'US',
    state: 'US-NY',
  });
  neverLog(created.owner.api_key);
  return {
    companyUuid: created.company_uuid,
    name,
    ownerUuid: created.owner.user_uuid,
    ownerKey: created.owner.api_key,
  };
}

/** A location of a company (names are unique per company: the default is a new one each time). */
export async function makeLocation(
  companyUuid: string,
  name = `Branch ${Math.random().toString(36).slice(2, 10)}`,
): Promise<string> {
  return (await admin.createLocation({ company: companyUuid, name })).company_location_uuid;
}

/** A user of a company with a key. */
export async function makeUser(
  companyUuid: string,
  role: CompanyRoleCode,
  options: { status?: StatusCode; locations?: string[]; displayName?: string; email?: string } = {},
): Promise<{ userUuid: string; key: string }> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const created = await admin.createUser({
    company: companyUuid,
    role,
    displayName: options.displayName ?? `User ${suffix}`,
    email: options.email ?? `user-${suffix}@example.com`,
    status: options.status,
    locations: options.locations,
  });
  neverLog(created.api_key);
  return { userUuid: created.user_uuid, key: created.api_key };
}

/** A platform key. */
export async function makePlatformKey(): Promise<{ keyId: string; key: string }> {
  const created = await admin.createPlatformKey();
  neverLog(created.api_key);
  return { keyId: created.key_id, key: created.api_key };
}

/** Sets a company's `limits.<entity>` as the update-limit endpoint does. */
export async function setCompanyLimit(companyUuid: string, entity: LimitedEntity, limit: number | null): Promise<void> {
  await updateCompanyLimit(companyUuid, entity, { limit });
}

export { admin };
