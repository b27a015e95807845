import { handler } from './update-category';
import { handler as getCategory } from './get-category';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser, type CompanyFixture } from '../../test/support/fixtures';
import { makeCategory, postCategory } from '../../test/support/categories';
import { ANY_ETAG, expectProblem, expectRecord } from '../../test/support/responses';

function patchAs(key: string, categoryUuid: string, body: unknown, headers: Record<string, string> = {}) {
  return invoke(
    handler,
    withRequest(loadEvent('update-category/basic'), {
      key,
      pathParameters: { category_uuid: categoryUuid },
      body,
      headers,
    }),
  );
}

async function read(key: string, categoryUuid: string) {
  return invoke(
    getCategory,
    withRequest(loadEvent('get-category/basic'), { key, pathParameters: { category_uuid: categoryUuid } }),
  );
}

describe('update-category handler', () => {
  let company: CompanyFixture;

  beforeAll(async () => {
    company = await makeCompany();
  });

  it('changes only the fields sent', async () => {
    // Prepare
    const category = await makeCategory(company.ownerKey, {
      name: 'Patchable',
      description: 'Keep me',
      category_group: 'DRAWING_SYMBOL',
    });
    // Act
    const response = await patchAs(company.ownerKey, category.uuid, { name: 'Patched' });
    // Assess
    expectRecord(response, {
      record: { ...category.record, name: 'Patched', updated_at: expect.any(String) },
      etag: ANY_ETAG,
    });
    expect(response.headers.etag).not.toBe(category.etag);
    expectRecord(await read(company.ownerKey, category.uuid), {
      record: response.body.data,
      etag: response.headers.etag,
    });
  });

  it('applies the sample event', async () => {
    const category = await makeCategory(company.ownerKey);
    const event = withRequest(loadEvent('update-category/basic'), {
      key: company.ownerKey,
      pathParameters: { category_uuid: category.uuid },
    });
    const response = await invoke(handler, event);
    expectRecord(response, {
      record: { ...category.record, description: 'Updated description', updated_at: expect.any(String) },
      etag: ANY_ETAG,
    });
  });

  it('sets the description to null or to an empty string', async () => {
    const category = await makeCategory(company.ownerKey, { description: 'Something' });
    expectRecord(await patchAs(company.ownerKey, category.uuid, { description: null }), {
      record: { ...category.record, description: null, updated_at: expect.any(String) },
      etag: ANY_ETAG,
    });
    expectRecord(await patchAs(company.ownerKey, category.uuid, { description: '' }), {
      record: { ...category.record, description: '', updated_at: expect.any(String) },
      etag: ANY_ETAG,
    });
  });

  it('answers 200 to an empty patch without changing the fields', async () => {
    const category = await makeCategory(company.ownerKey);
    const response = await patchAs(company.ownerKey, category.uuid, {});
    expectRecord(response, { record: { ...category.record, updated_at: expect.any(String) }, etag: ANY_ETAG });
  });

  it('changes the group and moves the name with it', async () => {
    const own = await makeCompany();
    const category = await makeCategory(own.ownerKey, { name: 'Mover', category_group: 'SERVICE_PLAN' });
    expectRecord(await patchAs(own.ownerKey, category.uuid, { category_group: 'DRAWING_SYMBOL' }), {
      record: { ...category.record, category_group: 'DRAWING_SYMBOL', updated_at: expect.any(String) },
      etag: ANY_ETAG,
    });
    expect((await postCategory(own.ownerKey, { name: 'mover', category_group: 'SERVICE_PLAN' })).status).toBe(201);
    expectProblem(await postCategory(own.ownerKey, { name: 'mover', category_group: 'DRAWING_SYMBOL' }), {
      status: 409,
      code: 'conflict',
    });
  });

  it('answers 409 when renaming onto a name of the group, ignoring case, and changes nothing', async () => {
    const own = await makeCompany();
    await makeCategory(own.ownerKey, { name: 'Existing' });
    const category = await makeCategory(own.ownerKey, { name: 'Mine', description: 'Untouched' });
    const response = await patchAs(own.ownerKey, category.uuid, { name: 'eXISTING', description: 'Changed' });
    expectProblem(response, { status: 409, code: 'conflict' });
    expectRecord(await read(own.ownerKey, category.uuid), { record: category.record, etag: category.etag });
  });

  describe('concurrency', () => {
    it('answers 412 for a stale If-Match and writes nothing', async () => {
      const category = await makeCategory(company.ownerKey);
      const first = await patchAs(
        company.ownerKey,
        category.uuid,
        { description: 'First' },
        { 'If-Match': category.etag },
      );
      const stale = await patchAs(
        company.ownerKey,
        category.uuid,
        { description: 'Second' },
        { 'If-Match': category.etag },
      );
      expectRecord(first, {
        record: { ...category.record, description: 'First', updated_at: expect.any(String) },
        etag: ANY_ETAG,
      });
      expectProblem(stale, { status: 412, code: 'precondition_failed' });
      expectRecord(await read(company.ownerKey, category.uuid), { record: first.body.data, etag: first.headers.etag });
    });

    it('answers 412 for a weak ETag', async () => {
      const category = await makeCategory(company.ownerKey);
      const response = await patchAs(
        company.ownerKey,
        category.uuid,
        { description: 'x' },
        { 'If-Match': `W/${category.etag}` },
      );
      expectProblem(response, { status: 412, code: 'precondition_failed' });
    });

    it('keeps both of two concurrent PATCHes of different fields without If-Match', async () => {
      // Prepare
      const category = await makeCategory(company.ownerKey, { name: 'Concurrent', description: 'Original' });
      // Act
      const [renamed, described] = await Promise.all([
        patchAs(company.ownerKey, category.uuid, { name: 'Concurrent renamed' }),
        patchAs(company.ownerKey, category.uuid, { description: 'Concurrent description' }),
      ]);
      // Assess
      expect([renamed.status, described.status]).toEqual([200, 200]);
      const stored = await read(company.ownerKey, category.uuid);
      expectRecord(stored, {
        record: {
          ...category.record,
          name: 'Concurrent renamed',
          description: 'Concurrent description',
          updated_at: expect.any(String),
        },
        etag: ANY_ETAG,
      });
    });

    it('keeps all of many concurrent PATCHes of different fields', async () => {
      const category = await makeCategory(company.ownerKey, { name: 'Many', category_group: 'SERVICE_PLAN' });
      const responses = await Promise.all([
        patchAs(company.ownerKey, category.uuid, { name: 'Many renamed' }),
        patchAs(company.ownerKey, category.uuid, { description: 'Many described' }),
        patchAs(company.ownerKey, category.uuid, { category_group: 'DRAWING_SYMBOL' }),
      ]);
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
      expectRecord(await read(company.ownerKey, category.uuid), {
        record: {
          ...category.record,
          name: 'Many renamed',
          description: 'Many described',
          category_group: 'DRAWING_SYMBOL',
          updated_at: expect.any(String),
        },
        etag: ANY_ETAG,
      });
    });
  });

  it.each([
    ['a null name', { name: null }, [{ path: 'name', code: 'invalid_type' }]],
    ['an empty name', { name: '' }, [{ path: 'name', code: 'too_small' }]],
    ['an unknown group', { category_group: 'NOPE' }, [{ path: 'category_group', code: 'invalid_enum' }]],
    ['unknown fields', { id: 1 }, [{ path: 'id', code: 'unknown_field' }]],
    [
      'another category_uuid and company_uuid',
      { category_uuid: '018f3c2a-0000-7000-8000-000000000009', company_uuid: '018f3c2a-0000-7000-8000-000000000009' },
      [
        { path: 'company_uuid', code: 'mismatch' },
        { path: 'category_uuid', code: 'mismatch' },
      ],
    ],
  ])('answers 422 for %s', async (_case, body, errors) => {
    const category = await makeCategory(company.ownerKey);
    const response = await patchAs(company.ownerKey, category.uuid, body);
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: errors.map((error) => ({ message: expect.any(String), ...error })),
    });
  });

  it('validates before looking the record up (422 before 404)', async () => {
    const response = await patchAs(company.ownerKey, 'not-a-uuid', { name: '' });
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'name', code: 'too_small', message: expect.any(String) }],
    });
  });

  it('answers 422 mismatch for a body id beside a non-UUID path id, which names no record', async () => {
    const response = await patchAs(company.ownerKey, 'nope', { name: 'x', category_uuid: 'nope' });
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'category_uuid', code: 'mismatch', message: expect.any(String) }],
    });
  });

  it('answers 404 for an unknown and a non-UUID id', async () => {
    expectProblem(await patchAs(company.ownerKey, '018f3c2a-0000-7000-8000-000000000001', { name: 'x' }), {
      status: 404,
      code: 'not_found',
    });
    expectProblem(await patchAs(company.ownerKey, 'nope', { name: 'x' }), { status: 404, code: 'not_found' });
  });

  it('answers 403 to a technician and a platform key', async () => {
    const category = await makeCategory(company.ownerKey);
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const platform = await makePlatformKey();
    expectProblem(await patchAs(technician.key, category.uuid, { name: 'x' }), { status: 403, code: 'forbidden' });
    expectProblem(await patchAs(platform.key, category.uuid, { name: 'x' }), { status: 403, code: 'forbidden' });
  });
});
