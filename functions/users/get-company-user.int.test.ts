import { makeCompany, makeLocation, makePlatformKey, makeUser } from '../../test/support/fixtures';
import { getUser, ownerRecord, userRecord } from '../../test/support/users';
import { ANY_ETAG, expectProblem, expectRecord } from '../../test/support/responses';

const NOT_FOUND = { status: 404, code: 'not_found' };

describe('get-company-user handler', () => {
  let company: Awaited<ReturnType<typeof makeCompany>>;
  let north: string;
  let south: string;
  let manager: { userUuid: string; key: string };
  let northTechnician: { userUuid: string; key: string };
  let southTechnician: { userUuid: string; key: string };

  beforeAll(async () => {
    company = await makeCompany();
    [north, south] = [
      await makeLocation(company.companyUuid, 'North'),
      await makeLocation(company.companyUuid, 'South'),
    ];
    manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [north] });
    northTechnician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [north] });
    southTechnician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [south] });
  });

  it('answers the user record with settings and an ETag', async () => {
    // Act
    const response = await getUser(company.ownerKey, company.companyUuid, northTechnician.userUuid);
    // Assess
    expectRecord(response, {
      record: userRecord({
        user_uuid: northTechnician.userUuid,
        company_uuid: company.companyUuid,
        role_code: 'ROLE_COMPANY_TECHNICIAN',
        company_location_uuids: [north],
        settings: {},
      }),
      etag: ANY_ETAG,
    });
  });

  it('accepts the ids in upper case', async () => {
    const response = await getUser(
      company.ownerKey,
      company.companyUuid.toUpperCase(),
      northTechnician.userUuid.toUpperCase(),
    );
    expectRecord(response, {
      record: userRecord({
        user_uuid: northTechnician.userUuid,
        company_uuid: company.companyUuid,
        company_location_uuids: [north],
      }),
      etag: ANY_ETAG,
    });
  });

  it('lets a platform key read any user of an existing company', async () => {
    const platform = await makePlatformKey();
    expectRecord(await getUser(platform.key, company.companyUuid, company.ownerUuid), {
      record: ownerRecord(company),
      etag: ANY_ETAG,
    });
  });

  it('shows a manager the users sharing a location and themselves, and hides the others (404)', async () => {
    expectRecord(await getUser(manager.key, company.companyUuid, northTechnician.userUuid), {
      record: userRecord({
        user_uuid: northTechnician.userUuid,
        company_uuid: company.companyUuid,
        company_location_uuids: [north],
      }),
      etag: ANY_ETAG,
    });
    expectRecord(await getUser(manager.key, company.companyUuid, manager.userUuid), {
      record: userRecord({
        user_uuid: manager.userUuid,
        company_uuid: company.companyUuid,
        role_code: 'ROLE_COMPANY_MANAGER',
        company_location_uuids: [north],
      }),
      etag: ANY_ETAG,
    });
    expectProblem(await getUser(manager.key, company.companyUuid, southTechnician.userUuid), NOT_FOUND);
    expectProblem(await getUser(manager.key, company.companyUuid, company.ownerUuid), NOT_FOUND);
  });

  it('shows a technician only themselves', async () => {
    expectRecord(await getUser(northTechnician.key, company.companyUuid, northTechnician.userUuid), {
      record: userRecord({
        user_uuid: northTechnician.userUuid,
        company_uuid: company.companyUuid,
        company_location_uuids: [north],
      }),
      etag: ANY_ETAG,
    });
    expectProblem(await getUser(northTechnician.key, company.companyUuid, manager.userUuid), NOT_FOUND);
  });

  it('answers 404 for an unknown user, a path id that is no UUID and another company', async () => {
    const other = await makeCompany();
    expectProblem(
      await getUser(company.ownerKey, company.companyUuid, '0190f3a4-5b6c-7d8e-9f01-000000000099'),
      NOT_FOUND,
    );
    expectProblem(await getUser(company.ownerKey, company.companyUuid, 'not-a-uuid'), NOT_FOUND);
    expectProblem(await getUser(company.ownerKey, other.companyUuid, other.ownerUuid), NOT_FOUND);
    expectProblem(await getUser(other.ownerKey, other.companyUuid, company.ownerUuid), NOT_FOUND);
  });
});
