/**
 * The list helper, shared by every list: query parameters (page, page_size, sort_by,
 * sort_order, search) and a total ordering with pagination over one company's records.
 */
import * as z from '../schema';
import { pageMeta } from './page-meta';
import { compareCodePoints, foldCase } from './text';
import { codePointString } from './text-schema';
import { encodeSortValue } from './list-index';

export type SortOrder = 'asc' | 'desc';

export interface ListParams<SortColumn extends string> {
  page: number;
  page_size: number;
  sort_by: SortColumn;
  sort_order: SortOrder;
  /** Case-folded (`foldCase`); undefined when absent or empty. */
  search: string | undefined;
}

export interface Page<T> {
  data: T[];
  meta: {
    page: number;
    page_size: number;
    total: number;
    total_pages: number;
    sort_by: string;
    sort_order: SortOrder;
  };
}

const SORT_ORDERS = ['asc', 'desc'] as const;

/** A JSON Schema pattern of the given words in any letter case (JSON Schema patterns take no flags). */
function anyCasePattern(words: readonly string[]): string {
  const anyCase = (word: string): string =>
    [...word].map((letter) => `[${letter.toUpperCase()}${letter.toLowerCase()}]`).join('');
  return `^(?:${words.map(anyCase).join('|')})$`;
}

/**
 * An integer from 1 to `max` as query-string digits (leading zeros allowed). Its JSON Schema: the
 * digits' pattern, and the bounds a JSON number in a GET body (users) must keep.
 */
const positiveInteger = (description: string, max?: number, tooBig?: string) =>
  z.documented(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^\d+$/, 'Must be a positive integer')), z.transform(Number)),
      // Digits are whole already; z.int() would refuse a number past the safe integers a second
      // time, beside the maximum, and a field gets one issue.
      z.number().check(z.gte(1), z.lte(max ?? Number.MAX_SAFE_INTEGER, tooBig)),
    ),
    {
      pattern: `^0*(?:${z.integerRangePattern(max ?? Number.MAX_SAFE_INTEGER)})$`,
      minimum: 1,
      maximum: max ?? Number.MAX_SAFE_INTEGER,
      description,
    },
  );

/** The most records a page holds. */
const MAX_PAGE_SIZE = 100;
/** The longest `search`, in code points. */
const MAX_SEARCH_LENGTH = 100;
/**
 * The deepest a list pages (docs/api.md, *Lists*): `page × page_size` past it → 422 at `page`. Offsets
 * cannot be skipped in DynamoDB, so it also bounds what a page reads: at most this many index entries.
 */
export const MAX_LIST_DEPTH = 10_000;
const TOO_DEEP = `page × page_size must be at most ${MAX_LIST_DEPTH.toLocaleString('en-US')}; narrow the list with filters, search or another sort`;

/**
 * The zod shape of the list parameters for a resource's sortable columns. Spread it into the
 * resource's own query object (which adds its filters); values arrive as query-string strings.
 */
export function listQueryShape<const Columns extends readonly [string, ...string[]]>(sortable: Columns) {
  return {
    page: z._default(
      positiveInteger(
        `An integer ≥ 1 (default 1); page × page_size at most ${MAX_LIST_DEPTH.toLocaleString('en-US')} (else 422: narrow the list with filters, search or another sort); below that, a page past the end is empty`,
        MAX_LIST_DEPTH,
        TOO_DEEP,
      ),
      1,
    ),
    page_size: z._default(positiveInteger(`An integer from 1 to ${MAX_PAGE_SIZE} (default 25)`, MAX_PAGE_SIZE), 25),
    sort_by: z._default(z.enum(sortable), 'created_at' as Columns[number]),
    sort_order: z._default(
      z.documented(
        z.pipe(
          z.pipe(
            z.string(),
            z.transform((value) => value.toLowerCase()),
          ),
          z.enum(SORT_ORDERS),
        ),
        { type: 'string', pattern: anyCasePattern(SORT_ORDERS), description: '`asc` or `desc`, in any letter case' },
      ),
      'asc',
    ),
    search: z.pipe(
      z.optional(
        z.documented(codePointString(0, MAX_SEARCH_LENGTH), {
          maxLength: MAX_SEARCH_LENGTH,
          description: 'A case-insensitive substring; empty means no filter',
        }),
      ),
      z.transform((value) => (value === undefined || value === '' ? undefined : foldCase(value))),
    ),
  };
}

type ListDepth = Pick<ListParams<string>, 'page' | 'page_size'>;

/** `page × page_size` within `MAX_LIST_DEPTH`, else one issue at `page` (`too_big`), checked once both numbers are valid. */
const withinListDepth = z.refine<ListDepth>((query) => query.page * query.page_size <= MAX_LIST_DEPTH, {
  path: ['page'],
  params: { code: 'too_big' },
  message: TOO_DEEP,
  when: (payload) => payload.issues.length === 0,
});

/** A list's query object (`listQueryShape`, or its parameters in other forms, and the resource's filters) refusing pages past the depth bound. */
export function boundedListQuery<Schema extends z.ZodMiniType<ListDepth, unknown>>(query: Schema): Schema {
  const bounded: z.ZodMiniType<ListDepth, unknown> = query;
  // check() clones the schema it is called on, so the clone is a Schema: only its static type was widened.
  return bounded.check(withinListDepth) as Schema;
}

type Sortable = string | number | boolean | null | undefined;

function compareValues(left: Sortable, right: Sortable): number {
  if (left === right) return 0;
  // Nulls sort before every value (and so last in descending order).
  if (left === null || left === undefined) return -1;
  if (right === null || right === undefined) return 1;
  if (typeof left === 'string' && typeof right === 'string') {
    // The index's own encoding (folded, cut to fit a key), compared by code point as DynamoDB does:
    // not locale order, so results are the same on every runtime and agree with the index.
    return Math.sign(compareCodePoints(encodeSortValue(left), encodeSortValue(right)));
  }
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  return left < right ? -1 : left > right ? 1 : 0;
}

export interface PaginateOptions<T, SortColumn extends string> {
  params: ListParams<SortColumn>;
  /** The record's uuid: the tie-breaker, ascending in both directions. */
  id: (record: T) => string;
  /** Fields `search` matches as a case-insensitive substring. */
  searchFields: ReadonlyArray<(record: T) => string | null | undefined>;
  /** Reads a sort column of a record (defaults to the property of that name). */
  sortValue?: (record: T, column: SortColumn) => Sortable;
}

/** Filters by search, orders totally, and cuts the requested page. A page past the end is empty. */
export function paginate<T, SortColumn extends string>(
  records: readonly T[],
  options: PaginateOptions<T, SortColumn>,
): Page<T> {
  const { params } = options;
  const search = params.search;
  const matching =
    search === undefined
      ? [...records]
      : records.filter((record) =>
          options.searchFields.some((field) => foldCase(field(record) ?? '').includes(search)),
        );
  const read = options.sortValue ?? ((record: T, column: SortColumn) => (record as Record<string, Sortable>)[column]);
  const direction = params.sort_order === 'desc' ? -1 : 1;
  matching.sort((a, b) => {
    const byColumn = compareValues(read(a, params.sort_by), read(b, params.sort_by)) * direction;
    if (byColumn !== 0) return byColumn;
    const idA = options.id(a);
    const idB = options.id(b);
    return idA < idB ? -1 : idA > idB ? 1 : 0;
  });
  const start = (params.page - 1) * params.page_size;
  return {
    data: matching.slice(start, start + params.page_size),
    meta: pageMeta(params, matching.length),
  };
}
