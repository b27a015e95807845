import { makeCompany, makeLocation, makePlatformKey, makeUser } from '../../test/support/fixtures';
import { getUser } from '../../test/support/users';

describe('get-company-user handler', () => {
  let company: Awaited<ReturnType<typeof makeCompany>>;
  let north: string;
  let south: string;
  let manager: { userUuid: string; key: string };
  let northTechnician: { userUuid: string; key: string };
  let southTechnician: { userUuid: string; key: string };

  beforeAll(async () => {
    company = await makeCompany();
    [north, south] = [await makeLocation(company.companyUuid, 'North'), await makeLocation(company.companyUuid, 'South')];
    manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [north] });
    northTechnician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [north] });
    southTechnician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [south] });
  });

  it('answers the user record with settings and an ETag', async () => {
    // Act
    const response = await getUser(company.ownerKey, company.companyUuid, northTechnician.userUuid);
    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(response.body.data).toMatchObject({
      user_uuid: northTechnician.userUuid,
      company_uuid: company.companyUuid,
      role_code: 'ROLE_COMPANY_TECHNICIAN',
      company_location_uuids: [north],
      settings: {},
    });
  });

  it('accepts the ids in upper case', async () => {
    const response = await getUser(company.ownerKey, company.companyUuid.toUpperCase(), northTechnician.userUuid.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body.data.user_uuid).toBe(northTechnician.userUuid);
  });

  it('lets a platform key read any user of an existing company', async () => {
    const platform = await makePlatformKey();
    expect((await getUser(platform.key, company.companyUuid, company.ownerUuid)).status).toBe(200);
  });

  it('shows a manager the users sharing a location and themselves, and hides the others (404)', async () => {
    expect((await getUser(manager.key, company.companyUuid, northTechnician.userUuid)).status).toBe(200);
    expect((await getUser(manager.key, company.companyUuid, manager.userUuid)).status).toBe(200);
    const hidden = await getUser(manager.key, company.companyUuid, southTechnician.userUuid);
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe('not_found');
    expect((await getUser(manager.key, company.companyUuid, company.ownerUuid)).status).toBe(404);
  });

  it('shows a technician only themselves', async () => {
    expect((await getUser(northTechnician.key, company.companyUuid, northTechnician.userUuid)).status).toBe(200);
    expect((await getUser(northTechnician.key, company.companyUuid, manager.userUuid)).status).toBe(404);
  });

  it('answers 404 for an unknown user, a path id that is no UUID and another company', async () => {
    const other = await makeCompany();
    expect((await getUser(company.ownerKey, company.companyUuid, '0190f3a4-5b6c-7d8e-9f01-000000000099')).status).toBe(404);
    expect((await getUser(company.ownerKey, company.companyUuid, 'not-a-uuid')).status).toBe(404);
    expect((await getUser(company.ownerKey, other.companyUuid, other.ownerUuid)).status).toBe(404);
    expect((await getUser(other.ownerKey, other.companyUuid, company.ownerUuid)).status).toBe(404);
  });
});
