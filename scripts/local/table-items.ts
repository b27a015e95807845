/**
 * Every item of a table and putting items back, each listed record with its list attributes and the
 * list counters counted from the records: what `npm run copy-table` moves a stage to new list
 * indexes with (docs/deploy.md, "Moving to new list indexes") and what the bench loads its data with.
 */
import { BatchWriteCommand, type DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { LIST_COUNTS_SK_PREFIX, facetDeltas, listCountsKey } from '../../lib/data/list-counts';
import { FILTER_SLOTS, type ListDeclaration, SORT_SLOTS, listAttributes } from '../../lib/data/list-index';
import { listedEntities } from '../resources';

/** The row of a stored item, as the list attributes are computed from; without a listed copy when the item does not parse (it keeps its record read by key). */
function rowOf(
  declaration: ListDeclaration<never, string>,
  item: Record<string, unknown>,
): [ListDeclaration<never, string>, never] {
  if (!declaration.stored) return [declaration, item as never];
  try {
    return [declaration, declaration.stored.parse(item)];
  } catch {
    return [{ ...declaration, stored: undefined }, item as never];
  }
}

/**
 * The filter attributes of the layout before neutral slots: the records' own attributes, projected
 * under their names. An item keeps those its record holds (a user's `status_code`) and drops the
 * others (an invitation's `status_code`, its filtered status, now in a filter slot).
 */
const FILTER_ATTRIBUTES_BEFORE_SLOTS = [
  'category_group',
  'is_enabled',
  'status_code',
  'role_code',
  'company_location_uuids',
  'user_uuid',
];
const SLOT_ATTRIBUTES = new Set<string>([...Object.values(SORT_SLOTS), ...FILTER_SLOTS]);

/**
 * A listed item without the list attributes no current list writes: every sort and filter slot (its
 * list writes those it uses again), the index attributes of earlier layouts (`lsi_…`), and earlier
 * filter attributes that are no field of its record. The attributes of an item that does not parse
 * are kept but for slots and `lsi_…`: which of them are its record's is unknown.
 */
function withoutListAttributes(
  declaration: ListDeclaration<never, string>,
  row: never,
  item: Record<string, unknown>,
): Record<string, unknown> {
  const record = declaration.stored?.attributes(row);
  const retired = (name: string): boolean =>
    SLOT_ATTRIBUTES.has(name) ||
    name.startsWith('lsi_') ||
    (record !== undefined && FILTER_ATTRIBUTES_BEFORE_SLOTS.includes(name) && !(name in record));
  return Object.fromEntries(Object.entries(item).filter(([name]) => !retired(name)));
}

/** The items of the table, each listed record with its list attributes, plus the counters they add up to. */
export function withListAttributes(items: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  // The listed entities by their items' `entity` attribute: each list route's, as its resource's module names it.
  const declarations = listedEntities();
  const counters = new Map<string, Record<string, unknown>>();
  const rewritten = items.map((item) => {
    const declared = declarations[String(item.entity)];
    if (!declared) return item;
    const [declaration, row] = rowOf(declared, item);
    const key = listCountsKey(String(item.PK), declaration.entity);
    const counter = counters.get(`${key.PK}|${key.SK}`) ?? { ...key, entity: 'list_counts' };
    for (const [facet, delta] of facetDeltas(undefined, declaration.facets(row)))
      counter[facet] = Number(counter[facet] ?? 0) + delta;
    counters.set(`${key.PK}|${key.SK}`, counter);
    return { ...withoutListAttributes(declaration, row, item), ...listAttributes(declaration, row) };
  });
  // Only the counters counted here are replaced; others (the audit trail's views) are kept as they are.
  const recounted = new Set(
    Object.values(declarations).map((declaration) => `${LIST_COUNTS_SK_PREFIX}${declaration.entity}`),
  );
  return [...rewritten.filter((item) => !recounted.has(String(item.SK))), ...counters.values()];
}

/** Every item of a table (a full scan, eventually consistent). */
export async function scanAll(
  documents: DynamoDBDocumentClient,
  tableName: string,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: exclusiveStartKey }));
    items.push(...(page.Items ?? []));
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return items;
}

/** Puts items in batches of 25, again for whatever DynamoDB left unprocessed. */
export async function putItems(
  documents: DynamoDBDocumentClient,
  tableName: string,
  items: readonly Record<string, unknown>[],
): Promise<void> {
  for (let start = 0; start < items.length; start += 25) {
    let pending: Record<string, unknown>[] | undefined = items
      .slice(start, start + 25)
      .map((Item) => ({ PutRequest: { Item } }));
    while (pending && pending.length > 0) {
      const result = await documents.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
      pending = result.UnprocessedItems?.[tableName] as Record<string, unknown>[] | undefined;
    }
  }
}
