import { handler } from './replace-category';
import { handler as getCategory } from './get-category';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser, type CompanyFixture } from '../../test/support/fixtures';
import { makeCategory, postCategory } from '../../test/support/categories';

function putAs(key: string, categoryUuid: string, body: unknown, headers: Record<string, string> = {}) {
  return invoke(handler, withRequest(loadEvent('replace-category/basic'), { key, pathParameters: { category_uuid: categoryUuid }, body, headers }));
}

async function read(key: string, categoryUuid: string) {
  return invoke(getCategory, withRequest(loadEvent('get-category/basic'), { key, pathParameters: { category_uuid: categoryUuid } }));
}

describe('replace-category handler', () => {
  let company: CompanyFixture;

  beforeAll(async () => {
    company = await makeCompany();
  });

  it('replaces every editable field, keeps the group when omitted and resets the description', async () => {
    // Prepare
    const category = await makeCategory(company.ownerKey, { name: 'Before', description: 'Old', category_group: 'DRAWING_SYMBOL' });
    // Act
    const response = await putAs(company.ownerKey, category.uuid, { name: 'After' });
    // Assess
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      ...category.record,
      name: 'After',
      description: null,
      category_group: 'DRAWING_SYMBOL',
      updated_at: expect.any(String),
    });
    expect(response.body.data.updated_at >= category.record.created_at).toBe(true);
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(response.headers.etag).not.toBe(category.etag);
    const stored = await read(company.ownerKey, category.uuid);
    expect(stored.body.data).toEqual(response.body.data);
    expect(stored.headers.etag).toBe(response.headers.etag);
  });

  it('uses the sample event body and accepts the record as read back, read-only fields included', async () => {
    const category = await makeCategory(company.ownerKey);
    const event = withRequest(loadEvent('replace-category/basic'), { key: company.ownerKey, pathParameters: { category_uuid: category.uuid } });
    const sample = await invoke(handler, event);
    expect(sample.status).toBe(200);
    expect(sample.body.data).toMatchObject({ name: 'Silver plan', description: 'Half-yearly maintenance', category_group: 'SERVICE_PLAN' });
    const echoed = await putAs(company.ownerKey, category.uuid.toUpperCase(), { ...sample.body.data, category_uuid: category.uuid.toUpperCase() });
    expect(echoed.status).toBe(200);
    expect(echoed.body.data).toEqual({ ...sample.body.data, updated_at: expect.any(String) });
  });

  it('changes the group', async () => {
    const category = await makeCategory(company.ownerKey, { category_group: 'SERVICE_PLAN' });
    const response = await putAs(company.ownerKey, category.uuid, { name: category.record.name, category_group: 'DRAWING_SYMBOL' });
    expect(response.status).toBe(200);
    expect(response.body.data.category_group).toBe('DRAWING_SYMBOL');
  });

  describe('If-Match', () => {
    it('writes when If-Match is the current ETag, *, or a list containing it', async () => {
      const category = await makeCategory(company.ownerKey);
      const exact = await putAs(company.ownerKey, category.uuid, { name: 'One' }, { 'If-Match': category.etag });
      const star = await putAs(company.ownerKey, category.uuid, { name: 'Two' }, { 'If-Match': '*' });
      const listed = await putAs(company.ownerKey, category.uuid, { name: 'Three' }, { 'If-Match': `"nope", ${star.headers.etag}` });
      expect([exact.status, star.status, listed.status]).toEqual([200, 200, 200]);
      expect(listed.body.data.name).toBe('Three');
    });

    it.each([
      ['a stale ETag', (etag: string) => etag.replace(/.$/, 'x"')],
      ['a weak ETag', (etag: string) => `W/${etag}`],
    ])('answers 412 for %s and writes nothing', async (_case, tag) => {
      // Prepare
      const category = await makeCategory(company.ownerKey);
      // Act
      const response = await putAs(company.ownerKey, category.uuid, { name: 'Changed' }, { 'If-Match': tag(category.etag) });
      // Assess
      expect(response.status).toBe(412);
      expect(response.body.code).toBe('precondition_failed');
      const stored = await read(company.ownerKey, category.uuid);
      expect(stored.body.data).toEqual(category.record);
      expect(stored.headers.etag).toBe(category.etag);
    });
  });

  describe('name uniqueness', () => {
    it('answers 409 when renaming onto a name of the group, ignoring case', async () => {
      const own = await makeCompany();
      await makeCategory(own.ownerKey, { name: 'Taken', category_group: 'SERVICE_PLAN' });
      const category = await makeCategory(own.ownerKey, { name: 'Free', category_group: 'SERVICE_PLAN' });
      const response = await putAs(own.ownerKey, category.uuid, { name: 'TAKEN' });
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('conflict');
      expect((await read(own.ownerKey, category.uuid)).body.data.name).toBe('Free');
    });

    it('answers 409 when moving into a group that has the name', async () => {
      const own = await makeCompany();
      await makeCategory(own.ownerKey, { name: 'Shared', category_group: 'DRAWING_SYMBOL' });
      const category = await makeCategory(own.ownerKey, { name: 'shared', category_group: 'SERVICE_PLAN' });
      const response = await putAs(own.ownerKey, category.uuid, { name: 'shared', category_group: 'DRAWING_SYMBOL' });
      expect(response.status).toBe(409);
    });

    it('frees the old name and takes the new one', async () => {
      const own = await makeCompany();
      const category = await makeCategory(own.ownerKey, { name: 'Old name' });
      expect((await putAs(own.ownerKey, category.uuid, { name: 'New name' })).status).toBe(200);
      expect((await postCategory(own.ownerKey, { name: 'old NAME', category_group: 'SERVICE_PLAN' })).status).toBe(201);
      expect((await postCategory(own.ownerKey, { name: 'new NAME', category_group: 'SERVICE_PLAN' })).status).toBe(409);
    });

    it('allows a change of case only', async () => {
      const category = await makeCategory(company.ownerKey, { name: 'lower case' });
      const response = await putAs(company.ownerKey, category.uuid, { name: 'Lower Case' });
      expect(response.status).toBe(200);
      expect(response.body.data.name).toBe('Lower Case');
    });
  });

  it.each([
    ['a missing name', {}, [{ path: 'name', code: 'required' }]],
    ['a null group', { name: 'x', category_group: null }, [{ path: 'category_group', code: 'invalid_type' }]],
    ['an unknown field', { name: 'x', extra: true }, [{ path: 'extra', code: 'unknown_field' }]],
    ['a category_uuid of another record', { name: 'x', category_uuid: '018f3c2a-0000-7000-8000-000000000009' }, [{ path: 'category_uuid', code: 'mismatch' }]],
    ['a company_uuid of another company', { name: 'x', company_uuid: '018f3c2a-0000-7000-8000-000000000009' }, [{ path: 'company_uuid', code: 'mismatch' }]],
  ])('answers 422 for %s', async (_case, body, errors) => {
    const category = await makeCategory(company.ownerKey);
    const response = await putAs(company.ownerKey, category.uuid, body);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors.map((error) => expect.objectContaining(error)));
  });

  it('answers 404 for an unknown, a non-UUID and a foreign id', async () => {
    const other = await makeCompany();
    const foreign = await makeCategory(other.ownerKey);
    const body = { name: 'x' };
    expect((await putAs(company.ownerKey, '018f3c2a-0000-7000-8000-000000000001', body)).status).toBe(404);
    expect((await putAs(company.ownerKey, 'nope', body)).status).toBe(404);
    expect((await putAs(company.ownerKey, foreign.uuid, body)).status).toBe(404);
  });

  it('answers 415 and 400 for bad bodies', async () => {
    const category = await makeCategory(company.ownerKey);
    const base = withRequest(loadEvent('replace-category/basic'), { key: company.ownerKey, pathParameters: { category_uuid: category.uuid } });
    expect((await invoke(handler, withRequest(base, { headers: { 'Content-Type': 'text/plain' } }))).status).toBe(415);
    expect((await invoke(handler, withRequest(base, { rawBody: '{' }))).status).toBe(400);
  });

  it('answers 403 to a technician and a platform key', async () => {
    const category = await makeCategory(company.ownerKey);
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const platform = await makePlatformKey();
    expect((await putAs(technician.key, category.uuid, { name: 'x' })).status).toBe(403);
    expect((await putAs(platform.key, category.uuid, { name: 'x' })).status).toBe(403);
  });
});
