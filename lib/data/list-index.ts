/**
 * The list indexes (docs/data-model.md, "Lists"): five local secondary indexes of the company
 * partition, one per sort column a list offers, so that a page is read in order from an index
 * instead of sorting the whole company in memory. Local, not global: only an LSI answers a strongly
 * consistent Query, and a list must show the caller's own completed writes at once.
 *
 * An entity declares which of its columns each index sorts (`ListDeclaration`); `listAttributes`
 * derives the index attributes of a record, written with every put and update of the record.
 */

import { foldCase, truncateUtf8 } from './text';

/** The indexes, named after the columns they order. Each sorts one column of each listed entity. */
export const LIST_INDEXES = {
  ByCreatedAt: 'lsi_created_at',
  ByName: 'lsi_name',
  ByUpdatedAtOrEmail: 'lsi_updated_at_or_email',
  ByKind: 'lsi_kind',
  ByState: 'lsi_state',
} as const;
export type ListIndexName = keyof typeof LIST_INDEXES;

/** Case-folded search fields (`foldCase`), projected into ByCreatedAt: a search reads these, never whole records. */
export const SEARCH_ATTRIBUTES = ['search_primary', 'search_secondary'] as const;

/** Record attributes the list filters test, projected into every index (a filter reads no record). */
export const FILTER_ATTRIBUTES = [
  'category_group',
  'is_enabled',
  'status_code',
  'role_code',
  'company_location_uuids',
  'user_uuid',
] as const;

/**
 * A copy of a small record's stored attributes (`ListDeclaration.stored`), projected into every index:
 * a page of such records is one Query, without a read of the records by key. Null for a record over
 * `MAX_LISTED_RECORD_BYTES` (and for entities without `stored`), whose page reads it by key. Held as
 * JSON text, one string attribute: DynamoDB, the SDK's decoding and the page handle a string far
 * faster than a map of a dozen attributes (`readListedRecord` also reads the map form older items hold).
 */
export const LISTED_RECORD = 'listed_record';
/** The size of a record as a list answers it (JSON bytes), projected: a page's size is known before its records are read. */
export const RECORD_BYTES = 'record_bytes';
/**
 * The largest record copied into the indexes: what the copy and the size add to an item or an index
 * entry (names and values, as DynamoDB sizes them) stays within 1 KB, so they add at most one write
 * unit to each (DynamoDB rounds writes up to 1 KB), and a page of 25 stays at a few read units;
 * larger records (a user's 32 KB of settings) are read by key. The size is a number of at most 6
 * digits (a record is under 400 KB): DynamoDB sizes it at 4 bytes; 8 are allowed.
 */
export const MAX_LISTED_RECORD_BYTES = 1024 - LISTED_RECORD.length - RECORD_BYTES.length - 8;

/**
 * A record's listed copy: its stored attributes as JSON text, without its null ones (the parsers
 * read an absent attribute as null): `"note":null,` costs JSON 8 bytes more than a map's null, and
 * the bytes saved keep more index entries within one write unit.
 */
function listedCopy(stored: Record<string, unknown>): string {
  const present: Record<string, unknown> = {};
  for (const name in stored) if (stored[name] !== null) present[name] = stored[name];
  return JSON.stringify(present);
}

/** The stored attributes a listed copy holds, or undefined when the entry carries none. */
export function readListedRecord(copy: unknown): Record<string, unknown> | undefined {
  // Items written before the copy became text hold it as a map.
  const listed: unknown = typeof copy === 'string' ? JSON.parse(copy) : copy;
  return listed !== null && typeof listed === 'object' && !Array.isArray(listed)
    ? (listed as Record<string, unknown>)
    : undefined;
}

/** What every index projects beyond the keys; ByCreatedAt also carries the search fields and every sort value. */
export function projectedAttributes(index: ListIndexName): string[] {
  const everyIndex = [...FILTER_ATTRIBUTES, LISTED_RECORD, RECORD_BYTES];
  if (index !== 'ByCreatedAt') return everyIndex;
  const otherSortAttributes = Object.values(LIST_INDEXES).filter((attribute) => attribute !== LIST_INDEXES.ByCreatedAt);
  return [...everyIndex, ...SEARCH_ATTRIBUTES, ...otherSortAttributes];
}

export type SortValue = string | boolean | null;

export interface ListColumn<Row> {
  index: ListIndexName;
  value: (row: Row) => SortValue;
  /**
   * Every value of an enumerated column (any order). A descending page then reads each
   * value's group ascending (ties break on uuid ascending in both directions), instead of reading a
   * whole group to reorder it.
   */
  enumValues?: readonly string[];
}

