/**
 * API key data access. A key item is found by the hash of the key (the authentication lookup); a
 * pointer item finds the hash from the key id (revocation); a user's keys are also listed from
 * records in a partition of the user's own (`USERKEYS#<user>`), written in the same transaction,
 * beside the small item of the user's usable keys (usable-keys.ts) that the limit reads.
 * The key itself is never stored, and its hash never leaves this module.
 * Not the generic versioned writes (lib/data/versioned-writes.ts): a key is no versioned company
 * record but items under its hash, its id and its user, never edited, and revoked once on condition
 * that it is not revoked yet.
 */
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import type { ListParams, Page } from '../data/list';
import { TOTAL_FACET, listCountsKey, readListCounts } from '../data/list-counts';
import { readListPage } from '../data/list-page';
import { type TransactItem, failingWith, transactWrite } from '../data/transactions';
import { ConflictError, NotFoundError } from '../errors';
import { type AuditContext, OPERATOR, auditEventItems, newAuditEvent } from '../audit/audit-event';
import {
  CLI_KEY_NAME,
  KEY_LIST,
  type KeySortColumn,
  type StoredUserKey,
  USER_KEY,
  userKeyRecordItem,
  userKeysPartition,
} from './key-record';
import {
  type UsableKeys,
  addUsableKey,
  removeUsableKey,
  replaceUsableKeys,
  toUsableKeys,
  unexpired,
  usableEntry,
  usableKeysKey,
} from './usable-keys';
import { ITEM_IS_NEW } from '../data/update-expression';
import { createUserKeyReader } from './user-key-reader';
import { type StoredApiKey, createKeyLookup, keyByHash, keyItemUpdate, keyRecordUpdate } from './key-lookup';

const keyIdPointer = (keyId: string) => ({ PK: `APIKEYID#${keyId}`, SK: 'APIKEYID' });

/** Too many usable keys: the user has reached the limit of keys issued through the API. */
export class KeyLimitError extends ConflictError {
  constructor(limit: number) {
    super(
      `A user may hold at most ${limit} usable keys (neither revoked nor expired); revoke one first`,
      'limit_exceeded',
    );
  }
}

