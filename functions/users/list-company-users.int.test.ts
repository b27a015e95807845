import { handler } from './list-company-users';
import { newId } from '../../lib/data/ids';
import type { CompanyRoleCode, StatusCode } from '../../lib/users/roles';
import { type User, toUser } from '../../lib/users/user';
import { userRepository } from '../../lib/users/user-repository';
import { admin, makeCompany, makeLocation, makePlatformKey, makeUser } from '../../test/support/fixtures';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { capacityMeter, isReadCommand } from '../../test/support/consumed-capacity';
import { documentClient } from '../../lib/aws/dynamo';
import { failBeforeDynamo, mentioning, removeDynamoFaults, throttled } from '../../test/support/dynamo-faults';
import { ownerRecord, quotaOf, userRecord } from '../../test/support/users';
import type { TestResponse } from '../../test/support/invoke';
import { expectPage, expectProblem } from '../../test/support/responses';

const USER_FIELDS = [
  'user_uuid',
  'company_uuid',
  'display_name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'role_code',
  'status_code',
  'company_location_uuids',
  'created_at',
  'updated_at',
  'settings',
].sort();

interface Person {
  uuid: string;
  key: string;
  displayName: string;
  email: string;
  role: CompanyRoleCode;
  status: StatusCode;
  locations: string[];
}

interface Request {
  query?: Record<string, string | string[]>;
  body?: unknown;
}

async function listAs(companyUuid: string, key: string, request: Request = {}) {
  return invoke(
    handler,
    withRequest(loadEvent('list-company-users/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid },
      ...request,
    }),
  );
}

/**
 * A whole page of users: the meta of a first page in creation order unless given (total_pages from
 * total and page_size), whether it was cached unless given.
 */
