/**
 * One page of a list read from the list indexes, beside the total from the counter item: positions
 * 1…end of the requested order come from one index. A small record comes with its entry (its listed
 * copy, `LISTED_RECORD`), so a page of them is that one Query; larger records (automations) are read
 * by key afterwards in one strongly consistent BatchGetItem, once the page's size (`RECORD_BYTES`)
 * is known to fit a response. Page 1 costs about page_size entries whatever the size of the company;
 * page N reads N × page_size entries, at most 10,000 (`MAX_LIST_DEPTH`: deeper pages are refused
 * before any read; docs/data-model.md). A search reads every entry of the entity in ByCreatedAt.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  QueryCommand,
  type QueryCommandOutput,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { TOTAL_FACET, readListCounts } from './list-counts';
import {
  LISTED_RECORD,
  LIST_INDEXES,
  type ListDeclaration,
  type ListIndexName,
  RECORD_BYTES,
  SEARCH_ATTRIBUTES,
  type SortValue,
  encodeSortValue,
  groupKeyPrefix,
  indexKeyPrefix,
  readListedRecord,
  splitIndexKey,
} from './list-index';
import type { ListParams, Page } from './list';
import { beginsWith } from './key-range';
import { pageMeta } from './page-meta';
import { compareCodePoints } from './text';
import { ValidationError } from '../errors';

/**
 * A condition on the projected filter attributes (FILTER_ATTRIBUTES): a DynamoDB FilterExpression,
 * and what DynamoDB cannot express within its limits (4 KB and 300 operators an expression: a
 * list holds any of a hundred values) as `test`, run here on each entry read. Either way DynamoDB
 * charges every entry it reads, so the capacity is the same.
 */
export interface ListFilter {
  /** Joined to a search with AND, so an OR inside must be parenthesized. */
  expression?: string;
  /** Every attribute the expression or `test` reads, by placeholder (they are projected). */
  names: Record<string, string>;
  values: Record<string, unknown>;
  /** Tested on an entry's projected attributes, after the expression. */
  test?: (shown: Record<string, unknown>) => boolean;
  /** Facets whose counts add up to the filter's total (disjoint values of one attribute); else it is counted. */
  countedBy?: readonly string[];
}

/**
 * The groups of a column whose value as answered is derived at read time from what the index holds
 * (an invitation's `EXPIRED`: a stored `PENDING` one past its expiry), in ascending order: each is
 * one stored value's group of the column's index, narrowed by a test on projected attributes
 * (`names`), so the page is read group by group, each group's ties by uuid as in every list.
 */
export interface DerivedGroups {
  groups: ReadonlyArray<{ value: SortValue; test?: (shown: Record<string, unknown>) => boolean }>;
  /** The projected attributes the tests read, by placeholder. */
  names: Record<string, string>;
}

export interface ListPageRequest<Row, Column extends string> {
  client: DynamoDBDocumentClient;
  tableName: string;
  partition: string;
  declaration: ListDeclaration<Row, Column>;
  params: ListParams<Column>;
  filter?: ListFilter;
  /** Columns whose answered value is derived at read time, read group by group (`DerivedGroups`). */
  derived?: Partial<Record<Column, DerivedGroups>>;
  /** Parses a stored item into a row. */
  fromItem: (item: Record<string, unknown>) => Row;
}

/** An index entry as a Query returns it. */
type IndexItem = NonNullable<QueryCommandOutput['Items']>[number];

interface Entry {
  PK: string;
  SK: string;
  /** The sort attribute's value: the encoded group and the uuid. */
  sortKey: string;
  /** What the index showed of the record: its keys, sort value, and the attributes a filter or search tested. */
  shown: Record<string, unknown>;
}

const MAX_QUERY_LIMIT = 1000;

/**
 * Reads of a page before it is answered as it stands. The records are read after the index that
 * chose them, and a record written in between may have moved (another sort value), no longer fit
 * the filter or search, or be gone: the page is then read again. The last attempt keeps the moved
 * records, in the order of their current values, and leaves out the others.
 */
const MAX_PAGE_ATTEMPTS = 3;

