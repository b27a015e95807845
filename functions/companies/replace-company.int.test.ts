import { handler } from './replace-company';
import { handler as updateCompany } from './update-company';
import { handler as getCompany } from './get-company';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makeUser } from '../../test/support/fixtures';
import { countryUuid } from '../../lib/reference/countries';
import { GB, GB_ENG, US, US_CA, US_NY, companyBody, companyRecord } from '../../test/support/companies';
import type { TestResponse } from '../../test/support/invoke';
import { ANY_ETAG, expectProblem, expectRecord } from '../../test/support/responses';

/** 200 with the whole company: the fixture company (`companyRecord`) given `base` (by default the PUT body `companyBody()`) and then the fields given; and an ETag. */
function expectCompany(
  response: TestResponse,
  company: { companyUuid: string; name: string },
  fields: Record<string, unknown>,
  base: Record<string, unknown> = companyBody(),
): void {
  expectRecord(response, { record: companyRecord(company, { ...base, ...fields }), etag: ANY_ETAG });
}

/** 422 naming exactly one field. */
function expectInvalid(response: TestResponse, path: string, code: string): void {
  expectProblem(response, {
    status: 422,
    code: 'validation_failed',
    errors: [{ path, code, message: expect.any(String) }],
  });
}

function putCompany(key: string, companyUuid: string, body: unknown, headers: Record<string, string> = {}) {
  return invoke(
    handler,
    withRequest(loadEvent('replace-company/basic'), {
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

function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let level = 1; level < depth; level++) value = { child: value };
  return value;
}

describe('replace-company handler', () => {
  it('replaces every editable field and answers the company with a new ETag', async () => {
    // Prepare
    const company = await makeCompany();
    const before = await read(company.ownerKey, company.companyUuid);
    // Act
    const response = await putCompany(company.ownerKey, company.companyUuid, companyBody());
    // Assess
    expectRecord(response, {
      record: { ...before.body.data, ...companyBody(), updated_at: expect.any(String) },
      etag: ANY_ETAG,
    });
    expect(response.headers.etag).not.toBe(before.headers.etag);
    expect(response.body.data.updated_at > before.body.data.updated_at).toBe(true);
    expectRecord(await read(company.ownerKey, company.companyUuid), {
      record: response.body.data,
      etag: response.headers.etag,
    });
  });

  it('resets omitted optional fields to null and object fields to {}', async () => {
    const company = await makeCompany();
    await putCompany(company.ownerKey, company.companyUuid, companyBody());
    const required = {
      name: 'Slim',
      phone: '(212) 555-0100',
      email: 'slim@example.com',
      address1: '2 Side Street',
      city: 'Albany',
      country_uuid: US,
      country_state_uuid: US_NY,
    };
    const response = await putCompany(company.ownerKey, company.companyUuid, { ...required, settings: null });
    expectCompany(response, company, {
      ...required,
      description: null,
      address2: null,
      postal_code: null,
      latitude: null,
      longitude: null,
      primary_color: null,
      secondary_color: null,
      settings: {},
      custom_settings: {},
      available_integration_uuids: {},
    });
  });

  it('keeps the PATCH-only URLs and ignores read-only fields', async () => {
    const company = await makeCompany();
    const patched = await invoke(
      updateCompany,
      withRequest(loadEvent('update-company/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid },
        body: { website_url: 'https://acme.example', google_my_business_listing: 'https://maps.example/acme' },
      }),
    );
    expectCompany(
      patched,
      company,
      { website_url: 'https://acme.example', google_my_business_listing: 'https://maps.example/acme' },
      {},
    );
    const response = await putCompany(
      company.ownerKey,
      company.companyUuid,
      companyBody({
        website_url: 'https://ignored.example',
        google_my_business_listing: null,
        company_uuid: company.companyUuid.toUpperCase(),
        created_at: '2000-01-01T00:00:00.000Z',
        updated_at: 'whatever',
        limits: { users: 1 },
        image_url: 'https://evil.example/logo.png',
      }),
    );
    expectCompany(response, company, {
      website_url: 'https://acme.example',
      google_my_business_listing: 'https://maps.example/acme',
      company_uuid: company.companyUuid,
      created_at: patched.body.data.created_at,
      limits: { automations: null, categories: null, users: null, company_locations: null, automation_messages: null },
      image_url: null,
    });
  });

  it('stores country and state uuids lower-case', async () => {
    const company = await makeCompany();
    const response = await putCompany(
      company.ownerKey,
      company.companyUuid,
      companyBody({ country_uuid: US.toUpperCase(), country_state_uuid: US_CA.toUpperCase(), phone: '+14155550123' }),
    );
    expectCompany(response, company, { country_uuid: US, country_state_uuid: US_CA, phone: '+14155550123' });
  });

  it('answers 422 listing every missing required field', async () => {
    const company = await makeCompany();
    const response = await putCompany(company.ownerKey, company.companyUuid, { description: 'only this' });
    expectProblem(response, { status: 422, code: 'validation_failed' });
    const paths = response.body.errors.map((issue: { path: string }) => issue.path).sort();
    expect(paths).toEqual(['address1', 'city', 'country_state_uuid', 'country_uuid', 'email', 'name', 'phone']);
    expect(response.body.errors.every((issue: { code: string }) => issue.code === 'required')).toBe(true);
  });

  it.each([
    ['an unknown field', { nickname: 'x' }, 'nickname', 'unknown_field'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'invalid_format'],
    ['an e-mail without a dotted domain', { email: 'office@localhost' }, 'email', 'invalid_format'],
    ['a phone invalid for the country', { phone: '12345' }, 'phone', 'invalid_phone'],
    ['an unknown country', { country_uuid: '0190f3a4-5b6c-7d8e-9f01-23456789abcd' }, 'country_uuid', 'not_found'],
    ['a non-UUID state', { country_state_uuid: 'US-NY' }, 'country_state_uuid', 'invalid_uuid'],
    ['a state of another country', { country_state_uuid: GB_ENG }, 'country_state_uuid', 'country_mismatch'],
    [
      'an unknown state',
      { country_state_uuid: '0190f3a4-5b6c-7d8e-9f01-23456789abcd' },
      'country_state_uuid',
      'not_found',
    ],
    ['a numeric latitude', { latitude: 40.7 }, 'latitude', 'invalid_type'],
    ['a latitude out of range', { latitude: '90.5' }, 'latitude', 'out_of_range'],
    ['a longitude out of range', { longitude: '-180.01' }, 'longitude', 'out_of_range'],
    ['a non-decimal longitude', { longitude: '12,5' }, 'longitude', 'invalid_format'],
    ['a latitude with an exponent', { latitude: '1e1' }, 'latitude', 'invalid_format'],
    ['a latitude with 21 digits after the point', { latitude: `1.${'0'.repeat(21)}` }, 'latitude', 'out_of_range'],
    ['a four-digit colour', { primary_color: '#1234' }, 'primary_color', 'invalid_format'],
    ['a named colour', { secondary_color: 'red' }, 'secondary_color', 'invalid_format'],
    ['a description over 2000 code points', { description: 'x'.repeat(2001) }, 'description', 'too_big'],
    ['a name over 200 code points', { name: 'n'.repeat(201) }, 'name', 'too_big'],
    ['an empty name', { name: '' }, 'name', 'too_small'],
    ['a postal code over 20 code points', { postal_code: '1'.repeat(21) }, 'postal_code', 'too_big'],
    ['settings that are an array', { settings: [1, 2] }, 'settings', 'invalid_type'],
    [
      'custom settings over 32 KiB',
      { custom_settings: { blob: 'x'.repeat(32 * 1024) } },
      'custom_settings',
      'too_large',
    ],
    [
      'integrations nested 9 levels deep',
      { available_integration_uuids: nested(9) },
      'available_integration_uuids',
      'too_deep',
    ],
    [
      'a company_uuid of another company',
      { company_uuid: '0190f3a4-5b6c-7d8e-9f01-23456789abcd' },
      'company_uuid',
      'mismatch',
    ],
  ])('answers 422 for %s', async (_name, overrides, path, code) => {
    // Prepare
    const company = await makeCompany();
    const before = await read(company.ownerKey, company.companyUuid);
    // Act
    const response = await putCompany(company.ownerKey, company.companyUuid, companyBody(overrides));
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

  it('takes any address an automation may send to: one e-mail rule for every record', async () => {
    const company = await makeCompany();
    const response = await putCompany(
      company.ownerKey,
      company.companyUuid,
      companyBody({ email: "o'brien!ops%east@mail.example.com" }),
    );
    expectCompany(response, company, { email: "o'brien!ops%east@mail.example.com" });
  });

  it('counts lengths in code points and accepts objects exactly 8 levels deep', async () => {
    const company = await makeCompany();
    const description = '😀'.repeat(2000);
    const response = await putCompany(
      company.ownerKey,
      company.companyUuid,
      companyBody({ description, settings: nested(8) }),
    );
    expectCompany(response, company, { description, settings: nested(8) });
  });

  it('round-trips JSON values DynamoDB could not store natively', async () => {
    const company = await makeCompany();
    const settings = { '': 'empty key', huge: 1e300, tiny: -5e-324, list: [null, true, { deep: [] }], text: '' };
    const response = await putCompany(company.ownerKey, company.companyUuid, companyBody({ settings }));
    expectCompany(response, company, { settings });
    expectRecord(await read(company.ownerKey, company.companyUuid), {
      record: response.body.data,
      etag: response.headers.etag,
    });
  });

  it.each(['settings', 'custom_settings', 'available_integration_uuids'])(
    'answers 422 for a number in %s that no double can hold, instead of storing null',
    async (field) => {
      const company = await makeCompany();
      const before = await read(company.ownerKey, company.companyUuid);
      // JSON.stringify cannot write 1e400: the body is spliced as text.
      const body = JSON.stringify(companyBody({ [field]: { huge: 0 } })).replace('"huge":0', '"huge":[1,-1e400]');
      const response = await invoke(
        handler,
        withRequest(loadEvent('replace-company/basic'), {
          key: company.ownerKey,
          pathParameters: { company_uuid: company.companyUuid },
          rawBody: body,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
      expectInvalid(response, field, 'out_of_range');
      expectRecord(await read(company.ownerKey, company.companyUuid), {
        record: before.body.data,
        etag: before.headers.etag,
      });
    },
  );

  it('validates a phone against the country of the record', async () => {
    const company = await makeCompany();
    const uk = { country_uuid: GB, country_state_uuid: GB_ENG };
    expectCompany(
      await putCompany(company.ownerKey, company.companyUuid, companyBody({ ...uk, phone: '020 7183 8750' })),
      company,
      { ...uk, phone: '020 7183 8750' },
    );
    const response = await putCompany(
      company.ownerKey,
      company.companyUuid,
      companyBody({ ...uk, phone: '212 555 0100' }),
    );
    expectInvalid(response, 'phone', 'invalid_phone');
  });

  it('takes a null state exactly when the country has none, and a PATCH can send back what it read', async () => {
    // Prepare: Hong Kong has no subdivisions in ISO 3166-2 (app-data's `states: []`)
    const company = await makeCompany();
    const hongKong = { country_uuid: countryUuid('HK'), country_state_uuid: null, phone: '+852 2345 6789' };
    // Act
    const replaced = await putCompany(company.ownerKey, company.companyUuid, companyBody(hongKong));
    const sentBack = await invoke(
      updateCompany,
      withRequest(loadEvent('update-company/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid },
        body: replaced.body.data,
      }),
    );
    const inUs = await putCompany(company.ownerKey, company.companyUuid, companyBody({ country_state_uuid: null }));
    const omitted = await putCompany(
      company.ownerKey,
      company.companyUuid,
      companyBody({ ...hongKong, country_state_uuid: undefined }),
    );
    // Assess
    expectCompany(replaced, company, hongKong);
    expectRecord(sentBack, { record: { ...replaced.body.data, updated_at: expect.any(String) }, etag: ANY_ETAG });
    expectInvalid(inUs, 'country_state_uuid', 'required');
    expectInvalid(omitted, 'country_state_uuid', 'required');
  });

  it('refuses a PATCH of the country alone that would leave a country with states without one', async () => {
    // Prepare: a Hong Kong company, whose null state is its country's
    const company = await makeCompany();
    await putCompany(
      company.ownerKey,
      company.companyUuid,
      companyBody({ country_uuid: countryUuid('HK'), country_state_uuid: null, phone: '+852 2345 6789' }),
    );
    const patch = (body: unknown) =>
      invoke(
        updateCompany,
        withRequest(loadEvent('update-company/basic'), {
          key: company.ownerKey,
          pathParameters: { company_uuid: company.companyUuid },
          body,
        }),
      );
    // Act
    const countryAlone = await patch({ country_uuid: US, phone: '+1 212 555 0100' });
    const withState = await patch({ country_uuid: US, country_state_uuid: US_NY, phone: '+1 212 555 0100' });
    // Assess
    expectInvalid(countryAlone, 'country_state_uuid', 'required');
    expectCompany(withState, company, { country_uuid: US, country_state_uuid: US_NY, phone: '+1 212 555 0100' });
  });

  it('answers 412 and writes nothing when If-Match is stale', async () => {
    const company = await makeCompany();
    const before = await read(company.ownerKey, company.companyUuid);
    const first = await putCompany(company.ownerKey, company.companyUuid, companyBody({ name: 'First' }));
    const response = await putCompany(company.ownerKey, company.companyUuid, companyBody({ name: 'Second' }), {
      'If-Match': before.headers.etag ?? '',
    });
    expectProblem(response, { status: 412, code: 'precondition_failed' });
    expectCompany(first, company, { name: 'First' });
    expectRecord(await read(company.ownerKey, company.companyUuid), {
      record: first.body.data,
      etag: first.headers.etag,
    });
  });

  it('writes when If-Match is the current ETag or *', async () => {
    const company = await makeCompany();
    const before = await read(company.ownerKey, company.companyUuid);
    const first = await putCompany(company.ownerKey, company.companyUuid, companyBody({ name: 'Matched' }), {
      'If-Match': before.headers.etag ?? '',
    });
    expectCompany(first, company, { name: 'Matched' });
    const second = await putCompany(company.ownerKey, company.companyUuid, companyBody({ name: 'Star' }), {
      'If-Match': '*',
    });
    expectCompany(second, company, { name: 'Star' });
  });

  it('answers 412 for a weak ETag', async () => {
    const company = await makeCompany();
    const before = await read(company.ownerKey, company.companyUuid);
    const response = await putCompany(company.ownerKey, company.companyUuid, companyBody(), {
      'If-Match': `W/${before.headers.etag}`,
    });
    expectProblem(response, { status: 412, code: 'precondition_failed' });
  });

  it('answers 403 to a manager', async () => {
    const company = await makeCompany();
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    const response = await putCompany(manager.key, company.companyUuid, companyBody());
    expectProblem(response, { status: 403, code: 'forbidden' });
  });

  it('lets an admin replace the company', async () => {
    const company = await makeCompany();
    const admin = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const response = await putCompany(admin.key, company.companyUuid, companyBody({ name: 'By admin' }));
    expectCompany(response, company, { name: 'By admin' });
  });
});
