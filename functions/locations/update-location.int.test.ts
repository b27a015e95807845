import { handler as getAppData } from '../app-data/get-app-data';
import { handler as listAuditEvents } from '../audit/list-audit-events';
import { handler as getLocation } from './get-location';
import { handler as replaceLocation } from './replace-location';
import { handler as updateLocation } from './update-location';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { type CompanyFixture, makeCompany, makeUser } from '../../test/support/fixtures';
import { US, US_IL, makeLocationRecord } from '../../test/support/locations';
import { ANY_ETAG, expectProblem, expectRecord } from '../../test/support/responses';

describe('get, replace and update location handlers', () => {
  let company: CompanyFixture;
  const at = (uuid: string) => ({ company_uuid: company.companyUuid, company_location_uuid: uuid });
  const get = (key: string, uuid: string) =>
    invoke(getLocation, withRequest(loadEvent('get-location/basic'), { key, pathParameters: at(uuid) }));
  const put = (key: string, uuid: string, body: unknown, headers: Record<string, string> = {}) =>
    invoke(
      replaceLocation,
      withRequest(loadEvent('replace-location/basic'), { key, pathParameters: at(uuid), body, headers }),
    );
  const patch = (key: string, uuid: string, body: unknown, headers: Record<string, string> = {}) =>
    invoke(
      updateLocation,
      withRequest(loadEvent('update-location/basic'), { key, pathParameters: at(uuid), body, headers }),
    );

  beforeAll(async () => {
    company = await makeCompany();
  });

  it('lets every role read a location; 404 for an unknown, non-UUID or foreign id', async () => {
    const location = await makeLocationRecord(company.ownerKey, company.companyUuid);
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const read = await get(technician.key, location.uuid.toUpperCase());
    expectRecord(read, { record: location.record, etag: location.etag });
    expectProblem(await get(company.ownerKey, '018f3c2a-0000-7000-8000-000000000001'), {
      status: 404,
      code: 'not_found',
    });
    expectProblem(await get(company.ownerKey, 'branch'), { status: 404, code: 'not_found' });
    const other = await makeCompany();
    const foreign = await makeLocationRecord(other.ownerKey, other.companyUuid);
    expectProblem(await get(company.ownerKey, foreign.uuid), { status: 404, code: 'not_found' });
  });

  it('PUT replaces every editable field, resetting omitted ones to null, with a new ETag', async () => {
    const location = await makeLocationRecord(company.ownerKey, company.companyUuid, {
      city: 'Springfield',
      timezone: 'UTC',
      country_uuid: US,
      country_state_uuid: US_IL,
    });
    const response = await put(company.ownerKey, location.uuid, {
      name: 'Renamed',
      address1: '1 Depot Lane',
      company_location_uuid: location.uuid,
      created_at: 'ignored',
    });
    expectRecord(response, {
      record: {
        ...location.record,
        name: 'Renamed',
        address1: '1 Depot Lane',
        city: null,
        timezone: null,
        country_uuid: null,
        country_state_uuid: null,
        updated_at: expect.any(String),
      },
      etag: ANY_ETAG,
    });
    expect(response.headers.etag).not.toBe(location.etag);
    expectRecord(await get(company.ownerKey, location.uuid), {
      record: response.body.data,
      etag: response.headers.etag,
    });
  });

  it('PATCH changes only the fields sent and checks the merged record', async () => {
    const location = await makeLocationRecord(company.ownerKey, company.companyUuid, {
      country_uuid: US,
      country_state_uuid: US_IL,
      city: 'Springfield',
    });
    const response = await patch(company.ownerKey, location.uuid, { phone: '+1 217 555 0134' });
    expectRecord(response, {
      record: { ...location.record, phone: '+1 217 555 0134', updated_at: expect.any(String) },
      etag: ANY_ETAG,
    });
    const stateless = await patch(company.ownerKey, location.uuid, { country_state_uuid: null });
    expectProblem(stateless, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'country_state_uuid', code: 'required', message: expect.any(String) }],
    });
  });

  it('a rename frees the old name and takes the new one; a taken name is 409', async () => {
    const first = await makeLocationRecord(company.ownerKey, company.companyUuid, { name: 'Harbour' });
    const second = await makeLocationRecord(company.ownerKey, company.companyUuid, { name: 'Hill' });
    expectProblem(await patch(company.ownerKey, second.uuid, { name: 'HARBOUR' }), { status: 409, code: 'conflict' });
    expectRecord(await patch(company.ownerKey, first.uuid, { name: 'Harbour front' }), {
      record: { ...first.record, name: 'Harbour front', updated_at: expect.any(String) },
      etag: ANY_ETAG,
    });
    expectRecord(await patch(company.ownerKey, second.uuid, { name: 'harbour' }), {
      record: { ...second.record, name: 'harbour', updated_at: expect.any(String) },
      etag: ANY_ETAG,
    });
  });

  it('answers 412 for a stale If-Match and writes nothing; keeps both of two concurrent PATCHes', async () => {
    const location = await makeLocationRecord(company.ownerKey, company.companyUuid);
    const stale = await patch(company.ownerKey, location.uuid, { city: 'Nowhere' }, { 'If-Match': '"stale"' });
    expectProblem(stale, { status: 412, code: 'precondition_failed' });
    expectRecord(await get(company.ownerKey, location.uuid), { record: location.record, etag: location.etag });
    expect(location.record.city).toBeNull();
    const [city, zone] = await Promise.all([
      patch(company.ownerKey, location.uuid, { city: 'Dover' }),
      patch(company.ownerKey, location.uuid, { timezone: 'Europe/London' }),
    ]);
    expect([city.status, zone.status]).toEqual([200, 200]);
    expectRecord(await get(company.ownerKey, location.uuid), {
      record: { ...location.record, city: 'Dover', timezone: 'Europe/London', updated_at: expect.any(String) },
      etag: ANY_ETAG,
    });
  });

  it('a PATCH that changes nothing answers the record with its ETag and updated_at, writing nothing and recording no event', async () => {
    const location = await makeLocationRecord(company.ownerKey, company.companyUuid, {
      city: 'Springfield',
      country_uuid: US,
      country_state_uuid: US_IL,
    });
    const trail = async () =>
      (
        await invoke(
          listAuditEvents,
          withRequest(loadEvent('list-audit-events/basic'), {
            key: company.ownerKey,
            pathParameters: { company_uuid: company.companyUuid },
            query: { target_uuid: location.uuid },
          }),
        )
      ).body;
    const trailBefore = await trail();
    const { name, city, country_uuid, country_state_uuid, phone } = location.record;
    expectRecord(
      await patch(company.ownerKey, location.uuid, { name, city, country_uuid, country_state_uuid, phone }),
      { record: location.record, etag: location.etag },
    );
    expectRecord(await patch(company.ownerKey, location.uuid, { ...location.record }, { 'If-Match': location.etag }), {
      record: location.record,
      etag: location.etag,
    });
    expectProblem(await patch(company.ownerKey, location.uuid, { city }, { 'If-Match': '"stale"' }), {
      status: 412,
      code: 'precondition_failed',
    });
    expectRecord(await get(company.ownerKey, location.uuid), { record: location.record, etag: location.etag });
    expect(await trail()).toEqual(trailBefore);
  });

  it('answers 403 to a manager, 422 for a company_location_uuid other than the path one', async () => {
    const location = await makeLocationRecord(company.ownerKey, company.companyUuid);
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    expectProblem(await patch(manager.key, location.uuid, { city: 'Dover' }), { status: 403, code: 'forbidden' });
    const mismatch = await patch(company.ownerKey, location.uuid, {
      company_location_uuid: '018f3c2a-0000-7000-8000-000000000001',
    });
    expectProblem(mismatch, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'company_location_uuid', code: 'mismatch', message: expect.any(String) }],
    });
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
      withRequest(loadEvent('update-location/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid, company_location_uuid: location.uuid },
        body: { city: 'Shelbyville' },
      }),
    );
    const after = await appData();
    expect(after.body.data.company_locations).toEqual([patched.body.data]);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
