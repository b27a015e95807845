/**
 * What a reader of /docs sees of each operation, beyond what the route table and the schemas say:
 * the shapes of the texts each resource module (scripts/descriptions/<resource>.ts) gives, and the
 * sentences many operations share. The generator adds the roles, the rate-limit group and the
 * problems.
 */
import { VERSIONED_WRITE_ATTEMPTS } from '../../lib/data/optimistic';
import type { RecordName } from './examples';

export interface OperationText {
  /** A short human title ("List automations"), never the method and path. */
  summary: string;
  /** What the operation does and its rules, in Markdown. */
  description: string;
  /** Who may call it, where the roles alone do not say it all. */
  access?: string;
}

/**
 * What problems mean for an operation beyond what its route says; the odd operations' only (the
 * generator derives the rest).
 */
export interface ProblemNotes {
  /** Appended to 403's text ("; …"): who else may not, beyond the roles. */
  forbidden?: string;
  /**
   * Some of its 403s are decided by the body or the record, after the rate-limit count: those carry
   * the rate-limit headers (the role step's do not).
   */
  lateForbidden?: true;
  /** One more reason for 404. */
  notFound?: string;
  /** What 410 means: only an operation that says it answers 410. */
  gone?: string;
  /** Appended to 413's text. */
  tooLarge?: string;
  /** Appended to 422's text. */
  invalid?: string;
}

/**
 * What a query schema leaves unsaid where the rule is the domain's rather than the schema's, per
 * query parameter: a note on its description and what its JSON Schema adds.
 */
export type QueryNotes = Record<string, { schema?: Record<string, unknown>; note: string }>;

/** What an operation answers on success: a record, a list, nothing. */
export interface Success {
  status: '200' | '201' | '202' | '204' | '302';
  /** It may answer a replay of an earlier request (`Idempotent-Replayed`) without being an idempotent create. */
  replayed?: boolean;
  description: string;
  /** The `data` schema, or a list's item schema. */
  data?: RecordName;
  list?: 'meta' | 'users-meta';
  etag?: boolean;
  location?: boolean;
}

/** A record and its ETag (`CategoryRecord` → "The category"). */
export const record = (name: RecordName, status: Success['status'] = '200'): Success => ({
  status,
  description: `The ${name.replace(/Record$/, '').toLowerCase()}`,
  data: name,
  etag: true,
});

export const LIST =
  'A page of the list (`page`, `page_size`, `sort_by`, `sort_order`, `search`), with exact totals in `meta`.';
export const PUT =
  'Replaces every editable field: omitted optional fields reset to their defaults. `If-Match` is optional (412 when it is not the current ETag).';
export const PATCH =
  'Changes only the fields sent; the merged record must still be valid. `If-Match` is optional; without it, concurrent PATCHes of different fields both persist.';
export const DELETE = '`If-Match` is optional (412 when it is not the current ETag).';
export const CREATE =
  'Answers 201 with `Location` and `ETag`. `Idempotency-Key` makes a retry safe: the same key and body within 24 h replay the first answer.';

/** Part of a 409's text: an idempotent create's concurrent retry. */
export const IN_PROGRESS =
  'a request with this Idempotency-Key is still in progress (`idempotency_in_progress`, with Retry-After)';

/** Part of a 409's text: a write that lost its race `attempts` times in a row. */
export const raced = (
  recordName: string,
  attempts: number,
  when = 'without If-Match, or with one that each new read still matches (`*`, a list of tags)',
): string =>
  `the ${recordName} kept changing concurrently: ${attempts} writes in a row lost their race, ${when} (\`conflict\`; retry)`;

/** The 409 of a versioned record's replace, update or delete that can only lose its race. */
export const lostRace = (recordName: string): string => `Conflict: ${raced(recordName, VERSIONED_WRITE_ATTEMPTS)}`;
