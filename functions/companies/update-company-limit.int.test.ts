import { handler } from './update-company-limit';
import { handler as getCompany } from './get-company';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { type CompanyFixture, admin, makeCompany, makeLocation, makePlatformKey } from '../../test/support/fixtures';
import { companyRecord } from '../../test/support/companies';
import { rejectionOf } from '../../test/support/errors';
import type { TestResponse } from '../../test/support/invoke';
import { ANY_ETAG, expectProblem, expectRecord } from '../../test/support/responses';
import { quotaOf } from '../../test/support/users';

const NO_LIMITS = {
  automations: null,
  categories: null,
  users: null,
  company_locations: null,
  automation_messages: null,
};

/** 200 with the whole company, its limits as given (the others none), and an ETag. */
function expectLimits(response: TestResponse, company: CompanyFixture, limits: Record<string, number | null>): void {
  expectRecord(response, { record: companyRecord(company, { limits: { ...NO_LIMITS, ...limits } }), etag: ANY_ETAG });
}

let platformKey: string;
beforeAll(async () => {
  platformKey = (await makePlatformKey()).key;
});

function setLimit(
  companyUuid: string,
  entity: string,
  body: unknown,
  options: { key?: string; headers?: Record<string, string> } = {},
) {
  return invoke(
    handler,
    withRequest(loadEvent('update-company-limit/basic'), {
      key: options.key ?? platformKey,
      pathParameters: { company_uuid: companyUuid, entity },
      body,
      headers: options.headers,
    }),
  );
}

function read(key: string, companyUuid: string) {
  return invoke(
    getCompany,
    withRequest(loadEvent('get-company/basic'), { key, pathParameters: { company_uuid: companyUuid } }),
  );
}

