import { handler } from './create-category';
import { handler as getCategory } from './get-category';
import { handler as listCategories } from './list-categories';
import { handler as deleteCategory } from './delete-category';
import { invoke, loadEvent, withRequest, type TestResponse } from '../../test/support/invoke';
import {
  makeCompany,
  makePlatformKey,
  makeUser,
  type CompanyFixture,
  setCompanyLimit,
} from '../../test/support/fixtures';
import { categoryBody, makeCategory, postCategory } from '../../test/support/categories';
import { ANY_ETAG, expectNoContent, expectProblem, expectRecord } from '../../test/support/responses';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function listTotal(key: string): Promise<number> {
  const response = await invoke(listCategories, withRequest(loadEvent('list-categories/basic'), { key }));
  return response.body.meta.total as number;
}

/** 201 with the whole new record of `companyUuid` (its sent fields given), its Location and ETag. */
function expectCreated(response: TestResponse, companyUuid: string, fields: Record<string, unknown>): void {
  expectRecord(response, {
    status: 201,
    record: {
      category_uuid: expect.stringMatching(UUID_V7),
      company_uuid: companyUuid,
      created_at: expect.stringMatching(ISO_MS),
      updated_at: response.body?.data?.created_at,
      ...fields,
    },
    etag: ANY_ETAG,
    location: `/api/v1/categories/${response.body?.data?.category_uuid}`,
  });
}

