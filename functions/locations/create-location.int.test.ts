import { handler as getLocation } from './get-location';
import { invoke, loadEvent, withRequest, type TestResponse } from '../../test/support/invoke';
import {
  type CompanyFixture,
  makeCompany,
  makePlatformKey,
  makeUser,
  setCompanyLimit,
} from '../../test/support/fixtures';
import { US, US_IL, locationBody, postLocation } from '../../test/support/locations';
import { ANY_ETAG, expectProblem, expectRecord } from '../../test/support/responses';

/** The optional fields a create leaves out, stored as null. */
const OMITTED = {
  address1: null,
  address2: null,
  city: null,
  postal_code: null,
  country_uuid: null,
  country_state_uuid: null,
  phone: null,
  timezone: null,
};

/** 201 with the whole new location of `companyUuid` (its fields given), its Location and ETag. */
function expectCreated(
  response: TestResponse,
  companyUuid: string,
  fields: Record<string, unknown>,
  headers?: Record<string, unknown>,
): void {
  expectRecord(response, {
    status: 201,
    record: {
      company_location_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      company_uuid: companyUuid,
      ...OMITTED,
      ...fields,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: response.body?.data?.created_at,
    },
    etag: ANY_ETAG,
    location: `/api/v1/companies/${companyUuid}/locations/${response.body?.data?.company_location_uuid}`,
    ...(headers ? { headers } : {}),
  });
}

describe('create-location handler', () => {
  let company: CompanyFixture;

  beforeAll(async () => {
    company = await makeCompany();
  });

  it('answers 201 with the whole record, its Location and ETag, readable at once', async () => {
    const body = {
      name: 'East branch',
      address1: '12 Harbour Road',
      address2: null,
      city: 'Springfield',
      postal_code: '62701',
      country_uuid: US,
      country_state_uuid: US_IL,
      phone: '+1 217 555 0134',
      timezone: 'America/Chicago',
    };
    const response = await postLocation(company.ownerKey, company.companyUuid, body);
    expectCreated(response, company.companyUuid, body);
    const record = response.body.data;
    const read = await invoke(
      getLocation,
      withRequest(loadEvent('get-location/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid, company_location_uuid: record.company_location_uuid },
      }),
    );
    expectRecord(read, { record, etag: response.headers.etag });
  });

  it('sets every omitted optional field to null', async () => {
    const response = await postLocation(company.ownerKey, company.companyUuid, { name: 'Bare branch' });
    expectCreated(response, company.companyUuid, { name: 'Bare branch' });
  });

  it('answers 409 conflict for a name taken in the company, ignoring case; another company may use it', async () => {
    expectCreated(await postLocation(company.ownerKey, company.companyUuid, { name: 'Depot Ω' }), company.companyUuid, {
      name: 'Depot Ω',
    });
    const again = await postLocation(company.ownerKey, company.companyUuid, { name: 'DEPOT ω' });
    expectProblem(again, { status: 409, code: 'conflict' });
    const other = await makeCompany();
    expectCreated(await postLocation(other.ownerKey, other.companyUuid, { name: 'Depot Ω' }), other.companyUuid, {
      name: 'Depot Ω',
    });
  });

  it('creates exactly as many locations as the limit allows under concurrent creates', async () => {
    const own = await makeCompany();
    await setCompanyLimit(own.companyUuid, 'company_locations', 3);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => postLocation(own.ownerKey, own.companyUuid, locationBody())),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    const refused = responses.filter((response) => response.status === 409);
    expect(refused).toHaveLength(5);
    for (const response of refused) expectProblem(response, { status: 409, code: 'limit_exceeded' });
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
      expect({ body, status: response.status }).toEqual({ body, status: 422 });
      expectProblem(response, {
        status: 422,
        code: 'validation_failed',
        errors: expect.arrayContaining([{ path, code, message: expect.any(String) }]),
      });
    }
  });

  it("checks a phone without a country against the company's country (US)", async () => {
    expectCreated(
      await postLocation(
        company.ownerKey,
        company.companyUuid,
        locationBody({ name: 'Phoned', phone: '(212) 555-0100' }),
      ),
      company.companyUuid,
      { name: 'Phoned', phone: expect.any(String) },
    );
    const german = await postLocation(company.ownerKey, company.companyUuid, locationBody({ phone: '030 901820' }));
    expectProblem(german, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'phone', code: 'invalid_phone', message: expect.any(String) }],
    });
  });

  it('answers 422 mismatch for a company_uuid that is not the path company', async () => {
    const response = await postLocation(
      company.ownerKey,
      company.companyUuid,
      locationBody({ company_uuid: '018f3c2a-0000-7000-8000-000000000001' }),
    );
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'company_uuid', code: 'mismatch', message: expect.any(String) }],
    });
  });

  it('replays a create sent again with the same Idempotency-Key', async () => {
    const body = locationBody();
    const first = await postLocation(company.ownerKey, company.companyUuid, body, {
      'Idempotency-Key': 'location-once',
    });
    const again = await postLocation(company.ownerKey, company.companyUuid, body, {
      'Idempotency-Key': 'location-once',
    });
    expectCreated(first, company.companyUuid, { name: body.name, company_location_uuid: expect.any(String) });
    expectRecord(again, {
      status: 201,
      record: first.body.data,
      etag: first.headers.etag,
      location: first.headers.location,
      headers: { 'idempotent-replayed': 'true' },
    });
  });

  it('answers 403 to a manager and a technician, 201 to a platform key, 404 for a foreign company', async () => {
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const platform = await makePlatformKey();
    expectProblem(await postLocation(manager.key, company.companyUuid, locationBody()), {
      status: 403,
      code: 'forbidden',
    });
    expectProblem(await postLocation(technician.key, company.companyUuid, locationBody()), {
      status: 403,
      code: 'forbidden',
    });
    expectCreated(
      await postLocation(platform.key, company.companyUuid, locationBody({ name: 'By platform' })),
      company.companyUuid,
      { name: 'By platform' },
    );
    const other = await makeCompany();
    expectProblem(await postLocation(company.ownerKey, other.companyUuid, locationBody()), {
      status: 404,
      code: 'not_found',
    });
  });
});
