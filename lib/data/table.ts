/**
 * The single table's physical shape: key attribute names, the TTL attribute and the create-table
 * definition used by the local stack and the tests (serverless.yml takes them from here, serverless/table.cjs).
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { LIST_INDEXES, type ListIndexName, projectedAttributes } from './list-index';

export { TTL_ATTRIBUTE } from './ttl';

/**
 * The one global index: views of records that live in many small item collections, read in time
 * order (the audit trail's, lib/audit/audit-layout.ts). Global, because a local index would keep a
 * view in one item collection, which stops at 10 GB on a table with local indexes; its reads are
 * eventually consistent. It projects every attribute: a page is one Query.
 */
export const VIEW_INDEX = { name: 'Views', partition: 'view_pk', sort: 'view_sk' } as const;

/** The key attributes: the table's and the list indexes' sort keys (serverless.yml takes them from here). */
export function attributeDefinitions(): NonNullable<CreateTableCommandInput['AttributeDefinitions']> {
  return [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
    ...Object.values(LIST_INDEXES).map((attribute) => ({ AttributeName: attribute, AttributeType: 'S' as const })),
    { AttributeName: VIEW_INDEX.partition, AttributeType: 'S' },
    { AttributeName: VIEW_INDEX.sort, AttributeType: 'S' },
  ];
}

/** The global index of views (on-demand, like the table). */
export function globalSecondaryIndexes(): NonNullable<CreateTableCommandInput['GlobalSecondaryIndexes']> {
  return [
    {
      IndexName: VIEW_INDEX.name,
      KeySchema: [
        { AttributeName: VIEW_INDEX.partition, KeyType: 'HASH' },
        { AttributeName: VIEW_INDEX.sort, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    },
  ];
}

/**
 * The list indexes (list-index.ts): local, so a list reads them strongly consistent; each projects
 * the keys and the filter attributes, ByCreatedAt also the search fields and every sort value.
 */
export function localSecondaryIndexes(): NonNullable<CreateTableCommandInput['LocalSecondaryIndexes']> {
  return (Object.keys(LIST_INDEXES) as ListIndexName[]).map((index) => ({
    IndexName: index,
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' as const },
      { AttributeName: LIST_INDEXES[index], KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: projectedAttributes(index) },
  }));
}

/** The table definition: key lookups and company-partition queries, lists through the local indexes. */
export function tableDefinition(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: attributeDefinitions(),
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ],
    LocalSecondaryIndexes: localSecondaryIndexes(),
    GlobalSecondaryIndexes: globalSecondaryIndexes(),
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
  };
}
