import { handler as getAppData } from '../app-data/get-app-data';
import { handler as getLocation } from './get-location';
import { handler as replaceLocation } from './replace-location';
import { handler as updateLocation } from './update-location';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { type CompanyFixture, makeCompany, makeUser } from '../../test/support/fixtures';
import { US, US_IL, makeLocationRecord } from '../../test/support/locations';

describe('get, replace and update location handlers', () => {
  let company: CompanyFixture;
  const at = (uuid: string) => ({ company_uuid: company.companyUuid, company_location_uuid: uuid });
  const get = (key: string, uuid: string) => invoke(getLocation, withRequest(loadEvent('get-location/basic'), { key, pathParameters: at(uuid) }));
  const put = (key: string, uuid: string, body: unknown, headers: Record<string, string> = {}) =>
    invoke(replaceLocation, withRequest(loadEvent('replace-location/basic'), { key, pathParameters: at(uuid), body, headers }));
  const patch = (key: string, uuid: string, body: unknown, headers: Record<string, string> = {}) =>
    invoke(updateLocation, withRequest(loadEvent('update-location/basic'), { key, pathParameters: at(uuid), body, headers }));

  beforeAll(async () => {
    company = await makeCompany();
  });

  it('lets every role read a location; 404 for an unknown, non-UUID or foreign id', async () => {
    const location = await makeLocationRecord(company.ownerKey, company.companyUuid);
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const read = await get(technician.key, location.uuid.toUpperCase());
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(location.record);
    expect((await get(company.ownerKey, '018f3c2a-0000-7000-8000-000000000001')).status).toBe(404);
    expect((await get(company.ownerKey, 'branch')).status).toBe(404);
    const other = await makeCompany();
    const foreign = await makeLocationRecord(other.ownerKey, other.companyUuid);
    expect((await get(company.ownerKey, foreign.uuid)).status).toBe(404);
  });

  it('PUT replaces every editable field, resetting omitted ones to null, with a new ETag', async () => {
    const location = await makeLocationRecord(company.ownerKey, company.companyUuid, { city: 'Springfield', timezone: 'UTC', country_uuid: US, country_state_uuid: US_IL });
    const response = await put(company.ownerKey, location.uuid, { name: 'Renamed', address1: '1 Depot Lane', company_location_uuid: location.uuid, created_at: 'ignored' });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      ...location.record,
      name: 'Renamed',
      address1: '1 Depot Lane',
      city: null,
      timezone: null,
      country_uuid: null,
      country_state_uuid: null,
      updated_at: expect.any(String),
    });
    expect(response.headers.etag).not.toBe(location.etag);
    expect((await get(company.ownerKey, location.uuid)).body.data).toEqual(response.body.data);
  });

  it('PATCH changes only the fields sent and checks the merged record', async () => {
    const location = await makeLocationRecord(company.ownerKey, company.companyUuid, { country_uuid: US, country_state_uuid: US_IL, city: 'Springfield' });
    const response = await patch(company.ownerKey, location.uuid, { phone: '+1 217 555 0134' });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ ...location.record, phone: '+1 217 555 0134', updated_at: expect.any(String) });
    const stateless = await patch(company.ownerKey, location.uuid, { country_state_uuid: null });
    expect(stateless.status).toBe(422);
    expect(stateless.body.errors).toEqual([expect.objectContaining({ path: 'country_state_uuid', code: 'required' })]);
  });

  it('a rename frees the old name and takes the new one; a taken name is 409', async () => {
    const first = await makeLocationRecord(company.ownerKey, company.companyUuid, { name: 'Harbour' });
    const second = await makeLocationRecord(company.ownerKey, company.companyUuid, { name: 'Hill' });
    expect((await patch(company.ownerKey, second.uuid, { name: 'HARBOUR' })).body.code).toBe('conflict');
    expect((await patch(company.ownerKey, first.uuid, { name: 'Harbour front' })).status).toBe(200);
    expect((await patch(company.ownerKey, second.uuid, { name: 'harbour' })).status).toBe(200);
  });

  it('answers 412 for a stale If-Match and writes nothing; keeps both of two concurrent PATCHes', async () => {
    const location = await makeLocationRecord(company.ownerKey, company.companyUuid);
    const stale = await patch(company.ownerKey, location.uuid, { city: 'Nowhere' }, { 'If-Match': '"stale"' });
    expect(stale.status).toBe(412);
    expect((await get(company.ownerKey, location.uuid)).body.data.city).toBeNull();
    const [city, zone] = await Promise.all([patch(company.ownerKey, location.uuid, { city: 'Dover' }), patch(company.ownerKey, location.uuid, { timezone: 'Europe/London' })]);
    expect([city.status, zone.status]).toEqual([200, 200]);
    expect((await get(company.ownerKey, location.uuid)).body.data).toMatchObject({ city: 'Dover', timezone: 'Europe/London' });
  });

  it('answers 403 to a manager, 422 for a company_location_uuid other than the path one', async () => {
    const location = await makeLocationRecord(company.ownerKey, company.companyUuid);
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    expect((await patch(manager.key, location.uuid, { city: 'Dover' })).status).toBe(403);
    const mismatch = await patch(company.ownerKey, location.uuid, { company_location_uuid: '018f3c2a-0000-7000-8000-000000000001' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual([expect.objectContaining({ path: 'company_location_uuid', code: 'mismatch' })]);
  });
});

describe('app-data after a location change', () => {
  it('carries the same full records, and its ETag changes with them', async () => {
    const company = await makeCompany();
    const location = await makeLocationRecord(company.ownerKey, company.companyUuid, { city: 'Springfield' });
    const appData = () => invoke(getAppData, withRequest(loadEvent('get-app-data/basic'), { key: company.ownerKey }));
    const before = await appData();
    expect(before.body.data.company_locations).toEqual([location.record]);
    const patched = await invoke(
      updateLocation,
      withRequest(loadEvent('update-location/basic'), { key: company.ownerKey, pathParameters: { company_uuid: company.companyUuid, company_location_uuid: location.uuid }, body: { city: 'Shelbyville' } }),
    );
    const after = await appData();
    expect(after.body.data.company_locations).toEqual([patched.body.data]);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
