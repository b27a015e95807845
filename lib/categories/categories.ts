/**
 * The category operations that take no body: list, get and delete, plus the record addressing and
 * the retry of conditional writes that category-writes.ts shares. Every function takes the caller's
 * company, so a category of another company is simply a category that does not exist. Each is
 * exported on its own, so a handler's bundle keeps only the one it calls; nothing here imports the
 * body schemas (category-input.ts) or the list query schema (category-query.ts).
 */
import { isUuid } from '../data/ids';
import { type Page, paginate } from '../data/list';
import { ifMatchSatisfied } from '../data/versioning';
import { ConflictError, NotFoundError, PreconditionFailedError } from '../errors';
import { type Category, type StoredCategory, type VersionedCategory, categoryEtag, toCategory, toVersionedCategory } from './category';
import type { CategoryListQuery } from './category-query';
import { type CategoryRepository, categoryRepository } from './category-repository';

// Retries of a write that lost a race without If-Match; each retry re-reads and re-applies.
const MAX_WRITE_ATTEMPTS = 10;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function notFound(): NotFoundError {
  return new NotFoundError('The category does not exist');
}

/** The lower-cased id of a path; a non-UUID id is a category that does not exist. */
function categoryIdOf(raw: string | undefined): string {
  if (raw === undefined || !isUuid(raw)) throw notFound();
  return raw.toLowerCase();
}

/** The stored category of a path id (404 when absent or not a UUID). */
export async function readCategory(companyUuid: string, rawId: string | undefined, repository: CategoryRepository): Promise<StoredCategory> {
  const stored = await repository.getCategory(companyUuid, categoryIdOf(rawId));
  if (!stored) throw notFound();
  return stored;
}

/** 412 when an If-Match was sent and does not match the stored version. */
export function assertIfMatch(stored: StoredCategory, ifMatch: string | undefined): void {
  if (ifMatch !== undefined && !ifMatchSatisfied(ifMatch, categoryEtag(stored))) {
    throw new PreconditionFailedError();
  }
}

/**
 * Runs a read → check → conditional write again while the write loses a race and no If-Match was
 * sent, with a growing random pause; 409 after MAX_WRITE_ATTEMPTS attempts. With If-Match a lost
 * race is the client's 412, and every other error ends the attempts at once.
 */
export async function retryLostRaces<T>(ifMatch: string | undefined, attemptWrite: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptWrite();
    } catch (error) {
      if (!(error instanceof PreconditionFailedError) || ifMatch !== undefined) throw error;
      if (attempt >= MAX_WRITE_ATTEMPTS) throw new ConflictError('The category is being changed concurrently; retry');
      await sleep(Math.random() * 10 * attempt);
    }
  }
}

/** A page of the company's categories, optionally of one group. */
export async function listCategories(
  companyUuid: string,
  query: CategoryListQuery,
  repository: CategoryRepository = categoryRepository,
): Promise<Page<Category>> {
  const stored = await repository.listCategoriesOfCompany(companyUuid);
  const inGroup = query.category_group === undefined ? stored : stored.filter((item) => item.category_group === query.category_group);
  return paginate(inGroup.map(toCategory), {
    params: query,
    id: (category) => category.category_uuid,
    searchFields: [(category) => category.name, (category) => category.description],
  });
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
  await retryLostRaces(ifMatch, async () => {
    const current = await readCategory(companyUuid, rawId, repository);
    assertIfMatch(current, ifMatch);
    await repository.deleteCategoryVersioned(current);
  });
}