describe('update-company-limit handler', () => {
  it('sets one limit and answers the company with a new ETag', async () => {
    // Prepare
    const company = await makeCompany();
    const before = await read(company.ownerKey, company.companyUuid);
    // Act
    const response = await setLimit(company.companyUuid, 'automations', { limit: 7 });
    // Assess
    expectRecord(response, {
      record: { ...before.body.data, limits: { ...NO_LIMITS, automations: 7 }, updated_at: expect.any(String) },
      etag: ANY_ETAG,
    });
    expect(response.headers.etag).not.toBe(before.headers.etag);
    expectRecord(await read(company.ownerKey, company.companyUuid), {
      record: response.body.data,
      etag: response.headers.etag,
    });
  });

  it('removes a limit with null and accepts 0', async () => {
    const company = await makeCompany();
    await setLimit(company.companyUuid, 'users', { limit: 3 });
    expectLimits(await setLimit(company.companyUuid, 'users', { limit: null }), company, {});
    expectLimits(await setLimit(company.companyUuid, 'categories', { limit: 0 }), company, { categories: 0 });
  });

  it('blocks new records once the limit is reached, and allows a limit below the current count', async () => {
    // Prepare
    const company = await makeCompany();
    await makeLocation(company.companyUuid, 'One');
    await makeLocation(company.companyUuid, 'Two');
    // Act
    const response = await setLimit(company.companyUuid, 'company_locations', { limit: 1 });
    // Assess
    expectLimits(response, company, { company_locations: 1 });
    expect(await rejectionOf(admin.createLocation({ company: company.companyUuid, name: 'Three' }))).toEqual({
      name: 'LimitExceededError',
      message: 'The company has reached its company_locations limit',
      status: 409,
      code: 'limit_exceeded',
      title: 'Limit exceeded',
      expose: true,
      detail: 'The company has reached its company_locations limit',
      headers: {},
      members: {},
    });
    await setLimit(company.companyUuid, 'company_locations', { limit: 3 });
    await expect(admin.createLocation({ company: company.companyUuid, name: 'Three' })).resolves.toEqual({
      company_location_uuid: expect.any(String),
    });
  });

  it('sets the daily automation_messages cap, which counts nothing: only its limit is stored', async () => {
    // Prepare
    const company = await makeCompany();
    const before = await quotaOf(company.companyUuid);
    // Act
    const set = await setLimit(company.companyUuid, 'automation_messages', { limit: 500 });
    // Assess
    expectLimits(set, company, { automation_messages: 500 });
    expectLimits(await read(company.ownerKey, company.companyUuid), company, { automation_messages: 500 });
    const quota = await quotaOf(company.companyUuid);
    expect(quota.limits).toEqual({ ...NO_LIMITS, automation_messages: 500 });
    expect(quota.counts).toEqual(before.counts);
    expect(quota.counts).not.toHaveProperty('automation_messages');
    // Act: null is the default again, 0 sends nothing
    expectLimits(await setLimit(company.companyUuid, 'automation_messages', { limit: null }), company, {});
    expectLimits(await setLimit(company.companyUuid, 'automation_messages', { limit: 0 }), company, {
      automation_messages: 0,
    });
  });

  it('leaves the counted limits as they were when automation_messages is set', async () => {
    // Prepare
    const company = await makeCompany();
    await makeLocation(company.companyUuid, 'One');
    await setLimit(company.companyUuid, 'company_locations', { limit: 1 });
    // Act
    const response = await setLimit(company.companyUuid, 'automation_messages', { limit: 10 });
    // Assess
    expectLimits(response, company, { company_locations: 1, automation_messages: 10 });
    await expect(admin.createLocation({ company: company.companyUuid, name: 'Two' })).rejects.toMatchObject({
      code: 'limit_exceeded',
    });
  });

  it('answers 404 for an unknown entity', async () => {
    const company = await makeCompany();
    const response = await setLimit(company.companyUuid, 'widgets', { limit: 1 });
    expectProblem(response, { status: 404, code: 'not_found' });
  });

  it('validates the body before looking up the entity', async () => {
    const company = await makeCompany();
    expectProblem(await setLimit(company.companyUuid, 'widgets', {}), { status: 422, code: 'validation_failed' });
  });

  it.each([
    ['a missing limit', {}, 'limit', 'required'],
    ['a negative limit', { limit: -1 }, 'limit', 'too_small'],
    ['a fractional limit', { limit: 1.5 }, 'limit', 'invalid_type'],
    ['a string limit', { limit: '5' }, 'limit', 'invalid_type'],
    ['an unknown field', { limit: 1, entity: 'users' }, 'entity', 'unknown_field'],
  ])('answers 422 for %s, for a counted entity and for automation_messages', async (_name, body, path, code) => {
    const company = await makeCompany();
    for (const entity of ['users', 'automation_messages']) {
      const response = await setLimit(company.companyUuid, entity, body);
      expectProblem(response, {
        status: 422,
        code: 'validation_failed',
        errors: [{ path, code, message: expect.any(String) }],
      });
    }
  });

  it('with a current If-Match, answers the company exactly as stored', async () => {
    // Prepare
    const company = await makeCompany();
    const before = await read(company.ownerKey, company.companyUuid);
    // Act
    const response = await setLimit(
      company.companyUuid,
      'categories',
      { limit: 3 },
      { headers: { 'If-Match': before.headers.etag ?? '' } },
    );
    // Assess: the answer follows from the company read for If-Match; it is what a read finds.
    expectRecord(response, {
      record: { ...before.body.data, limits: { ...NO_LIMITS, categories: 3 }, updated_at: expect.any(String) },
      etag: ANY_ETAG,
    });
    expectRecord(await read(company.ownerKey, company.companyUuid), {
      record: response.body.data,
      etag: response.headers.etag,
    });
  });

  it('answers each of concurrent updates with the company it wrote: its own limit, an ETag of its own', async () => {
    // Prepare
    const company = await makeCompany();
    // Act
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => setLimit(company.companyUuid, 'automations', { limit: index + 1 })),
    );
    // Assess
    for (const [index, response] of responses.entries()) expectLimits(response, company, { automations: index + 1 });
    expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(8);
    const stored = await read(company.ownerKey, company.companyUuid);
    expect(responses.map((response) => response.headers.etag)).toContain(stored.headers.etag);
  });

  it('answers 412 when If-Match is stale', async () => {
    const company = await makeCompany();
    const before = await read(company.ownerKey, company.companyUuid);
    await setLimit(company.companyUuid, 'users', { limit: 5 });
    const response = await setLimit(
      company.companyUuid,
      'users',
      { limit: 9 },
      { headers: { 'If-Match': before.headers.etag ?? '' } },
    );
    expectProblem(response, { status: 412, code: 'precondition_failed' });
    expectLimits(await read(company.ownerKey, company.companyUuid), company, { users: 5 });
  });

  it('answers 403 to a company owner', async () => {
    const company = await makeCompany();
    const response = await setLimit(company.companyUuid, 'users', { limit: 100 }, { key: company.ownerKey });
    expectProblem(response, { status: 403, code: 'forbidden' });
  });

  it('answers 404 for a company that does not exist', async () => {
    const response = await setLimit('0190f3a4-5b6c-7d8e-9f01-23456789abcd', 'users', { limit: 1 });
    expectProblem(response, { status: 404, code: 'not_found' });
  });
});
