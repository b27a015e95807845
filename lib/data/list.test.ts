import * as z from 'zod';
import { boundedListQuery, listQueryShape, paginate, type ListParams } from './list';
import { fieldIssues } from '../validation';

const Query = boundedListQuery(z.object(listQueryShape(['name', 'created_at'] as const)));

interface Row {
  uuid: string;
  name: string;
  created_at: string;
}

const rows: Row[] = [
  { uuid: 'c', name: 'beta', created_at: '2026-01-02T00:00:00.000Z' },
  { uuid: 'a', name: 'Alpha', created_at: '2026-01-01T00:00:00.000Z' },
  { uuid: 'b', name: 'alpha', created_at: '2026-01-01T00:00:00.000Z' },
  { uuid: 'd', name: 'Gamma', created_at: '2026-01-03T00:00:00.000Z' },
];

function page(params: Partial<ListParams<'name' | 'created_at'>>) {
  const parsed = Query.parse({});
  return paginate(rows, { params: { ...parsed, ...params }, id: (row) => row.uuid, searchFields: [(row) => row.name] });
}

describe('list query shape', () => {
  it('applies the list defaults', () => {
    expect(Query.parse({})).toEqual({
      page: 1,
      page_size: 25,
      sort_by: 'created_at',
      sort_order: 'asc',
      search: undefined,
    });
  });

  it('accepts sort_order in any case and answers it lower-case', () => {
    expect(Query.parse({ sort_order: 'DESC' }).sort_order).toBe('desc');
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: 'x' }, 'page'],
    [{ page_size: '101' }, 'page_size'],
    [{ page_size: '0' }, 'page_size'],
    [{ sort_by: 'secret' }, 'sort_by'],
    [{ sort_order: 'up' }, 'sort_order'],
    [{ search: 'x'.repeat(101) }, 'search'],
  ])('rejects %j', (input, field) => {
    const result = Query.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('answers a page_size past the safe integers with one issue', () => {
    const result = Query.safeParse({ page_size: '9007199254740993' }, { reportInput: true });
    expect(result.error && fieldIssues(result.error)).toEqual([
      { path: 'page_size', code: 'too_big', message: expect.any(String) },
    ]);
    expect(Query.safeParse({ page: '9007199254740993' }).success).toBe(false);
  });

  it('refuses a page deeper than 10,000 records at page, with one issue, and takes the page that ends there', () => {
    expect(Query.parse({ page: '100', page_size: '100' })).toMatchObject({ page: 100, page_size: 100 });
    expect(Query.parse({ page: '400' })).toMatchObject({ page: 400, page_size: 25 });
    for (const input of [{ page: '101', page_size: '100' }, { page: '401' }, { page: '10001', page_size: '1' }]) {
      const result = Query.safeParse(input, { reportInput: true });
      expect(result.error && fieldIssues(result.error)).toEqual([
        { path: 'page', code: 'too_big', message: expect.stringContaining('10,000') },
      ]);
    }
  });

  it('checks the depth only once page and page_size are valid: an invalid page_size is its own one issue', () => {
    const result = Query.safeParse({ page: '9000', page_size: '101' }, { reportInput: true });
    expect(result.error && fieldIssues(result.error)).toEqual([
      { path: 'page_size', code: 'too_big', message: expect.any(String) },
    ]);
  });

  it('answers a search over 100 code points too_big, as every other length', () => {
    const result = Query.safeParse({ search: '😀'.repeat(101) }, { reportInput: true });
    expect(result.success).toBe(false);
    expect(result.error && fieldIssues(result.error)).toEqual([
      { path: 'search', code: 'too_big', message: 'At most 100 characters' },
    ]);
  });

  it('treats an empty search as no filter and counts code points', () => {
    expect(Query.parse({ search: '' }).search).toBeUndefined();
    expect(Query.safeParse({ search: '😀'.repeat(100) }).success).toBe(true);
  });

  it('folds the search case fully, as the stored search fields are', () => {
    expect(Query.parse({ search: 'ΟΔΟΣ' }).search).toBe('οδοσ');
    expect(Query.parse({ search: 'Straße' }).search).toBe('strasse');
  });
});

describe('paginate', () => {
  it('sorts strings case-insensitively and breaks ties on uuid ascending in both directions', () => {
    expect(page({ sort_by: 'name' }).data.map((row) => row.uuid)).toEqual(['a', 'b', 'c', 'd']);
    expect(page({ sort_by: 'name', sort_order: 'desc' }).data.map((row) => row.uuid)).toEqual(['d', 'c', 'a', 'b']);
  });

  it('orders by code point, so astral characters sort after the end of the BMP', () => {
    const astral: Row[] = [
      { uuid: 'e', name: '😀', created_at: '2026-01-01T00:00:00.000Z' }, // U+1F600
      { uuid: 'f', name: 'ｚ', created_at: '2026-01-01T00:00:00.000Z' }, // U+FF5A
      { uuid: 'g', name: '\uE000', created_at: '2026-01-01T00:00:00.000Z' },
      { uuid: 'h', name: 'z', created_at: '2026-01-01T00:00:00.000Z' },
    ];
    const sorted = paginate(astral, {
      params: { ...Query.parse({}), sort_by: 'name' },
      id: (row) => row.uuid,
      searchFields: [],
    });
    expect(sorted.data.map((row) => row.uuid)).toEqual(['h', 'g', 'f', 'e']);
  });

  it('filters by case-insensitive substring and counts only matches', () => {
    const result = page({ search: 'alp' });
    expect(result.data.map((row) => row.uuid)).toEqual(['a', 'b']);
    expect(result.meta).toEqual({
      page: 1,
      page_size: 25,
      total: 2,
      total_pages: 1,
      sort_by: 'created_at',
      sort_order: 'asc',
    });
  });

  it('cuts pages and answers an empty page past the end', () => {
    expect(page({ page_size: 3, page: 2 }).data.map((row) => row.uuid)).toEqual(['d']);
    expect(page({ page_size: 3, page: 3 })).toEqual({
      data: [],
      meta: { page: 3, page_size: 3, total: 4, total_pages: 2, sort_by: 'created_at', sort_order: 'asc' },
    });
  });

  it('has zero pages when nothing matches', () => {
    expect(page({ search: 'zzz' }).meta.total_pages).toBe(0);
  });
});
