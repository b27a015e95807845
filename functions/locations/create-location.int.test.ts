import { handler as getLocation } from './get-location';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { type CompanyFixture, makeCompany, makePlatformKey, makeUser, setCompanyLimit } from '../../test/support/fixtures';
import { US, US_IL, locationBody, postLocation } from '../../test/support/locations';

describe('create-location handler', () => {
  let company: CompanyFixture;

  beforeAll(async () => {
    company = await makeCompany();
  });

  it('answers 201 with the whole record, its Location and ETag, readable at once', async () => {
    const body = { name: 'East branch', address1: '12 Harbour Road', address2: null, city: 'Springfield', postal_code: '62701', country_uuid: US, country_state_uuid: US_IL, phone: '+1 217 555 0134', timezone: 'America/Chicago' };
    const response = await postLocation(company.ownerKey, company.companyUuid, body);
    expect(response.status).toBe(201);
    const record = response.body.data;
    expect(record).toEqual({
      company_location_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      company_uuid: company.companyUuid,
      ...body,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: record.created_at,
    });
    expect(response.headers.location).toBe(`/api/v1/companies/${company.companyUuid}/locations/${record.company_location_uuid}`);
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    const read = await invoke(getLocation, withRequest(loadEvent('get-location/basic'), { key: company.ownerKey, pathParameters: { company_uuid: company.companyUuid, company_location_uuid: record.company_location_uuid } }));
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(record);
    expect(read.headers.etag).toBe(response.headers.etag);
  });

  it('sets every omitted optional field to null', async () => {
    const response = await postLocation(company.ownerKey, company.companyUuid, { name: 'Bare branch' });
    expect(response.status).toBe(201);
    for (const field of ['address1', 'address2', 'city', 'postal_code', 'country_uuid', 'country_state_uuid', 'phone', 'timezone']) {
      expect(response.body.data[field]).toBeNull();
    }
  });

  it('answers 409 conflict for a name taken in the company, ignoring case; another company may use it', async () => {
    expect((await postLocation(company.ownerKey, company.companyUuid, { name: 'Depot Ω' })).status).toBe(201);
    const again = await postLocation(company.ownerKey, company.companyUuid, { name: 'DEPOT ω' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('conflict');
    const other = await makeCompany();
    expect((await postLocation(other.ownerKey, other.companyUuid, { name: 'Depot Ω' })).status).toBe(201);
  });

  it('creates exactly as many locations as the limit allows under concurrent creates', async () => {
    const own = await makeCompany();
    await setCompanyLimit(own.companyUuid, 'company_locations', 3);
    const responses = await Promise.all(Array.from({ length: 8 }, () => postLocation(own.ownerKey, own.companyUuid, locationBody())));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(responses.filter((response) => response.status === 409).map((response) => response.body.code)).toEqual(Array(5).fill('limit_exceeded'));
  });

  it('answers 422 for each invalid field, with its path', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, 'name', 'required'],
      [{ name: '' }, 'name', 'too_small'],
      [{ name: 'x'.repeat(201) }, 'name', 'too_big'],
      [{ name: 'A', city: 'x'.repeat(201) }, 'city', 'too_big'],
      [{ name: 'A', postal_code: '1'.repeat(21) }, 'postal_code', 'too_big'],
      [{ name: 'A', timezone: 'Mars/Olympus' }, 'timezone', 'invalid_timezone'],
      [{ name: 'A', country_uuid: '00000000-0000-4000-8000-000000000000' }, 'country_uuid', 'not_found'],
      [{ name: 'A', country_uuid: US }, 'country_state_uuid', 'required'],
      [{ name: 'A', country_state_uuid: US_IL }, 'country_uuid', 'required'],
      [{ name: 'A', phone: '+1 217 555 0134 5' }, 'phone', 'invalid_phone'],
      [{ name: 'A', colour: 'red' }, 'colour', 'unknown_field'],
    ];
    for (const [body, path, code] of cases) {
      const response = await postLocation(company.ownerKey, company.companyUuid, body);
      expect({ body, status: response.status, code: response.body.code }).toEqual({ body, status: 422, code: 'validation_failed' });
      expect(response.body.errors).toContainEqual(expect.objectContaining({ path, code }));
    }
  });

  it("checks a phone without a country against the company's country (US)", async () => {
    expect((await postLocation(company.ownerKey, company.companyUuid, locationBody({ phone: '(212) 555-0100' }))).status).toBe(201);
    const german = await postLocation(company.ownerKey, company.companyUuid, locationBody({ phone: '030 901820' }));
    expect(german.status).toBe(422);
    expect(german.body.errors).toEqual([expect.objectContaining({ path: 'phone', code: 'invalid_phone' })]);
  });

  it('answers 422 mismatch for a company_uuid that is not the path company', async () => {
    const response = await postLocation(company.ownerKey, company.companyUuid, locationBody({ company_uuid: '018f3c2a-0000-7000-8000-000000000001' }));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([expect.objectContaining({ path: 'company_uuid', code: 'mismatch' })]);
  });

  it('replays a create sent again with the same Idempotency-Key', async () => {
    const body = locationBody();
    const first = await postLocation(company.ownerKey, company.companyUuid, body, { 'Idempotency-Key': 'location-once' });
    const again = await postLocation(company.ownerKey, company.companyUuid, body, { 'Idempotency-Key': 'location-once' });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('answers 403 to a manager and a technician, 201 to a platform key, 404 for a foreign company', async () => {
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const platform = await makePlatformKey();
    expect((await postLocation(manager.key, company.companyUuid, locationBody())).status).toBe(403);
    expect((await postLocation(technician.key, company.companyUuid, locationBody())).status).toBe(403);
    expect((await postLocation(platform.key, company.companyUuid, locationBody())).status).toBe(201);
    const other = await makeCompany();
    expect((await postLocation(company.ownerKey, other.companyUuid, locationBody())).status).toBe(404);
  });
});
