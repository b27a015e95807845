import { handler } from './update-company';
import { handler as replaceCompany } from './replace-company';
import { handler as getCompany } from './get-company';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser } from '../../test/support/fixtures';
import { GB, GB_ENG, US_CA, companyBody } from '../../test/support/companies';
import type { TestResponse } from '../../test/support/invoke';
import { ANY_ETAG, expectProblem, expectRecord } from '../../test/support/responses';

/** 200 with the company read before, the fields given changed, and a new ETag. */
function expectChanged(response: TestResponse, before: TestResponse, fields: Record<string, unknown>): void {
  expectRecord(response, {
    record: { ...before.body.data, ...fields, updated_at: expect.any(String) },
    etag: ANY_ETAG,
  });
  expect(response.headers.etag).not.toBe(before.headers.etag);
}

function patchCompany(key: string, companyUuid: string, body: unknown, headers: Record<string, string> = {}) {
  return invoke(
    handler,
    withRequest(loadEvent('update-company/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid },
      body,
      headers,
    }),
  );
}

function read(key: string, companyUuid: string) {
  return invoke(
    getCompany,
    withRequest(loadEvent('get-company/basic'), { key, pathParameters: { company_uuid: companyUuid } }),
  );
}

async function prepared(): Promise<{ companyUuid: string; ownerKey: string }> {
  const company = await makeCompany();
  const put = await invoke(
    replaceCompany,
    withRequest(loadEvent('replace-company/basic'), {
      key: company.ownerKey,
      pathParameters: { company_uuid: company.companyUuid },
      body: companyBody(),
    }),
  );
  if (put.status !== 200) throw new Error(`PUT failed: ${put.rawBody}`);
  return company;
}

