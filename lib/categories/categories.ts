/**
 * The category operations that take no body: list, get and delete, plus the record addressing and
 * the retry of conditional writes that category-writes.ts shares. Every function takes the caller's
 * company, so a category of another company is simply a category that does not exist. Each is
 * exported on its own, so a handler's bundle keeps only the one it calls; nothing here imports the
 * body schemas (category-input.ts) or the list query schema (category-query.ts).
 */
import type { Page } from '../data/list';
import { type VersionedWrite, writeVersioned } from '../data/optimistic';
import type { RecordRequest } from '../data/versioning';
import { NotFoundError } from '../errors';
import { type Category, type StoredCategory, type VersionedCategory, categoryEtag, toCategory, toVersionedCategory } from './category';
import type { CategoryListQuery } from './category-query';
import { type CategoryRepository, categoryRepository } from './category-repository';

function notFound(): NotFoundError {
  return new NotFoundError('The category does not exist');
}

/** The stored category of a path id (404 when absent or not a UUID). */
export async function readCategory(request: RecordRequest, repository: CategoryRepository): Promise<StoredCategory> {
  const stored = request.id === null ? undefined : await repository.getCategory(request.companyUuid, request.id);
  if (!stored) throw notFound();
  return stored;
}

/** A versioned write of the category a path names (read → If-Match → conditional write, again on a lost race). */
export function writeCategory<Next, Result>(
  request: RecordRequest,
  step: Pick<VersionedWrite<StoredCategory, Next, Result>, 'build' | 'write'>,
  repository: CategoryRepository,
): Promise<Result> {
  return writeVersioned({
    read: () => readCategory(request, repository),
    etag: categoryEtag,
    ifMatch: request.ifMatch,
    ...step,
    conflictDetail: 'The category is being changed concurrently; retry',
  });
}

/** A page of the company's categories, optionally of one group. */
export async function listCategories(
  companyUuid: string,
  query: CategoryListQuery,
  repository: CategoryRepository = categoryRepository,
): Promise<Page<Category>> {
  const page = await repository.pageOfCategories(companyUuid, query, query.category_group);
  return { data: page.data.map(toCategory), meta: page.meta };
}

/** One category of the company (404 when absent or not a UUID). */
export async function getCategory(request: RecordRequest, repository: CategoryRepository = categoryRepository): Promise<VersionedCategory> {
  return toVersionedCategory(await readCategory(request, repository));
}

/** Deletes a category, freeing its name and its limit slot. */
export async function deleteCategory(request: RecordRequest, repository: CategoryRepository = categoryRepository): Promise<void> {
  await writeCategory(request, { build: () => undefined, write: (current) => repository.deleteCategoryVersioned(current) }, repository);
}
