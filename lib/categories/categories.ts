/**
 * Category use cases (contract §4–§6, §11): every function takes the caller's company, so a
 * category of another company is simply a category that does not exist.
 */
import { newId, isUuid } from '../data/ids';
import { type Page, paginate } from '../data/list';
import { nowIso } from '../data/time';
import { etagOf, ifMatchSatisfied } from '../data/versioning';
import { ConflictError, type FieldIssue, NotFoundError, PreconditionFailedError, ValidationError } from '../errors';
import { type CategoryRepository, categoryRepository } from './category-repository';
import {
  type Category,
  type CategoryCreate,
  type CategoryListQuery,
  type CategoryPatch,
  type CategoryReplace,
  type EditableCategory,
  type StoredCategory,
  toCategory,
} from './category';

/** A record with the ETag of the version it was read or written at. */
export interface VersionedCategory {
  category: Category;
  etag: string;
}

/** Read-only uuids a client may send back; they must name this record and the caller's company. */
interface Identity {
  category_uuid?: string;
  company_uuid?: string;
}

// Retries of a write that lost a race without If-Match; each retry re-reads and re-applies.
const MAX_WRITE_ATTEMPTS = 10;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function versioned(stored: StoredCategory): VersionedCategory {
  return { category: toCategory(stored), etag: etagOf(stored.category_uuid, stored.version) };
}

/** 422 when a sent `company_uuid` is not the caller's company or a sent `category_uuid` not the path's. */
function assertIdentity(body: Identity, companyUuid: string, categoryUuid?: string): void {
  const issues: FieldIssue[] = [];
  if (body.company_uuid !== undefined && body.company_uuid.toLowerCase() !== companyUuid) {
    issues.push({ path: 'company_uuid', code: 'mismatch', message: "Must be the caller's company (or omitted)" });
  }
  if (categoryUuid !== undefined && body.category_uuid !== undefined && body.category_uuid.toLowerCase() !== categoryUuid.toLowerCase()) {
    issues.push({ path: 'category_uuid', code: 'mismatch', message: 'Must equal the category_uuid of the path (or be omitted)' });
  }
  if (issues.length > 0) throw new ValidationError(issues);
}

function notFound(): NotFoundError {
  return new NotFoundError('The category does not exist');
}

/** The lower-cased id of a path; a non-UUID id is a category that does not exist. */
function categoryIdOf(raw: string | undefined): string {
  if (raw === undefined || !isUuid(raw)) throw notFound();
  return raw.toLowerCase();
}

/** Builds the category use cases over a repository. */
export function createCategoryService(repository: CategoryRepository = categoryRepository) {
  async function read(companyUuid: string, rawId: string | undefined): Promise<StoredCategory> {
    const stored = await repository.getCategory(companyUuid, categoryIdOf(rawId));
    if (!stored) throw notFound();
    return stored;
  }

  function assertIfMatch(stored: StoredCategory, ifMatch: string | undefined): void {
    if (ifMatch !== undefined && !ifMatchSatisfied(ifMatch, etagOf(stored.category_uuid, stored.version))) {
      throw new PreconditionFailedError();
    }
  }

  /**
   * Read, check If-Match, merge, write under a version condition. With If-Match a lost race is a
   * 412; without it the write is re-applied to the fresh record, so concurrent PATCHes of
   * different fields both persist.
   */
  async function edit(
    companyUuid: string,
    rawId: string | undefined,
    ifMatch: string | undefined,
    apply: (current: StoredCategory) => EditableCategory,
  ): Promise<VersionedCategory> {
    for (let attempt = 1; ; attempt++) {
      const current = await read(companyUuid, rawId);
      assertIfMatch(current, ifMatch);
      const next: StoredCategory = { ...current, ...apply(current), updated_at: nowIso(), version: current.version + 1 };
      try {
        await repository.updateCategoryVersioned(current, next);
        return versioned(next);
      } catch (error) {
        if (!(error instanceof PreconditionFailedError) || ifMatch !== undefined) throw error;
        if (attempt >= MAX_WRITE_ATTEMPTS) throw new ConflictError('The category is being changed concurrently; retry');
        await sleep(Math.random() * 10 * attempt);
      }
    }
  }

  return {
    /** A page of the company's categories, optionally of one group. */
    async listCategories(companyUuid: string, query: CategoryListQuery): Promise<Page<Category>> {
      const stored = await repository.listCategoriesOfCompany(companyUuid);
      const inGroup = query.category_group === undefined ? stored : stored.filter((item) => item.category_group === query.category_group);
      return paginate(inGroup.map(toCategory), {
        params: query,
        id: (category) => category.category_uuid,
        searchFields: [(category) => category.name, (category) => category.description],
      });
    },

    /** One category of the company (404 when absent or not a UUID). */
    async getCategory(companyUuid: string, rawId: string | undefined): Promise<VersionedCategory> {
      return versioned(await read(companyUuid, rawId));
    },

    /** Creates a category: 409 `conflict` on a taken name, 409 `limit_exceeded` at the limit. */
    async createCategory(companyUuid: string, body: CategoryCreate): Promise<VersionedCategory> {
      assertIdentity(body, companyUuid);
      const now = nowIso();
      const category: StoredCategory = {
        category_uuid: newId(),
        company_uuid: companyUuid,
        name: body.name,
        description: body.description ?? null,
        category_group: body.category_group,
        created_at: now,
        updated_at: now,
        version: 1,
      };
      await repository.createCategoryWithUniqueName(category);
      return versioned(category);
    },

    /** PUT: replaces every editable field; `description` resets to null, `category_group` is kept when omitted. */
    async replaceCategory(companyUuid: string, rawId: string | undefined, body: CategoryReplace, ifMatch?: string): Promise<VersionedCategory> {
      assertIdentity(body, companyUuid, rawId);
      return edit(companyUuid, rawId, ifMatch, (current) => ({
        name: body.name,
        description: body.description ?? null,
        category_group: body.category_group ?? current.category_group,
      }));
    },

    /** PATCH: changes only the fields sent. */
    async updateCategory(companyUuid: string, rawId: string | undefined, body: CategoryPatch, ifMatch?: string): Promise<VersionedCategory> {
      assertIdentity(body, companyUuid, rawId);
      return edit(companyUuid, rawId, ifMatch, (current) => ({
        name: body.name ?? current.name,
        description: body.description === undefined ? current.description : body.description,
        category_group: body.category_group ?? current.category_group,
      }));
    },

    /** Deletes a category, freeing its name and its limit slot. */
    async deleteCategory(companyUuid: string, rawId: string | undefined, ifMatch?: string): Promise<void> {
      for (let attempt = 1; ; attempt++) {
        const current = await read(companyUuid, rawId);
        assertIfMatch(current, ifMatch);
        try {
          await repository.deleteCategoryVersioned(current);
          return;
        } catch (error) {
          if (!(error instanceof PreconditionFailedError) || ifMatch !== undefined) throw error;
          if (attempt >= MAX_WRITE_ATTEMPTS) throw new ConflictError('The category is being changed concurrently; retry');
          await sleep(Math.random() * 10 * attempt);
        }
      }
    },
  };
}

export type CategoryService = ReturnType<typeof createCategoryService>;
export const categories: CategoryService = /* @__PURE__ */ createCategoryService();
