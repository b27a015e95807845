/**
 * What reads a list's whole entity: a search (every entry in the wide slot, filtered by DynamoDB and
 * ordered here) and the total of a filter that has no counter.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { TOTAL_FACET, readListCounts } from './list-counts';
import { SEARCH_ATTRIBUTES, SORT_SLOTS, WIDE_SORT_SLOT, indexKeyPrefix, splitIndexKey } from './list-index';
import { beginsWith } from './key-range';
import {
  type Entry,
  type IndexItem,
  compareSortKeys,
  passes,
  shownOf,
  sortAttributeOf,
  usedNames,
} from './list-index-read';
import { derivedRank } from './list-order';
import type { ListFilter, ListPageRequest } from './list-page';

/** The total of the list: from the counter item, or counted over the compact index when the filter has no counter. */
export async function totalOf<Row, Column extends string>(request: ListPageRequest<Row, Column>): Promise<number> {
  const facets = request.filter ? request.filter.countedBy : [TOTAL_FACET];
  if (facets) {
    const counts = await readListCounts(
      request.client,
      request.tableName,
      request.partition,
      request.declaration.entity,
      facets,
    );
    return counts.reduce((sum, count) => sum + count, 0);
  }
  let total = 0;
  await readWholeEntity(request, { filter: request.filter, count: true }, (_matches, count) => {
    total += count;
  });
  return total;
}

/**
 * A search: every entry of the entity in the wide slot, which projects the case-folded search fields
 * and every sort value, filtered by DynamoDB and ordered here. Reads the compact projection, never records.
 */
export async function searchEntries<Row, Column extends string>(
  request: ListPageRequest<Row, Column>,
): Promise<[Entry[], number]> {
  const attribute = sortAttributeOf(request);
  const search: ListFilter = {
    expression: '(contains(#search0, :search) OR contains(#search1, :search))',
    names: { '#search0': SEARCH_ATTRIBUTES[0], '#search1': SEARCH_ATTRIBUTES[1] },
    values: { ':search': request.params.search },
  };
  // DynamoDB refuses redundant parentheses, so the filter (a clause or parenthesized clauses) joins as it is.
  const filter: ListFilter = request.filter
    ? {
        expression: [search.expression, request.filter.expression]
          .filter((clause) => clause !== undefined)
          .join(' AND '),
        names: { ...search.names, ...request.filter.names },
        values: { ...search.values, ...request.filter.values },
        test: request.filter.test,
      }
    : search;
  const derived = request.derived?.[request.params.sort_by];
  if (derived) filter.names = { ...filter.names, ...derived.names };
  const matches: Entry[] = [];
  await readWholeEntity(request, { filter }, (items) => {
    for (const item of items)
      matches.push({ PK: item.PK, SK: item.SK, sortKey: item[attribute], shown: shownOf(item, filter, attribute) });
  });
  if (derived) {
    const direction = request.params.sort_order === 'desc' ? -1 : 1;
    const ranked = matches.map((entry) => ({ entry, rank: derivedRank(request, derived, entry) }));
    ranked.sort(
      (left, right) =>
        direction * (left.rank - right.rank) ||
        (splitIndexKey(left.entry.sortKey).id < splitIndexKey(right.entry.sortKey).id ? -1 : 1),
    );
    return [ranked.map(({ entry }) => entry), matches.length];
  }
  matches.sort((left, right) => compareSortKeys(request, left.sortKey, right.sortKey));
  return [matches, matches.length];
}

/**
 * Reads every entry of the entity in the wide slot, filtered, page by page: each page's matching
 * entries and their count.
 * Counting alone, DynamoDB counts and no entry comes back, unless the filter has a `test`, which
 * needs the entries' attributes.
 */
async function readWholeEntity<Row, Column extends string>(
  request: ListPageRequest<Row, Column>,
  options: { filter?: ListFilter; count?: boolean },
  onPage: (matches: IndexItem[], count: number) => void,
): Promise<void> {
  const wide = beginsWith('#wide', indexKeyPrefix(request.declaration.entity));
  const keyCondition = `PK = :pk AND ${wide.expression}`;
  const countOnly = options.count === true && options.filter?.test === undefined;
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await request.client.send(
      new QueryCommand({
        TableName: request.tableName,
        IndexName: WIDE_SORT_SLOT,
        KeyConditionExpression: keyCondition,
        Select: countOnly ? 'COUNT' : undefined,
        FilterExpression: options.filter?.expression,
        ExpressionAttributeNames: usedNames(
          { '#wide': SORT_SLOTS[WIDE_SORT_SLOT], ...options.filter?.names },
          keyCondition,
          options.filter?.expression,
        ),
        ExpressionAttributeValues: { ':pk': request.partition, ...wide.values, ...options.filter?.values },
        ConsistentRead: true,
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    if (countOnly) onPage([], page.Count ?? 0);
    else {
      const matches = (page.Items ?? []).filter((item) => passes(options.filter, item));
      onPage(matches, matches.length);
    }
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
}