export function createApiKeyRepository(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  /** The user's key counter (the list's total) + 1. */
  const countNewKey = (userUuid: string): TransactItem => ({
    Update: {
      TableName: tableName,
      Key: listCountsKey(userKeysPartition(userUuid), KEY_LIST.entity),
      UpdateExpression: 'ADD #total :one',
      ExpressionAttributeNames: { '#total': TOTAL_FACET },
      ExpressionAttributeValues: { ':one': 1 },
    },
  });

  const repository = {
    ...createKeyLookup(client, tableName),
    ...createUserKeyReader(client, tableName),

    /**
     * Transaction items that store a new key: by hash, its id pointer, and for a user's key its list
     * record, the counter of the user's keys and its entry among the user's usable keys. With `usable`
     * (the usable keys read), the entries become the unexpired ones read and the new key's, while the
     * item is as it was read (else KeysMovedError).
     */
    putNewKeyItems(hash: string, key: StoredApiKey, usable?: UsableKeys): TransactItem[] {
      const items: TransactItem[] = [
        {
          Put: {
            TableName: tableName,
            Item: {
              ...keyByHash(hash),
              entity: 'api_key',
              ...key,
              name: key.name ?? CLI_KEY_NAME,
              expires_at: key.expires_at ?? null,
              last_used_at: null,
            },
            ConditionExpression: ITEM_IS_NEW,
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: { ...keyIdPointer(key.key_id), entity: 'api_key_id', key_hash: hash },
            ConditionExpression: ITEM_IS_NEW,
          },
        },
      ];
      if (key.kind === 'user' && key.user_uuid && key.company_uuid) {
        const entry = usableEntry(key);
        items.push(
          {
            Put: {
              TableName: tableName,
              Item: userKeyRecordItem(hash, { ...key, user_uuid: key.user_uuid, company_uuid: key.company_uuid }),
              ConditionExpression: ITEM_IS_NEW,
            },
          },
          countNewKey(key.user_uuid),
          usable
            ? failingWith(
                replaceUsableKeys(
                  tableName,
                  key.user_uuid,
                  [...unexpired(usable.entries, key.created_at), entry],
                  usable,
                ),
                () => new KeysMovedError(),
              )
            : addUsableKey(tableName, key.user_uuid, entry),
        );
      }
      return items;
    },

    /** Stores a new key (and `extraItems`, its audit event, in the same transaction). */
    async createKey(hash: string, key: StoredApiKey, extraItems: TransactItem[] = []): Promise<void> {
      await transactWrite(client, [...repository.putNewKeyItems(hash, key), ...extraItems]);
    },

    /**
     * Stores a new key of a user who may hold at most `limit` usable keys: the user's usable keys are
     * read (one small item, however many keys the user ever had), and the write is conditioned on
     * that item not having changed since (a concurrent issue or revoke makes one of the two read
     * again), so the limit holds under concurrent issues.
     */
    async createKeyWithinLimit(
      hash: string,
      key: StoredApiKey & { user_uuid: string; company_uuid: string },
      limit: number,
      now: string,
      audit: AuditContext,
    ): Promise<void> {
      const event = auditEventItems(
        tableName,
        newAuditEvent(key.company_uuid, audit, 'key.created', { kind: 'key', uuid: key.key_id }),
      );
      for (let attempt = 0; attempt < 10; attempt++) {
        const usable = await repository.usableKeysOf(key.user_uuid);
        if (unexpired(usable.entries, now).length >= limit) throw new KeyLimitError(limit);
        try {
          await transactWrite(client, [...repository.putNewKeyItems(hash, key, usable), ...event]);
          return;
        } catch (error) {
          if (!(error instanceof KeysMovedError)) throw error;
        }
      }
      throw new ConflictError("The user's keys are being changed concurrently; retry");
    },

    /** The user's usable keys (strongly consistent), expired ones included until an issue drops them. */
    async usableKeysOf(userUuid: string): Promise<UsableKeys> {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: usableKeysKey(userUuid), ConsistentRead: true }),
      );
      return toUsableKeys(result.Item);
    },

    /** One page of a user's keys, revoked and expired ones included. */
    listUserKeys(userUuid: string, params: ListParams<KeySortColumn>): Promise<Page<StoredUserKey>> {
      return readListPage({
        client,
        tableName,
        partition: userKeysPartition(userUuid),
        declaration: KEY_LIST,
        params,
        fromItem: USER_KEY.parse,
      });
    },

    /** The number of keys a user's list holds (its counter). */
    async countUserKeys(userUuid: string): Promise<number> {
      const [total] = await readListCounts(client, tableName, userKeysPartition(userUuid), KEY_LIST.entity, [
        TOTAL_FACET,
      ]);
      return total ?? 0;
    },

    /**
     * Revokes a user's key (its hash item, its list record and its usable entry, in one transaction
     * with its `key.revoked` event) while its record is not revoked. Answers whether this call
     * revoked it: false when it was revoked already, also by a concurrent revoke that came first,
     * so a key keeps its first `revoked_at`.
     */
    async revokeUserKey(key: StoredUserKey, now: string, audit: AuditContext): Promise<boolean> {
      if (key.revoked_at) return false;
      const event = newAuditEvent(key.company_uuid, audit, 'key.revoked', { kind: 'key', uuid: key.key_id });
      try {
        await transactWrite(client, [
          { Update: keyItemUpdate(tableName, key.key_hash, { revoked_at: now }) },
          failingWith(
            { Update: whileNotRevoked(keyRecordUpdate(tableName, { ...key, revoked_at: now }, { revoked_at: now })) },
            () => new KeyRevokedError(),
          ),
          removeUsableKey(tableName, key.user_uuid, usableEntry(key)),
          ...auditEventItems(tableName, event),
        ]);
        return true;
      } catch (error) {
        if (error instanceof KeyRevokedError) return false;
        throw error;
      }
    },

    /**
     * Marks a key revoked by its id (the admin CLI), recording `key.revoked` for a user's key;
     * NotFoundError when no key has this id. Answers the key as it was.
     */
    async revokeKey(keyId: string, now: string, audit: AuditContext = OPERATOR): Promise<StoredApiKey> {
      const pointer = await client.send(
        new GetCommand({ TableName: tableName, Key: keyIdPointer(keyId), ConsistentRead: true }),
      );
      const hash: unknown = pointer.Item?.key_hash;
      const key = typeof hash === 'string' && hash ? await repository.findKeyByHash(hash) : undefined;
      if (typeof hash !== 'string' || !key) throw new NotFoundError(`No key has id ${keyId}`);
      const record = key.user_uuid ? await repository.getUserKey(key.user_uuid, keyId) : undefined;
      if (record) {
        await repository.revokeUserKey(record, now, audit);
      } else if (!key.revoked_at) {
        await client.send(new UpdateCommand(keyItemUpdate(tableName, hash, { revoked_at: now })));
      }
      return key;
    },
  };
  return repository;
}

/** The user's usable keys changed since they were read: a concurrent issue or revoke came first; read again. */
class KeysMovedError extends Error {}

/** The key's record was revoked since it was read: a concurrent revoke came first. */
class KeyRevokedError extends Error {}

/** An update of a key's record, made conditional on the record not being revoked yet. */
function whileNotRevoked<
  Update extends {
    ConditionExpression: string;
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues: Record<string, unknown>;
  },
>(update: Update): Update {
  return {
    ...update,
    ConditionExpression: `${update.ConditionExpression} AND (attribute_not_exists(#revokedAt) OR attribute_type(#revokedAt, :nullType))`,
    ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#revokedAt': 'revoked_at' },
    ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':nullType': 'NULL' },
  };
}

export type ApiKeyRepository = ReturnType<typeof createApiKeyRepository>;
export const apiKeyRepository: ApiKeyRepository = /* @__PURE__ */ createApiKeyRepository();
