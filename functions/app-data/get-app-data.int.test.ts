import { handler } from './get-app-data';
import { countryUuid, stateUuid } from '../../lib/reference/countries';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makeLocation, makePlatformKey } from '../../test/support/fixtures';
import { expectNoContent, expectRecord, serverSet } from '../../test/support/responses';

const CACHEABLE = { etag: expect.stringMatching(/^"[0-9a-f]{40}"$/), cacheControl: 'private, no-cache' };

/** The reference data every caller gets, with the company's locations given. */
const appData = (companyLocations: unknown) => ({
  automation_catalog: expect.any(Object),
  client_version: '1.0.0',
  company_locations: companyLocations,
  countries: expect.any(Array),
  industries: expect.any(Array),
  property_locations: expect.any(Array),
  roles: expect.any(Array),
  statuses: expect.any(Array),
});

/** The whole record of a location the admin CLI made with only a name. */
const namedLocation = (companyUuid: string, uuid: string, name: string) =>
  serverSet(
    {
      company_location_uuid: uuid,
      company_uuid: companyUuid,
      name,
      address1: null,
      address2: null,
      city: null,
      postal_code: null,
      country_uuid: null,
      country_state_uuid: null,
      phone: null,
      timezone: null,
    },
    'created_at',
    'updated_at',
  );

describe('get-app-data handler', () => {
  it('answers the full reference data with the caller company locations', async () => {
    // Prepare
    const company = await makeCompany();
    const locationUuid = await makeLocation(company.companyUuid, 'North');
    // Act
    const response = await invoke(handler, withRequest(loadEvent('get-app-data/basic'), { key: company.ownerKey }));
    // Assess
    expectRecord(response, {
      record: appData([namedLocation(company.companyUuid, locationUuid, 'North')]),
      ...CACHEABLE,
    });
    expect(response.headers['x-request-id']).toBe('sample-get-app-data-basic');
    const data = response.body.data;
    expect(data.roles.map((role: { code: string }) => role.code)).toEqual([
      'ROLE_COMPANY_OWNER',
      'ROLE_COMPANY_ADMIN',
      'ROLE_COMPANY_MANAGER',
      'ROLE_COMPANY_TECHNICIAN',
      'ROLE_PLATFORM_ADMIN',
    ]);
    expect(data.statuses.map((status: { code: string }) => status.code)).toEqual([
      'STATUS_ACTIVE',
      'STATUS_INVITED',
      'STATUS_DISABLED',
    ]);
    expect(data.automation_catalog).toEqual({
      types: ['CUSTOMER', 'JOB', 'ESTIMATE', 'INVOICE'],
      triggers: { types: ['CUSTOMER', 'JOB', 'ESTIMATE', 'INVOICE'], operators: ['IS_CHANGED_TO', 'IS_CREATED'] },
      filters: {
        types: ['CUSTOMER', 'USER', 'JOB', 'LOCATION'],
        operators: ['IS', 'IS_NOT', 'IS_ONE_OF', 'IS_NOT_ONE_OF'],
      },
      actions: ['SEND_EMAIL', 'SEND_SMS'],
    });
    const us = data.countries.find((country: { code: string }) => country.code === 'US');
    expect(us.country_uuid).toBe(countryUuid('US'));
    expect(us.states).toContainEqual({ country_state_uuid: stateUuid('US-NY'), code: 'US-NY', name: 'New York' });
  });

  it('gives a platform key no company locations', async () => {
    const platform = await makePlatformKey();
    const response = await invoke(handler, withRequest(loadEvent('get-app-data/basic'), { key: platform.key }));
    expectRecord(response, { record: appData([]), ...CACHEABLE });
  });

  it('is cacheable: a strong ETag, private no-cache, and 304 with the rate-limit headers on If-None-Match', async () => {
    // Prepare
    const company = await makeCompany();
    const get = (headers: Record<string, string> = {}) =>
      invoke(handler, withRequest(loadEvent('get-app-data/basic'), { key: company.ownerKey, headers }));
    // Act
    const first = await get();
    const second = await get();
    const etag = first.headers.etag ?? '';
    const notModified = await get({ 'If-None-Match': etag });
    // Assess
    expectRecord(first, { record: appData([]), ...CACHEABLE });
    expectRecord(second, { record: first.body.data, ...CACHEABLE, etag });
    expectNoContent(notModified, {
      status: 304,
      etag,
      cacheControl: 'private, no-cache',
      headers: {
        'x-ratelimit-limit': expect.any(String),
        ratelimit: expect.stringMatching(/^"app-data";r=\d+;t=\d+$/),
      },
    });
  });

  it.each([
    ['a list holding the tag', (etag: string) => `"other", ${etag}`, 304],
    ['the weak form of the tag', (etag: string) => `W/${etag}`, 304],
    ['*', () => '*', 304],
    // RFC 9110 allows `*` only as the whole field: inside a list it is no tag.
    ['* inside a list of other tags', () => '*, "other"', 200],
  ])('answers If-None-Match with %s', async (_case, header, status) => {
    const company = await makeCompany();
    const event = () => withRequest(loadEvent('get-app-data/basic'), { key: company.ownerKey });
    const etag = (await invoke(handler, event())).headers.etag ?? '';
    const response = await invoke(
      handler,
      withRequest(loadEvent('get-app-data/basic'), {
        key: company.ownerKey,
        headers: { 'If-None-Match': header(etag) },
      }),
    );
    if (status === 304) expectNoContent(response, { status, etag, cacheControl: 'private, no-cache' });
    else expectRecord(response, { record: appData([]), ...CACHEABLE, etag });
  });

  it('changes the ETag when the caller company gains a location, and answers 200 to the old tag', async () => {
    const company = await makeCompany();
    const get = (headers: Record<string, string> = {}) =>
      invoke(handler, withRequest(loadEvent('get-app-data/basic'), { key: company.ownerKey, headers }));
    const before = (await get()).headers.etag ?? '';
    const south = await makeLocation(company.companyUuid, 'South');
    const after = await get({ 'If-None-Match': before });
    expectRecord(after, { record: appData([namedLocation(company.companyUuid, south, 'South')]), ...CACHEABLE });
    expect(after.headers.etag).not.toBe(before);
  });

  it('gives two companies with the same data the same tag, and one with other locations another', async () => {
    const [a, b] = [await makeCompany(), await makeCompany()];
    const tagOf = async (key: string) =>
      (await invoke(handler, withRequest(loadEvent('get-app-data/basic'), { key }))).headers.etag;
    expect(await tagOf(a.ownerKey)).toBe(await tagOf(b.ownerKey));
    await makeLocation(b.companyUuid, 'East');
    expect(await tagOf(a.ownerKey)).not.toBe(await tagOf(b.ownerKey));
  });
});
