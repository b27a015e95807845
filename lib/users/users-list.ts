/**
 * The company users list: visibility first, then filters, search, ordering and
 * pagination, answered from the shared cache when possible.
 *
 * Cache: the rendered page (records + meta) is stored per (company, cache generation, visibility
 * scope, normalized parameters) for `config.usersCacheTtlSeconds`. Pages rather than id lists: a hit
 * is one GetItem with nothing to re-read, and a page is at most 100 users, far below the item limit.
 */
import { createHash } from 'node:crypto';
import type { Principal } from '../auth/principal';
import { config } from '../config';
import { type Page, paginate } from '../data/list';
import { NotFoundError } from '../errors';
import { type User, toUser } from './user';
import { type UserListReader, userListReader } from './user-list-reader';
import type { UsersSelection } from './users-filter';
import { type UsersCacheRepository, usersCacheRepository } from './users-cache-repository';
import { type UsersListParams, canonicalListParams } from './users-query';
import { scopeKey, visibilityOf, visibleUsers } from './visibility';

/**
 * The shape of the records a cached page holds, part of every entry's key: pages stored before a
 * field was added to the user record (`settings`) are never answered after it.
 */
const CACHED_RECORD_SHAPE = 'users-v2';

export interface UsersPage {
  data: User[];
  meta: Page<User>['meta'] & { cached: boolean };
}

type Filters = Pick<
  UsersListParams,
  'filter_by_status_code' | 'filter_by_role_code' | 'filter_by_company_location_uuid'
>;

/** Whether a user passes every given filter (each filter matches any of its values). */
export function matchesFilters(user: User, filters: Filters): boolean {
  const statuses = filters.filter_by_status_code;
  const roles = filters.filter_by_role_code;
  const locations = filters.filter_by_company_location_uuid;
  if (statuses && !statuses.includes(user.status_code)) return false;
  if (roles && !(roles as string[]).includes(user.role_code)) return false;
  if (locations && !user.company_location_uuids.some((location) => locations.includes(location))) return false;
  return true;
}

/** The page a caller sees among a company's users: visibility, filters, search, order, page. */
export function pageOfUsers(
  users: readonly User[],
  principal: Pick<Principal, 'role' | 'userUuid' | 'locationUuids'>,
  params: UsersListParams,
): Page<User> {
  const visible = visibleUsers(users, visibilityOf(principal), principal.locationUuids);
  const filtered = visible.filter((user) => matchesFilters(user, params));
  return paginate(filtered, {
    params,
    id: (user) => user.user_uuid,
    searchFields: [(user) => user.display_name, (user) => user.email],
  });
}

/**
 * The page from the list indexes: a technician's is their own record alone, and so is a manager's
 * without a location; a manager's locations are read from their record (falling back to the
 * principal's when it is missing).
 */
async function readPage(
  users: UserListReader,
  companyUuid: string,
  principal: Principal,
  params: UsersListParams,
): Promise<Page<User>> {
  const scope = visibilityOf(principal);
  const filters = {
    statuses: params.filter_by_status_code,
    roles: params.filter_by_role_code,
    locations: params.filter_by_company_location_uuid,
  };
  let visibleTo: UsersSelection['visibleTo'];
  if (scope.kind !== 'all') {
    const self = await users.getUser(companyUuid, scope.userUuid, { consistent: true });
    const locations = self ? self.company_location_uuids : principal.locationUuids;
    // Only themselves to see: their record is the whole list.
    if (scope.kind === 'self' || locations.length === 0)
      return pageOfUsers(self ? [toUser(self)] : [], principal, params);
    visibleTo = { userUuid: scope.userUuid, locations };
  }
  const page = await users.listUsers(companyUuid, params, { ...filters, visibleTo });
  return { data: page.data.map(toUser), meta: page.meta };
}

const uncached = (page: Page<User>): UsersPage => ({ data: page.data, meta: { ...page.meta, cached: false } });

export interface UsersListDependencies {
  users: UserListReader;
  cache: UsersCacheRepository;
  ttlSeconds: number;
  /** Epoch milliseconds; swappable in tests. */
  now: () => number;
}

const defaults: UsersListDependencies = {
  users: userListReader,
  cache: usersCacheRepository,
  ttlSeconds: config.usersCacheTtlSeconds,
  now: Date.now,
};

/** Builds the users list with its repositories (tests swap them). */
export function createUsersList(deps: UsersListDependencies = defaults) {
  return {
    /**
     * A page of the company's users as `principal` may see them. `should_reset_cache` first moves the
     * company to a new cache generation (dropping every cached list); `ignore_cached` reads fresh and
     * neither reads nor writes an entry (every miss writes up to 350 KB: a caller asking for fresh
     * data on each request would write each time). Otherwise a miss stores the fresh page for the next
     * caller with the same scope, best-effort: the cache never fails the list.
     */
    async listCompanyUsers(companyUuid: string, principal: Principal, params: UsersListParams): Promise<UsersPage> {
      // Fresh data wanted and nothing to reset: the cache has no part in it (the company's existence
      // is settled by the tenancy step), so no generation read delays the page.
      if (params.ignore_cached && !params.should_reset_cache)
        return uncached(await readPage(deps.users, companyUuid, principal, params));
      const generation = params.should_reset_cache
        ? await deps.cache.resetUsersCache(companyUuid)
        : await deps.cache.getUsersCacheGeneration(companyUuid);
      if (generation === undefined) throw new NotFoundError('The company does not exist');
      if (params.ignore_cached) return uncached(await readPage(deps.users, companyUuid, principal, params));
      const key = {
        companyUuid,
        generation,
        scope: scopeKey(visibilityOf(principal)),
        paramsHash: createHash('sha256')
          .update(`${CACHED_RECORD_SHAPE}\n${canonicalListParams(params)}`)
          .digest('hex'),
      };
      const nowSeconds = Math.floor(deps.now() / 1000);
      if (!params.should_reset_cache) {
        const hit = await deps.cache.getCachedUsersPage<Page<User>>(key, nowSeconds);
        if (hit) return { data: hit.data, meta: { ...hit.meta, cached: true } };
      }
      // Strongly consistent, so the page stored under `generation` reflects every change before it.
      const page = await readPage(deps.users, companyUuid, principal, params);
      await deps.cache.putCachedUsersPage(key, page, nowSeconds + deps.ttlSeconds);
      return uncached(page);
    },
  };
}

export type UsersList = ReturnType<typeof createUsersList>;
export const usersList: UsersList = /* @__PURE__ */ createUsersList();
