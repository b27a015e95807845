import { handler } from './update-category';
import { handler as getCategory } from './get-category';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser, type CompanyFixture } from '../../test/support/fixtures';
import { makeCategory, postCategory } from '../../test/support/categories';

function patchAs(key: string, categoryUuid: string, body: unknown, headers: Record<string, string> = {}) {
  return invoke(handler, withRequest(loadEvent('update-category/basic'), { key, pathParameters: { category_uuid: categoryUuid }, body, headers }));
}

async function read(key: string, categoryUuid: string) {
  return invoke(getCategory, withRequest(loadEvent('get-category/basic'), { key, pathParameters: { category_uuid: categoryUuid } }));
}

describe('update-category handler', () => {
  let company: CompanyFixture;

  beforeAll(async () => {
    company = await makeCompany();
  });

  it('changes only the fields sent', async () => {
    // Prepare
    const category = await makeCategory(company.ownerKey, { name: 'Patchable', description: 'Keep me', category_group: 'DRAWING_SYMBOL' });
    // Act
    const response = await patchAs(company.ownerKey, category.uuid, { name: 'Patched' });
    // Assess
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ ...category.record, name: 'Patched', updated_at: expect.any(String) });
    expect(response.headers.etag).not.toBe(category.etag);
    expect((await read(company.ownerKey, category.uuid)).body.data).toEqual(response.body.data);
  });

  it('applies the sample event', async () => {
    const category = await makeCategory(company.ownerKey);
    const event = withRequest(loadEvent('update-category/basic'), { key: company.ownerKey, pathParameters: { category_uuid: category.uuid } });
    const response = await invoke(handler, event);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ ...category.record, description: 'Updated description', updated_at: expect.any(String) });
  });

  it('sets the description to null or to an empty string', async () => {
    const category = await makeCategory(company.ownerKey, { description: 'Something' });
    expect((await patchAs(company.ownerKey, category.uuid, { description: null })).body.data.description).toBeNull();
    expect((await patchAs(company.ownerKey, category.uuid, { description: '' })).body.data.description).toBe('');
  });

  it('answers 200 to an empty patch without changing the fields', async () => {
    const category = await makeCategory(company.ownerKey);
    const response = await patchAs(company.ownerKey, category.uuid, {});
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ ...category.record, updated_at: expect.any(String) });
  });

  it('changes the group and moves the name with it', async () => {
    const own = await makeCompany();
    const category = await makeCategory(own.ownerKey, { name: 'Mover', category_group: 'SERVICE_PLAN' });
    expect((await patchAs(own.ownerKey, category.uuid, { category_group: 'DRAWING_SYMBOL' })).status).toBe(200);
    expect((await postCategory(own.ownerKey, { name: 'mover', category_group: 'SERVICE_PLAN' })).status).toBe(201);
    expect((await postCategory(own.ownerKey, { name: 'mover', category_group: 'DRAWING_SYMBOL' })).status).toBe(409);
  });

  it('answers 409 when renaming onto a name of the group, ignoring case, and changes nothing', async () => {
    const own = await makeCompany();
    await makeCategory(own.ownerKey, { name: 'Existing' });
    const category = await makeCategory(own.ownerKey, { name: 'Mine', description: 'Untouched' });
    const response = await patchAs(own.ownerKey, category.uuid, { name: 'eXISTING', description: 'Changed' });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('conflict');
    const stored = await read(own.ownerKey, category.uuid);
    expect(stored.body.data).toEqual(category.record);
    expect(stored.headers.etag).toBe(category.etag);
  });

  describe('concurrency', () => {
    it('answers 412 for a stale If-Match and writes nothing', async () => {
      const category = await makeCategory(company.ownerKey);
      const first = await patchAs(company.ownerKey, category.uuid, { description: 'First' }, { 'If-Match': category.etag });
      const stale = await patchAs(company.ownerKey, category.uuid, { description: 'Second' }, { 'If-Match': category.etag });
      expect(first.status).toBe(200);
      expect(stale.status).toBe(412);
      expect(stale.body.code).toBe('precondition_failed');
      expect((await read(company.ownerKey, category.uuid)).body.data.description).toBe('First');
    });

    it('answers 412 for a weak ETag', async () => {
      const category = await makeCategory(company.ownerKey);
      const response = await patchAs(company.ownerKey, category.uuid, { description: 'x' }, { 'If-Match': `W/${category.etag}` });
      expect(response.status).toBe(412);
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
      expect(stored.body.data).toMatchObject({ name: 'Concurrent renamed', description: 'Concurrent description' });
    });

    it('keeps all of many concurrent PATCHes of different fields', async () => {
      const category = await makeCategory(company.ownerKey, { name: 'Many', category_group: 'SERVICE_PLAN' });
      const responses = await Promise.all([
        patchAs(company.ownerKey, category.uuid, { name: 'Many renamed' }),
        patchAs(company.ownerKey, category.uuid, { description: 'Many described' }),
        patchAs(company.ownerKey, category.uuid, { category_group: 'DRAWING_SYMBOL' }),
      ]);
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
      expect((await read(company.ownerKey, category.uuid)).body.data).toMatchObject({
        name: 'Many renamed',
        description: 'Many described',
        category_group: 'DRAWING_SYMBOL',
      });
    });
  });

  it.each([
    ['a null name', { name: null }, [{ path: 'name', code: 'invalid_type' }]],
    ['an empty name', { name: '' }, [{ path: 'name', code: 'too_small' }]],
    ['an unknown group', { category_group: 'NOPE' }, [{ path: 'category_group', code: 'invalid_enum' }]],
    ['unknown fields', { id: 1 }, [{ path: 'id', code: 'unknown_field' }]],
    ['another category_uuid and company_uuid', { category_uuid: '018f3c2a-0000-7000-8000-000000000009', company_uuid: '018f3c2a-0000-7000-8000-000000000009' }, [
      { path: 'company_uuid', code: 'mismatch' },
      { path: 'category_uuid', code: 'mismatch' },
    ]],
  ])('answers 422 for %s', async (_case, body, errors) => {
    const category = await makeCategory(company.ownerKey);
    const response = await patchAs(company.ownerKey, category.uuid, body);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors.map((error) => expect.objectContaining(error)));
  });

  it('validates before looking the record up (422 before 404)', async () => {
    const response = await patchAs(company.ownerKey, 'not-a-uuid', { name: '' });
    expect(response.status).toBe(422);
  });

  it('answers 422 mismatch for a body id beside a non-UUID path id, which names no record', async () => {
    const response = await patchAs(company.ownerKey, 'nope', { name: 'x', category_uuid: 'nope' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([expect.objectContaining({ path: 'category_uuid', code: 'mismatch' })]);
  });

  it('answers 404 for an unknown and a non-UUID id', async () => {
    expect((await patchAs(company.ownerKey, '018f3c2a-0000-7000-8000-000000000001', { name: 'x' })).status).toBe(404);
    expect((await patchAs(company.ownerKey, 'nope', { name: 'x' })).status).toBe(404);
  });

  it('answers 403 to a technician and a platform key', async () => {
    const category = await makeCategory(company.ownerKey);
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const platform = await makePlatformKey();
    expect((await patchAs(technician.key, category.uuid, { name: 'x' })).status).toBe(403);
    expect((await patchAs(platform.key, category.uuid, { name: 'x' })).status).toBe(403);
  });
});
