/**
 * Category data access. Name uniqueness and the entity limit are items of the same transaction as
 * the category write, never a read followed by a write, so concurrent requests cannot break them.
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { companyPartition } from '../companies/company';
import { releaseSlot, reserveSlot } from '../companies/entity-limits';
import type { ListParams, Page } from '../data/list';
import { listCountItems } from '../data/list-counts';
import { listAttributes } from '../data/list-index';
import { readListPage } from '../data/list-page';
import { type TransactItem, failingWith, storingToken, transactWrite, writeItems } from '../data/transactions';
import { ConflictError } from '../errors';
import { StaleWriteError } from '../data/optimistic';
import { ITEM_IS_NEW, newWriteToken, setAttributes, versionIs } from '../data/update-expression';
import {
  CATEGORY_ENTITY,
  CATEGORY_LIST,
  CATEGORY_NAME_ENTITY,
  type CategorySortColumn,
  type EditableCategory,
  type StoredCategory,
  categoryKey,
  groupFacet,
  categoryNameKey,
  nameKeyOf,
  CATEGORY,
} from './category';

/** The attributes an update may change; keys and creation data never change. */
const MUTABLE_ATTRIBUTES = [...CATEGORY.writable, 'updated_at', 'version'] as const;

function duplicateName(): ConflictError {
  return new ConflictError('A category with this name already exists in the group');
}

/** The lost race of a versioned write: the record changed (or vanished) since it was read. */
function staleVersion(): StaleWriteError {
  return new StaleWriteError('category');
}

export function createCategoryRepository(
  client: DynamoDBDocumentClient = documentClient,
  tableName = defaultTableName,
) {
  function putNameItem(category: StoredCategory): TransactItem {
    return failingWith(
      {
        Put: {
          TableName: tableName,
          Item: {
            ...categoryNameKey(category.company_uuid, category),
            entity: CATEGORY_NAME_ENTITY,
            category_uuid: category.category_uuid,
          },
          ConditionExpression: ITEM_IS_NEW,
        },
      },
      duplicateName,
    );
  }

  function deleteNameItem(category: StoredCategory): TransactItem {
    // Unconditional: the version condition on the category item in the same transaction already
    // guarantees the category still holds this name, so the item is its own.
    return { Delete: { TableName: tableName, Key: categoryNameKey(category.company_uuid, category) } };
  }

  /** The list counters' change from `before` to `after` (undefined: absent), as transaction items. */
  const adjustCounts = (
    companyUuid: string,
    before: StoredCategory | undefined,
    after: StoredCategory | undefined,
  ): TransactItem[] => listCountItems(tableName, companyPartition(companyUuid), CATEGORY_LIST, before, after);

  return {
    /** The stored category, or undefined (strongly consistent: writes read before they write). */
    async getCategory(companyUuid: string, categoryUuid: string): Promise<StoredCategory | undefined> {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: categoryKey(companyUuid, categoryUuid), ConsistentRead: true }),
      );
      return result.Item ? CATEGORY.parse(result.Item) : undefined;
    },

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
        filter: group && {
          expression: '#group = :group',
          names: { '#group': CATEGORY_LIST.filterAttribute('category_group') },
          values: { ':group': group },
          countedBy: [groupFacet(group)],
        },
      });
    },

    /**
     * Inserts a category with its name item and a `categories` limit slot in one transaction.
     * When the name is taken and the limit reached at once, the name wins (its item comes first):
     * `conflict` is a property of the request, `limit_exceeded` of the company's state.
     */
    async createCategoryWithUniqueName(category: StoredCategory): Promise<void> {
      await transactWrite(client, [
        putNameItem(category),
        reserveSlot(category.company_uuid, 'categories', { tableName }),
        {
          Put: {
            TableName: tableName,
            Item: {
              ...categoryKey(category.company_uuid, category.category_uuid),
              entity: CATEGORY_ENTITY,
              ...category,
              ...listAttributes(CATEGORY_LIST, category),
            },
            ConditionExpression: ITEM_IS_NEW,
          },
        },
        ...adjustCounts(category.company_uuid, undefined, category),
      ]);
    },

    /**
     * Writes the attributes that differ between `current` (as read) and `next`, on condition that
     * the stored version is still `current.version`; a rename or regroup moves the name item in the
     * same transaction. Throws StaleWriteError on a lost race, ConflictError on a taken name. The
     * item stores a write token, so that the SDK's resend of an update DynamoDB already applied
     * counts as done instead of a lost race.
     */
    async updateCategoryVersioned(current: StoredCategory, next: StoredCategory): Promise<void> {
      const changed = MUTABLE_ATTRIBUTES.filter((attribute) => current[attribute] !== next[attribute]);
      const assigned: Record<string, unknown> = { ...listAttributes(CATEGORY_LIST, next) };
      for (const attribute of changed) assigned[attribute] = next[attribute];
      const writeToken = newWriteToken();
      const update = {
        TableName: tableName,
        Key: categoryKey(current.company_uuid, current.category_uuid),
        ...setAttributes(assigned, { expectedVersion: current.version, writeToken }),
      };
      const renamed = nameKeyOf(current) !== nameKeyOf(next);
      await writeItems(client, [
        storingToken(failingWith({ Update: update }, staleVersion), writeToken),
        ...(renamed ? [deleteNameItem(current), putNameItem(next)] : []),
        ...adjustCounts(current.company_uuid, current, next),
      ]);
    },

    /**
     * Deletes a category, its name item and its limit slot in one transaction, on condition that the
     * stored version is still `current.version` (else StaleWriteError).
     */
    async deleteCategoryVersioned(current: StoredCategory): Promise<void> {
      await transactWrite(client, [
        failingWith(
          {
            Delete: {
              TableName: tableName,
              Key: categoryKey(current.company_uuid, current.category_uuid),
              ...versionIs(current.version),
            },
          },
          staleVersion,
        ),
        deleteNameItem(current),
        releaseSlot(current.company_uuid, 'categories', { tableName }),
        ...adjustCounts(current.company_uuid, current, undefined),
      ]);
    },
  };
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
export const categoryRepository: CategoryRepository = /* @__PURE__ */ createCategoryRepository();
