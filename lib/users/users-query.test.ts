import { fieldIssues } from '../validation';
import { UsersListQuery, canonicalListParams } from './users-query';

const L1 = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const L2 = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';

function issuesOf(input: unknown) {
  const result = UsersListQuery.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return fieldIssues(result.error);
}

describe('users list query', () => {
  it('applies the list defaults and ignores unknown parameters', () => {
    // Act
    const parsed = UsersListQuery.parse({ unknown: 'x', other: ['a', 'b'] });
    // Assess
    expect(parsed).toEqual({
      page: 1,
      page_size: 25,
      sort_by: 'created_at',
      sort_order: 'asc',
      search: undefined,
      filter_by_status_code: undefined,
      filter_by_role_code: undefined,
      filter_by_company_location_uuid: undefined,
      ignore_cached: false,
      should_reset_cache: false,
    });
  });

  it('reads query-string values', () => {
    const parsed = UsersListQuery.parse({
      page: '2',
      page_size: '100',
      sort_by: 'email',
      sort_order: 'DESC',
      search: 'Ann',
      ignore_cached: 'true',
      should_reset_cache: 'false',
    });
    expect(parsed).toMatchObject({
      page: 2,
      page_size: 100,
      sort_by: 'email',
      sort_order: 'desc',
      search: 'ann',
      ignore_cached: true,
      should_reset_cache: false,
    });
  });

  it('reads JSON body values: numbers, booleans and lists', () => {
    const parsed = UsersListQuery.parse({
      page: 3,
      page_size: 10,
      filter_by_status_code: ['STATUS_INVITED', 'STATUS_ACTIVE'],
      filter_by_company_location_uuid: [L2.toUpperCase(), L1],
      ignore_cached: true,
      should_reset_cache: false,
    });
    expect(parsed).toMatchObject({
      page: 3,
      page_size: 10,
      filter_by_status_code: ['STATUS_ACTIVE', 'STATUS_INVITED'],
      filter_by_company_location_uuid: [L1, L2],
      ignore_cached: true,
      should_reset_cache: false,
    });
  });

  it.each([
    ['one code', 'ROLE_COMPANY_ADMIN', ['ROLE_COMPANY_ADMIN']],
    [
      'comma-separated codes',
      'ROLE_COMPANY_TECHNICIAN, ROLE_COMPANY_ADMIN',
      ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_TECHNICIAN'],
    ],
    [
      'repeated parameters',
      ['ROLE_COMPANY_TECHNICIAN', 'ROLE_COMPANY_ADMIN'],
      ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_TECHNICIAN'],
    ],
    [
      'repeated comma-separated parameters',
      ['ROLE_COMPANY_OWNER,ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_OWNER'],
      ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_OWNER'],
    ],
    ['a JSON list', ['ROLE_COMPANY_MANAGER'], ['ROLE_COMPANY_MANAGER']],
  ])('accepts a role filter as %s', (_form, input, expected) => {
    expect(UsersListQuery.parse({ filter_by_role_code: input }).filter_by_role_code).toEqual(expected);
  });

  it('lower-cases location uuids and accepts them comma-separated', () => {
    expect(
      UsersListQuery.parse({ filter_by_company_location_uuid: `${L2.toUpperCase()},${L1}` })
        .filter_by_company_location_uuid,
    ).toEqual([L1, L2]);
  });

  it('treats empty filters, an empty list and JSON nulls as absent', () => {
    const parsed = UsersListQuery.parse({
      filter_by_status_code: '',
      filter_by_role_code: [],
      filter_by_company_location_uuid: ' , ',
      search: null,
      page: null,
      ignore_cached: null,
    });
    expect(parsed).toMatchObject({
      filter_by_status_code: undefined,
      filter_by_role_code: undefined,
      filter_by_company_location_uuid: undefined,
      search: undefined,
      page: 1,
      ignore_cached: false,
    });
  });

  it.each([
    [{ filter_by_status_code: 'STATUS_GONE' }, 'filter_by_status_code', 'invalid_enum'],
    [{ filter_by_status_code: 'STATUS_ACTIVE,status_active' }, 'filter_by_status_code', 'invalid_enum'],
    [{ filter_by_status_code: ['STATUS_ACTIVE', 1] }, 'filter_by_status_code', 'invalid_type'],
    [{ filter_by_status_code: { code: 'STATUS_ACTIVE' } }, 'filter_by_status_code', 'invalid_type'],
    [{ filter_by_role_code: ['ROLE_COMPANY_ADMIN', 'ROLE_BOSS'] }, 'filter_by_role_code', 'invalid_enum'],
    [{ filter_by_company_location_uuid: 'not-a-uuid' }, 'filter_by_company_location_uuid', 'invalid_enum'],
    [{ filter_by_company_location_uuid: [L1, `${L1}0`] }, 'filter_by_company_location_uuid', 'invalid_enum'],
    [{ page_size: '101' }, 'page_size', 'too_big'],
    [{ page_size: 101 }, 'page_size', 'too_big'],
    [{ page: 0 }, 'page', 'too_small'],
    [{ page: 1.5 }, 'page', 'invalid_format'],
    // Past the largest safe integer is too big, as in the query string, also where JavaScript would spell it 1e+21.
    [{ page: 1e21 }, 'page', 'too_big'],
    [{ page_size: 1e300 }, 'page_size', 'too_big'],
    // Deep pages: page × page_size over 10,000, from the body's numbers as from the query's digits.
    [{ page: 101, page_size: 100 }, 'page', 'too_big'],
    [{ page: '401' }, 'page', 'too_big'],
    [{ page: '11', page_size: 1000 }, 'page_size', 'too_big'],
    // The shared zod → issue mapping decides this code (zod 4 issues carry no input): any code will do.
    [{ page: ['1', '2'] }, 'page', expect.any(String)],
    [{ sort_by: 'phone' }, 'sort_by', 'invalid_enum'],
    [{ sort_order: 'up' }, 'sort_order', 'invalid_enum'],
    [{ search: 'x'.repeat(101) }, 'search', 'too_big'],
    [{ ignore_cached: 'yes' }, 'ignore_cached', 'invalid_value'],
    [{ ignore_cached: 'TRUE' }, 'ignore_cached', 'invalid_value'],
    [{ ignore_cached: 1 }, 'ignore_cached', 'invalid_value'],
    [{ should_reset_cache: '' }, 'should_reset_cache', 'invalid_value'],
    [{ should_reset_cache: ['true', 'true'] }, 'should_reset_cache', 'invalid_value'],
  ])('rejects %j', (input, path, code) => {
    expect(issuesOf(input)).toEqual([expect.objectContaining({ path, code })]);
  });

  it('takes pages down to page × page_size = 10,000', () => {
    expect(UsersListQuery.parse({ page: 100, page_size: '100' })).toMatchObject({ page: 100, page_size: 100 });
    expect(UsersListQuery.parse({ page: '400' })).toMatchObject({ page: 400, page_size: 25 });
  });

  it('reports every unknown code of a list', () => {
    expect(issuesOf({ filter_by_status_code: 'STATUS_X,STATUS_ACTIVE,STATUS_Y' })).toEqual([
      expect.objectContaining({ path: 'filter_by_status_code', message: expect.stringContaining('"STATUS_X"') }),
      expect.objectContaining({ path: 'filter_by_status_code', message: expect.stringContaining('"STATUS_Y"') }),
    ]);
  });

  it('gives equal parameters equal canonical forms whatever their form, and ignores the cache flags', () => {
    const fromQuery = UsersListQuery.parse({
      page: '1',
      filter_by_status_code: 'STATUS_INVITED,STATUS_ACTIVE',
      ignore_cached: 'true',
    });
    const fromBody = UsersListQuery.parse({
      page: 1,
      filter_by_status_code: ['STATUS_ACTIVE', 'STATUS_INVITED', 'STATUS_ACTIVE'],
    });
    const other = UsersListQuery.parse({ page: 2, filter_by_status_code: ['STATUS_ACTIVE', 'STATUS_INVITED'] });
    expect(canonicalListParams(fromQuery)).toBe(canonicalListParams(fromBody));
    expect(canonicalListParams(other)).not.toBe(canonicalListParams(fromBody));
  });
});
