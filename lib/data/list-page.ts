/**
 * One page of a list read from the list indexes, beside the total from the counter item: positions
 * 1…end of the requested order come from one index. A small record comes with its entry (its listed
 * copy, `LISTED_RECORD`), so a page of them is that one Query; larger records (automations) are read
 * by key afterwards in one strongly consistent BatchGetItem, once the page's size (`RECORD_BYTES`)
 * is known to fit a response. Page 1 costs about page_size entries whatever the size of the company;
 * page N reads N × page_size entries, at most 10,000 (`MAX_LIST_DEPTH`: deeper pages are refused
 * before any read; docs/data-model.md). A search reads every entry of the entity in the wide slot.
 * The reading is split by concern: list-index-read.ts (an index's entries), list-order.ts (the
 * requested order), list-search.ts (search and counted totals), list-records.ts (the records).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ListDeclaration, SortValue } from './list-index';
import type { ListParams, Page } from './list';
import { pageMeta } from './page-meta';
import { type Entry, compareSortKeys, sortAttributeOf } from './list-index-read';
import { orderedEntries } from './list-order';
import { assertPageFitsResponse, readRecords } from './list-records';
import { searchEntries, totalOf } from './list-search';

/**
 * A condition on the filter slots (`ListDeclaration.filterAttribute`): a DynamoDB FilterExpression,
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
