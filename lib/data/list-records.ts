/**
 * A page's records: from their listed copies or by key in one BatchGetItem, checked against what the
 * index showed of them, and refused (422 at `page_size`) when they cannot travel in one response.
 */
import { isDeepStrictEqual } from 'node:util';
import { batchGetAll } from './batch-get';
import { LISTED_RECORD, RECORD_BYTES, SEARCH_ATTRIBUTES, readListedRecord } from './list-index';
import { ValidationError } from '../errors';
import { type Entry, sortAttributeOf } from './list-index-read';
import type { ListPageRequest } from './list-page';

/**
 * A Lambda function answers API Gateway at most 6 MB (6,291,456 bytes), the body JSON-escaped inside
 * the proxy result; the envelope and headers get 64 KB of it. 100 automations of ~380 KB (the largest
 * page the API allows) would be ~38 MB: such a page is refused as a too large `page_size`, with
 * the number of its records that fit (docs/decisions.md).
 */
const MAX_PAGE_BYTES = 6 * 1024 * 1024 - 64 * 1024;

/** 422 at `page_size` when the page's records (as JSON text) cannot travel in one response. */
export function assertPageFitsResponse(records: readonly string[]): void {
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
export async function readRecords<Row, Column extends string>(
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
  const found = await batchGetAll(
    request.client,
    request.tableName,
    entries.map(({ PK, SK }) => ({ PK, SK })),
  );
  for (const item of found.values()) bySortKey.set(item.SK as string, item);
  return bySortKey;
}
