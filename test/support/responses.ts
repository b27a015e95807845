/**
 * Whole-response assertions for handler tests: each compares status, the usual headers and the
 * exact body in one `toEqual`, so a failure shows the whole difference and nothing goes unchecked
 * (an ETag or Location the expectation leaves out must be absent). Expected values may be jest's
 * asymmetric matchers (`expect.any(String)`).
 */
import type { TestResponse } from './invoke';

/** A strong ETag as the API makes them (lib/data/versioning.ts). */
export const ANY_ETAG: unknown = expect.stringMatching(/^"[A-Za-z0-9_-]{22}"$/);

/**
 * `record` with the server-set fields named (uuids, timestamps the test cannot know) matched as any
 * string; every other field stays exact, and each field named must be present.
 */
export function serverSet<T extends Record<string, unknown>>(record: T, ...fields: string[]): T {
  return { ...record, ...Object.fromEntries(fields.map((field) => [field, expect.any(String)])) };
}

interface Common {
  /** Further headers to compare (lower-case names), e.g. `www-authenticate`, `retry-after`. */
  headers?: Record<string, unknown>;
  /** `no-store` unless the answer chose its own caching. */
  cacheControl?: unknown;
}

/** The headers every answer carries (lib/http/response-headers.ts). */
const EVERY_ANSWER = {
  'x-request-id': expect.any(String),
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

function expectWhole(
  response: TestResponse,
  expected: {
    status: number;
    contentType: string | undefined;
    etag?: unknown;
    location?: unknown;
    body: unknown;
  } & Common,
): void {
  const checked = {
    ...EVERY_ANSWER,
    ...expected.headers,
    'content-type': expected.contentType,
    'cache-control': expected.cacheControl ?? 'no-store',
    etag: expected.etag,
    location: expected.location,
  };
  const headers = Object.fromEntries(Object.keys(checked).map((name) => [name, response.headers[name]]));
  expect({ status: response.status, headers, body: response.body }).toEqual({
    status: expected.status,
    headers: checked,
    body: expected.body,
  });
}

/** A record answered as `{"data": record}` (200, or 201 with its Location), with its ETag when given. */
export function expectRecord(
  response: TestResponse,
  expected: { status?: number; record: unknown; etag?: unknown; location?: unknown } & Common,
): void {
  expectWhole(response, {
    ...expected,
    status: expected.status ?? 200,
    contentType: 'application/json',
    body: { data: expected.record },
  });
}

/** The meta every page carries, each member of the right type unless given exactly. */
const PAGE_META = {
  page: expect.any(Number),
  page_size: expect.any(Number),
  total: expect.any(Number),
  total_pages: expect.any(Number),
  sort_by: expect.any(String),
  sort_order: expect.stringMatching(/^(asc|desc)$/),
};

/** A page: 200 with `{"data": [...], "meta": {...}}`; meta holds exactly the page members and those given. */
export function expectPage(
  response: TestResponse,
  expected: { data: unknown; meta?: Record<string, unknown> } & Common,
): void {
  expectWhole(response, {
    ...expected,
    status: 200,
    contentType: 'application/json',
    body: { data: expected.data, meta: { ...PAGE_META, ...expected.meta } },
  });
}

/**
 * An RFC 9457 problem (lib/http/problem.ts): `application/problem+json` with type, title, status,
 * detail, instance, code, request_id, the field issues of a 422 `validation_failed`, and the
 * extension members given.
 */
export function expectProblem(
  response: TestResponse,
  expected: {
    status: number;
    code: string;
    title?: string;
    detail?: unknown;
    instance?: string;
    errors?: unknown;
    members?: Record<string, unknown>;
  } & Common,
): void {
  const errors = expected.errors ?? (expected.code === 'validation_failed' ? expect.any(Array) : undefined);
  const body = {
    ...expected.members,
    type: `/problems/${expected.code}`,
    title: expected.title ?? expect.any(String),
    status: expected.status,
    detail: expected.detail ?? expect.any(String),
    instance: expected.instance ?? expect.any(String),
    code: expected.code,
    request_id: response.headers['x-request-id'],
    ...(errors === undefined ? {} : { errors }),
  };
  expectWhole(response, { ...expected, contentType: 'application/problem+json', body });
}

/** 204 (or a revalidated 304 with its ETag) with no body and no content headers. */
export function expectNoContent(
  response: TestResponse,
  expected: { status?: 204 | 304; etag?: unknown } & Common = {},
): void {
  expect(response.rawBody).toBe('');
  expectWhole(response, { ...expected, status: expected.status ?? 204, contentType: undefined, body: undefined });
}