/** Reads the requested page. */
export async function readListPage<Row, Column extends string>(
  request: ListPageRequest<Row, Column>,
): Promise<Page<Row>> {
  const { params } = request;
  const start = (params.page - 1) * params.page_size;
  const end = start + params.page_size;
  for (let attempt = 1; ; attempt += 1) {
    const [ordered, total] =
      params.search === undefined
        ? await Promise.all([orderedEntries(request, end), totalOf(request)])
        : await searchEntries(request);
    const records = await readRecords(request, onceEach(ordered).slice(start, end));
    const settled = records.every((record) => record.state === 'unchanged');
    if (settled || attempt === MAX_PAGE_ATTEMPTS) {
      const kept = records.filter((record) => record.state !== 'changed');
      const attribute = sortAttributeOf(request);
      if (!settled) kept.sort((left, right) => compareSortKeys(request, left.item[attribute], right.item[attribute]));
      const rows = kept.map((record) => request.fromItem(record.item));
      assertPageFitsResponse(rows.map((row) => JSON.stringify(row)));
      return { data: rows, meta: pageMeta(params, total) };
    }
  }
}

/**
 * Entries without a record's second one: a record whose sort value changed while the index was
 * read can show at two places (two value groups of a descending page, or a search's pages). The
 * one kept is then checked like any other.
 */
function onceEach(entries: readonly Entry[]): Entry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.SK)) return false;
    seen.add(entry.SK);
    return true;
  });
}