export interface ListDeclaration<Row, Column extends string> {
  /** The counter item's name and the index keys' prefix: one entity's entries of the partition. */
  entity: string;
  id: (row: Row) => string;
  columns: Record<Column, ListColumn<Row>>;
  /** The two fields `search` matches (name and description, or display name and e-mail). */
  search: readonly [(row: Row) => string | null | undefined, (row: Row) => string | null | undefined];
  /** The counted facets a row belongs to (`category_group=SERVICE_PLAN`): exact totals of filtered lists. */
  facets: (row: Row) => string[];
  /**
   * How a row is stored (the item's record attributes, without keys) and parsed back. Declared by
   * entities whose records are small, so that their pages are read from the indexes (`LISTED_RECORD`);
   * without it (automations, up to ~380 KB each) a page reads its records by key.
   */
  stored?: StoredForm<Row>;
}

export interface StoredForm<Row> {
  attributes: (row: Row) => Record<string, unknown>;
  /** Reads an absent attribute as null: a listed copy leaves its nulls out (an entity's parser does). */
  parse: (attributes: Record<string, unknown>) => Row;
}

// Order-preserving encoding of a sort value (case-insensitive, by code point, nulls
// first, ties on uuid): `prefix · value · TERMINATOR · uuid`, compared by DynamoDB as UTF-8 bytes,
// which is code-point order. The terminator must sort below every character a value can hold, so the
// two lowest code points are escaped (U+0000 → 01 02, U+0001 → 01 03) and the terminator is 01 01.
// A non-null value starts with 02, so a null (empty) value sorts before every string, "" included.
const TERMINATOR = '\u0001\u0001';
const PRESENT = '\u0002';
const UUID_LENGTH = 36;
/** The longest `<entity>#` an index key may start with (`automations#` is 12). */
const MAX_ENTITY_PREFIX_BYTES = 16;
// An index key holds at most 1,024 bytes. Folding can triple a name's bytes (ΐ → ΐ, 2 → 6), so a
// value keeps the start of its escaped, folded text that fits beside the prefixes, the terminator
// and the uuid: 969 bytes, all of any 200-character name of 4-byte characters (emoji). Two values
// alike in that much tie, and their uuids order them.
const MAX_SORT_TEXT_BYTES = 1024 - MAX_ENTITY_PREFIX_BYTES - PRESENT.length - TERMINATOR.length - UUID_LENGTH;

function escapeLowCodePoints(value: string): string {
  // The control characters are the point here: the escape keeps them below the terminator.
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000\u0001]/g, (character) => (character === '\u0000' ? '\u0001\u0002' : '\u0001\u0003'));
}

/** The encoded value part of an index key: equal parts mean a tie. */
export function encodeSortValue(value: SortValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return PRESENT + String(value);
  const text = truncateUtf8(escapeLowCodePoints(foldCase(value)), MAX_SORT_TEXT_BYTES);
  // A cut between an escape's two halves leaves its U+0001, which only escapes start with.
  return PRESENT + (text.endsWith('\u0001') ? text.slice(0, -1) : text);
}

/** Where an entity's entries of an index start: every key of it begins with this. */
export function indexKeyPrefix(entity: string): string {
  if (Buffer.byteLength(entity) + 1 > MAX_ENTITY_PREFIX_BYTES)
    throw new Error(`list entity ${entity}: an index key's prefix may be at most ${MAX_ENTITY_PREFIX_BYTES} bytes`);
  return `${entity}#`;
}

/** The prefix of one value's group in an index (an enumerated column's value). */
export function groupKeyPrefix(entity: string, value: SortValue): string {
  return indexKeyPrefix(entity) + encodeSortValue(value) + TERMINATOR;
}

/** The full index key of a row's value. */
function indexKey(entity: string, value: SortValue, id: string): string {
  return groupKeyPrefix(entity, value) + id;
}

/** Splits an index key into its value part (for ties) and its uuid. */
export function splitIndexKey(key: string): { group: string; id: string } {
  return { group: key.slice(0, -UUID_LENGTH), id: key.slice(-UUID_LENGTH) };
}

/**
 * The index and search attributes of a row, its size and (when small) its listed copy, to write
 * beside it (an index the entity does not use gets none). Every write of a listed record writes them all.
 */
export function listAttributes<Row, Column extends string>(
  declaration: ListDeclaration<Row, Column>,
  row: Row,
): Record<string, unknown> {
  const stored = declaration.stored?.attributes(row);
  const bytes = Buffer.byteLength(JSON.stringify(stored ?? row));
  const attributes: Record<string, unknown> = {
    [RECORD_BYTES]: bytes,
    // Always written (null when not copied), so an update that grows a record past the bound drops its copy.
    [LISTED_RECORD]: stored !== undefined && bytes <= MAX_LISTED_RECORD_BYTES ? listedCopy(stored) : null,
  };
  const id = declaration.id(row);
  for (const column of Object.values(declaration.columns) as ListColumn<Row>[]) {
    attributes[LIST_INDEXES[column.index]] = indexKey(declaration.entity, column.value(row), id);
  }
  // Always written ("" for a null field), so an update that clears a field clears its search text.
  const [primary, secondary] = declaration.search;
  attributes[SEARCH_ATTRIBUTES[0]] = foldCase(primary(row) ?? '');
  attributes[SEARCH_ATTRIBUTES[1]] = foldCase(secondary(row) ?? '');
  return attributes;
}
