/**
 * Entity limits. The company's quota item (company.ts) keeps a `counts` map of the counted
 * entities beside `limits`; every create and delete of a counted entity updates the count in the same
 * transaction as the record, and the create's condition compares count and limit, so concurrent
 * creates can never overshoot a limit. The item is small, so these writes cost the same whatever
 * the size of the company's profile.
 */
import { type TransactItem, failingWith } from '../data/transactions';
import { LastOwnerError, LimitExceededError } from '../errors';
import {
  type CompanyQuota,
  COMPANY_QUOTA_ENTITY,
  type CountedEntity,
  type LimitedEntity,
  companyQuotaKey,
} from './company';
import { ITEM_EXISTS, ITEM_IS_NEW } from '../data/update-expression';

export interface SlotOptions {
  tableName: string;
  /** Also bump the users-list cache generation (users and locations changes). */
  invalidateUsersCache?: boolean;
  /**
   * The change in the company's active owners (`active_owners`, users changes only): a positive one
   * is added; a negative one is allowed only while at least one active owner remains, else the
   * item's condition fails as 409 `last_owner`.
   */
  activeOwners?: number;
}

const BUMP_USERS_CACHE = 'users_cache_generation = users_cache_generation + :one';

/** The counter of a company's active owners on its quota item (docs/data-model.md, "Owners"). */
export const ACTIVE_OWNERS = 'active_owners';

/** What a slot or cache update adds to its expression, values and condition for `options`. */
function quotaExtras(options: SlotOptions): {
  set: string;
  add: string;
  values: Record<string, number>;
  condition?: string;
} {
  const set = options.invalidateUsersCache ? `, ${BUMP_USERS_CACHE}` : '';
  const delta = options.activeOwners ?? 0;
  if (delta === 0) return { set, add: '', values: {} };
  return {
    set,
    add: ` ADD ${ACTIVE_OWNERS} :owners`,
    values: { ':owners': delta, ...(delta < 0 ? { ':keep': -delta } : {}) },
    ...(delta < 0 ? { condition: `${ACTIVE_OWNERS} > :keep` } : {}),
  };
}

/** The error of a quota update's failed condition when it removes an active owner. */
const lastOwner = () => new LastOwnerError();

/**
 * A transaction item that drops the company's cached users lists (a change to a user that takes no
 * slot), and adjusts its active owners by `activeOwners`. A slot change bumps the generation itself:
 * one transaction may not touch an item twice.
 */
export function invalidateUsersCache(companyUuid: string, tableName: string, activeOwners = 0): TransactItem {
  const extras = quotaExtras({ tableName, activeOwners });
  const item = {
    Update: {
      TableName: tableName,
      Key: companyQuotaKey(companyUuid),
      UpdateExpression: `SET ${BUMP_USERS_CACHE}${extras.add}`,
      ExpressionAttributeValues: { ':one': 1, ...extras.values },
      ...(extras.condition ? { ConditionExpression: extras.condition } : {}),
    },
  };
  return extras.condition ? failingWith(item, lastOwner) : item;
}

/** A transaction item that takes one slot of `entity`; at the limit its condition fails as 409 `limit_exceeded`. */
export function reserveSlot(companyUuid: string, entity: CountedEntity, options: SlotOptions): TransactItem {
  if ((options.activeOwners ?? 0) < 0) throw new Error('a create cannot remove an active owner');
  const extras = quotaExtras(options);
  const item = {
    Update: {
      TableName: options.tableName,
      Key: companyQuotaKey(companyUuid),
      UpdateExpression: `SET counts.#entity = counts.#entity + :one${extras.set}${extras.add}`,
      ConditionExpression: `${ITEM_EXISTS} AND (attribute_type(limits.#entity, :nullType) OR counts.#entity < limits.#entity)`,
      ExpressionAttributeNames: { '#entity': entity },
      ExpressionAttributeValues: { ':one': 1, ':nullType': 'NULL', ...extras.values },
    },
  };
  return failingWith(item, () => new LimitExceededError(entity));
}

/** A transaction item that gives back one slot of `entity` (on delete); removing the last active owner fails as 409 `last_owner`. */
export function releaseSlot(companyUuid: string, entity: CountedEntity, options: SlotOptions): TransactItem {
  const extras = quotaExtras(options);
  const item = {
    Update: {
      TableName: options.tableName,
      Key: companyQuotaKey(companyUuid),
      UpdateExpression: `SET counts.#entity = counts.#entity - :one${extras.set}${extras.add}`,
      ConditionExpression: `${ITEM_EXISTS}${extras.condition ? ` AND ${extras.condition}` : ''}`,
      ExpressionAttributeNames: { '#entity': entity },
      ExpressionAttributeValues: { ':one': 1, ...extras.values },
    },
  };
  return extras.condition ? failingWith(item, lastOwner) : item;
}

/** A transaction item that inserts a new company's quota item (beside its company item). */
export function putNewQuotaItem(companyUuid: string, quota: CompanyQuota, tableName: string): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...companyQuotaKey(companyUuid), entity: COMPANY_QUOTA_ENTITY, company_uuid: companyUuid, ...quota },
      ConditionExpression: ITEM_IS_NEW,
    },
  };
}

/**
 * A transaction item that sets the limit of `entity`: the one the creates compare their count with,
 * or, for `automation_messages`, which counts nothing here, the daily cap kept beside them.
 */
export function setQuotaLimit(
  companyUuid: string,
  entity: LimitedEntity,
  limit: number | null,
  tableName: string,
): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: companyQuotaKey(companyUuid),
      UpdateExpression: 'SET limits.#entity = :limit',
      ConditionExpression: ITEM_EXISTS,
      ExpressionAttributeNames: { '#entity': entity },
      ExpressionAttributeValues: { ':limit': limit },
    },
  };
}
