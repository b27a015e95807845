/**
 * The one create, update and delete of a versioned, company-scoped record, declared once per entity
 * from its model, keys and list: each write is one transaction of the record's item, its list
 * counters and the items its hooks add (a uniqueness swap, a limit slot, an audit event, a cache
 * generation; write-hooks.ts), so nothing of a change is ever written without the rest. Reads of
 * the record are strongly consistent: writes read before they write.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type AuditContext, OPERATOR } from '../audit/audit-context';
import { listCountItems } from './list-counts';
import { type ListDeclaration, listAttributes } from './list-index';
import { StaleWriteError } from './optimistic';
import { sameJson } from './same-json';
import { type TransactItem, failingWith, storingToken, transactWrite, writeItems } from './transactions';
import { ITEM_IS_NEW, newWriteToken, setAttributes, versionIs } from './update-expression';
import { readItem } from './read-item';

export interface ItemKey {
  PK: string;
  SK: string;
}

/** What every versioned, company-scoped record holds. */
export interface CompanyRecord {
  company_uuid: string;
  version: number;
}

/**
 * The extra items of a write, per operation, given the request's audit context. A create's come
 * before the record's Put, so that a taken name or a reached limit answers rather than the Put's
 * own condition; an update's and a delete's after the record's, so that a lost race is retried.
 */
export interface WriteHook<Stored> {
  created?: (record: Stored, audit: AuditContext) => TransactItem[];
  updated?: (current: Stored, next: Stored, audit: AuditContext) => TransactItem[];
  deleted?: (current: Stored, audit: AuditContext) => TransactItem[];
}

/** An entity's writes as transaction items: no client, so pure builders may declare them. */
export interface VersionedItemsDeclaration<Stored extends CompanyRecord, Column extends string> {
  tableName: string;
  /** The entity's model (lib/data/entity.ts): its stored attributes and its parser. */
  model: {
    parse: (item: Record<string, unknown>) => Stored;
    attributes: (record: Stored) => Record<string, unknown>;
  };
  /** The record's id field (`category_uuid`). */
  id: keyof Stored & string;
  /** The record's item key, in its company's partition (where its list counters are too). */
  key: (companyUuid: string, id: string) => ItemKey;
  list: ListDeclaration<Stored, Column>;
  /** The item's `entity` attribute. */
  entity: string;
  /** What the record is called in its StaleWriteError. */
  name: string;
  hooks?: readonly WriteHook<Stored>[];
}

export interface VersionedWritesDeclaration<
  Stored extends CompanyRecord,
  Column extends string,
> extends VersionedItemsDeclaration<Stored, Column> {
  client: DynamoDBDocumentClient;
}

export interface VersionedItems<Stored> {
  /** The items that insert a record (for a transaction that carries more). */
  createItems(record: Stored, audit?: AuditContext): TransactItem[];
  /**
   * The items that write `next` over `current` under its version (else StaleWriteError): the
   * attributes whose stored value changed and the list attributes. An attribute is never removed:
   * a field that empties holds null.
   */
  updateItems(current: Stored, next: Stored, audit?: AuditContext): TransactItem[];
  /** The items that delete `current` under its version (else StaleWriteError). */
  deleteItems(current: Stored, audit?: AuditContext): TransactItem[];
}

export interface VersionedWrites<Stored> extends VersionedItems<Stored> {
  /** The stored record, or undefined (strongly consistent). */
  get(companyUuid: string, id: string): Promise<Stored | undefined>;
  create(record: Stored, audit?: AuditContext): Promise<void>;
  update(current: Stored, next: Stored, audit?: AuditContext): Promise<void>;
  remove(current: Stored, audit?: AuditContext): Promise<void>;
}

/** The items of an entity's writes, and the record's Update alone (with a write token when it is the whole write). */
function itemsOf<Stored extends CompanyRecord, Column extends string>(
  declaration: VersionedItemsDeclaration<Stored, Column>,
): VersionedItems<Stored> & { recordUpdate: (current: Stored, next: Stored, writeToken?: string) => TransactItem } {
  const { tableName, model, list, hooks = [] } = declaration;
  const keyOf = (record: Stored): ItemKey => declaration.key(record.company_uuid, String(record[declaration.id]));
  const counts = (before: Stored | undefined, after: Stored | undefined): TransactItem[] =>
    listCountItems(tableName, keyOf((after ?? before) as Stored).PK, list, before, after);
  const stale = (): StaleWriteError => new StaleWriteError(declaration.name);

  /**
   * The record's Update: the attributes whose stored value changed and the list attributes, under
   * the version read. A write token is stored when the Update is the whole write (a transaction
   * needs none), so that the SDK's resend of an update DynamoDB already applied counts as done
   * instead of a lost race.
   */
  const recordUpdate = (current: Stored, next: Stored, writeToken?: string): TransactItem => {
    const stored = model.attributes(current);
    const assigned = listAttributes(list, next);
    for (const [attribute, value] of Object.entries(model.attributes(next))) {
      if (!sameJson(stored[attribute], value)) assigned[attribute] = value;
    }
    const update = {
      TableName: tableName,
      Key: keyOf(current),
      ...setAttributes(assigned, { expectedVersion: current.version, writeToken }),
    };
    const item = failingWith({ Update: update }, stale);
    return writeToken === undefined ? item : storingToken(item, writeToken);
  };

  return {
    recordUpdate,

    createItems: (record, audit = OPERATOR) => [
      ...hooks.flatMap((hook) => hook.created?.(record, audit) ?? []),
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keyOf(record),
            entity: declaration.entity,
            ...model.attributes(record),
            ...listAttributes(list, record),
          },
          ConditionExpression: ITEM_IS_NEW,
        },
      },
      ...counts(undefined, record),
    ],

    updateItems: (current, next, audit = OPERATOR) => [
      recordUpdate(current, next),
      ...counts(current, next),
      ...hooks.flatMap((hook) => hook.updated?.(current, next, audit) ?? []),
    ],

    deleteItems: (current, audit = OPERATOR) => [
      failingWith({ Delete: { TableName: tableName, Key: keyOf(current), ...versionIs(current.version) } }, stale),
      ...counts(current, undefined),
      ...hooks.flatMap((hook) => hook.deleted?.(current, audit) ?? []),
    ],
  };
}

/** The items of an entity's writes, for the transactions that carry them with more (an invitation's with its user's). */
export function versionedItems<Stored extends CompanyRecord, Column extends string>(
  declaration: VersionedItemsDeclaration<Stored, Column>,
): VersionedItems<Stored> {
  const { createItems, updateItems, deleteItems } = itemsOf(declaration);
  return { createItems, updateItems, deleteItems };
}

export function versionedWrites<Stored extends CompanyRecord, Column extends string>(
  declaration: VersionedWritesDeclaration<Stored, Column>,
): VersionedWrites<Stored> {
  const { client, tableName, model } = declaration;
  const { recordUpdate, ...items } = itemsOf(declaration);
  const writes: VersionedWrites<Stored> = {
    ...items,
    get: (companyUuid, id) => readItem(client, tableName, declaration.key(companyUuid, id), model.parse),
    create: (record, audit) => writeItems(client, writes.createItems(record, audit)),
    update: (current, next, audit) => {
      const items = writes.updateItems(current, next, audit);
      return items.length > 1
        ? transactWrite(client, items)
        : writeItems(client, [recordUpdate(current, next, newWriteToken())]);
    },
    remove: (current, audit) => writeItems(client, writes.deleteItems(current, audit)),
  };
  return writes;
}
