/**
 * The category operations that take a body: create, replace (PUT) and update (PATCH), with
 * If-Match, name uniqueness and the entity limit. A rewrite reads the record, merges, and writes
 * under a version condition; a lost race without If-Match reads again and re-applies, so
 * concurrent PATCHes of different fields both persist.
 */
import { assertIdsMatch } from '../validation';
import type { EditableCategory, StoredCategory, VersionedCategory } from './category';
import type { CategoryCreate, CategoryPatch, CategoryReplace } from './category-input';
import { type CategoryRepository, categoryRepository } from './category-repository';
import { categoryRecords } from './categories';
import type { RecordRequest } from '../data/versioning';

/** Read-only uuids a client may send back; they must name this record and the caller's company. */
interface Identity {
  category_uuid?: string;
  company_uuid?: string;
}

/** 422 when a sent `company_uuid` is not the caller's company or a sent `category_uuid` not the path's. */
function assertIdentity(body: Identity, companyUuid: string, categoryUuid?: string | null): void {
  assertIdsMatch([
    {
      path: 'company_uuid',
      sent: body.company_uuid,
      expected: companyUuid,
      message: "Must be the caller's company (or omitted)",
    },
    {
      path: 'category_uuid',
      sent: body.category_uuid,
      expected: categoryUuid,
      message: 'Must equal the category_uuid of the path (or be omitted)',
    },
  ]);
}

/** Read, check If-Match, merge, write under a version condition; again on a lost race without If-Match. */
function edit(
  request: RecordRequest,
  apply: (current: StoredCategory) => EditableCategory,
  repository: CategoryRepository,
): Promise<VersionedCategory> {
  return categoryRecords(repository).edit(request, apply);
}

/**
 * Creates a category: 409 `conflict` on a taken name, 409 `limit_exceeded` at the limit. With an
 * Idempotency-Key, `idempotentId` is the same for every repeat of the request, so a create whose
 * answer was lost is answered with the category it made (its own name item is taken too).
 */
export async function createCategory(
  companyUuid: string,
  body: CategoryCreate,
  { idempotentId }: { idempotentId?: string } = {},
  repository: CategoryRepository = categoryRepository,
): Promise<VersionedCategory> {
  assertIdentity(body, companyUuid);
  return categoryRecords(repository).create(
    companyUuid,
    { name: body.name, description: body.description ?? null, category_group: body.category_group },
    { idempotentId },
  );
}

/** PUT: replaces every editable field; `description` resets to null, `category_group` is kept when omitted. */
export async function replaceCategory(
  request: RecordRequest,
  body: CategoryReplace,
  repository: CategoryRepository = categoryRepository,
): Promise<VersionedCategory> {
  assertIdentity(body, request.companyUuid, request.id);
  return edit(
    request,
    (current) => ({
      name: body.name,
      description: body.description ?? null,
      category_group: body.category_group ?? current.category_group,
    }),
    repository,
  );
}

/** PATCH: changes only the fields sent. */
export async function updateCategory(
  request: RecordRequest,
  body: CategoryPatch,
  repository: CategoryRepository = categoryRepository,
): Promise<VersionedCategory> {
  assertIdentity(body, request.companyUuid, request.id);
  return edit(
    request,
    (current) => ({
      name: body.name ?? current.name,
      description: body.description === undefined ? current.description : body.description,
      category_group: body.category_group ?? current.category_group,
    }),
    repository,
  );
}
