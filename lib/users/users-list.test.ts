import type { User } from './user';
import { matchesFilters, pageOfUsers } from './users-list';
import { UsersListQuery } from './users-query';

function user(uuid: string, overrides: Partial<User> = {}): User {
  return {
    user_uuid: uuid,
    company_uuid: 'c',
    display_name: `User ${uuid}`,
    first_name: null,
    last_name: null,
    email: `${uuid}@example.com`,
    phone: null,
    role_code: 'ROLE_COMPANY_TECHNICIAN',
    status_code: 'STATUS_ACTIVE',
    company_location_uuids: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    settings: {},
    ...overrides,
  };
}

const NO_FILTERS = {
  filter_by_status_code: undefined,
  filter_by_role_code: undefined,
  filter_by_company_location_uuid: undefined,
};

describe('users list filters', () => {
  it('passes everyone when no filter is given', () => {
    expect(matchesFilters(user('a'), NO_FILTERS)).toBe(true);
  });

  it('matches any value of a filter and requires every filter', () => {
    const invited = user('a', {
      status_code: 'STATUS_INVITED',
      role_code: 'ROLE_COMPANY_ADMIN',
      company_location_uuids: ['l1', 'l2'],
    });
    expect(matchesFilters(invited, { ...NO_FILTERS, filter_by_status_code: ['STATUS_ACTIVE', 'STATUS_INVITED'] })).toBe(
      true,
    );
    expect(matchesFilters(invited, { ...NO_FILTERS, filter_by_status_code: ['STATUS_ACTIVE'] })).toBe(false);
    expect(matchesFilters(invited, { ...NO_FILTERS, filter_by_company_location_uuid: ['l2', 'l9'] })).toBe(true);
    expect(matchesFilters(invited, { ...NO_FILTERS, filter_by_company_location_uuid: ['l9'] })).toBe(false);
    expect(
      matchesFilters(invited, {
        ...NO_FILTERS,
        filter_by_status_code: ['STATUS_INVITED'],
        filter_by_role_code: ['ROLE_COMPANY_OWNER'],
      }),
    ).toBe(false);
  });

  it('never lets a location filter match a user without locations', () => {
    expect(matchesFilters(user('a'), { ...NO_FILTERS, filter_by_company_location_uuid: ['l1'] })).toBe(false);
  });
});

describe('users list page', () => {
  const users = [
    user('m', { role_code: 'ROLE_COMPANY_MANAGER', company_location_uuids: ['l1'], display_name: 'Mia' }),
    user('t1', { company_location_uuids: ['l1'], display_name: 'Tom', status_code: 'STATUS_DISABLED' }),
    user('t2', { company_location_uuids: ['l2'], display_name: 'Tim' }),
  ];

  it('filters and counts only inside what the caller may see', () => {
    // Prepare
    const params = UsersListQuery.parse({ search: 't', sort_by: 'display_name' });
    // Act
    const page = pageOfUsers(users, { role: 'ROLE_COMPANY_MANAGER', userUuid: 'm', locationUuids: ['l1'] }, params);
    // Assess
    expect(page.data.map((row) => row.user_uuid)).toEqual(['t1']);
    expect(page.meta.total).toBe(1);
  });

  it('shows an owner everyone', () => {
    const page = pageOfUsers(
      users,
      { role: 'ROLE_COMPANY_OWNER', userUuid: 'o', locationUuids: [] },
      UsersListQuery.parse({ sort_by: 'display_name', sort_order: 'desc' }),
    );
    expect(page.data.map((row) => row.user_uuid)).toEqual(['t1', 't2', 'm']);
  });
});