describe('update-company handler', () => {
  it('changes only the fields sent and answers the company with a new ETag', async () => {
    // Prepare
    const company = await prepared();
    const before = await read(company.ownerKey, company.companyUuid);
    // Act
    const response = await patchCompany(company.ownerKey, company.companyUuid, {
      website_url: 'https://acme.example/home',
      google_my_business_listing: 'http://maps.example/?cid=1',
      primary_color: '#abc',
      description: '',
    });
    // Assess
    expectChanged(response, before, {
      website_url: 'https://acme.example/home',
      google_my_business_listing: 'http://maps.example/?cid=1',
      primary_color: '#abc',
      description: '',
    });
    expectRecord(await read(company.ownerKey, company.companyUuid), {
      record: response.body.data,
      etag: response.headers.etag,
    });
  });

  it('replaces object fields whole and resets them to {} on null', async () => {
    const company = await prepared();
    const before = await read(company.ownerKey, company.companyUuid);
    const response = await patchCompany(company.ownerKey, company.companyUuid, {
      settings: { other: 1 },
      custom_settings: null,
    });
    expectChanged(response, before, { settings: { other: 1 }, custom_settings: {} });
    expect(response.body.data.available_integration_uuids).toEqual(companyBody().available_integration_uuids);
  });

  it('clears optional fields sent as null', async () => {
    const company = await prepared();
    const before = await read(company.ownerKey, company.companyUuid);
    const response = await patchCompany(company.ownerKey, company.companyUuid, {
      address2: null,
      latitude: null,
      website_url: null,
    });
    expectChanged(response, before, { address2: null, latitude: null, website_url: null });
    expect(response.body.data.longitude).toBe('-74.0060');
  });

  it('accepts an empty body and read-only fields of the same company', async () => {
    const company = await prepared();
    const before = await read(company.ownerKey, company.companyUuid);
    const response = await patchCompany(company.ownerKey, company.companyUuid, { ...before.body.data });
    expectChanged(response, before, {});
    expectRecord(await patchCompany(company.ownerKey, company.companyUuid, {}), {
      record: { ...before.body.data, updated_at: expect.any(String) },
      etag: ANY_ETAG,
    });
  });

  it.each([
    ['a null required field', { name: null }, 'name', 'invalid_type'],
    ['a relative website URL', { website_url: '/home' }, 'website_url', 'invalid_url'],
    [
      'a non-http listing URL',
      { google_my_business_listing: 'ftp://maps.example' },
      'google_my_business_listing',
      'invalid_url',
    ],
    ['an unknown field', { logo: 'x' }, 'logo', 'unknown_field'],
    [
      'a state of another country than the stored one',
      { country_state_uuid: GB_ENG },
      'country_state_uuid',
      'country_mismatch',
    ],
    [
      'a new country that the stored phone and state do not fit',
      { country_uuid: GB },
      'country_state_uuid',
      'country_mismatch',
    ],
    ['a phone invalid for the stored country', { phone: '020 7183 8750' }, 'phone', 'invalid_phone'],
    [
      'a company_uuid of another company',
      { company_uuid: '0190f3a4-5b6c-7d8e-9f01-23456789abcd' },
      'company_uuid',
      'mismatch',
    ],
  ])('answers 422 for %s', async (_name, body, path, code) => {
    // Prepare
    const company = await prepared();
    const before = await read(company.ownerKey, company.companyUuid);
    // Act
    const response = await patchCompany(company.ownerKey, company.companyUuid, body);
    // Assess
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: expect.arrayContaining([{ path, code, message: expect.any(String) }]),
    });
    expectRecord(await read(company.ownerKey, company.companyUuid), {
      record: before.body.data,
      etag: before.headers.etag,
    });
  });

  it('checks the phone against a new country sent in the same PATCH', async () => {
    const company = await prepared();
    const before = await read(company.ownerKey, company.companyUuid);
    const response = await patchCompany(company.ownerKey, company.companyUuid, {
      country_uuid: GB,
      country_state_uuid: GB_ENG,
      phone: '020 7183 8750',
    });
    expectChanged(response, before, { country_uuid: GB, country_state_uuid: GB_ENG, phone: '020 7183 8750' });
  });

  it('accepts a state of the stored country', async () => {
    const company = await prepared();
    const before = await read(company.ownerKey, company.companyUuid);
    const response = await patchCompany(company.ownerKey, company.companyUuid, {
      country_state_uuid: US_CA.toUpperCase(),
    });
    expectChanged(response, before, { country_state_uuid: US_CA });
  });

  it('keeps both of two concurrent PATCHes of different fields', async () => {
    // Prepare
    const company = await prepared();
    const before = await read(company.ownerKey, company.companyUuid);
    const fields = ['name', 'description', 'city', 'postal_code', 'primary_color', 'phone'] as const;
    const values: Record<(typeof fields)[number], string> = {
      name: 'Concurrent name',
      description: 'Concurrent description',
      city: 'Brooklyn',
      postal_code: '11201',
      primary_color: '#00ff00',
      phone: '+1 212 555 0199',
    };
    // Act
    const responses = await Promise.all(
      fields.map((field) => patchCompany(company.ownerKey, company.companyUuid, { [field]: values[field] })),
    );
    // Assess
    expect(responses.map((response) => response.status)).toEqual(fields.map(() => 200));
    const after = await read(company.ownerKey, company.companyUuid);
    expectChanged(after, before, values);
    expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(fields.length);
  });

  it('answers 200 to twenty concurrent PATCHes of the phone (validated against the stored country)', async () => {
    const company = await prepared();
    const phones = Array.from({ length: 20 }, (_, index) => `+1 212 555 01${String(index).padStart(2, '0')}`);
    const responses = await Promise.all(
      phones.map((phone) => patchCompany(company.ownerKey, company.companyUuid, { phone })),
    );
    expect(responses.map((response) => response.status)).toEqual(phones.map(() => 200));
    expect(phones).toContain((await read(company.ownerKey, company.companyUuid)).body.data.phone);
  });

  it('answers 412 and writes nothing when If-Match is stale', async () => {
    const company = await prepared();
    const before = await read(company.ownerKey, company.companyUuid);
    await patchCompany(company.ownerKey, company.companyUuid, { city: 'Queens' });
    const response = await patchCompany(
      company.ownerKey,
      company.companyUuid,
      { city: 'Bronx' },
      { 'If-Match': before.headers.etag ?? '' },
    );
    expectProblem(response, { status: 412, code: 'precondition_failed' });
    expectRecord(await read(company.ownerKey, company.companyUuid), {
      record: { ...before.body.data, city: 'Queens', updated_at: expect.any(String) },
      etag: ANY_ETAG,
    });
  });

  it('answers 422 before 412: a change the stored record makes invalid, with a stale If-Match', async () => {
    // Prepare: the company is in the US, so "123" is no phone number of it
    const company = await prepared();
    // Act
    const response = await patchCompany(
      company.ownerKey,
      company.companyUuid,
      { phone: '123' },
      { 'If-Match': '"stale"' },
    );
    // Assess
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'phone', code: expect.any(String), message: expect.any(String) }],
    });
  });

  it('writes when one ETag of an If-Match list is current', async () => {
    const company = await prepared();
    const before = await read(company.ownerKey, company.companyUuid);
    const response = await patchCompany(
      company.ownerKey,
      company.companyUuid,
      { city: 'Bronx' },
      { 'If-Match': `"stale", ${before.headers.etag}` },
    );
    expectChanged(response, before, { city: 'Bronx' });
  });

  it('lets a platform key patch and refuses a technician', async () => {
    const company = await prepared();
    const platform = await makePlatformKey();
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const before = await read(company.ownerKey, company.companyUuid);
    expectChanged(await patchCompany(platform.key, company.companyUuid, { city: 'Platform City' }), before, {
      city: 'Platform City',
    });
    expectProblem(await patchCompany(technician.key, company.companyUuid, { city: 'Nope' }), {
      status: 403,
      code: 'forbidden',
    });
  });
});
