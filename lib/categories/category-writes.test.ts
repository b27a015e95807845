/**
 * The category writes over an in-memory repository: what each operation stores and answers, its
 * identity checks, If-Match, a lost race re-applied, and the idempotent create's answer.
 */
import { ConflictError, PreconditionFailedError, ValidationError } from '../errors';
import { newId } from '../data/ids';
import { fakeRecords } from '../../test/support/fake-records';
import { type StoredCategory, categoryEtag } from './category';
import type { CategoryRepository } from './category-repository';
import { createCategory, replaceCategory, updateCategory } from './category-writes';

const COMPANY = newId();

function repositoryOver() {
  const store = fakeRecords<StoredCategory>(
    (category) => category.category_uuid,
    () => new ConflictError('A category with this name already exists in the group'),
  );
  const repository = {
    getCategory: (_company: string, uuid: string) => store.get(uuid),
    createCategoryWithUniqueName: (category: StoredCategory) => store.create(category),
    updateCategoryVersioned: (current: StoredCategory, next: StoredCategory) => store.save(current, next),
    deleteCategoryVersioned: (current: StoredCategory) => store.erase(current),
  } as unknown as CategoryRepository;
  return { store, repository };
}

async function made(repository: CategoryRepository) {
  return createCategory(
    COMPANY,
    { name: 'Ants', description: 'Inside', category_group: 'SERVICE_PLAN' },
    {},
    repository,
  );
}

describe('category writes', () => {
  it('creates version 1 with its fields, and answers it with its ETag', async () => {
    const { store, repository } = repositoryOver();
    const created = await made(repository);
    const stored = store.records.get(created.record.category_uuid) as StoredCategory;
    expect(stored).toEqual({ ...created.record, version: 1 });
    expect(created).toEqual({
      record: {
        category_uuid: expect.any(String),
        company_uuid: COMPANY,
        name: 'Ants',
        description: 'Inside',
        category_group: 'SERVICE_PLAN',
        created_at: stored.created_at,
        updated_at: stored.created_at,
      },
      etag: categoryEtag(stored),
    });
  });

  it('refuses a body that names another company or another category (422), storing nothing', async () => {
    const { store, repository } = repositoryOver();
    await expect(
      createCategory(
        COMPANY,
        { name: 'Ants', category_group: 'SERVICE_PLAN', company_uuid: newId() } as never,
        {},
        repository,
      ),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(store.records.size).toBe(0);
    const created = await made(repository);
    await expect(
      updateCategory(
        { companyUuid: COMPANY, id: created.record.category_uuid },
        { category_uuid: newId() } as never,
        repository,
      ),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(store.saves).toEqual([]);
  });

  it('answers an idempotent repeat with the category its first attempt created', async () => {
    const { store, repository } = repositoryOver();
    const id = newId();
    const first = await createCategory(
      COMPANY,
      { name: 'Ants', category_group: 'SERVICE_PLAN' } as never,
      { idempotentId: id },
      repository,
    );
    const again = await createCategory(
      COMPANY,
      { name: 'Ants', category_group: 'SERVICE_PLAN' } as never,
      { idempotentId: id },
      repository,
    );
    expect(again).toEqual(first);
    expect(store.records.size).toBe(1);
  });

  it('replaces every editable field (description back to null, group kept when omitted) as version 2', async () => {
    const { store, repository } = repositoryOver();
    const created = await made(repository);
    const replaced = await replaceCategory(
      { companyUuid: COMPANY, id: created.record.category_uuid },
      { name: 'Termites' } as never,
      repository,
    );
    expect(replaced.record).toMatchObject({ name: 'Termites', description: null, category_group: 'SERVICE_PLAN' });
    expect(store.records.get(created.record.category_uuid)?.version).toBe(2);
    expect(replaced.etag).toBe(categoryEtag(store.records.get(created.record.category_uuid) as StoredCategory));
  });

  it('changes only the fields a PATCH sends', async () => {
    const { repository } = repositoryOver();
    const created = await made(repository);
    const patched = await updateCategory(
      { companyUuid: COMPANY, id: created.record.category_uuid },
      { description: null },
      repository,
    );
    expect(patched.record).toMatchObject({ name: 'Ants', description: null, category_group: 'SERVICE_PLAN' });
  });

  it('answers 412 for an If-Match that is not the current ETag, and writes nothing', async () => {
    const { store, repository } = repositoryOver();
    const created = await made(repository);
    await expect(
      updateCategory(
        { companyUuid: COMPANY, id: created.record.category_uuid, ifMatch: '"stale"' },
        { name: 'Bees' },
        repository,
      ),
    ).rejects.toBeInstanceOf(PreconditionFailedError);
    expect(store.saves).toEqual([]);
    const matched = await updateCategory(
      { companyUuid: COMPANY, id: created.record.category_uuid, ifMatch: created.etag },
      { name: 'Bees' },
      repository,
    );
    expect(matched.record.name).toBe('Bees');
  });

  it('re-applies a PATCH that lost a race without If-Match, so both changes persist', async () => {
    const { store, repository } = repositoryOver();
    const created = await made(repository);
    // Another request renames the category between this PATCH's read and its save.
    store.beforeNextSave((stored) => ({ ...stored, name: 'Renamed meanwhile', version: stored.version + 1 }));
    const patched = await updateCategory(
      { companyUuid: COMPANY, id: created.record.category_uuid },
      { description: 'Both persist' },
      repository,
    );
    expect(store.saves).toHaveLength(2);
    expect(patched.record).toMatchObject({ name: 'Renamed meanwhile', description: 'Both persist' });
    expect(store.records.get(created.record.category_uuid)?.version).toBe(3);
  });

  it('answers 412 when a race is lost under If-Match: the ETag sent is no longer current', async () => {
    const { store, repository } = repositoryOver();
    const created = await made(repository);
    store.beforeNextSave((stored) => ({ ...stored, name: 'Renamed meanwhile', version: stored.version + 1 }));
    await expect(
      updateCategory(
        { companyUuid: COMPANY, id: created.record.category_uuid, ifMatch: created.etag },
        { description: 'Lost' },
        repository,
      ),
    ).rejects.toBeInstanceOf(PreconditionFailedError);
    expect(store.records.get(created.record.category_uuid)?.description).toBe('Inside');
  });
});
