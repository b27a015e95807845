/**
 * The parameters of the company users list (contract §4, §8 users). They come from the query string
 * (strings, or string lists for repeated parameters) merged over a JSON body on the GET (numbers,
 * booleans, lists), so every parameter accepts both forms and normalizes to one value.
 */
import * as z from '../schema';
import { canonicalUuid } from '../data/ids';
import { type ListParams, listQueryShape } from '../data/list';
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

/** A JSON body sends numbers where the query string sends digits: one rule for both. */
const jsonNumberAsString = (value: unknown): unknown => (typeof value === 'number' ? String(value) : value);

/** JSON `null` in a body means the same as leaving the parameter out. */
const nullAsAbsent = (value: unknown): unknown => (value === null ? undefined : value);

const shape = listQueryShape(USER_SORT_COLUMNS);

/** Classic zod's `z.preprocess`, which zod/mini lacks: `prepare` runs on the raw value, then `schema`. */
function preprocess<Schema extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: Schema) {
  return z.pipe(z.transform(prepare), schema);
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
function listParameter<Value extends string>(accept: (entry: string) => Value | undefined, describe: (entry: string) => string) {
  return z.pipe(
    z.optional(z.unknown()),
    z.transform((raw, ctx): Value[] | undefined => {
      if (raw === undefined || raw === null) return undefined;
      const parts = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : undefined;
      if (parts === undefined || parts.some((part) => typeof part !== 'string')) {
        ctx.issues.push(invalidIssue(raw, 'Expected a string, comma-separated strings or a list of strings', 'invalid_type'));
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
}

function codeParameter<const Codes extends readonly string[]>(codes: Codes, noun: string) {
  return listParameter<Codes[number]>(
    (entry) => (codes as readonly string[]).includes(entry) ? (entry as Codes[number]) : undefined,
    (entry) => `Unknown ${noun} "${entry}"; expected one of ${codes.join(', ')}`,
  );
}

const uuidListParameter = listParameter<string>(
  (entry) => canonicalUuid(entry),
  (entry) => `"${entry}" is not a UUID`,
);

/** `true`/`false` in the query string, JSON booleans in the body; absent means false. */
const flagParameter = z.pipe(
  z.optional(z.unknown()),
  z.transform((raw, ctx): boolean => {
    if (raw === undefined || raw === null) return false;
    if (raw === true || raw === 'true') return true;
    if (raw === false || raw === 'false') return false;
    ctx.issues.push(invalidIssue(raw, 'Expected true or false'));
    return z.NEVER;
  }),
);

/** The query schema of GET companies/{company_uuid}/users; unknown parameters are ignored. */
export const UsersListQuery = z.object({
  page: preprocess((value) => jsonNumberAsString(nullAsAbsent(value)), shape.page),
  page_size: preprocess((value) => jsonNumberAsString(nullAsAbsent(value)), shape.page_size),
  sort_by: preprocess(nullAsAbsent, shape.sort_by),
  sort_order: preprocess(nullAsAbsent, shape.sort_order),
  search: preprocess(nullAsAbsent, shape.search),
  filter_by_status_code: codeParameter(STATUS_CODES, 'status code'),
  filter_by_role_code: codeParameter(ROLE_CODES, 'role code'),
  filter_by_company_location_uuid: uuidListParameter,
  ignore_cached: flagParameter,
  should_reset_cache: flagParameter,
}) satisfies z.ZodMiniType<UsersListParams, unknown>;

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
