/** The whole-response assertions refuse what a handler must not answer: each check can fail. */
import type { TestResponse } from './invoke';
import { ANY_ETAG, expectNoContent, expectPage, expectProblem, expectRecord, serverSet } from './responses';

const EVERY_ANSWER = {
  'x-request-id': 'request-1',
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cache-control': 'no-store',
};
const ETAG = '"AAAAAAAAAAAAAAAAAAAAAA"';

function answer(status: number, headers: Record<string, string>, body?: unknown): TestResponse {
  return {
    status,
    headers: { ...EVERY_ANSWER, ...headers },
    body,
    rawBody: body === undefined ? '' : JSON.stringify(body),
  };
}

const record = () => answer(200, { 'content-type': 'application/json', etag: ETAG }, { data: { name: 'A' } });
const problem = (members: Record<string, unknown> = {}) =>
  answer(
    404,
    { 'content-type': 'application/problem+json' },
    {
      type: '/problems/not_found',
      title: 'Not found',
      status: 404,
      detail: 'Gone',
      instance: '/x',
      code: 'not_found',
      request_id: 'request-1',
      ...members,
    },
  );

describe('whole-response assertions', () => {
  it('pass a record, a page, a problem and a 204 that are exactly as expected', () => {
    expectRecord(record(), { record: { name: 'A' }, etag: ANY_ETAG });
    expectPage(
      answer(
        200,
        { 'content-type': 'application/json' },
        { data: [], meta: { page: 1, page_size: 25, total: 0, total_pages: 0, sort_by: 'name', sort_order: 'asc' } },
      ),
      { data: [], meta: { total: 0 } },
    );
    expectProblem(problem(), { status: 404, code: 'not_found', detail: 'Gone' });
    expectNoContent(answer(204, {}));
  });

  it('fail on another field, a missing or unexpected ETag, another content type or caching', () => {
    expect(() => expectRecord(record(), { record: { name: 'B' }, etag: ANY_ETAG })).toThrow();
    expect(() => expectRecord(record(), { record: { name: 'A' } })).toThrow();
    expect(() =>
      expectRecord(answer(200, { 'content-type': 'application/json' }, { data: { name: 'A' } }), {
        record: { name: 'A' },
        etag: ANY_ETAG,
      }),
    ).toThrow();
    expect(() =>
      expectRecord(answer(200, { 'content-type': 'text/plain', etag: ETAG }, { data: { name: 'A' } }), {
        record: { name: 'A' },
        etag: ANY_ETAG,
      }),
    ).toThrow();
    expect(() =>
      expectRecord(
        answer(
          200,
          { 'content-type': 'application/json', etag: ETAG, 'cache-control': 'public' },
          { data: { name: 'A' } },
        ),
        { record: { name: 'A' }, etag: ANY_ETAG },
      ),
    ).toThrow();
  });

  it('fail on a page meta member not expected, and on a problem member, code or request id not expected', () => {
    const page = answer(
      200,
      { 'content-type': 'application/json' },
      {
        data: [],
        meta: { page: 1, page_size: 25, total: 0, total_pages: 0, sort_by: 'name', sort_order: 'asc', cached: true },
      },
    );
    expect(() => expectPage(page, { data: [] })).toThrow();
    expectPage(page, { data: [], meta: { cached: true } });
    expect(() => expectProblem(problem({ user_count: 2 }), { status: 404, code: 'not_found' })).toThrow();
    expect(() => expectProblem(problem(), { status: 404, code: 'forbidden' })).toThrow();
    expect(() => expectProblem(problem({ request_id: 'another' }), { status: 404, code: 'not_found' })).toThrow();
    expect(() =>
      expectProblem(answer(404, { 'content-type': 'application/json' }, problem().body), {
        status: 404,
        code: 'not_found',
      }),
    ).toThrow();
  });

  it('fail on a 204 with a body or a content type', () => {
    expect(() => expectNoContent(answer(204, {}, {}))).toThrow();
    expect(() => expectNoContent(answer(204, { 'content-type': 'application/json' }))).toThrow();
  });

  it('match only the server-set fields named as any string, and need each of them', () => {
    const answered = answer(
      200,
      { 'content-type': 'application/json' },
      { data: { name: 'A', uuid: 'u-1', updated_at: '2026-01-01T00:00:00.000Z' } },
    );
    expectRecord(answered, { record: serverSet({ name: 'A' }, 'uuid', 'updated_at') });
    expect(() => expectRecord(answered, { record: serverSet({ name: 'B' }, 'uuid', 'updated_at') })).toThrow();
    expect(() => expectRecord(answered, { record: serverSet({ name: 'A' }, 'uuid') })).toThrow();
    expect(() =>
      expectRecord(answered, { record: serverSet({ name: 'A' }, 'uuid', 'updated_at', 'created_at') }),
    ).toThrow();
    expect(() =>
      expectRecord(
        answer(200, { 'content-type': 'application/json' }, { data: { name: 'A', uuid: 1, updated_at: 'x' } }),
        { record: serverSet({ name: 'A' }, 'uuid', 'updated_at') },
      ),
    ).toThrow();
  });
});
