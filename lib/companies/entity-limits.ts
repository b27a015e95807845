/**
 * Entity limits (contract §8 update-limit). The company's quota item (company.ts) keeps a `counts`
 * map beside `limits`; every create and delete of a limited entity updates the count in the same
 * transaction as the record, and the create's condition compares count and limit, so concurrent
 * creates can never overshoot a limit. The item is small, so these writes cost the same whatever
 * the size of the company's profile.
 */
import { type TransactItem, failingWith } from '../data/transactions';
import { LimitExceededError } from '../errors';
import { type CompanyQuota, COMPANY_QUOTA_ENTITY, type LimitedEntity, companyQuotaKey } from './company';

export interface SlotOptions {
  tableName: string;
  /** Also bump the users-list cache generation (users and locations changes). */
  invalidateUsersCache?: boolean;
}

const BUMP_USERS_CACHE = 'users_cache_generation = users_cache_generation + :one';

function touchCache(options: SlotOptions): string {
  return options.invalidateUsersCache ? `, ${BUMP_USERS_CACHE}` : '';
}

/**
 * A transaction item that drops the company's cached users lists (a change to a user that takes no
 * slot). A slot change bumps the generation itself: one transaction may not touch an item twice.
 */
export function invalidateUsersCache(companyUuid: string, tableName: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: companyQuotaKey(companyUuid),
      UpdateExpression: `SET ${BUMP_USERS_CACHE}`,
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/** A transaction item that takes one slot of `entity`; at the limit its condition fails as 409 `limit_exceeded`. */
export function reserveSlot(companyUuid: string, entity: LimitedEntity, options: SlotOptions): TransactItem {
  const item = {
    Update: {
      TableName: options.tableName,
      Key: companyQuotaKey(companyUuid),
      UpdateExpression: `SET counts.#entity = counts.#entity + :one${touchCache(options)}`,
      ConditionExpression:
        'attribute_exists(PK) AND (attribute_type(limits.#entity, :nullType) OR counts.#entity < limits.#entity)',
      ExpressionAttributeNames: { '#entity': entity },
      ExpressionAttributeValues: { ':one': 1, ':nullType': 'NULL' },
    },
  };
  return failingWith(item, () => new LimitExceededError(entity));
}

/** A transaction item that gives back one slot of `entity` (on delete). */
export function releaseSlot(companyUuid: string, entity: LimitedEntity, options: SlotOptions): TransactItem {
  return {
    Update: {
      TableName: options.tableName,
      Key: companyQuotaKey(companyUuid),
      UpdateExpression: `SET counts.#entity = counts.#entity - :one${touchCache(options)}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#entity': entity },
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/** A transaction item that inserts a new company's quota item (beside its company item). */
export function putNewQuotaItem(companyUuid: string, quota: CompanyQuota, tableName: string): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...companyQuotaKey(companyUuid), entity: COMPANY_QUOTA_ENTITY, company_uuid: companyUuid, ...quota },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** A transaction item that sets the limit of `entity` the creates compare their count with. */
export function setQuotaLimit(companyUuid: string, entity: LimitedEntity, limit: number | null, tableName: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: companyQuotaKey(companyUuid),
      UpdateExpression: 'SET limits.#entity = :limit',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#entity': entity },
      ExpressionAttributeValues: { ':limit': limit },
    },
  };
}
