/**
 * The category operations that take no body: list, get and delete, plus the record addressing and
 * the retry of conditional writes that category-writes.ts shares. Every function takes the caller's
 * company, so a category of another company is simply a category that does not exist. Each is
 * exported on its own, so a handler's bundle keeps only the one it calls; nothing here imports the
 * body schemas (category-input.ts) or the list query schema (category-query.ts).
 */
import { canonicalUuid } from '../data/ids';
import type { Page } from '../data/list';
import { retryLostRaces } from '../data/optimistic';
import { assertIfMatch } from '../data/versioning';
import { NotFoundError, PreconditionFailedError } from '../errors';
import { type Category, type StoredCategory, type VersionedCategory, categoryEtag, toCategory, toVersionedCategory } from './category';
import type { CategoryListQuery } from './category-query';
import { type CategoryRepository, categoryRepository } from './category-repository';

function notFound(): NotFoundError {
  return new NotFoundError('The category does not exist');
}

/** The stored category of a path id (404 when absent or not a UUID). */
export async function readCategory(companyUuid: string, rawId: string | undefined, repository: CategoryRepository): Promise<StoredCategory> {
  const categoryUuid = canonicalUuid(rawId);
  const stored = categoryUuid === undefined ? undefined : await repository.getCategory(companyUuid, categoryUuid);
  if (!stored) throw notFound();
  return stored;
}

/** 412 when an If-Match was sent and does not match the stored version. */
export function assertCategoryIfMatch(stored: StoredCategory, ifMatch: string | undefined): void {
  assertIfMatch(ifMatch, categoryEtag(stored));
}

/**
 * Runs a read → check → conditional write again while it loses a race and no If-Match was sent
 * (with If-Match a lost race is the client's 412); 409 after 10 attempts.
 */
export function retryCategoryWrite<T>(ifMatch: string | undefined, attemptWrite: () => Promise<T>): Promise<T> {
  return retryLostRaces(attemptWrite, {
    isLostRace: (error) => error instanceof PreconditionFailedError && ifMatch === undefined,
    maxAttempts: 10,
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
export async function getCategory(
  companyUuid: string,
  rawId: string | undefined,
  repository: CategoryRepository = categoryRepository,
): Promise<VersionedCategory> {
  return toVersionedCategory(await readCategory(companyUuid, rawId, repository));
}

/** Deletes a category, freeing its name and its limit slot. */
export async function deleteCategory(
  companyUuid: string,
  rawId: string | undefined,
  ifMatch?: string,
  repository: CategoryRepository = categoryRepository,
): Promise<void> {
  await retryCategoryWrite(ifMatch, async () => {
    const current = await readCategory(companyUuid, rawId, repository);
    assertCategoryIfMatch(current, ifMatch);
    await repository.deleteCategoryVersioned(current);
  });
}
