import { handler as deleteLocation } from './delete-location';
import { handler as getLocation } from './get-location';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { type CompanyFixture, makeCompany, makeUser, setCompanyLimit } from '../../test/support/fixtures';
import { makeLocationRecord, postLocation } from '../../test/support/locations';
import { expectNoContent, expectProblem, expectRecord } from '../../test/support/responses';

describe('delete-location handler', () => {
  let company: CompanyFixture;
  const at = (companyUuid: string, uuid: string) => ({ company_uuid: companyUuid, company_location_uuid: uuid });
  const remove = (key: string, companyUuid: string, uuid: string, headers: Record<string, string> = {}) =>
    invoke(
      deleteLocation,
      withRequest(loadEvent('delete-location/basic'), { key, pathParameters: at(companyUuid, uuid), headers }),
    );
  const get = (key: string, companyUuid: string, uuid: string) =>
    invoke(getLocation, withRequest(loadEvent('get-location/basic'), { key, pathParameters: at(companyUuid, uuid) }));

  beforeAll(async () => {
    company = await makeCompany();
  });

  it('answers 204, after which the location is gone and its name and limit slot are free', async () => {
    const own = await makeCompany();
    await setCompanyLimit(own.companyUuid, 'company_locations', 1);
    const location = await makeLocationRecord(own.ownerKey, own.companyUuid, { name: 'Solo' });
    const response = await remove(own.ownerKey, own.companyUuid, location.uuid, { 'If-Match': location.etag });
    expectNoContent(response);
    expectProblem(await get(own.ownerKey, own.companyUuid, location.uuid), { status: 404, code: 'not_found' });
    expectProblem(await remove(own.ownerKey, own.companyUuid, location.uuid), { status: 404, code: 'not_found' });
    expect((await postLocation(own.ownerKey, own.companyUuid, { name: 'SOLO' })).status).toBe(201);
  });

  it('answers 409 conflict with user_count while users name the location, and changes nothing', async () => {
    const location = await makeLocationRecord(company.ownerKey, company.companyUuid);
    await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [location.uuid] });
    await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', {
      locations: [location.uuid],
      status: 'STATUS_INVITED',
    });
    const response = await remove(company.ownerKey, company.companyUuid, location.uuid);
    expectProblem(response, { status: 409, code: 'conflict', members: { user_count: 2 } });
    expectRecord(await get(company.ownerKey, company.companyUuid, location.uuid), {
      record: location.record,
      etag: location.etag,
    });
  });

  it('answers 412 for a stale If-Match, 403 to a manager', async () => {
    const location = await makeLocationRecord(company.ownerKey, company.companyUuid);
    expectProblem(await remove(company.ownerKey, company.companyUuid, location.uuid, { 'If-Match': '"stale"' }), {
      status: 412,
      code: 'precondition_failed',
    });
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    expectProblem(await remove(manager.key, company.companyUuid, location.uuid), { status: 403, code: 'forbidden' });
    expectRecord(await get(company.ownerKey, company.companyUuid, location.uuid), {
      record: location.record,
      etag: location.etag,
    });
  });
});
