/**
 * The category entity: the stored and public shapes, the keys of the category item
 * and of its name-uniqueness item, and the shaping of a record for answers. The request schemas are
 * in category-input.ts (bodies) and category-query.ts (list query), so this module, which every
 * category function bundles, carries no validation code.
 */
import { companyPartition } from '../companies/company';
import {
  type PublicRecord,
  type StoredRecord,
  type Writable,
  count,
  defineEntity,
  field,
  internal,
  nullable,
  oneOf,
  string,
  timestamp,
  uuid,
} from '../data/entity';
import { listOf, sortColumns } from '../data/entity-list';
import { foldedKey } from '../data/folded-key';
import { type Versioned, answersOf } from '../data/versioning';

export const CATEGORY_GROUPS = ['SERVICE_PLAN', 'DRAWING_SYMBOL'] as const;

/**
 * A category: its public fields in answer order, and its version. Lists sort by name, group and both
 * times, search name and description, and filter by group; a name is unique within its group.
 */
export const CATEGORY = /* @__PURE__ */ defineEntity('category', {
  category_uuid: uuid(),
  company_uuid: uuid(),
  name: field(string(), {
    write: 'any',
    sort: 'ListSort2',
    search: 'primary',
    unique: { folded: true, within: 'category_group' },
  }),
  description: field(nullable(string()), { write: 'any', search: 'secondary' }),
  category_group: field(oneOf(CATEGORY_GROUPS), { write: 'any', sort: 'ListSort4', filter: { slot: 'list_filter_1' } }),
  created_at: field(timestamp(), { sort: 'ListSort1' }),
  updated_at: field(timestamp(), { sort: 'ListSort3' }),
  version: internal(count()),
});

export type Category = PublicRecord<typeof CATEGORY>;
export type StoredCategory = StoredRecord<typeof CATEGORY>;

/** The columns a category list sorts by. */
export const CATEGORY_SORT_COLUMNS = /* @__PURE__ */ sortColumns(CATEGORY);
export type CategorySortColumn = (typeof CATEGORY_SORT_COLUMNS)[number];

/** How categories are listed: from the model's sort, search and filter facts. */
export const CATEGORY_LIST = /* @__PURE__ */ listOf(CATEGORY, { entity: 'categories', id: 'category_uuid' });

/** The fields a client edits; everything else is read-only. */
export type EditableCategory = Writable<typeof CATEGORY>;

export const CATEGORY_ENTITY = 'category';
export const CATEGORY_NAME_ENTITY = 'category_name';
const CATEGORY_SK_PREFIX = 'CATEGORY#';
const CATEGORY_NAME_SK_PREFIX = 'CATEGORYNAME#';

/** The category item, in its company's partition. */
export function categoryKey(companyUuid: string, categoryUuid: string): { PK: string; SK: string } {
  return { PK: companyPartition(companyUuid), SK: `${CATEGORY_SK_PREFIX}${categoryUuid}` };
}

/** The name a category is unique by: case-insensitive, within its group (`foldedKey`). */
export function nameKeyOf(category: Pick<Category, 'name' | 'category_group'>): string {
  return foldedKey(category.name, category.category_group);
}

/**
 * The uniqueness item that reserves a (group, name) pair in a company. Its SK does not start with
 * `CATEGORY#` ('N' ≠ '#'), so a list query of categories never reads it.
 */
export function categoryNameKey(
  companyUuid: string,
  category: Pick<Category, 'name' | 'category_group'>,
): { PK: string; SK: string } {
  return { PK: companyPartition(companyUuid), SK: `${CATEGORY_NAME_SK_PREFIX}${nameKeyOf(category)}` };
}

export type VersionedCategory = Versioned<Category>;

/** A category as answered (no internal attribute), the strong ETag of its version, and both. */
export const {
  toPublic: toCategory,
  etag: categoryEtag,
  toVersioned: toVersionedCategory,
} = /* @__PURE__ */ answersOf(CATEGORY, 'category_uuid');
