/**
 * The single table's physical shape: key attribute names, the TTL attribute and the create-table
 * definition used by the local stack and the tests (serverless.yml declares the same for AWS).
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/** Epoch seconds after which DynamoDB's TTL removes an item (idempotency, rate-limit, cache items). */
export const TTL_ATTRIBUTE = 'expires_at_epoch';

/** The table definition; no GSIs: every access pattern is a key lookup or a company-partition query. */
export function tableDefinition(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' },
    ],
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ],
  };
}

/** Strips the physical attributes so they never leave a repository. */
export function withoutKeys<T extends Record<string, unknown>>(item: T): Omit<T, 'PK' | 'SK' | 'entity' | typeof TTL_ATTRIBUTE> {
  const { PK: _pk, SK: _sk, entity: _entity, [TTL_ATTRIBUTE]: _ttl, ...rest } = item;
  return rest;
}