describe('create-category handler', () => {
  let company: CompanyFixture;

  beforeAll(async () => {
    company = await makeCompany();
  });

  it('answers 201 with the record, Location and ETag, and the record can be read back', async () => {
    // Prepare
    const event = withRequest(loadEvent('create-category/basic'), { key: company.ownerKey });
    // Act
    const response = await invoke(handler, event);
    // Assess
    expectCreated(response, company.companyUuid, {
      name: 'Gold plan',
      description: 'Yearly maintenance',
      category_group: 'SERVICE_PLAN',
    });
    expect(response.headers['x-request-id']).toBe('sample-create-category-basic');
    expect(response.headers['ratelimit-policy']).toBe('"write";q=100000;w=60');
    const data = response.body.data;
    const read = await invoke(
      getCategory,
      withRequest(loadEvent('get-category/basic'), {
        key: company.ownerKey,
        pathParameters: { category_uuid: data.category_uuid },
      }),
    );
    expectRecord(read, { record: data, etag: response.headers.etag });
  });

  it('accepts DRAWING_SYMBOL, stores a missing description as null and keeps an empty one', async () => {
    const missing = await postCategory(company.ownerKey, { name: 'Valve', category_group: 'DRAWING_SYMBOL' });
    const empty = await postCategory(company.ownerKey, {
      name: 'Pipe',
      category_group: 'DRAWING_SYMBOL',
      description: '',
    });
    const explicitNull = await postCategory(company.ownerKey, {
      name: 'Pump',
      category_group: 'DRAWING_SYMBOL',
      description: null,
    });
    expectCreated(missing, company.companyUuid, { name: 'Valve', category_group: 'DRAWING_SYMBOL', description: null });
    expectCreated(empty, company.companyUuid, { name: 'Pipe', category_group: 'DRAWING_SYMBOL', description: '' });
    expectCreated(explicitNull, company.companyUuid, {
      name: 'Pump',
      category_group: 'DRAWING_SYMBOL',
      description: null,
    });
  });

  it('stores the name as sent, surrounding spaces included', async () => {
    const response = await postCategory(
      company.ownerKey,
      categoryBody({ name: '  Spaced name  ', description: 'Kept' }),
    );
    expectCreated(response, company.companyUuid, {
      name: '  Spaced name  ',
      description: 'Kept',
      category_group: 'SERVICE_PLAN',
    });
  });

  it('accepts and ignores the read-only fields, including its own company in upper case', async () => {
    const response = await postCategory(
      company.ownerKey,
      categoryBody({
        name: 'Read-only fields',
        category_uuid: '00000000-0000-4000-8000-000000000000',
        company_uuid: company.companyUuid.toUpperCase(),
        created_at: '2000-01-01T00:00:00.000Z',
        updated_at: 'whatever',
        limits: null,
        image_url: null,
      }),
    );
    expectCreated(response, company.companyUuid, {
      name: 'Read-only fields',
      description: 'A description',
      category_group: 'SERVICE_PLAN',
    });
    expect(response.body.data.category_uuid).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(response.body.data.created_at).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('answers 422 when company_uuid is another company', async () => {
    const response = await postCategory(
      company.ownerKey,
      categoryBody({ company_uuid: '00000000-0000-4000-8000-000000000000' }),
    );
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'company_uuid', code: 'mismatch', message: expect.any(String) }],
    });
  });

  it('accepts names of 200 code points and rejects 201', async () => {
    const ok = await postCategory(company.ownerKey, categoryBody({ name: '😀'.repeat(200), description: null }));
    const tooLong = await postCategory(company.ownerKey, categoryBody({ name: 'a'.repeat(201) }));
    expectCreated(ok, company.companyUuid, {
      name: '😀'.repeat(200),
      description: null,
      category_group: 'SERVICE_PLAN',
    });
    expectProblem(tooLong, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'name', code: 'too_big', message: 'At most 200 characters' }],
    });
  });

  it.each([
    [
      'missing required fields',
      {},
      [
        { path: 'name', code: 'required' },
        { path: 'category_group', code: 'required' },
      ],
    ],
    ['an empty name', { name: '', category_group: 'SERVICE_PLAN' }, [{ path: 'name', code: 'too_small' }]],
    ['a null name', { name: null, category_group: 'SERVICE_PLAN' }, [{ path: 'name', code: 'invalid_type' }]],
    ['a numeric name', { name: 5, category_group: 'SERVICE_PLAN' }, [{ path: 'name', code: 'invalid_type' }]],
    [
      'a description over 2000 code points',
      { name: 'x', category_group: 'SERVICE_PLAN', description: 'é'.repeat(2001) },
      [{ path: 'description', code: 'too_big' }],
    ],
    ['an unknown group', { name: 'x', category_group: 'OTHER' }, [{ path: 'category_group', code: 'invalid_enum' }]],
    [
      'a lower-case group',
      { name: 'x', category_group: 'service_plan' },
      [{ path: 'category_group', code: 'invalid_enum' }],
    ],
    [
      'unknown fields',
      { name: 'x', category_group: 'SERVICE_PLAN', colour: 'red', size: 1 },
      [
        { path: 'colour', code: 'unknown_field' },
        { path: 'size', code: 'unknown_field' },
      ],
    ],
    [
      'a non-string company_uuid',
      { name: 'x', category_group: 'SERVICE_PLAN', company_uuid: 5 },
      [{ path: 'company_uuid', code: 'invalid_type' }],
    ],
  ])('answers 422 for %s', async (_case, body, errors) => {
    const response = await postCategory(company.ownerKey, body);
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      instance: '/api/v1/categories',
      errors: errors.map((error) => ({ message: expect.any(String), ...error })),
    });
  });

  it('answers 422 for a body that is not an object', async () => {
    const response = await postCategory(company.ownerKey, ['name']);
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: '', code: expect.any(String), message: expect.any(String) }],
    });
  });

  it('answers 422 for a missing body', async () => {
    const response = await invoke(
      handler,
      withRequest(loadEvent('create-category/basic'), { key: company.ownerKey, rawBody: '' }),
    );
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: '', code: 'required', message: expect.any(String) }],
    });
  });

  it('answers 400 for unparseable JSON', async () => {
    const response = await invoke(
      handler,
      withRequest(loadEvent('create-category/basic'), { key: company.ownerKey, rawBody: '{"name":' }),
    );
    expectProblem(response, { status: 400, code: 'malformed_request' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const event = withRequest(loadEvent('create-category/basic'), {
      key: company.ownerKey,
      headers: { 'Content-Type': 'text/plain' },
    });
    const response = await invoke(handler, event);
    expectProblem(response, { status: 415, code: 'unsupported_media_type' });
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const response = await postCategory(company.ownerKey, categoryBody({ description: 'x'.repeat(1024 * 1024) }));
    expectProblem(response, { status: 413, code: 'payload_too_large' });
  });

  it('answers 401 without a key', async () => {
    const response = await invoke(handler, withRequest(loadEvent('create-category/basic'), { key: null }));
    expectProblem(response, { status: 401, code: 'unauthorized', headers: { 'www-authenticate': 'Bearer' } });
  });

  it('answers 403 to a technician and a platform key, and creates nothing', async () => {
    const own = await makeCompany();
    const technician = await makeUser(own.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const platform = await makePlatformKey();
    const asTechnician = await postCategory(technician.key, categoryBody());
    const asPlatform = await postCategory(platform.key, categoryBody());
    expectProblem(asTechnician, { status: 403, code: 'forbidden' });
    expectProblem(asPlatform, { status: 403, code: 'forbidden' });
    expect(await listTotal(own.ownerKey)).toBe(0);
  });

  it('lets admins and managers create', async () => {
    const admin = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    expect((await postCategory(admin.key, categoryBody())).status).toBe(201);
    expect((await postCategory(manager.key, categoryBody())).status).toBe(201);
  });

  describe('name uniqueness', () => {
    it('answers 409 conflict when the name exists in the group, ignoring case', async () => {
      // Prepare
      const own = await makeCompany();
      await makeCategory(own.ownerKey, { name: 'Boiler Service', category_group: 'SERVICE_PLAN' });
      // Act
      const response = await postCategory(
        own.ownerKey,
        categoryBody({ name: 'bOILER sERVICE', category_group: 'SERVICE_PLAN' }),
      );
      // Assess
      expectProblem(response, { status: 409, code: 'conflict' });
      expect(await listTotal(own.ownerKey)).toBe(1);
    });

    it('allows the same name in the other group and in another company', async () => {
      const own = await makeCompany();
      const other = await makeCompany();
      await makeCategory(own.ownerKey, { name: 'Boiler', category_group: 'SERVICE_PLAN' });
      expect(
        (await postCategory(own.ownerKey, categoryBody({ name: 'Boiler', category_group: 'DRAWING_SYMBOL' }))).status,
      ).toBe(201);
      expect(
        (await postCategory(other.ownerKey, categoryBody({ name: 'Boiler', category_group: 'SERVICE_PLAN' }))).status,
      ).toBe(201);
    });

    it('tells apart 200-character names that fold alike in their first 960 bytes, and still refuses one alike ignoring case', async () => {
      // Prepare: ΐ folds to three code points, 6 bytes: 199 of them fold to 1,194 bytes
      const own = await makeCompany();
      const name = (last: string) =>
        categoryBody({ name: `${'ΐ'.repeat(199)}${last}`, category_group: 'DRAWING_SYMBOL' });
      await makeCategory(own.ownerKey, { name: `${'ΐ'.repeat(199)}a`, category_group: 'DRAWING_SYMBOL' });
      // Act
      const other = await postCategory(own.ownerKey, name('b'));
      const same = await postCategory(own.ownerKey, name('A'));
      // Assess
      expectCreated(other, own.companyUuid, {
        name: `${'ΐ'.repeat(199)}b`,
        description: 'A description',
        category_group: 'DRAWING_SYMBOL',
      });
      expectProblem(same, { status: 409, code: 'conflict' });
      expect(await listTotal(own.ownerKey)).toBe(2);
    });

    it('frees the name when the category is deleted', async () => {
      const own = await makeCompany();
      const first = await makeCategory(own.ownerKey, { name: 'Reusable' });
      const deleted = await invoke(
        deleteCategory,
        withRequest(loadEvent('delete-category/basic'), {
          key: own.ownerKey,
          pathParameters: { category_uuid: first.uuid },
        }),
      );
      expectNoContent(deleted);
      expect((await postCategory(own.ownerKey, categoryBody({ name: 'REUSABLE' }))).status).toBe(201);
    });

    it('lets exactly one of two concurrent creates of the same name succeed', async () => {
      // Prepare
      const own = await makeCompany();
      // Act
      const responses = await Promise.all([
        postCategory(own.ownerKey, categoryBody({ name: 'Race' })),
        postCategory(own.ownerKey, categoryBody({ name: 'race' })),
      ]);
      // Assess
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
      expect(await listTotal(own.ownerKey)).toBe(1);
    });
  });

  describe('entity limit', () => {
    it('answers 409 limit_exceeded at the limit and accepts again after a delete', async () => {
      // Prepare
      const own = await makeCompany();
      await setCompanyLimit(own.companyUuid, 'categories', 1);
      const first = await makeCategory(own.ownerKey);
      // Act
      const refused = await postCategory(own.ownerKey, categoryBody());
      await invoke(
        deleteCategory,
        withRequest(loadEvent('delete-category/basic'), {
          key: own.ownerKey,
          pathParameters: { category_uuid: first.uuid },
        }),
      );
      const accepted = await postCategory(own.ownerKey, categoryBody());
      // Assess
      expectProblem(refused, { status: 409, code: 'limit_exceeded' });
      expect(accepted.status).toBe(201);
    });

    it('refuses every create at a limit of 0', async () => {
      const own = await makeCompany();
      await setCompanyLimit(own.companyUuid, 'categories', 0);
      const response = await postCategory(own.ownerKey, categoryBody());
      expectProblem(response, { status: 409, code: 'limit_exceeded' });
    });

    it('answers conflict when the name is taken and the limit reached at once', async () => {
      const own = await makeCompany();
      await makeCategory(own.ownerKey, { name: 'Both' });
      await setCompanyLimit(own.companyUuid, 'categories', 1);
      const response = await postCategory(own.ownerKey, categoryBody({ name: 'Both' }));
      expectProblem(response, { status: 409, code: 'conflict' });
    });

    it('creates exactly 5 of 20 parallel creates against a limit of 5', async () => {
      // Prepare
      const own = await makeCompany();
      await setCompanyLimit(own.companyUuid, 'categories', 5);
      // Act
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          postCategory(own.ownerKey, categoryBody({ name: `Parallel ${index}` })),
        ),
      );
      // Assess
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(
        responses
          .filter((response) => response.status !== 201)
          .every((response) => response.body.code === 'limit_exceeded'),
      ).toBe(true);
      expect(await listTotal(own.ownerKey)).toBe(5);
    });
  });
});
