/**
 * The keys a user may still authenticate with, in one small item beside their key records
 * (`USERKEYS#<user> / USABLE`): what the usable-keys limit reads, instead of every key the user ever
 * had (revoked keys stay listed for good). `usable` is a string set of `<expires_at|never> <key_id>`:
 * a key's issue adds its entry and its revoke deletes it, in their own transactions, so the set is
 * exact but for expiry, which a reader applies by comparing the entry with the time. `changes`
 * counts the writes: the API's issue conditions on the number it read.
 */
import type { TransactItem } from '../data/transactions';
import { userKeysPartition } from './key-record';

/** The entry of a key that never expires; it sorts after every timestamp. */
const NEVER = 'never';

export interface UsableKeys {
  /** The entries stored, expired ones included until the next issue drops them. */
  entries: string[];
  /** How many writes the item has seen (0: none yet). */
  changes: number;
}

export function usableKeysKey(userUuid: string): { PK: string; SK: string } {
  return { PK: userKeysPartition(userUuid), SK: 'USABLE' };
}

export function usableEntry(key: { key_id: string; expires_at?: string | null }): string {
  return `${key.expires_at ?? NEVER} ${key.key_id}`;
}

/** The entries of keys not yet expired at `now` (an ISO timestamp: entries compare as text). */
export function unexpired(entries: readonly string[], now: string): string[] {
  return entries.filter((entry) => entry.slice(0, entry.indexOf(' ')) > now);
}

/** The item as read (absent: a user with no key yet). */
export function toUsableKeys(item: Record<string, unknown> | undefined): UsableKeys {
  const usable = item?.usable;
  return {
    entries: usable instanceof Set ? [...(usable as Set<string>)] : [],
    changes: typeof item?.changes === 'number' ? item.changes : 0,
  };
}

const NAMES = { '#usable': 'usable', '#changes': 'changes', '#entity': 'entity' };

/** Adds a key's entry (the admin CLI's and an invitation's issues, which no limit binds). */
export function addUsableKey(tableName: string, userUuid: string, entry: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: usableKeysKey(userUuid),
      UpdateExpression: 'SET #entity = :entity ADD #usable :entry, #changes :one',
      ExpressionAttributeNames: NAMES,
      ExpressionAttributeValues: { ':entity': 'usable_keys', ':entry': new Set([entry]), ':one': 1 },
    },
  };
}

/**
 * Replaces the entries with `entries` (the unexpired ones read, and the new key's) while the item
 * has seen no write since it was read at `read.changes`: the limit's check and the write are one step.
 */
export function replaceUsableKeys(
  tableName: string,
  userUuid: string,
  entries: readonly string[],
  read: UsableKeys,
): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: usableKeysKey(userUuid),
      UpdateExpression: 'SET #entity = :entity, #usable = :entries ADD #changes :one',
      ConditionExpression:
        read.changes === 0 ? 'attribute_not_exists(#changes) OR #changes = :read' : '#changes = :read',
      ExpressionAttributeNames: NAMES,
      ExpressionAttributeValues: {
        ':entity': 'usable_keys',
        ':entries': new Set(entries),
        ':one': 1,
        ':read': read.changes,
      },
    },
  };
}

/** Deletes a revoked key's entry (nothing to delete once it expired and an issue dropped it). */
export function removeUsableKey(tableName: string, userUuid: string, entry: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: usableKeysKey(userUuid),
      UpdateExpression: 'SET #entity = :entity DELETE #usable :entry ADD #changes :one',
      ExpressionAttributeNames: NAMES,
      ExpressionAttributeValues: { ':entity': 'usable_keys', ':entry': new Set([entry]), ':one': 1 },
    },
  };
}
