/**
 * The single table's physical shape: key attribute names, the TTL attribute and the create-table
 * definition used by the local stack and the tests (serverless.yml takes them from here, serverless/table.cjs).
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { SORT_SLOTS, type SortSlot, projectedAttributes } from './list-index';

export { TTL_ATTRIBUTE } from './ttl';

/**
 * The one global index: views of records that live in many small item collections, read in time
 * order (the audit trail's, lib/audit/audit-layout.ts). Global, because a local index would keep a
 * view in one item collection, which stops at 10 GB on a table with local indexes; its reads are
 * eventually consistent. It projects every attribute: a page is one Query.
 */
export const VIEW_INDEX = { name: 'Views', partition: 'view_pk', sort: 'view_sk' } as const;

/**
 * The table's stream: the new image of every written item, which the automation sender reads (its
 * event-source mapping keeps run items only, lib/http/background-functions.ts RUN_ENTITY). New
 * images alone: the sender decides from a run's current state, never from what it was before.
 */
export const STREAM_VIEW_TYPE = 'NEW_IMAGE' as const;

/** The stream as CreateTable takes it (the template's StreamSpecification names the view type alone, serverless/table.cjs). */
export function streamSpecification(): NonNullable<CreateTableCommandInput['StreamSpecification']> {
  return { StreamEnabled: true, StreamViewType: STREAM_VIEW_TYPE };
}

/** The key attributes: the table's and the sort slots' (serverless.yml takes them from here). */
export function attributeDefinitions(): NonNullable<CreateTableCommandInput['AttributeDefinitions']> {
  return [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
    ...Object.values(SORT_SLOTS).map((attribute) => ({ AttributeName: attribute, AttributeType: 'S' as const })),
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
 * The list indexes, one per sort slot (list-index.ts): local, so a list reads them strongly
 * consistent; each projects the keys, the filter slots and the listed copy, the wide slot also the
 * search fields and every sort value.
 */
export function localSecondaryIndexes(): NonNullable<CreateTableCommandInput['LocalSecondaryIndexes']> {
  return (Object.keys(SORT_SLOTS) as SortSlot[]).map((slot) => ({
    IndexName: slot,
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' as const },
      { AttributeName: SORT_SLOTS[slot], KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: projectedAttributes(slot) },
  }));
}

/** The table definition: key lookups and company-partition queries, lists through the local indexes, and its stream. */
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
    StreamSpecification: streamSpecification(),
  };
}
