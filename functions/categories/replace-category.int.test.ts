import { handler } from './replace-category';
import { handler as getCategory } from './get-category';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser, type CompanyFixture } from '../../test/support/fixtures';
import { makeCategory, postCategory } from '../../test/support/categories';
import { ANY_ETAG, expectProblem, expectRecord } from '../../test/support/responses';

function putAs(key: string, categoryUuid: string, body: unknown, headers: Record<string, string> = {}) {
  return invoke(
    handler,
    withRequest(loadEvent('replace-category/basic'), {
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

describe('replace-category handler', () => {
  let company: CompanyFixture;

  beforeAll(async () => {
    company = await makeCompany();
  });

  it('replaces every editable field, keeps the group when omitted and resets the description', async () => {
    // Prepare
    const category = await makeCategory(company.ownerKey, {
      name: 'Before',
      description: 'Old',
      category_group: 'DRAWING_SYMBOL',
    });
    // Act
    const response = await putAs(company.ownerKey, category.uuid, { name: 'After' });
    // Assess
    expectRecord(response, {
      record: {
        ...category.record,
        name: 'After',
        description: null,
        category_group: 'DRAWING_SYMBOL',
        updated_at: expect.any(String),
      },
      etag: ANY_ETAG,
    });
    expect(response.body.data.updated_at >= category.record.created_at).toBe(true);
    expect(response.headers.etag).not.toBe(category.etag);
    expectRecord(await read(company.ownerKey, category.uuid), {
      record: response.body.data,
      etag: response.headers.etag,
    });
  });

  it('uses the sample event body and accepts the record as read back, read-only fields included', async () => {
    const category = await makeCategory(company.ownerKey);
    const event = withRequest(loadEvent('replace-category/basic'), {
      key: company.ownerKey,
      pathParameters: { category_uuid: category.uuid },
    });
    const sample = await invoke(handler, event);
    expectRecord(sample, {
      record: {
        ...category.record,
        name: 'Silver plan',
        description: 'Half-yearly maintenance',
        category_group: 'SERVICE_PLAN',
        updated_at: expect.any(String),
      },
      etag: ANY_ETAG,
    });
    const echoed = await putAs(company.ownerKey, category.uuid.toUpperCase(), {
      ...sample.body.data,
      category_uuid: category.uuid.toUpperCase(),
    });
    expectRecord(echoed, { record: { ...sample.body.data, updated_at: expect.any(String) }, etag: ANY_ETAG });
  });

  it('changes the group', async () => {
    const category = await makeCategory(company.ownerKey, { category_group: 'SERVICE_PLAN' });
    const response = await putAs(company.ownerKey, category.uuid, {
      name: category.record.name,
      category_group: 'DRAWING_SYMBOL',
    });
    expectRecord(response, {
      record: {
        ...category.record,
        description: null,
        category_group: 'DRAWING_SYMBOL',
        updated_at: expect.any(String),
      },
      etag: ANY_ETAG,
    });
  });

  describe('If-Match', () => {
    it('writes when If-Match is the current ETag, *, or a list containing it', async () => {
      const category = await makeCategory(company.ownerKey);
      const exact = await putAs(company.ownerKey, category.uuid, { name: 'One' }, { 'If-Match': category.etag });
      const star = await putAs(company.ownerKey, category.uuid, { name: 'Two' }, { 'If-Match': '*' });
      const listed = await putAs(
        company.ownerKey,
        category.uuid,
        { name: 'Three' },
        { 'If-Match': `"nope", ${star.headers.etag}` },
      );
      for (const [response, name] of [
        [exact, 'One'],
        [star, 'Two'],
        [listed, 'Three'],
      ] as const) {
        expectRecord(response, {
          record: { ...category.record, name, description: null, updated_at: expect.any(String) },
          etag: ANY_ETAG,
        });
      }
    });

    it.each([
      ['a stale ETag', (etag: string) => etag.replace(/.$/, 'x"')],
      ['a weak ETag', (etag: string) => `W/${etag}`],
    ])('answers 412 for %s and writes nothing', async (_case, tag) => {
      // Prepare
      const category = await makeCategory(company.ownerKey);
      // Act
      const response = await putAs(
        company.ownerKey,
        category.uuid,
        { name: 'Changed' },
        { 'If-Match': tag(category.etag) },
      );
      // Assess
      expectProblem(response, { status: 412, code: 'precondition_failed' });
      expectRecord(await read(company.ownerKey, category.uuid), { record: category.record, etag: category.etag });
    });
  });

  describe('name uniqueness', () => {
    it('answers 409 when renaming onto a name of the group, ignoring case', async () => {
      const own = await makeCompany();
      await makeCategory(own.ownerKey, { name: 'Taken', category_group: 'SERVICE_PLAN' });
      const category = await makeCategory(own.ownerKey, { name: 'Free', category_group: 'SERVICE_PLAN' });
      const response = await putAs(own.ownerKey, category.uuid, { name: 'TAKEN' });
      expectProblem(response, { status: 409, code: 'conflict' });
      expectRecord(await read(own.ownerKey, category.uuid), { record: category.record, etag: category.etag });
    });

    it('answers 409 when moving into a group that has the name', async () => {
      const own = await makeCompany();
      await makeCategory(own.ownerKey, { name: 'Shared', category_group: 'DRAWING_SYMBOL' });
      const category = await makeCategory(own.ownerKey, { name: 'shared', category_group: 'SERVICE_PLAN' });
      const response = await putAs(own.ownerKey, category.uuid, { name: 'shared', category_group: 'DRAWING_SYMBOL' });
      expectProblem(response, { status: 409, code: 'conflict' });
    });

    it('frees the old name and takes the new one', async () => {
      const own = await makeCompany();
      const category = await makeCategory(own.ownerKey, { name: 'Old name' });
      expectRecord(await putAs(own.ownerKey, category.uuid, { name: 'New name' }), {
        record: { ...category.record, name: 'New name', description: null, updated_at: expect.any(String) },
        etag: ANY_ETAG,
      });
      expect((await postCategory(own.ownerKey, { name: 'old NAME', category_group: 'SERVICE_PLAN' })).status).toBe(201);
      expectProblem(await postCategory(own.ownerKey, { name: 'new NAME', category_group: 'SERVICE_PLAN' }), {
        status: 409,
        code: 'conflict',
      });
    });

    it('allows a change of case only', async () => {
      const category = await makeCategory(company.ownerKey, { name: 'lower case' });
      const response = await putAs(company.ownerKey, category.uuid, { name: 'Lower Case' });
      expectRecord(response, {
        record: { ...category.record, name: 'Lower Case', description: null, updated_at: expect.any(String) },
        etag: ANY_ETAG,
      });
    });
  });

  it.each([
    ['a missing name', {}, [{ path: 'name', code: 'required' }]],
    ['a null group', { name: 'x', category_group: null }, [{ path: 'category_group', code: 'invalid_type' }]],
    ['an unknown field', { name: 'x', extra: true }, [{ path: 'extra', code: 'unknown_field' }]],
    [
      'a category_uuid of another record',
      { name: 'x', category_uuid: '018f3c2a-0000-7000-8000-000000000009' },
      [{ path: 'category_uuid', code: 'mismatch' }],
    ],
    [
      'a company_uuid of another company',
      { name: 'x', company_uuid: '018f3c2a-0000-7000-8000-000000000009' },
      [{ path: 'company_uuid', code: 'mismatch' }],
    ],
  ])('answers 422 for %s', async (_case, body, errors) => {
    const category = await makeCategory(company.ownerKey);
    const response = await putAs(company.ownerKey, category.uuid, body);
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: errors.map((error) => ({ message: expect.any(String), ...error })),
    });
  });

  it('answers 404 for an unknown, a non-UUID and a foreign id', async () => {
    const other = await makeCompany();
    const foreign = await makeCategory(other.ownerKey);
    const body = { name: 'x' };
    for (const id of ['018f3c2a-0000-7000-8000-000000000001', 'nope', foreign.uuid]) {
      expectProblem(await putAs(company.ownerKey, id, body), { status: 404, code: 'not_found' });
    }
  });

  it('answers 415 and 400 for bad bodies', async () => {
    const category = await makeCategory(company.ownerKey);
    const base = withRequest(loadEvent('replace-category/basic'), {
      key: company.ownerKey,
      pathParameters: { category_uuid: category.uuid },
    });
    expectProblem(await invoke(handler, withRequest(base, { headers: { 'Content-Type': 'text/plain' } })), {
      status: 415,
      code: 'unsupported_media_type',
    });
    expectProblem(await invoke(handler, withRequest(base, { rawBody: '{' })), {
      status: 400,
      code: 'malformed_request',
    });
  });

  it('answers 403 to a technician and a platform key', async () => {
    const category = await makeCategory(company.ownerKey);
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const platform = await makePlatformKey();
    expectProblem(await putAs(technician.key, category.uuid, { name: 'x' }), { status: 403, code: 'forbidden' });
    expectProblem(await putAs(platform.key, category.uuid, { name: 'x' }), { status: 403, code: 'forbidden' });
  });
});