/** The requested order of two index keys: by value, then ties by uuid ascending in both orders. */
function compareSortKeys<Row, Column extends string>(
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
function shownOf(
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
function usedNames(names: Record<string, string>, ...expressions: Array<string | undefined>): Record<string, string> {
  const text = expressions.join(' ');
  return Object.fromEntries(
    Object.entries(names).filter(([placeholder]) => new RegExp(`${placeholder}(?![A-Za-z0-9_])`).test(text)),
  );
}

/**
 * A Lambda function answers API Gateway at most 6 MB (6,291,456 bytes), the body JSON-escaped inside
 * the proxy result; the envelope and headers get 64 KB of it. 100 automations of ~380 KB (the largest
 * page the API allows) would be ~38 MB: such a page is refused as a too large `page_size`, with
 * the number of its records that fit (docs/decisions.md).
 */
const MAX_PAGE_BYTES = 6 * 1024 * 1024 - 64 * 1024;

/** 422 at `page_size` when the page's records (as JSON text) cannot travel in one response. */
function assertPageFitsResponse(records: readonly string[]): void {
  // Escaping at most doubles a body: only a page that could be too large is measured exactly.
  if (records.reduce((sum, record) => sum + Buffer.byteLength(record), 0) * 2 <= MAX_PAGE_BYTES) return;
  refuseIfOver(records.map((record) => Buffer.byteLength(JSON.stringify(record))));
}

/**
 * The same refusal before the records are read, from the sizes their entries show: a page whose
 * records alone are over the bound (escaping only adds) costs its index entries, not its records.
 */
function assertEntriesFitResponse(entries: readonly Entry[]): void {
  const sizes = entries.map((entry) => entry.shown[RECORD_BYTES]);
  if (sizes.every((size): size is number => typeof size === 'number')) refuseIfOver(sizes);
}

function refuseIfOver(sizes: readonly number[]): void {
  let bytes = 0;
  let fitting = 0;
  for (const size of sizes) {
    bytes += size;
    if (bytes <= MAX_PAGE_BYTES) fitting += 1;
  }
  if (bytes <= MAX_PAGE_BYTES) return;
  const megabytes = (bytes / 1024 / 1024).toFixed(1);
  throw ValidationError.field(
    'page_size',
    'too_big',
    `This page would be ${megabytes} MB, more than one response may carry (6 MB); ${fitting} of its records fit: ask for page_size=${Math.max(fitting, 1)} or less`,
  );
}

function sortColumn<Row, Column extends string>(request: ListPageRequest<Row, Column>) {
  return request.declaration.columns[request.params.sort_by];
}

/** The index attribute the page is ordered by. */
function sortAttributeOf<Row, Column extends string>(request: ListPageRequest<Row, Column>): string {
  return LIST_INDEXES[sortColumn(request).index];
}

/** The first `end` entries in the requested order (fewer at the end of the list). */
async function orderedEntries<Row, Column extends string>(
  request: ListPageRequest<Row, Column>,
  end: number,
): Promise<Entry[]> {
  const column = sortColumn(request);
  const entity = request.declaration.entity;
  const derived = request.derived?.[request.params.sort_by];
  if (derived) {
    // Group by group (from the last one down when descending), each ascending by uuid.
    const entries: Entry[] = [];
    const groups = request.params.sort_order === 'desc' ? [...derived.groups].reverse() : derived.groups;
    for (const group of groups) {
      const narrowed = { ...request, filter: withGroupTest(request.filter, derived, group.test) };
      entries.push(
        ...(await readIndex(narrowed, column.index, groupKeyPrefix(entity, group.value), {
          forward: true,
          want: end - entries.length,
        })),
      );
      if (entries.length >= end) break;
    }
    return entries;
  }
  if (request.params.sort_order === 'asc') {
    return readIndex(request, column.index, indexKeyPrefix(entity), { forward: true, want: end });
  }
  if (column.enumValues) {
    // Descending over a few values: each value's group ascending, the groups from the last value down.
    const entries: Entry[] = [];
    const descending = [...column.enumValues].sort((a, b) => compareCodePoints(encodeSortValue(b), encodeSortValue(a)));
    for (const value of descending) {
      entries.push(
        ...(await readIndex(request, column.index, groupKeyPrefix(entity, value), {
          forward: true,
          want: end - entries.length,
        })),
      );
      if (entries.length >= end) break;
    }
    return entries;
  }
  // Descending over free values: the index read backwards gives ties in descending uuid order, so the
  // last group is read to its end and every group's run is turned round (ties ascend in both orders).
  const entries = await readIndex(request, column.index, indexKeyPrefix(entity), {
    forward: false,
    want: end,
    completeLastGroup: true,
  });
  return tiesAscending(entries);
}

/** The request's filter narrowed by a derived group's test (the attributes it reads projected too). */
function withGroupTest(
  filter: ListFilter | undefined,
  derived: DerivedGroups,
  test: ((shown: Record<string, unknown>) => boolean) | undefined,
): ListFilter {
  const outer = filter?.test;
  return {
    ...filter,
    names: { ...filter?.names, ...derived.names },
    values: { ...filter?.values },
    ...(test || outer
      ? {
          test: (shown: Record<string, unknown>) =>
            (outer === undefined || outer(shown)) && (test === undefined || test(shown)),
        }
      : {}),
  };
}

/** The rank of a search match among a derived column's groups (its group, then its test). */
function derivedRank<Row, Column extends string>(
  request: ListPageRequest<Row, Column>,
  derived: DerivedGroups,
  entry: Entry,
): number {
  const group = groupOf(entry);
  return derived.groups.findIndex(
    (candidate) =>
      groupKeyPrefix(request.declaration.entity, candidate.value) === `${group}` &&
      (candidate.test === undefined || candidate.test(entry.shown)),
  );
}

/** The encoded sort value of an entry: equal groups are ties. */
function groupOf(entry: Entry | undefined): string | undefined {
  return entry && splitIndexKey(entry.sortKey).group;
}

function tiesAscending(entries: Entry[]): Entry[] {
  const result: Entry[] = [];
  let run: Entry[] = [];
  for (const entry of entries) {
    if (run.length > 0 && groupOf(run[0]) !== groupOf(entry)) {
      result.push(...run.reverse());
      run = [];
    }
    run.push(entry);
  }
  return result.concat(run.reverse());
}

interface ReadOptions {
  forward: boolean;
  want: number;
  /** Keep reading past `want` until the sort value changes. */
  completeLastGroup?: boolean;
}

/** Reads index entries under a key prefix, stopping once `want` matched (Limit adapted to the filter's match rate). */
async function readIndex<Row, Column extends string>(
  request: ListPageRequest<Row, Column>,
  index: ListIndexName,
  prefix: string,
  options: ReadOptions,
): Promise<Entry[]> {
  const entries: Entry[] = [];
  if (options.want <= 0) return entries;
  const attribute = LIST_INDEXES[index];
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
function passes(filter: ListFilter | undefined, shown: Record<string, unknown>): boolean {
  return filter?.test === undefined || filter.test(shown);
}

/** The total of the list: from the counter item, or counted over the compact index when the filter has no counter. */
async function totalOf<Row, Column extends string>(request: ListPageRequest<Row, Column>): Promise<number> {
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
 * A search: every entry of the entity in ByCreatedAt, which projects the case-folded search fields
 * and every sort value, filtered by DynamoDB and ordered here. Reads the compact projection, never records.
 */
async function searchEntries<Row, Column extends string>(
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
 * Reads every entry of the entity in ByCreatedAt, filtered, page by page: each page's matching
 * entries and their count.
 * Counting alone, DynamoDB counts and no entry comes back, unless the filter has a `test`, which
 * needs the entries' attributes.
 */
async function readWholeEntity<Row, Column extends string>(
  request: ListPageRequest<Row, Column>,
  options: { filter?: ListFilter; count?: boolean },
  onPage: (matches: IndexItem[], count: number) => void,
): Promise<void> {
  const created = beginsWith('#created', indexKeyPrefix(request.declaration.entity));
  const keyCondition = `PK = :pk AND ${created.expression}`;
  const countOnly = options.count === true && options.filter?.test === undefined;
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await request.client.send(
      new QueryCommand({
        TableName: request.tableName,
        IndexName: 'ByCreatedAt',
        KeyConditionExpression: keyCondition,
        Select: countOnly ? 'COUNT' : undefined,
        FilterExpression: options.filter?.expression,
        ExpressionAttributeNames: usedNames(
          { '#created': LIST_INDEXES.ByCreatedAt, ...options.filter?.names },
          keyCondition,
          options.filter?.expression,
        ),
        ExpressionAttributeValues: { ':pk': request.partition, ...created.values, ...options.filter?.values },
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

/**
 * A page's record as read, against what the index showed of it: `unchanged`; `moved`, only its
 * sort value changed (it still fits the filter and the search); `changed`, gone or no longer fitting.
 */
interface ReadRecord {
  entry: Entry;
  item: Record<string, unknown>;
  state: 'unchanged' | 'moved' | 'changed';
}

function stateOf<Row, Column extends string>(
  request: ListPageRequest<Row, Column>,
  entry: Entry,
  item: Record<string, unknown> | undefined,
): ReadRecord['state'] {
  if (item === undefined) return 'changed';
  // The record itself may have changed in any field: what matters is whether it still belongs where the index showed it.
  const compared = Object.keys(entry.shown).filter((name) => name !== LISTED_RECORD && name !== RECORD_BYTES);
  const differing = compared.filter((name) => !isDeepStrictEqual(item[name], entry.shown[name]));
  if (differing.length === 0) return 'unchanged';
  // A search field that changed is checked again here; a changed filter attribute is not: the page is read again.
  const search = request.params.search;
  const searchable = (SEARCH_ATTRIBUTES as readonly string[]).filter((name) => name in entry.shown);
  const movable = differing.every((name) => name === sortAttributeOf(request) || searchable.includes(name));
  const stillFound = search === undefined || searchable.some((name) => String(item[name] ?? '').includes(search));
  return movable && stillFound ? 'moved' : 'changed';
}

/** The listed copy of a record an entry carries, as an item (its keys and what the index showed beside it). */
function listedItem(entry: Entry): Record<string, unknown> | undefined {
  const listed = readListedRecord(entry.shown[LISTED_RECORD]);
  if (listed === undefined) return undefined;
  // Filled in place: spreading both into a new object costs ~20 µs an entry in V8, the parse itself 2.
  for (const name in entry.shown) if (!(name in listed)) listed[name] = entry.shown[name];
  return listed;
}

/**
 * The records of the entries, in the entries' order, each with its state: a listed copy is the
 * record as it was when its entry was read (unchanged by definition); the others come from one
 * strongly consistent BatchGetItem of ≤ 100 keys, once the page is known to fit a response.
 */
async function readRecords<Row, Column extends string>(
  request: ListPageRequest<Row, Column>,
  entries: Entry[],
): Promise<ReadRecord[]> {
  const listed = entries.map(listedItem);
  const unlisted = entries.filter((_, position) => listed[position] === undefined);
  if (unlisted.length > 0) assertEntriesFitResponse(entries);
  const bySortKey = await readByKey(request, unlisted);
  return entries.map((entry, position) => {
    const copy = listed[position];
    if (copy) return { entry, item: copy, state: 'unchanged' };
    const item = bySortKey.get(entry.SK);
    return { entry, item: item ?? {}, state: stateOf(request, entry, item) };
  });
}

/** Items by sort key, read strongly consistent in one BatchGetItem (again for what DynamoDB left unprocessed). */
async function readByKey<Row, Column extends string>(
  request: ListPageRequest<Row, Column>,
  entries: Entry[],
): Promise<Map<string, Record<string, unknown>>> {
  const bySortKey = new Map<string, Record<string, unknown>>();
  if (entries.length === 0) return bySortKey;
  let keys: Record<string, unknown>[] | undefined = entries.map(({ PK, SK }) => ({ PK, SK }));
  while (keys && keys.length > 0) {
    const result: BatchGetCommandOutput = await request.client.send(
      new BatchGetCommand({ RequestItems: { [request.tableName]: { Keys: keys, ConsistentRead: true } } }),
    );
    for (const item of result.Responses?.[request.tableName] ?? []) bySortKey.set(item.SK as string, item);
    keys = result.UnprocessedKeys?.[request.tableName]?.Keys;
  }
  return bySortKey;
}
