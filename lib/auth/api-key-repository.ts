/**
 * API key data access. A key item is found by the hash of the key (the authentication lookup);
 * a pointer item finds the hash from the key id (revocation).
 */
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { type TransactItem, transactWrite } from '../data/transactions';
import { NotFoundError } from '../errors';

export interface StoredApiKey {
  key_id: string;
  kind: 'user' | 'platform';
  company_uuid: string | null;
  user_uuid: string | null;
  created_at: string;
  revoked_at: string | null;
  /** Absent on every key issued so far: the admin CLI names its keys `cli` (key-record.ts). */
  name?: string;
  /** Absent: the key never expires. */
  expires_at?: string | null;
}

const keyByHash = (hash: string) => ({ PK: `APIKEY#${hash}`, SK: 'APIKEY' });
const keyIdPointer = (keyId: string) => ({ PK: `APIKEYID#${keyId}`, SK: 'APIKEYID' });

export function createApiKeyRepository(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  const repository = {
    /** Transaction items that store a new key (by hash) and its id pointer. */
    putNewKeyItems(hash: string, key: StoredApiKey): TransactItem[] {
      return [
        {
          Put: {
            TableName: tableName,
            Item: { ...keyByHash(hash), entity: 'api_key', ...key },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: { ...keyIdPointer(key.key_id), entity: 'api_key_id', key_hash: hash },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      ];
    },

    /** Stores a new key. */
    async createKey(hash: string, key: StoredApiKey): Promise<void> {
      await transactWrite(client, repository.putNewKeyItems(hash, key));
    },

    /**
     * The key stored under this hash, if any. Strongly consistent: a key revoked a moment ago must
     * not be read as live and cached again (by API Gateway, for authorizerCacheTtl) after the admin
     * CLI has flushed that cache. It costs one read unit instead of half, on an authorizer cache miss.
     */
    async findKeyByHash(hash: string): Promise<StoredApiKey | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: keyByHash(hash), ConsistentRead: true }));
      if (!result.Item) return undefined;
      const { key_id, kind, company_uuid, user_uuid, created_at, revoked_at, name, expires_at } = result.Item as StoredApiKey;
      return { key_id, kind, company_uuid, user_uuid, created_at, revoked_at, ...(name === undefined ? {} : { name }), ...(expires_at === undefined ? {} : { expires_at }) };
    },

    /** Marks a key revoked; NotFoundError when no key has this id. */
    async revokeKey(keyId: string, now: string): Promise<void> {
      const pointer = await client.send(new GetCommand({ TableName: tableName, Key: keyIdPointer(keyId), ConsistentRead: true }));
      const hash = pointer.Item?.key_hash as string | undefined;
      if (!hash) throw new NotFoundError(`No key has id ${keyId}`);
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keyByHash(hash),
            UpdateExpression: 'SET revoked_at = :now',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':now': now },
          }),
        );
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) throw new NotFoundError(`No key has id ${keyId}`);
        throw error;
      }
    },
  };
  return repository;
}

export type ApiKeyRepository = ReturnType<typeof createApiKeyRepository>;
export const apiKeyRepository: ApiKeyRepository = /* @__PURE__ */ createApiKeyRepository();
