/**
 * The users list with more locations than one DynamoDB expression can hold (4 KB, 300 operators:
 * about a hundred `contains`): a location filter of hundreds of values, and a manager of 250
 * locations, answer their users like any other list (they answered 500).
 */
import { handler } from './list-company-users';
import { newId } from '../../lib/data/ids';
import { makeCompany, makeLocation, makeUser } from '../../test/support/fixtures';
import { invoke, loadEvent, withRequest, type TestResponse } from '../../test/support/invoke';
import { expectPage } from '../../test/support/responses';

const MANY = 250;

function listAs(companyUuid: string, key: string, request: { query?: Record<string, string>; body?: unknown } = {}) {
  return invoke(
    handler,
    withRequest(loadEvent('list-company-users/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid },
      ...request,
    }),
  );
}

/** A page of users in creation order with the meta members given. */
function expectUsers(response: TestResponse, meta: Record<string, unknown>): void {
  expectPage(response, {
    data: expect.any(Array),
    meta: {
      page: 1,
      page_size: 25,
      total_pages: 1,
      sort_by: 'created_at',
      sort_order: 'asc',
      cached: expect.any(Boolean),
      ...meta,
    },
  });
}

function uuidsOf(response: { body: { data: Array<{ user_uuid: string }> } }): string[] {
  return response.body.data.map((user) => user.user_uuid);
}

describe('list-company-users with many locations', () => {
  let companyUuid: string;
  let ownerKey: string;
  let locations: string[];
  let manager: { userUuid: string; key: string };
  /** Users by name, in creation order (the default order). */
  const users: Record<string, string> = {};

  beforeAll(async () => {
    const company = await makeCompany({ name: 'Many Places Co' });
    companyUuid = company.companyUuid;
    ownerKey = company.ownerKey;
    locations = [];
    for (let index = 0; index < MANY; index++) locations.push(await makeLocation(companyUuid, `Branch ${index}`));
    const first = locations[0] as string;
    const last = locations[MANY - 1] as string;
    users.first = (
      await makeUser(companyUuid, 'ROLE_COMPANY_TECHNICIAN', { displayName: 'First Tech', locations: [first] })
    ).userUuid;
    users.last = (
      await makeUser(companyUuid, 'ROLE_COMPANY_TECHNICIAN', { displayName: 'Last Tech', locations: [last] })
    ).userUuid;
    users.nowhere = (
      await makeUser(companyUuid, 'ROLE_COMPANY_TECHNICIAN', { displayName: 'Nowhere Tech', locations: [] })
    ).userUuid;
    manager = await makeUser(companyUuid, 'ROLE_COMPANY_MANAGER', { displayName: 'Everywhere Manager', locations });
    users.manager = manager.userUuid;
  }, 60_000);

  it('filters by hundreds of locations, in the query and in a JSON body, with its total counted', async () => {
    // Prepare: two real locations among 300 that are no location of the company
    const wanted = [
      locations[MANY - 1] as string,
      ...Array.from({ length: 300 }, () => newId()),
      locations[0] as string,
    ];
    // Act
    const query = await listAs(companyUuid, ownerKey, {
      query: { filter_by_company_location_uuid: wanted.join(','), page_size: '1' },
    });
    const body = await listAs(companyUuid, ownerKey, { body: { filter_by_company_location_uuid: wanted } });
    // Assess
    expectUsers(query, { page_size: 1, total: 3, total_pages: 3 });
    expect(uuidsOf(query)).toEqual([users.first]);
    expectUsers(body, { total: 3 });
    expect(uuidsOf(body)).toEqual([users.first, users.last, users.manager]);
  });

  it('searches within a filter of hundreds of locations', async () => {
    const wanted = [...Array.from({ length: 200 }, () => newId()), locations[MANY - 1] as string];
    const response = await listAs(companyUuid, ownerKey, {
      body: { filter_by_company_location_uuid: wanted, search: 'tech' },
    });
    expectUsers(response, { total: 1 });
    expect(uuidsOf(response)).toEqual([users.last]);
  });

  it('answers a manager of 250 locations the users sharing one, and themselves, also with a location filter', async () => {
    // Act
    const all = await listAs(companyUuid, manager.key, { query: { ignore_cached: 'true' } });
    const filtered = await listAs(companyUuid, manager.key, {
      body: { filter_by_company_location_uuid: [...locations.slice(100), newId()], ignore_cached: true },
    });
    // Assess
    expectUsers(all, { total: 3 });
    expect(uuidsOf(all)).toEqual([users.first, users.last, users.manager]);
    expectUsers(filtered, { total: 2 });
    expect(uuidsOf(filtered)).toEqual([users.last, users.manager]);
  });
});
