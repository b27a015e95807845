/**
 * Reading a list index: an entry and what it shows of its record, the page's sort column, and the
 * Query loop that reads entries under a key prefix with a Limit adapted to the filter's match rate.
 */
import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { LISTED_RECORD, RECORD_BYTES, SORT_SLOTS, type SortSlot, splitIndexKey } from './list-index';
import { beginsWith } from './key-range';
import { compareCodePoints } from './text';
import type { ListFilter, ListPageRequest } from './list-page';

/** An index entry as a Query returns it. */
export type IndexItem = NonNullable<QueryCommandOutput['Items']>[number];

export interface Entry {
  PK: string;
  SK: string;
  /** The sort attribute's value: the encoded group and the uuid. */
  sortKey: string;
  /** What the index showed of the record: its keys, sort value, and the attributes a filter or search tested. */
  shown: Record<string, unknown>;
}

const MAX_QUERY_LIMIT = 1000;

export function sortColumn<Row, Column extends string>(request: ListPageRequest<Row, Column>) {
  return request.declaration.columns[request.params.sort_by];
}

/** The index attribute the page is ordered by. */
export function sortAttributeOf<Row, Column extends string>(request: ListPageRequest<Row, Column>): string {
  return SORT_SLOTS[sortColumn(request).index];
}

/** The requested order of two index keys: by value, then ties by uuid ascending in both orders. */
export function compareSortKeys<Row, Column extends string>(
  request: ListPageRequest<Row, Column>,
  left: unknown,
  right: unknown,
): number {
  const a = splitIndexKey(String(left));
  const b = splitIndexKey(String(right));
  const direction = request.params.sort_order === 'desc' ? -1 : 1;
  return direction * Math.sign(compareCodePoints(a.group, b.group)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * What an entry shows of its record: keys, the sort value, what the filter (or search) tests, to
 * check the records against, and the record's size and listed copy. A Query of an index returns all
 * it projects: a ProjectionExpression would not lower the cost (DynamoDB charges the whole entry
 * read), and DynamoDB Local charges an index Query that has one as if it read every record by key.
 */
export function shownOf(
  item: IndexItem,
  filter: ListFilter | undefined,
  sortAttribute: string | undefined,
): Record<string, unknown> {
  const names = [
    'PK',
    'SK',
    ...(sortAttribute ? [sortAttribute] : []),
    ...Object.values(filter?.names ?? {}),
    LISTED_RECORD,
    RECORD_BYTES,
  ];
  return Object.fromEntries(names.filter((name) => name in item).map((name) => [name, item[name]]));
}

/** The placeholders of `names` that the expressions use (DynamoDB refuses unused ones). */
export function usedNames(
  names: Record<string, string>,
  ...expressions: Array<string | undefined>
): Record<string, string> {
  const text = expressions.join(' ');
  return Object.fromEntries(
    Object.entries(names).filter(([placeholder]) => new RegExp(`${placeholder}(?![A-Za-z0-9_])`).test(text)),
  );
}

interface ReadOptions {
  forward: boolean;
  want: number;
  /** Keep reading past `want` until the sort value changes. */
  completeLastGroup?: boolean;
}

/** Reads index entries under a key prefix, stopping once `want` matched (Limit adapted to the filter's match rate). */
export async function readIndex<Row, Column extends string>(
  request: ListPageRequest<Row, Column>,
  index: SortSlot,
  prefix: string,
  options: ReadOptions,
): Promise<Entry[]> {
  const entries: Entry[] = [];
  if (options.want <= 0) return entries;
  const attribute = SORT_SLOTS[index];
  const sortKey = beginsWith('#sort', prefix);
  let evaluated = 0;
  const seen = new Set<string>();
  let exclusiveStartKey: Record<string, unknown> | undefined;
  const needsMore = () => {
    if (entries.length < options.want) return true;
    if (!options.completeLastGroup) return false;
    // Exactly `want` read, or the last one read still in the boundary's group: the group may go on.
    return groupOf(entries.at(-1)) === groupOf(entries[options.want - 1]);
  };
  do {
    // Before the first answer a filter is assumed to keep a quarter of the entries: one Query
    // usually suffices, and overreading keys-only entries is cheap next to another round trip.
    const matchRate = evaluated === 0 ? (request.filter ? 0.25 : 1) : Math.max(entries.length / evaluated, 0.01);
    const missing = Math.max(options.want - entries.length, 1);
    // One more when the last group must be completed: it tells whether the next entry starts a new group.
    const limit = Math.min(Math.ceil(missing / matchRate) + (options.completeLastGroup ? 1 : 0), MAX_QUERY_LIMIT);
    const keyCondition = `PK = :pk AND ${sortKey.expression}`;
    const page = await request.client.send(
      new QueryCommand({
        TableName: request.tableName,
        IndexName: index,
        KeyConditionExpression: keyCondition,
        FilterExpression: request.filter?.expression,
        ExpressionAttributeNames: usedNames(
          { '#sort': attribute, ...request.filter?.names },
          keyCondition,
          request.filter?.expression,
        ),
        ExpressionAttributeValues: { ':pk': request.partition, ...sortKey.values, ...request.filter?.values },
        ScanIndexForward: options.forward,
        ConsistentRead: true,
        Limit: limit,
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    evaluated += page.ScannedCount ?? 0;
    for (const item of page.Items ?? []) {
      // A record whose sort value changed between two pages of this read can come twice.
      if (seen.has(item.SK) || !passes(request.filter, item)) continue;
      seen.add(item.SK);
      entries.push({
        PK: item.PK,
        SK: item.SK,
        sortKey: item[attribute],
        shown: shownOf(item, request.filter, attribute),
      });
    }
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey && needsMore());
  if (!options.completeLastGroup) return entries.slice(0, options.want);
  // Drop what was read beyond the last group (it belongs to the next one).
  const boundary = groupOf(entries[options.want - 1]);
  let keep = Math.min(options.want, entries.length);
  while (keep < entries.length && groupOf(entries[keep]) === boundary) keep += 1;
  return entries.slice(0, keep);
}

/** Whether an entry read passes the filter's `test` (DynamoDB applied its expression). */
export function passes(filter: ListFilter | undefined, shown: Record<string, unknown>): boolean {
  return filter?.test === undefined || filter.test(shown);
}

/** The encoded sort value of an entry: equal groups are ties. */
export function groupOf(entry: Entry | undefined): string | undefined {
  return entry && splitIndexKey(entry.sortKey).group;
}
