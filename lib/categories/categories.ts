/**
 * The category operations that take no body: list, get and delete, plus the versioned-record
 * operations (lib/data/versioned-records.ts) that category-writes.ts shares. Every function takes
 * the caller's company, so a category of another company is simply a category that does not exist. Each is
 * exported on its own, so a handler's bundle keeps only the one it calls; nothing here imports the
 * body schemas (category-input.ts) or the list query schema (category-query.ts).
 */
import type { Page } from '../data/list';
import { type CreatesRecords, type VersionedRecords, versionedRecords } from '../data/versioned-records';
import type { RecordRequest } from '../data/versioning';
import {
  type Category,
  type StoredCategory,
  type VersionedCategory,
  categoryEtag,
  toCategory,
  toVersionedCategory,
} from './category';
import type { CategoryListQuery } from './category-query';
import { type CategoryRepository, categoryRepository } from './category-repository';

/** The versioned-record operations of categories, over a repository. */
export function categoryRecords(
  repository: CategoryRepository,
): VersionedRecords<StoredCategory, Category> & CreatesRecords<StoredCategory, Category, 'category_uuid'> {
  return versionedRecords({
    name: 'category',
    id: 'category_uuid',
    get: (companyUuid, uuid) => repository.getCategory(companyUuid, uuid),
    insert: (record) => repository.createCategoryWithUniqueName(record),
    etag: categoryEtag,
    toVersioned: toVersionedCategory,
    save: (current, next) => repository.updateCategoryVersioned(current, next),
    erase: (current) => repository.deleteCategoryVersioned(current),
  });
}

/** A page of the company's categories, optionally of one group. */
export async function listCategories(
  companyUuid: string,
  query: CategoryListQuery,
  repository: CategoryRepository = categoryRepository,
): Promise<Page<Category>> {
  const page = await repository.listCategories(companyUuid, query, query.category_group);
  return { data: page.data.map(toCategory), meta: page.meta };
}

/** One category of the company (404 when absent or not a UUID). */
export function getCategory(
  request: RecordRequest,
  repository: CategoryRepository = categoryRepository,
): Promise<VersionedCategory> {
  return categoryRecords(repository).get(request);
}

/** Deletes a category, freeing its name and its limit slot. */
export async function deleteCategory(
  request: RecordRequest,
  repository: CategoryRepository = categoryRepository,
): Promise<void> {
  await categoryRecords(repository).remove(request);
}
