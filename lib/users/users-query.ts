/**
 * The parameters of the company users list. They come from the query string
 * (strings, or string lists for repeated parameters) merged over a JSON body on the GET (numbers,
 * booleans, lists), so every parameter accepts both forms and normalizes to one value.
 */
import * as z from '../schema';
import { canonicalUuid } from '../data/ids';
import { type ListParams, boundedListQuery, listQueryShape } from '../data/list';
import { UUID_PATTERN } from '../data/text-schema';
import { ROLE_CODES, type RoleCode, STATUS_CODES, type StatusCode } from './roles';

export const USER_SORT_COLUMNS = ['display_name', 'email', 'role_code', 'status_code', 'created_at'] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

/** Normalized parameters; a filter is undefined when absent or empty (no filtering). */
export interface UsersListParams extends ListParams<UserSortColumn> {
  filter_by_status_code: StatusCode[] | undefined;
  filter_by_role_code: RoleCode[] | undefined;
  /** Lower-cased. */
  filter_by_company_location_uuid: string[] | undefined;
  ignore_cached: boolean;
  should_reset_cache: boolean;
}

/**
 * A JSON body sends numbers where the query string sends digits: one rule for both. An integer is
 * written in full digits: String(1e21) is "1e+21", which the page parser would call malformed rather
 * than too big (docs/decisions.md, "Problem paths").
 */
const jsonNumberAsString = (value: unknown): unknown => {
  if (typeof value !== 'number') return value;
  return Number.isInteger(value) ? BigInt(value).toString() : String(value);
};

/** JSON `null` in a body means the same as leaving the parameter out. */
const nullAsAbsent = (value: unknown): unknown => (value === null ? undefined : value);

const shape = listQueryShape(USER_SORT_COLUMNS);

/** Classic zod's `z.preprocess`, which zod/mini lacks: `prepare` runs on the raw value, then `schema`. */
function preprocess<Schema extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: Schema) {
  return z.pipe(z.transform(prepare), schema);
}

/**
 * One of the list parameters (page, page_size, sort_by, sort_order, search), which a
 * JSON body may also give as one of `jsonTypes`, or as null for "absent". Its JSON Schema widens the
 * query form's type: the string keywords (pattern) apply to strings only, the number keywords
 * (minimum, maximum) to numbers only.
 */
function alsoFromBody<Schema extends z.ZodMiniType>(
  schema: Schema,
  jsonTypes: readonly string[],
  keywords: Record<string, unknown> = {},
): Schema {
  return z.documented(schema, { type: ['string', ...jsonTypes, 'null'], ...keywords });
}

/**
 * An issue a parameter's transform pushes onto `ctx.issues` (a zod/mini transform has no
 * `ctx.addIssue`): `input` is the raw value, as `addIssue` recorded it.
 */
function invalidIssue(input: unknown, message: string, code = 'invalid_value') {
  return { code: 'custom' as const, message, params: { code }, input };
}

/**
 * A list parameter: one value, comma-separated values, repeated query parameters or a JSON list of
 * strings. Entries are trimmed; empty entries are dropped; duplicates collapse; the result is sorted so
 * equal filters give equal cache keys.
 */
function listParameter<Value extends string>(
  accept: (entry: string) => Value | undefined,
  describe: (entry: string) => string,
  entryPattern: string,
) {
  // The entries between commas, each blank or one value with white space (what `trim` removes) around it.
  const entries = `^\\s*(?:(?:${entryPattern})\\s*)?(?:,\\s*(?:(?:${entryPattern})\\s*)?)*$`;
  const schema = z.pipe(
    z.optional(z.unknown()),
    z.transform((raw, ctx): Value[] | undefined => {
      if (raw === undefined || raw === null) return undefined;
      const parts = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : undefined;
      if (parts === undefined || parts.some((part) => typeof part !== 'string')) {
        ctx.issues.push(
          invalidIssue(raw, 'Expected a string, comma-separated strings or a list of strings', 'invalid_type'),
        );
        return z.NEVER;
      }
      const entries = (parts as string[])
        .flatMap((part) => part.split(','))
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '');
      const values = new Set<Value>();
      for (const entry of entries) {
        const value = accept(entry);
        if (value === undefined) ctx.issues.push(invalidIssue(raw, describe(entry), 'invalid_enum'));
        else values.add(value);
      }
      if (values.size === 0) return undefined;
      return [...values].sort();
    }),
  );
  return z.documented(schema, {
    type: ['string', 'array', 'null'],
    pattern: entries,
    items: { type: 'string', pattern: entries },
    description:
      'One value or comma-separated values; in the query string also repeated parameters, in a JSON body also a list of strings',
  });
}

/** A list parameter of codes (one, a list or comma-separated), each one of `codes`. */
export function codeParameter<const Codes extends readonly string[]>(codes: Codes, noun: string) {
  return listParameter<Codes[number]>(
    (entry) => ((codes as readonly string[]).includes(entry) ? (entry as Codes[number]) : undefined),
    (entry) => `Unknown ${noun} "${entry}"; expected one of ${codes.join(', ')}`,
    // Codes are upper-case words and underscores: nothing to escape.
    codes.join('|'),
  );
}

const uuidListParameter = listParameter<string>(
  (entry) => canonicalUuid(entry),
  (entry) => `"${entry}" is not a UUID`,
  UUID_PATTERN,
);

/** `true`/`false` in the query string, JSON booleans in the body; absent means false. */
const flagParameter = z.documented(
  z.pipe(
    z.optional(z.unknown()),
    z.transform((raw, ctx): boolean => {
      if (raw === undefined || raw === null) return false;
      if (raw === true || raw === 'true') return true;
      if (raw === false || raw === 'false') return false;
      ctx.issues.push(invalidIssue(raw, 'Expected true or false'));
      return z.NEVER;
    }),
  ),
  { type: ['boolean', 'string', 'null'], enum: [true, false, 'true', 'false', null] },
);

/** The query schema of GET companies/{company_uuid}/users; unknown parameters are ignored. */
export const UsersListQuery = boundedListQuery(
  z.object({
    page: alsoFromBody(
      preprocess((value) => jsonNumberAsString(nullAsAbsent(value)), shape.page),
      ['integer'],
    ),
    page_size: alsoFromBody(
      preprocess((value) => jsonNumberAsString(nullAsAbsent(value)), shape.page_size),
      ['integer'],
    ),
    sort_by: alsoFromBody(preprocess(nullAsAbsent, shape.sort_by), [], { enum: [...USER_SORT_COLUMNS, null] }),
    sort_order: alsoFromBody(preprocess(nullAsAbsent, shape.sort_order), []),
    search: alsoFromBody(preprocess(nullAsAbsent, shape.search), []),
    filter_by_status_code: codeParameter(STATUS_CODES, 'status code'),
    filter_by_role_code: codeParameter(ROLE_CODES, 'role code'),
    filter_by_company_location_uuid: uuidListParameter,
    ignore_cached: flagParameter,
    should_reset_cache: flagParameter,
  }) satisfies z.ZodMiniType<UsersListParams, unknown>,
);

/**
 * The parameters that shape a list's content, in a fixed order: equal lists give equal strings.
 * The cache flags are left out: they change how an answer is obtained, not what it is.
 */
export function canonicalListParams(params: UsersListParams): string {
  return JSON.stringify([
    params.page,
    params.page_size,
    params.sort_by,
    params.sort_order,
    params.search ?? null,
    params.filter_by_status_code ?? null,
    params.filter_by_role_code ?? null,
    params.filter_by_company_location_uuid ?? null,
  ]);
}