function expectUsers(
  response: TestResponse,
  meta: Record<string, unknown> = {},
  data: unknown = expect.any(Array),
): void {
  const pageSize = (meta.page_size as number | undefined) ?? 25;
  const totalPages = typeof meta.total === 'number' ? Math.ceil(meta.total / pageSize) : expect.any(Number);
  expectPage(response, {
    data,
    meta: {
      page: 1,
      page_size: pageSize,
      total: expect.any(Number),
      total_pages: totalPages,
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

/** An independent reference ordering: case-insensitive code-point order, nulls first, ties on uuid. */
function expectedOrder(users: User[], column: keyof User, order: 'asc' | 'desc'): string[] {
  const value = (user: User): string | null => {
    const raw = user[column];
    return typeof raw === 'string' ? raw.toLowerCase() : null;
  };
  return [...users]
    .sort((a, b) => {
      const left = value(a);
      const right = value(b);
      let byColumn = 0;
      if (left !== right) byColumn = left === null ? -1 : right === null ? 1 : left < right ? -1 : 1;
      if (order === 'desc') byColumn = -byColumn;
      return byColumn !== 0 ? byColumn : a.user_uuid < b.user_uuid ? -1 : 1;
    })
    .map((user) => user.user_uuid);
}

/** A user written without moving the cache generation: a change the cache cannot know about. */
async function insertUserBehindTheCache(companyUuid: string, displayName: string): Promise<string> {
  const now = new Date().toISOString();
  const userUuid = newId();
  await userRepository.createUserInTransaction(
    userRepository.putNewUserItems({
      user_uuid: userUuid,
      company_uuid: companyUuid,
      display_name: displayName,
      first_name: null,
      last_name: null,
      email: `${userUuid}@example.com`,
      phone: null,
      role_code: 'ROLE_COMPANY_TECHNICIAN',
      status_code: 'STATUS_ACTIVE',
      company_location_uuids: [],
      created_at: now,
      updated_at: now,
      settings: {},
      version: 1,
    }),
  );
  return userUuid;
}

describe('list-company-users handler', () => {
  let companyUuid: string;
  let owner: Person;
  let L1: string;
  let L2: string;
  let L3: string;
  const people: Record<string, Person> = {};
  let everyone: User[];
  let platformKey: string;

  beforeAll(async () => {
    const company = await makeCompany({ name: 'Zeta Co' });
    companyUuid = company.companyUuid;
    [L1, L2, L3] = [
      await makeLocation(companyUuid, 'North'),
      await makeLocation(companyUuid, 'South'),
      await makeLocation(companyUuid, 'East'),
    ];
    owner = {
      uuid: company.ownerUuid,
      key: company.ownerKey,
      displayName: 'Zeta Co Owner',
      email: 'office@example.com',
      role: 'ROLE_COMPANY_OWNER',
      status: 'STATUS_ACTIVE',
      locations: [],
    };
    const specs: Array<[string, string, string, CompanyRoleCode, StatusCode, string[]]> = [
      ['admin', 'Ada Admin', 'ada@example.com', 'ROLE_COMPANY_ADMIN', 'STATUS_ACTIVE', [L1]],
      ['adminInvited', 'Ben Admin', 'ben@example.com', 'ROLE_COMPANY_ADMIN', 'STATUS_INVITED', []],
      ['manager12', 'Cora Manager', 'cora@example.com', 'ROLE_COMPANY_MANAGER', 'STATUS_ACTIVE', [L1, L2]],
      ['manager3', 'Dan Manager', 'Dan@Example.com', 'ROLE_COMPANY_MANAGER', 'STATUS_ACTIVE', [L3]],
      ['managerDisabled', 'Eve Manager', 'eve@example.com', 'ROLE_COMPANY_MANAGER', 'STATUS_DISABLED', [L2]],
      ['tech1', 'Finn Tech', 'finn@example.com', 'ROLE_COMPANY_TECHNICIAN', 'STATUS_ACTIVE', [L1]],
      ['techInvited', 'Gus Tech', 'gus@example.com', 'ROLE_COMPANY_TECHNICIAN', 'STATUS_INVITED', [L2]],
      ['techDisabled', 'Hal Tech', 'hal@example.com', 'ROLE_COMPANY_TECHNICIAN', 'STATUS_DISABLED', [L3]],
      ['tech23', 'ivy tech', 'ivy@example.com', 'ROLE_COMPANY_TECHNICIAN', 'STATUS_ACTIVE', [L2, L3]],
      ['twinA', 'Jo Twin', 'jo.a@example.com', 'ROLE_COMPANY_TECHNICIAN', 'STATUS_ACTIVE', [L3]],
      ['twinB', 'jo twin', 'jo.b@example.com', 'ROLE_COMPANY_TECHNICIAN', 'STATUS_ACTIVE', [L3]],
    ];
    for (const [name, displayName, email, role, status, locations] of specs) {
      const made = await makeUser(companyUuid, role, { displayName, email, status, locations });
      people[name] = { uuid: made.userUuid, key: made.key, displayName, email, role, status, locations };
    }
    platformKey = (await makePlatformKey()).key;
    // The oracle: every user read one by one, ordered and paged by the reference ordering below.
    everyone = await Promise.all(
      [owner, ...Object.values(people)].map(async (made) => {
        const stored = await userRepository.getUser(companyUuid, made.uuid);
        if (!stored) throw new Error(`user ${made.uuid} was not stored`);
        return toUser(stored);
      }),
    );
  });

  function person(name: string): Person {
    const found = people[name];
    if (!found) throw new Error(`no fixture ${name}`);
    return found;
  }

  function uuids(...names: string[]): string[] {
    return names.map((name) => (name === 'owner' ? owner.uuid : person(name).uuid));
  }

  function createdOrder(names: string[]): string[] {
    const wanted = new Set(uuids(...names));
    return expectedOrder(
      everyone.filter((user) => wanted.has(user.user_uuid)),
      'created_at',
      'asc',
    );
  }

  describe('visibility', () => {
    const ALL = [
      'owner',
      'admin',
      'adminInvited',
      'manager12',
      'manager3',
      'managerDisabled',
      'tech1',
      'techInvited',
      'techDisabled',
      'tech23',
      'twinA',
      'twinB',
    ];

    it('answers the owner every user with exactly the documented fields and the list meta', async () => {
      // Act
      const response = await listAs(companyUuid, owner.key);
      // Assess
      expectUsers(response, {
        page: 1,
        page_size: 25,
        total: 12,
        total_pages: 1,
        sort_by: 'created_at',
        sort_order: 'asc',
        cached: expect.any(Boolean),
      });
      expect(uuidsOf(response)).toEqual(createdOrder(ALL));
      for (const user of response.body.data) expect(Object.keys(user).sort()).toEqual(USER_FIELDS);
      const ada = response.body.data.find((user: User) => user.user_uuid === person('admin').uuid);
      expect(ada).toEqual({
        user_uuid: person('admin').uuid,
        company_uuid: companyUuid,
        display_name: 'Ada Admin',
        first_name: 'Ada',
        last_name: 'Admin',
        email: 'ada@example.com',
        phone: null,
        role_code: 'ROLE_COMPANY_ADMIN',
        status_code: 'STATUS_ACTIVE',
        company_location_uuids: [L1],
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        settings: {},
      });
    });

    it('answers an admin and a platform key every user', async () => {
      const asAdmin = await listAs(companyUuid, person('admin').key);
      const asPlatform = await listAs(companyUuid, platformKey);
      expectUsers(asAdmin, { total: 12 });
      expect(uuidsOf(asAdmin)).toEqual(createdOrder(ALL));
      expectUsers(asPlatform, { total: 12 });
      expect(uuidsOf(asPlatform)).toEqual(createdOrder(ALL));
    });

    it('answers a manager the users who share a location with them, and themselves', async () => {
      // Act
      const north = await listAs(companyUuid, person('manager12').key);
      const east = await listAs(companyUuid, person('manager3').key);
      // Assess
      expect(uuidsOf(north)).toEqual(
        createdOrder(['admin', 'manager12', 'managerDisabled', 'tech1', 'techInvited', 'tech23']),
      );
      expectUsers(north, { total: 6 });
      expect(uuidsOf(east)).toEqual(createdOrder(['manager3', 'techDisabled', 'tech23', 'twinA', 'twinB']));
      expectUsers(east, { total: 5 });
    });

    it("totals a one-location manager's list from the location's counter: no more reads than an owner's list of that location", async () => {
      // Prepare
      const meter = capacityMeter(documentClient, isReadCommand);
      try {
        // Act
        const asManager = await meter.measure(() =>
          listAs(companyUuid, person('manager3').key, { query: { ignore_cached: 'true' } }),
        );
        const asOwner = await meter.measure(() =>
          listAs(companyUuid, owner.key, { query: { ignore_cached: 'true', filter_by_company_location_uuid: L3 } }),
        );
        // Assess
        expect(uuidsOf(asManager.result)).toEqual(uuidsOf(asOwner.result));
        expectUsers(asManager.result, { total: 5, cached: false });
        // The manager's own record (1 unit) tells their locations; nothing counts the users.
        expect(asManager.units).toBeLessThanOrEqual(asOwner.units + 1);
      } finally {
        meter.remove();
      }
    });

    it('answers a manager without a location only themselves, from their own record', async () => {
      // Prepare
      const company = await makeCompany({ name: 'Lone Co' });
      await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
      const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [] });
      // Act
      const all = await listAs(company.companyUuid, manager.key);
      const technicians = await listAs(company.companyUuid, manager.key, {
        query: { filter_by_role_code: 'ROLE_COMPANY_TECHNICIAN' },
      });
      // Assess
      expect(uuidsOf(all)).toEqual([manager.userUuid]);
      expectUsers(all, { total: 1, total_pages: 1 });
      expectUsers(technicians, { total: 0, total_pages: 0 }, []);
    });

    it('answers a technician only themselves', async () => {
      const response = await listAs(companyUuid, person('tech1').key, { query: { page_size: '100' } });
      expectUsers(response, { page_size: 100, total: 1, total_pages: 1 });
      expect(uuidsOf(response)).toEqual(uuids('tech1'));
    });

    it('applies filters and search inside what a manager may see', async () => {
      const active = await listAs(companyUuid, person('manager12').key, {
        query: { filter_by_status_code: 'STATUS_ACTIVE' },
      });
      expect(uuidsOf(active)).toEqual(createdOrder(['admin', 'manager12', 'tech1', 'tech23']));
      expectUsers(active, { total: 4 });
      const searched = await listAs(companyUuid, person('manager3').key, { query: { search: 'TECH' } });
      expect(uuidsOf(searched)).toEqual(createdOrder(['techDisabled', 'tech23']));
      expectUsers(searched, { total: 2 });
      // An owner filter on a location the manager does not share finds only shared users.
      const otherLocation = await listAs(companyUuid, person('manager12').key, {
        query: { filter_by_company_location_uuid: L3 },
      });
      expect(uuidsOf(otherLocation)).toEqual(uuids('tech23'));
      expectUsers(otherLocation, { total: 1 });
    });

    it('answers 404 to a caller of another company', async () => {
      const other = await makeCompany();
      const response = await listAs(companyUuid, other.ownerKey);
      expectProblem(response, { status: 404, code: 'not_found' });
    });
  });

  describe('filters', () => {
    it.each([
      ['one code', { filter_by_status_code: 'STATUS_INVITED' }, ['adminInvited', 'techInvited']],
      [
        'comma-separated codes',
        { filter_by_status_code: 'STATUS_INVITED,STATUS_DISABLED' },
        ['adminInvited', 'managerDisabled', 'techInvited', 'techDisabled'],
      ],
      [
        'repeated parameters',
        { filter_by_status_code: ['STATUS_INVITED', 'STATUS_DISABLED'] },
        ['adminInvited', 'managerDisabled', 'techInvited', 'techDisabled'],
      ],
      ['one role', { filter_by_role_code: 'ROLE_COMPANY_MANAGER' }, ['manager12', 'manager3', 'managerDisabled']],
      [
        'comma-separated roles',
        { filter_by_role_code: 'ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN' },
        ['owner', 'admin', 'adminInvited'],
      ],
      [
        'repeated roles',
        { filter_by_role_code: ['ROLE_COMPANY_OWNER', 'ROLE_COMPANY_ADMIN'] },
        ['owner', 'admin', 'adminInvited'],
      ],
      ['the platform role (nobody holds it)', { filter_by_role_code: 'ROLE_PLATFORM_ADMIN' }, []],
      [
        'status and role together',
        { filter_by_status_code: 'STATUS_ACTIVE', filter_by_role_code: 'ROLE_COMPANY_TECHNICIAN' },
        ['tech1', 'tech23', 'twinA', 'twinB'],
      ],
    ])('filters by %s in the query', async (_form, query, names) => {
      // Act
      const response = await listAs(companyUuid, owner.key, { query: query as Record<string, string | string[]> });
      // Assess
      expectUsers(response, { total: names.length });
      expect(uuidsOf(response)).toEqual(createdOrder(names));
    });

    it('filters by location in every form, matching any of the user locations', async () => {
      const single = await listAs(companyUuid, owner.key, { query: { filter_by_company_location_uuid: L3 } });
      expect(uuidsOf(single)).toEqual(createdOrder(['manager3', 'techDisabled', 'tech23', 'twinA', 'twinB']));
      const commaUpper = await listAs(companyUuid, owner.key, {
        query: { filter_by_company_location_uuid: `${L1.toUpperCase()},${L2}` },
      });
      const repeated = await listAs(companyUuid, owner.key, { query: { filter_by_company_location_uuid: [L2, L1] } });
      const body = await listAs(companyUuid, owner.key, { body: { filter_by_company_location_uuid: [L1, L2] } });
      const north = createdOrder(['admin', 'manager12', 'managerDisabled', 'tech1', 'techInvited', 'tech23']);
      expect(uuidsOf(commaUpper)).toEqual(north);
      expect(uuidsOf(repeated)).toEqual(north);
      expect(uuidsOf(body)).toEqual(north);
      for (const response of [single, commaUpper, repeated, body])
        expectUsers(response, { total: uuidsOf(response).length });
    });

    it('filters by JSON lists and a single JSON string in the body', async () => {
      const lists = await listAs(companyUuid, owner.key, {
        body: {
          filter_by_status_code: ['STATUS_DISABLED'],
          filter_by_role_code: ['ROLE_COMPANY_MANAGER', 'ROLE_COMPANY_TECHNICIAN'],
        },
      });
      expectUsers(lists, { total: 2 });
      expect(uuidsOf(lists)).toEqual(createdOrder(['managerDisabled', 'techDisabled']));
      const single = await listAs(companyUuid, owner.key, { body: { filter_by_role_code: 'ROLE_COMPANY_ADMIN' } });
      expect(uuidsOf(single)).toEqual(createdOrder(['admin', 'adminInvited']));
      expectUsers(single, { total: 2 });
    });
  });

  describe('search', () => {
    it('matches display names and e-mails case-insensitively and counts only matches', async () => {
      const byName = await listAs(companyUuid, owner.key, { query: { search: 'MANAGER' } });
      expect(uuidsOf(byName)).toEqual(createdOrder(['manager12', 'manager3', 'managerDisabled']));
      expectUsers(byName, { total: 3, total_pages: 1 });
      const byEmail = await listAs(companyUuid, owner.key, { query: { search: 'dan@example' } });
      expect(uuidsOf(byEmail)).toEqual(uuids('manager3'));
      expectUsers(byEmail, { total: 1 });
      const none = await listAs(companyUuid, owner.key, { query: { search: 'nobody-here' } });
      expectUsers(
        none,
        {
          page: 1,
          page_size: 25,
          total: 0,
          total_pages: 0,
          sort_by: 'created_at',
          sort_order: 'asc',
          cached: expect.any(Boolean),
        },
        [],
      );
    });

    it('treats an empty search as no filter', async () => {
      const response = await listAs(companyUuid, owner.key, { query: { search: '' } });
      expectUsers(response, { total: 12 });
    });
  });

  describe('sorting', () => {
    it.each([
      ['display_name', 'asc'],
      ['display_name', 'desc'],
      ['email', 'asc'],
      ['email', 'desc'],
      ['role_code', 'asc'],
      ['role_code', 'desc'],
      ['status_code', 'asc'],
      ['status_code', 'desc'],
      ['created_at', 'asc'],
      ['created_at', 'desc'],
    ] as const)('sorts by %s %s with ties on uuid ascending', async (column, order) => {
      // Act
      const response = await listAs(companyUuid, owner.key, {
        query: { sort_by: column, sort_order: order.toUpperCase() },
      });
      // Assess
      expectUsers(response, { total: 12, sort_by: column, sort_order: order });
      expect(uuidsOf(response)).toEqual(expectedOrder(everyone, column, order));
    });

    it('breaks a case-insensitive display name tie on uuid ascending in both directions', async () => {
      const twins = [person('twinA').uuid, person('twinB').uuid].sort();
      for (const order of ['asc', 'desc']) {
        const response = await listAs(companyUuid, owner.key, {
          query: { sort_by: 'display_name', sort_order: order, search: 'jo twin' },
        });
        expect(uuidsOf(response)).toEqual(twins);
        expectUsers(response, { total: 2, sort_by: 'display_name', sort_order: order });
      }
    });
  });

  describe('pagination', () => {
    it('cuts pages and answers an empty page past the end', async () => {
      // Prepare
      const all = expectedOrder(everyone, 'display_name', 'asc');
      const pages = [];
      // Act
      for (const page of ['1', '2', '3', '4']) {
        pages.push(await listAs(companyUuid, owner.key, { query: { page, page_size: '5', sort_by: 'display_name' } }));
      }
      // Assess
      expect(pages.map(uuidsOf)).toEqual([all.slice(0, 5), all.slice(5, 10), all.slice(10), []]);
      for (const [index, response] of pages.entries()) {
        expectUsers(response, { page: index + 1, page_size: 5, total: 12, total_pages: 3, sort_by: 'display_name' });
      }
    });

    it('accepts the largest page size', async () => {
      const response = await listAs(companyUuid, owner.key, { query: { page_size: '100' } });
      expectUsers(response, { page_size: 100, total: 12, total_pages: 1 });
    });
  });

  describe('the JSON body form', () => {
    it('reads every parameter from a JSON body on the GET', async () => {
      const response = await listAs(companyUuid, owner.key, {
        body: {
          page: 2,
          page_size: 2,
          sort_by: 'email',
          sort_order: 'desc',
          search: 'example.com',
          filter_by_status_code: ['STATUS_ACTIVE'],
          filter_by_role_code: ['ROLE_COMPANY_TECHNICIAN', 'ROLE_COMPANY_MANAGER'],
          ignore_cached: true,
          should_reset_cache: false,
        },
      });
      const matching = everyone.filter(
        (user) =>
          user.status_code === 'STATUS_ACTIVE' &&
          ['ROLE_COMPANY_TECHNICIAN', 'ROLE_COMPANY_MANAGER'].includes(user.role_code),
      );
      expectUsers(response, {
        page: 2,
        page_size: 2,
        total: 6,
        total_pages: 3,
        sort_by: 'email',
        sort_order: 'desc',
        cached: false,
      });
      expect(uuidsOf(response)).toEqual(expectedOrder(matching, 'email', 'desc').slice(2, 4));
    });

    it('lets the query string win over the body', async () => {
      const response = await listAs(companyUuid, owner.key, {
        query: { page_size: '3', filter_by_role_code: 'ROLE_COMPANY_ADMIN' },
        body: { page_size: 1, filter_by_role_code: ['ROLE_COMPANY_OWNER'], sort_by: 'display_name' },
      });
      expectUsers(response, { page_size: 3, total: 2, sort_by: 'display_name' });
      expect(uuidsOf(response)).toEqual(uuids('admin', 'adminInvited'));
    });

    it('bounds the depth of a page from the body as from the query, the query winning', async () => {
      const fromBody = await listAs(companyUuid, owner.key, { body: { page: 101, page_size: 100 } });
      const mixed = await listAs(companyUuid, owner.key, {
        query: { page_size: '100' },
        body: { page: 101, page_size: 1 },
      });
      const queryWins = await listAs(companyUuid, owner.key, {
        query: { page: '100' },
        body: { page: 101, page_size: 100 },
      });
      for (const refused of [fromBody, mixed]) {
        expectProblem(refused, {
          status: 422,
          code: 'validation_failed',
          errors: [{ path: 'page', code: 'too_big', message: expect.any(String) }],
        });
      }
      expectUsers(queryWins, { page: 100, page_size: 100, total: 12 }, []);
    });

    it('answers 422 for an unknown field of the body, as any body does; an unknown query parameter stays ignored', async () => {
      const response = await listAs(companyUuid, owner.key, { body: { page_size: 2, bogus: 1, 'a.b': true } });
      expectProblem(response, {
        status: 422,
        code: 'validation_failed',
        errors: [
          { path: 'bogus', code: 'unknown_field', message: 'Unknown field "bogus"' },
          { path: '["a.b"]', code: 'unknown_field', message: 'Unknown field "a.b"' },
        ],
      });
      expectUsers(await listAs(companyUuid, owner.key, { query: { bogus: '1' }, body: { page_size: 2 } }), {
        page_size: 2,
        total: 12,
      });
    });

    it('answers 422 for a bad boolean or a non-list filter in the body', async () => {
      const response = await listAs(companyUuid, owner.key, {
        body: { ignore_cached: 'yes', should_reset_cache: 1, filter_by_role_code: { a: 1 } },
      });
      expectProblem(response, { status: 422, code: 'validation_failed' });
      expect(response.body.errors.map((issue: { path: string }) => issue.path).sort()).toEqual([
        'filter_by_role_code',
        'ignore_cached',
        'should_reset_cache',
      ]);
    });
  });

  describe('validation', () => {
    it.each([
      ['an unknown status code', { filter_by_status_code: 'STATUS_ACTIVE,STATUS_SLEEPING' }, 'filter_by_status_code'],
      ['an unknown role code', { filter_by_role_code: ['ROLE_COMPANY_ADMIN', 'ROLE_CEO'] }, 'filter_by_role_code'],
      ['a malformed location uuid', { filter_by_company_location_uuid: 'north' }, 'filter_by_company_location_uuid'],
      ['a page size of 101', { page_size: '101' }, 'page_size'],
      ['page 0', { page: '0' }, 'page'],
      ['a page past 10,000 records (page × page_size)', { page: '101', page_size: '100' }, 'page'],
      ['page 401 of the default 25', { page: '401' }, 'page'],
      ['an unknown sort column', { sort_by: 'phone' }, 'sort_by'],
      ['a sort order of up', { sort_order: 'up' }, 'sort_order'],
      ['a search of 101 characters', { search: 'x'.repeat(101) }, 'search'],
      ['a bad ignore_cached', { ignore_cached: 'yes' }, 'ignore_cached'],
      ['a bad should_reset_cache', { should_reset_cache: '1' }, 'should_reset_cache'],
    ])('answers 422 for %s', async (_case, query, path) => {
      // Act
      const response = await listAs(companyUuid, owner.key, { query: query as Record<string, string | string[]> });
      // Assess
      expectProblem(response, {
        status: 422,
        code: 'validation_failed',
        errors: [{ path, code: expect.any(String), message: expect.any(String) }],
      });
    });
  });
});

describe('list-company-users handler cache', () => {
  afterEach(removeDynamoFaults);

  it('answers a repeated request from the cache', async () => {
    // Prepare
    const company = await makeCompany();
    await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    // Act
    const first = await listAs(company.companyUuid, company.ownerKey, { query: { sort_by: 'email' } });
    const second = await listAs(company.companyUuid, company.ownerKey, { query: { sort_by: 'email' } });
    // Assess
    expectUsers(first, { total: 2, sort_by: 'email', cached: false });
    expectUsers(second, { ...first.body.meta, cached: true }, first.body.data);
  });

  it('keys entries by parameters: the same list in another form hits, another page misses', async () => {
    const company = await makeCompany();
    await listAs(company.companyUuid, company.ownerKey, {
      query: { filter_by_status_code: 'STATUS_INVITED,STATUS_ACTIVE', page: '1' },
    });
    const sameInBody = await listAs(company.companyUuid, company.ownerKey, {
      body: { filter_by_status_code: ['STATUS_ACTIVE', 'STATUS_INVITED'] },
    });
    const otherPage = await listAs(company.companyUuid, company.ownerKey, {
      query: { filter_by_status_code: 'STATUS_INVITED,STATUS_ACTIVE', page: '2' },
    });
    expectUsers(sameInBody, { total: 1, cached: true });
    expectUsers(otherPage, { page: 2, total: 1, cached: false }, []);
  });

  it('reads fresh data with ignore_cached and writes no entry', async () => {
    // Prepare
    const company = await makeCompany();
    await listAs(company.companyUuid, company.ownerKey);
    const hidden = await insertUserBehindTheCache(company.companyUuid, 'Hidden Hank');
    const stale = await listAs(company.companyUuid, company.ownerKey);
    // Act
    const fresh = await listAs(company.companyUuid, company.ownerKey, { query: { ignore_cached: 'true' } });
    const afterFresh = await listAs(company.companyUuid, company.ownerKey);
    const freshOtherPage = await listAs(company.companyUuid, company.ownerKey, {
      query: { ignore_cached: 'true', page_size: '7' },
    });
    const otherPage = await listAs(company.companyUuid, company.ownerKey, { query: { page_size: '7' } });
    // Assess
    expectUsers(stale, { cached: true, total: 1 });
    expectUsers(fresh, { cached: false, total: 2 });
    expect(uuidsOf(fresh)).toContain(hidden);
    // The entry is neither refreshed nor created: the next plain request finds what was there before.
    expectUsers(afterFresh, { cached: true, total: 1 });
    expectUsers(freshOtherPage, { page_size: 7, cached: false, total: 2 });
    expectUsers(otherPage, { page_size: 7, cached: false, total: 2 });
  });

  it('neither writes nor reads the cache on ignore_cached', async () => {
    // Prepare: a recorder of every command on the cache's partitions (it fails none)
    const company = await makeCompany();
    const touched: string[] = [];
    failBeforeDynamo((command, input) => {
      if (JSON.stringify(input).includes('USERSCACHE#')) touched.push(command);
      return false;
    });
    // Act
    const response = await listAs(company.companyUuid, company.ownerKey, { query: { ignore_cached: 'true' } });
    // Assess
    expectUsers(response, { total: 1, cached: false });
    expect(touched).toEqual([]);
  });

  it.each([
    ['throttled', throttled],
    ['failed', undefined],
  ])('answers the page when the cache put is %s, and stores nothing', async (_name, error) => {
    // Prepare
    const company = await makeCompany();
    const tech = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    failBeforeDynamo(mentioning('PutItem', 'USERSCACHE#'), error);
    // Act
    const answered = await listAs(company.companyUuid, company.ownerKey, { query: { sort_by: 'email' } });
    removeDynamoFaults();
    const next = await listAs(company.companyUuid, company.ownerKey, { query: { sort_by: 'email' } });
    // Assess
    expectUsers(answered, { sort_by: 'email', cached: false, total: 2 });
    expect(uuidsOf(answered)).toContain(tech.userUuid);
    expectUsers(next, { sort_by: 'email', cached: false, total: 2 });
  });

  it("lets a technician's reset drop every cached list without writing the quota item every create transacts on", async () => {
    // Prepare
    const company = await makeCompany();
    const tech = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    await listAs(company.companyUuid, company.ownerKey);
    const quotaBefore = await quotaOf(company.companyUuid);
    // Act
    const reset = await listAs(company.companyUuid, tech.key, { body: { should_reset_cache: true } });
    const quotaAfter = await quotaOf(company.companyUuid);
    const ownerAfter = await listAs(company.companyUuid, company.ownerKey);
    // Assess
    expectUsers(reset, { total: 1, cached: false });
    expect(quotaAfter).toEqual(quotaBefore);
    expectUsers(ownerAfter, { cached: false, total: 2 });
  });

  it('drops cached lists on every change after a reset too', async () => {
    // Prepare: a reset, then a cached page of the new generation
    const company = await makeCompany();
    const tech = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    await listAs(company.companyUuid, company.ownerKey, { query: { should_reset_cache: 'true' } });
    const cached = await listAs(company.companyUuid, company.ownerKey);
    // Act
    await admin.setUserStatus({ user: tech.userUuid, status: 'STATUS_DISABLED' });
    const afterChange = await listAs(company.companyUuid, company.ownerKey);
    const again = await listAs(company.companyUuid, company.ownerKey);
    // Assess
    expectUsers(cached, { cached: true, total: 2 });
    expectUsers(afterChange, { cached: false, total: 2 }, [
      ownerRecord(company),
      userRecord({ user_uuid: tech.userUuid, company_uuid: company.companyUuid, status_code: 'STATUS_DISABLED' }),
    ]);
    expectUsers(again, { total: 2, cached: true });
  });

  it('serves ignore_cached=false from the cache', async () => {
    const company = await makeCompany();
    await listAs(company.companyUuid, company.ownerKey);
    const response = await listAs(company.companyUuid, company.ownerKey, { body: { ignore_cached: false } });
    expectUsers(response, { total: 1, cached: true });
  });

  it("drops every cached list of the company with should_reset_cache, whoever's scope", async () => {
    // Prepare
    const company = await makeCompany();
    const location = await makeLocation(company.companyUuid, 'Depot');
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [location] });
    await listAs(company.companyUuid, company.ownerKey);
    await listAs(company.companyUuid, manager.key);
    const hidden = await insertUserBehindTheCache(company.companyUuid, 'Hidden Hattie');
    // Act
    const reset = await listAs(company.companyUuid, company.ownerKey, { query: { should_reset_cache: 'true' } });
    const again = await listAs(company.companyUuid, company.ownerKey);
    const managerAfter = await listAs(company.companyUuid, manager.key);
    // Assess
    expectUsers(reset, { cached: false, total: 3 });
    expect(uuidsOf(reset)).toContain(hidden);
    expectUsers(again, { cached: true, total: 3 });
    expectUsers(managerAfter, { total: 1, cached: false });
  });

  it('answers a technician who resets the cache with only their own fresh record', async () => {
    const company = await makeCompany();
    const tech = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const response = await listAs(company.companyUuid, tech.key, { body: { should_reset_cache: true } });
    expectUsers(response, { cached: false, total: 1 });
    expect(uuidsOf(response)).toEqual([tech.userUuid]);
  });

  it('reflects an admin CLI create-user made after a cached call', async () => {
    // Prepare
    const company = await makeCompany();
    await listAs(company.companyUuid, company.ownerKey);
    const cached = await listAs(company.companyUuid, company.ownerKey);
    // Act
    const created = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const after = await listAs(company.companyUuid, company.ownerKey);
    // Assess
    expectUsers(cached, { cached: true, total: 1 });
    expectUsers(after, { cached: false, total: 2 });
    expect(uuidsOf(after)).toContain(created.userUuid);
  });

  it('reflects an admin CLI set-user-status made after a cached call', async () => {
    // Prepare
    const company = await makeCompany();
    const tech = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const query = { filter_by_status_code: 'STATUS_DISABLED' };
    await listAs(company.companyUuid, company.ownerKey, { query });
    const cached = await listAs(company.companyUuid, company.ownerKey, { query });
    // Act
    await admin.setUserStatus({ user: tech.userUuid, status: 'STATUS_DISABLED' });
    const after = await listAs(company.companyUuid, company.ownerKey, { query });
    // Assess
    expectUsers(cached, { cached: true, total: 0 });
    expectUsers(after, { cached: false, total: 1 }, [
      userRecord({ user_uuid: tech.userUuid, company_uuid: company.companyUuid, status_code: 'STATUS_DISABLED' }),
    ]);
  });

  it('drops cached lists on an admin CLI create-location', async () => {
    const company = await makeCompany();
    await listAs(company.companyUuid, company.ownerKey);
    const cached = await listAs(company.companyUuid, company.ownerKey);
    await makeLocation(company.companyUuid, 'New depot');
    const after = await listAs(company.companyUuid, company.ownerKey);
    expectUsers(cached, { total: 1, cached: true });
    expectUsers(after, { total: 1, cached: false });
  });

  it('never shares an entry between callers with different visibility', async () => {
    // Prepare
    const company = await makeCompany();
    const [north, south] = [
      await makeLocation(company.companyUuid, 'North'),
      await makeLocation(company.companyUuid, 'South'),
    ];
    const managerNorth = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [north] });
    const managerSouth = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [south] });
    const techNorth = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [north] });
    const techSouth = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [south] });
    const adminUser = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const platform = await makePlatformKey();
    // Act
    const asOwner = await listAs(company.companyUuid, company.ownerKey);
    const asManagerNorth = await listAs(company.companyUuid, managerNorth.key);
    const asManagerSouth = await listAs(company.companyUuid, managerSouth.key);
    const asTechNorth = await listAs(company.companyUuid, techNorth.key);
    const asTechSouth = await listAs(company.companyUuid, techSouth.key);
    const asAdmin = await listAs(company.companyUuid, adminUser.key);
    const asPlatform = await listAs(company.companyUuid, platform.key);
    // Assess
    expectUsers(asOwner, { cached: false, total: 6 });
    expectUsers(asManagerNorth, { cached: false, total: 2 });
    expect(uuidsOf(asManagerNorth).sort()).toEqual([managerNorth.userUuid, techNorth.userUuid].sort());
    expectUsers(asManagerSouth, { cached: false, total: 2 });
    expect(uuidsOf(asManagerSouth).sort()).toEqual([managerSouth.userUuid, techSouth.userUuid].sort());
    expectUsers(asTechNorth, { cached: false, total: 1 });
    expect(uuidsOf(asTechSouth)).toEqual([techSouth.userUuid]);
    expectUsers(asTechSouth, { total: 1, cached: false });
    // Callers who see exactly the same users may share.
    expectUsers(asAdmin, { cached: true, total: 6 });
    expectUsers(asPlatform, { cached: true, total: 6 });
  });
});
