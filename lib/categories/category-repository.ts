/**
 * Category data access: the generic versioned writes (lib/data/versioned-writes.ts) with the name's
 * uniqueness item and the entity limit as items of the same transaction as the category write, never
 * a read followed by a write, so concurrent requests cannot break them.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { companyPartition } from '../companies/company';
import type { ListParams, Page } from '../data/list';
import { filterOn } from '../data/entity-list';
import { readListPage } from '../data/list-page';
import { versionedWrites } from '../data/versioned-writes';
import { quota, uniqueItem } from '../data/write-hooks';
import { ConflictError } from '../errors';
import {
  CATEGORY_ENTITY,
  CATEGORY_LIST,
  CATEGORY_NAME_ENTITY,
  type CategorySortColumn,
  type EditableCategory,
  type StoredCategory,
  categoryKey,
  categoryNameKey,
  CATEGORY,
} from './category';

export function createCategoryRepository(
  client: DynamoDBDocumentClient = documentClient,
  tableName = defaultTableName,
) {
  // When the name is taken and the limit reached at once, the name wins (its item comes first):
  // `conflict` is a property of the request, `limit_exceeded` of the company's state.
  const writes = versionedWrites({
    client,
    tableName,
    model: CATEGORY,
    id: 'category_uuid',
    key: categoryKey,
    list: CATEGORY_LIST,
    entity: CATEGORY_ENTITY,
    name: 'category',
    hooks: [
      uniqueItem<StoredCategory>({
        tableName,
        key: (category) => categoryNameKey(category.company_uuid, category),
        entity: CATEGORY_NAME_ENTITY,
        pointer: (category) => ({ category_uuid: category.category_uuid }),
        taken: () => new ConflictError('A category with this name already exists in the group'),
      }),
      quota<StoredCategory>({ tableName, slot: 'categories' }),
    ],
  });

  return {
    /** The stored category, or undefined (strongly consistent: writes read before they write). */
    getCategory: writes.get,

    /** One page of the company's categories, optionally of one group (strongly consistent: a list shows the client's own writes). */
    async listCategories(
      companyUuid: string,
      params: ListParams<CategorySortColumn>,
      group?: EditableCategory['category_group'],
    ): Promise<Page<StoredCategory>> {
      return readListPage({
        client,
        tableName,
        partition: companyPartition(companyUuid),
        declaration: CATEGORY_LIST,
        params,
        fromItem: CATEGORY.parse,
        filter: group && filterOn(CATEGORY, 'category_group', group),
      });
    },

    /** Inserts a category with its name item and a `categories` limit slot (409 `conflict`, `limit_exceeded`). */
    createCategoryWithUniqueName: (category: StoredCategory) => writes.create(category),

    /**
     * Writes `next` over `current` under its version (else StaleWriteError); a rename or regroup
     * moves the name item in the same write (409 on a taken name).
     */
    updateCategoryVersioned: (current: StoredCategory, next: StoredCategory) => writes.update(current, next),

    /** Deletes a category, its name item and its limit slot, under its version (else StaleWriteError). */
    deleteCategoryVersioned: (current: StoredCategory) => writes.remove(current),
  };
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
export const categoryRepository: CategoryRepository = /* @__PURE__ */ createCategoryRepository();
