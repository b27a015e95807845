/**
 * The usual extra items of a versioned write (versioned-writes.ts): the uniqueness item of a value
 * no two records of a company may share, and the company's limit slot and users-cache generation
 * (the audit event's is lib/audit/audited-writes.ts, so that only audited entities bundle it).
 */
import type { CountedEntity } from '../companies/company';
import { invalidateUsersCache, releaseSlot, reserveSlot } from '../companies/entity-limits';
import { type TransactItem, failingWith } from './transactions';
import { ITEM_IS_NEW } from './update-expression';
import type { CompanyRecord, ItemKey, WriteHook } from './versioned-writes';

export interface UniqueItem<Stored> {
  tableName: string;
  /**
   * The uniqueness item's key: the record's unique value (its model's `unique` fact), folded
   * (folded-key.ts); undefined for a record without the value (a user without an e-mail address).
   */
  key: (record: Stored) => ItemKey | undefined;
  /** The item's `entity` attribute. */
  entity: string;
  /** What the item holds of its record: the record's id (`{ category_uuid }`). */
  pointer: (record: Stored) => Record<string, string>;
  /** The error of a taken value (409). */
  taken: () => Error;
}

/**
 * The uniqueness item of a record's value: put with a create (refused as `taken` when held), moved
 * with an update that changes the value, deleted with a delete. The delete is unconditional: the
 * version condition on the record in the same transaction guarantees it still holds the value.
 */
export function uniqueItem<Stored>(options: UniqueItem<Stored>): WriteHook<Stored> {
  const { tableName, key } = options;
  const put = (record: Stored): TransactItem[] => {
    const held = key(record);
    if (!held) return [];
    const item = { ...held, entity: options.entity, ...options.pointer(record) };
    return [
      failingWith({ Put: { TableName: tableName, Item: item, ConditionExpression: ITEM_IS_NEW } }, options.taken),
    ];
  };
  const erase = (record: Stored): TransactItem[] => {
    const held = key(record);
    return held ? [{ Delete: { TableName: tableName, Key: held } }] : [];
  };
  return {
    created: put,
    updated: (current, next) => (key(current)?.SK === key(next)?.SK ? [] : [...erase(current), ...put(next)]),
    deleted: erase,
  };
}

export interface QuotaOptions<Stored> {
  tableName: string;
  /** The counted entity whose slot a create takes and a delete gives back (409 `limit_exceeded` at the limit). */
  slot: CountedEntity;
  /** A change of the record also drops the company's cached users lists (users and locations). */
  invalidateUsersCache?: boolean;
  /** The change in the company's active owners from `before` to `after` (409 `last_owner` when the last would go). */
  activeOwners?: (before: Stored | undefined, after: Stored | undefined) => number;
}

/**
 * The company's quota item (lib/companies/entity-limits.ts): a create takes a slot, a delete gives
 * it back, and with `invalidateUsersCache` an update bumps the users-cache generation (a slot change
 * bumps it itself: a transaction may not touch an item twice).
 */
export function quota<Stored extends CompanyRecord>(options: QuotaOptions<Stored>): WriteHook<Stored> {
  const { tableName, slot } = options;
  const owners = (before: Stored | undefined, after: Stored | undefined) => options.activeOwners?.(before, after);
  const slotOptions = (before: Stored | undefined, after: Stored | undefined) => ({
    tableName,
    ...(options.invalidateUsersCache ? { invalidateUsersCache: true } : {}),
    ...(options.activeOwners ? { activeOwners: owners(before, after) } : {}),
  });
  return {
    created: (record) => [reserveSlot(record.company_uuid, slot, slotOptions(undefined, record))],
    updated: (current, next) =>
      options.invalidateUsersCache
        ? [invalidateUsersCache(current.company_uuid, tableName, owners(current, next))]
        : [],
    deleted: (current) => [releaseSlot(current.company_uuid, slot, slotOptions(current, undefined))],
  };
}
