/**
 * The list indexes (docs/data-model.md, "Lists"): local secondary indexes of the company partition,
 * so that a page is read in order from an index instead of sorting the whole company in memory.
 * Local, not global: only an LSI answers a strongly consistent Query, and a list must show the
 * caller's own completed writes at once.
 *
 * They are neutral slots, named after what they are, not after any entity's columns: an entity maps
 * each sort column onto a sort slot and each filtered value onto a filter slot (`ListDeclaration`,
 * from a model's `sort` and `filter` facts), and `listAttributes` derives the slot attributes of a
 * record, written with every put and update of the record. So a new filter or sort column of any
 * entity takes a slot that entity does not use yet, and needs no new table.
 */

import { foldCase, truncateUtf8 } from './text';

/**
 * The sort slots: one index each, ordering by the attribute it names, one column of each entity that
 * maps a column onto it. Five, because DynamoDB allows at most five local indexes a table: an entity
 * lists by at most five columns, and only a sixth sort column of one entity would need a new table.
 */
export const SORT_SLOTS = {
  ListSort1: 'list_sort_1',
  ListSort2: 'list_sort_2',
  ListSort3: 'list_sort_3',
  ListSort4: 'list_sort_4',
  ListSort5: 'list_sort_5',
} as const;
export type SortSlot = keyof typeof SORT_SLOTS;

/**
 * The wide sort slot: it also projects the search fields and every other slot's sort key, so a search
 * and a count without counter read it alone. Every list maps a column onto it (its creation time).
 */
export const WIDE_SORT_SLOT = 'ListSort1' satisfies SortSlot;

/** Case-folded search fields (`foldCase`), projected into the wide slot: a search reads these, never whole records. */
export const SEARCH_ATTRIBUTES = ['search_primary', 'search_secondary'] as const;

/**
 * The filter slots: attributes projected into every sort slot, each holding one value an entity's
 * list filters by (a filter reads index entries, never records), a list value as a list. Eight: an
 * entity uses three at most today, and an attribute an item lacks costs nothing; with them the five
 * indexes project 56 attribute names, of the 100 DynamoDB allows a table.
 */
export const FILTER_SLOTS = [
  'list_filter_1',
  'list_filter_2',
  'list_filter_3',
  'list_filter_4',
  'list_filter_5',
  'list_filter_6',
  'list_filter_7',
  'list_filter_8',
] as const;
export type FilterSlot = (typeof FILTER_SLOTS)[number];

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

/** What every sort slot projects beyond the keys; the wide slot also carries the search fields and every sort value. */
export function projectedAttributes(slot: SortSlot): string[] {
  const everySlot = [...FILTER_SLOTS, LISTED_RECORD, RECORD_BYTES];
  if (slot !== WIDE_SORT_SLOT) return everySlot;
  const otherSortAttributes = Object.values(SORT_SLOTS).filter((attribute) => attribute !== SORT_SLOTS[WIDE_SORT_SLOT]);
  return [...everySlot, ...SEARCH_ATTRIBUTES, ...otherSortAttributes];
}

export type SortValue = string | boolean | null;

export interface ListColumn<Row> {
  /** The sort slot ordering it. */
  index: SortSlot;
  value: (row: Row) => SortValue;
  /**
   * Every value of an enumerated column (any order). A descending page then reads each
   * value's group ascending (ties break on uuid ascending in both directions), instead of reading a
   * whole group to reorder it.
   */
  enumValues?: readonly string[];
}

/** A value a list filters by, held in a filter slot beside the record. */
export interface ListFilterValue<Row> {
  slot: FilterSlot;
  /** A list's value as a list; null (or undefined) writes null, which no filter matches. */
  value: (row: Row) => unknown;
}

export interface ListSpec<Row, Column extends string, Filter extends string = never> {
  /** The counter item's name and the index keys' prefix: one entity's entries of the partition. */
  entity: string;
  id: (row: Row) => string;
  /** Each sort column in a sort slot of its own, one of them the wide slot. */
  columns: Record<Column, ListColumn<Row>>;
  /** The values the list's filters read, by name, each in a filter slot of its own. */
  filters?: Record<Filter, ListFilterValue<Row>>;
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

export interface ListDeclaration<Row, Column extends string, Filter extends string = string> extends ListSpec<
  Row,
  Column,
  Filter
> {
  /** The filter slot holding a filtered value: the attribute a filter's expression and test read. */
  filterAttribute(name: Filter): FilterSlot;
}

/** A list declaration from its spec, refused when two columns share a sort slot, two values a filter slot, or no column is in the wide slot. */
export function declareList<Row, Column extends string, Filter extends string = never>(
  spec: ListSpec<Row, Column, Filter>,
): ListDeclaration<Row, Column, Filter> {
  const sortSlots = (Object.values(spec.columns) as ListColumn<Row>[]).map((column) => column.index);
  const filters: Partial<Record<string, ListFilterValue<Row>>> = spec.filters ?? {};
  const filterSlots = Object.values(filters).map((filter) => filter?.slot);
  if (!sortSlots.includes(WIDE_SORT_SLOT)) throw new Error(`list ${spec.entity}: no column in ${WIDE_SORT_SLOT}`);
  if (new Set(sortSlots).size < sortSlots.length || new Set(filterSlots).size < filterSlots.length)
    throw new Error(`list ${spec.entity}: a slot holds two values`);
  return {
    ...spec,
    filterAttribute: (name) => {
      const filter = filters[name];
      if (!filter) throw new Error(`list ${spec.entity} has no filter ${name}`);
      return filter.slot;
    },
  };
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
 * The slot and search attributes of a row, its size and (when small) its listed copy, to write
 * beside it (a slot the entity does not use gets none). Every write of a listed record writes them all.
 */
export function listAttributes<Row, Column extends string>(
  declaration: ListSpec<Row, Column, string>,
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
    attributes[SORT_SLOTS[column.index]] = indexKey(declaration.entity, column.value(row), id);
  }
  // Always written (null when absent), so an update that clears a filtered value clears its slot.
  for (const filter of Object.values(declaration.filters ?? {}) as ListFilterValue<Row>[])
    attributes[filter.slot] = filter.value(row) ?? null;
  // Always written ("" for a null field), so an update that clears a field clears its search text.
  const [primary, secondary] = declaration.search;
  attributes[SEARCH_ATTRIBUTES[0]] = foldCase(primary(row) ?? '');
  attributes[SEARCH_ATTRIBUTES[1]] = foldCase(secondary(row) ?? '');
  return attributes;
}
