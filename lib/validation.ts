/**
 * zod → ValidationError. Always safeParse: a thrown ZodError would otherwise surface as a 500.
 * Paths render in dotted/bracket form (`triggers[0].type`), as a problem's `errors[].path`.
 */
import type * as z from 'zod/mini';
import { type FieldIssue, ValidationError } from './errors';

type PathSegment = PropertyKey;

/** A key the dotted form cannot spell unambiguously: empty (the whole body's path), or holding `.`, `[`, `]` or `"`. */
const NEEDS_QUOTING = /^$|[.[\]"]/;

/**
 * `['triggers', 0, 'type']` → `triggers[0].type`; a key that dots would misread is quoted in
 * brackets, JSON-escaped (`{"": 1}` → `[""]`, `{"a.b": 1}` → `["a.b"]`), so that no field's path is
 * `""`, the body's own.
 */
export function formatPath(segments: readonly PathSegment[]): string {
  return segments.reduce<string>((path, segment) => {
    if (typeof segment === 'number') return `${path}[${segment}]`;
    const name = String(segment);
    if (NEEDS_QUOTING.test(name)) return `${path}[${JSON.stringify(name)}]`;
    return path === '' ? name : `${path}.${name}`;
  }, '');
}

/** A missing field: a wrong type, or (with reportInput) a wrong enum value, whose input is undefined. */
function isMissing(issue: z.core.$ZodIssue): boolean {
  if (issue.code === 'invalid_type') return issue.input === undefined;
  return issue.code === 'invalid_value' && 'input' in issue && issue.input === undefined;
}

function issueCode(issue: z.core.$ZodIssue): string {
  if (isMissing(issue)) return 'required';
  switch (issue.code) {
    case 'invalid_type':
      return 'invalid_type';
    case 'invalid_value':
      // Every enum of the API is of strings: anything else (null, a number) is of the wrong type.
      return 'input' in issue && typeof issue.input !== 'string' ? 'invalid_type' : 'invalid_enum';
    case 'custom': {
      const code = (issue.params as { code?: unknown } | undefined)?.code;
      return typeof code === 'string' ? code : 'invalid_value';
    }
    case 'invalid_union':
      return 'invalid_value';
    default:
      return issue.code;
  }
}

/** How much of an unknown field's name a path shows: a client may send a key of a megabyte. */
const MAX_SHOWN_KEY_LENGTH = 200;

function shownKey(key: string): string {
  if (key.length <= MAX_SHOWN_KEY_LENGTH) return key;
  // Cut between code points, never inside a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(key.charAt(MAX_SHOWN_KEY_LENGTH - 1))
    ? MAX_SHOWN_KEY_LENGTH - 1
    : MAX_SHOWN_KEY_LENGTH;
  return `${key.slice(0, end)}…`;
}

/** The issue of an unknown field at `parent` (a client may send a key of a megabyte: only its start is shown). */
function unknownField(parent: readonly PathSegment[], key: string): FieldIssue {
  const shown = shownKey(key);
  return { path: formatPath([...parent, shown]), code: 'unknown_field', message: `Unknown field "${shown}"` };
}

/** One `unknown_field` issue per key of `input` not among `known`, in the input's order, as a strict object reports them. */
export function unknownFieldIssues(input: Record<string, unknown>, known: ReadonlySet<string>): FieldIssue[] {
  return Object.keys(input)
    .filter((key) => !known.has(key))
    .map((key) => unknownField([], key));
}

interface LocatedIssue {
  /** The path in the input (without the prefix), to order by. */
  segments: readonly PathSegment[];
  issue: FieldIssue;
}

/**
 * The issues in the order of their fields in the input (docs/decisions.md: "in the body's order"):
 * by each path segment's position in the object or array it names, a field the input lacks (a
 * missing required one) after those it has, ties in zod's order. zod itself lists a schema's fields
 * in the schema's order and unknown fields last. Each object's key positions are computed once.
 */
function inInputOrder(located: LocatedIssue[], input: unknown): FieldIssue[] {
  // The position of a field the input lacks: after every field it has.
  const ABSENT = Number.MAX_SAFE_INTEGER;
  const positions = new WeakMap<object, Map<string, number>>();
  const positionIn = (container: unknown, segment: PathSegment): number => {
    if (typeof segment === 'number') return segment;
    if (container === null || typeof container !== 'object' || Array.isArray(container)) return ABSENT;
    let keys = positions.get(container);
    if (!keys) {
      keys = new Map(Object.keys(container).map((key, index) => [key, index]));
      positions.set(container, keys);
    }
    return keys.get(String(segment)) ?? ABSENT;
  };
  const ranksOf = (segments: readonly PathSegment[]): number[] => {
    let container = input;
    return segments.map((segment) => {
      const rank = positionIn(container, segment);
      container =
        container !== null && typeof container === 'object'
          ? (container as Record<PropertyKey, unknown>)[segment]
          : undefined;
      return rank;
    });
  };
  const ranked = located.map((entry, order) => ({ issue: entry.issue, ranks: ranksOf(entry.segments), order }));
  ranked.sort((left, right) => {
    for (let index = 0; index < Math.min(left.ranks.length, right.ranks.length); index++) {
      const difference = (left.ranks[index] as number) - (right.ranks[index] as number);
      if (difference !== 0) return difference;
    }
    return left.ranks.length - right.ranks.length || left.order - right.order;
  });
  return ranked.map((entry) => entry.issue);
}

/**
 * Field issues of a zod error, with unknown keys reported one per key; ordered as their fields come
 * in `input` (the value parsed, at `prefix`) when it is given.
 */
export function fieldIssues(
  error: z.core.$ZodError,
  prefix: readonly PathSegment[] = [],
  input?: unknown,
): FieldIssue[] {
  const located = error.issues.flatMap((issue): LocatedIssue[] => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ segments: [...issue.path, key], issue: unknownField(path, key) }));
    }
    const message = isMissing(issue) ? 'Required' : issue.message;
    return [{ segments: issue.path, issue: { path: formatPath(path), code: issueCode(issue), message } }];
  });
  return input === undefined ? located.map((entry) => entry.issue) : inInputOrder(located, input);
}

export interface IdCheck {
  path: string;
  /** What the client sent (undefined: nothing to check). */
  sent: string | undefined;
  /** The id of the record addressed: undefined, nothing to compare with (a create); null, the path's id is not a UUID, so no id agrees. */
  expected: string | null | undefined;
  message: string;
}

/**
 * 422 (`mismatch`) for every read-only id the client sent that names another record than the one
 * addressed; ids compare case-insensitively (such ids are accepted only when they agree).
 */
export function assertIdsMatch(checks: readonly IdCheck[]): void {
  const issues = checks
    .filter(
      (check) =>
        check.sent !== undefined &&
        check.expected !== undefined &&
        check.sent.toLowerCase() !== check.expected?.toLowerCase(),
    )
    .map((check) => ({ path: check.path, code: 'mismatch', message: check.message }));
  if (issues.length > 0) throw new ValidationError(issues);
}

/** The parsed value, or a ValidationError listing every invalid field. */
export function parseOrThrow<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  prefix: readonly PathSegment[] = [],
): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw new ValidationError(fieldIssues(result.error, prefix, input));
  return result.data;
}
