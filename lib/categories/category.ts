/**
 * The category entity (contract §6): request schemas, the stored and public shapes, and the keys
 * of the category item and of its name-uniqueness item.
 */
import * as z from 'zod';
import { companyPartition } from '../companies/company';
import { codePointLength, listQueryShape } from '../data/list';

export const CATEGORY_GROUPS = ['SERVICE_PLAN', 'DRAWING_SYMBOL'] as const;
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];

export const CATEGORY_SORT_COLUMNS = ['name', 'category_group', 'created_at', 'updated_at'] as const;

export interface Category {
  category_uuid: string;
  company_uuid: string;
  name: string;
  description: string | null;
  category_group: CategoryGroup;
  created_at: string;
  updated_at: string;
}

/** What the table holds beyond the public fields. */
export interface StoredCategory extends Category {
  version: number;
}

/** The fields a client edits; everything else is read-only. */
export type EditableCategory = Pick<Category, 'name' | 'description' | 'category_group'>;

/** A string of `min`–`max` code points (the contract counts code points, not UTF-16 units). */
function codePoints(min: number, max: number) {
  return z.string().superRefine((value, ctx) => {
    const length = codePointLength(value);
    if (length < min) {
      ctx.addIssue({ code: 'too_small', minimum: min, origin: 'string', inclusive: true, input: value, message: `At least ${min} character(s)` });
    } else if (length > max) {
      ctx.addIssue({ code: 'too_big', maximum: max, origin: 'string', inclusive: true, input: value, message: `At most ${max} characters` });
    }
  });
}

const Name = codePoints(1, 200);
const Description = codePoints(0, 2000).nullable();
const Group = z.enum(CATEGORY_GROUPS);
/** Read-only fields a client may send back as it read them; the uuids are compared, the rest ignored. */
const readOnlyFields = {
  category_uuid: z.string().optional(),
  company_uuid: z.string().optional(),
  created_at: z.unknown().optional(),
  updated_at: z.unknown().optional(),
};

/** POST body: `name` and `category_group` required. */
export const CategoryCreate = z.strictObject({
  name: Name,
  description: Description.optional(),
  category_group: Group,
  ...readOnlyFields,
});
export type CategoryCreate = z.output<typeof CategoryCreate>;

/** PUT body: replaces every editable field; an omitted `category_group` keeps the stored one. */
export const CategoryReplace = z.strictObject({
  name: Name,
  description: Description.optional(),
  category_group: Group.optional(),
  ...readOnlyFields,
});
export type CategoryReplace = z.output<typeof CategoryReplace>;

/** PATCH body: changes only the fields sent. */
export const CategoryPatch = z.strictObject({
  name: Name.optional(),
  description: Description.optional(),
  category_group: Group.optional(),
  ...readOnlyFields,
});
export type CategoryPatch = z.output<typeof CategoryPatch>;

/** List query: the shared list parameters plus the `category_group` filter. */
export const CategoryListQuery = z.object({
  ...listQueryShape(CATEGORY_SORT_COLUMNS),
  category_group: Group.optional(),
});
export type CategoryListQuery = z.output<typeof CategoryListQuery>;

export const CATEGORY_ENTITY = 'category';
export const CATEGORY_NAME_ENTITY = 'category_name';
export const CATEGORY_SK_PREFIX = 'CATEGORY#';
const CATEGORY_NAME_SK_PREFIX = 'CATEGORYNAME#';

/** The category item, in its company's partition. */
export function categoryKey(companyUuid: string, categoryUuid: string): { PK: string; SK: string } {
  return { PK: companyPartition(companyUuid), SK: `${CATEGORY_SK_PREFIX}${categoryUuid}` };
}

/** The name a category is unique by: case-insensitive, within its group. */
export function nameKeyOf(category: Pick<Category, 'name' | 'category_group'>): string {
  return `${category.category_group}#${category.name.toLowerCase()}`;
}

/**
 * The uniqueness item that reserves a (group, name) pair in a company. Its SK does not start with
 * `CATEGORY#` ('N' ≠ '#'), so a list query of categories never reads it.
 */
export function categoryNameKey(companyUuid: string, category: Pick<Category, 'name' | 'category_group'>): { PK: string; SK: string } {
  return { PK: companyPartition(companyUuid), SK: `${CATEGORY_NAME_SK_PREFIX}${nameKeyOf(category)}` };
}

/** The public record, without internal attributes. */
export function toCategory(stored: StoredCategory): Category {
  return {
    category_uuid: stored.category_uuid,
    company_uuid: stored.company_uuid,
    name: stored.name,
    description: stored.description,
    category_group: stored.category_group,
    created_at: stored.created_at,
    updated_at: stored.updated_at,
  };
}

/** The URL path of a category, for `Location`. */
export function categoryLocation(categoryUuid: string): string {
  return `/api/v1/categories/${categoryUuid}`;
}
