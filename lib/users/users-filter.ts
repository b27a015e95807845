/**
 * Which users a list page holds, as a filter on the list's filter slots (`USER_LIST`): the
 * status, role and location filters and a manager's visibility. Pure: the repository's page read
 * (lib/users/user-repository.ts) runs it.
 */
import type { ListFilter } from '../data/list-page';
import type { RoleCode, StatusCode } from './roles';
import { USER_LIST, locationFacet, roleFacet, statusFacet, userKey } from './user';

/** Which users a page holds: the list filters, and for a manager the users sharing a location with them. */
export interface UsersSelection {
  statuses: readonly StatusCode[] | undefined;
  roles: readonly RoleCode[] | undefined;
  locations: readonly string[] | undefined;
  visibleTo?: { userUuid: string; locations: readonly string[] };
}

const LOCATIONS = /* @__PURE__ */ USER_LIST.filterAttribute('company_location_uuids');

/** Whether an entry's locations hold any of `wanted`. */
function sharesLocation(shown: Record<string, unknown>, wanted: ReadonlySet<string>): boolean {
  const locations = shown[LOCATIONS];
  return Array.isArray(locations) && locations.some((location) => wanted.has(location as string));
}

/**
 * The selection as a filter on the filter slots. Statuses and roles (a few enum
 * values) are a DynamoDB expression. Locations — the filter's and a manager's own, any number of
 * them — are tested here: one `contains` each would pass DynamoDB's 4 KB and 300-operator limits
 * at about a hundred (a 500). Its total comes from the counters when it is one filter over disjoint
 * values (statuses, roles) or one location, for every user; otherwise it is counted over the index.
 */
export function usersFilter(selection: UsersSelection): ListFilter | undefined {
  const clauses: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const anyOf = (attribute: string, placeholder: string, list: readonly string[]): string => {
    names[`#${placeholder}`] = attribute;
    const alternatives = list.map((value, position) => {
      values[`:${placeholder}${position}`] = value;
      return `#${placeholder} = :${placeholder}${position}`;
    });
    return `(${alternatives.join(' OR ')})`;
  };
  // The query layer drops an empty list (no filter), so each list here holds a value.
  if (selection.statuses) clauses.push(anyOf(USER_LIST.filterAttribute('status_code'), 'status', selection.statuses));
  if (selection.roles) clauses.push(anyOf(USER_LIST.filterAttribute('role_code'), 'role', selection.roles));
  const tests: Array<(shown: Record<string, unknown>) => boolean> = [];
  if (selection.locations) {
    const wanted = new Set(selection.locations);
    tests.push((shown) => sharesLocation(shown, wanted));
  }
  if (selection.visibleTo) {
    const self = userKey('', selection.visibleTo.userUuid).SK;
    const shared = new Set(selection.visibleTo.locations);
    tests.push((shown) => shown.SK === self || sharesLocation(shown, shared));
  }
  if (tests.length > 0) names['#locations'] = LOCATIONS;
  if (clauses.length === 0 && tests.length === 0) return undefined;
  return {
    ...(clauses.length > 0 ? { expression: clauses.join(' AND ') } : {}),
    names,
    values,
    ...(tests.length > 0 ? { test: (shown: Record<string, unknown>) => tests.every((test) => test(shown)) } : {}),
    countedBy: countingFacets(selection, clauses.length + tests.length),
  };
}

function countingFacets(selection: UsersSelection, clauses: number): string[] | undefined {
  if (clauses !== 1) return undefined;
  // A manager of one location sees exactly its users: themselves among them when their record
  // exists (their locations come from it), nobody else when it does not.
  if (selection.visibleTo)
    return selection.visibleTo.locations.length === 1 ? selection.visibleTo.locations.map(locationFacet) : undefined;
  if (selection.statuses) return selection.statuses.map(statusFacet);
  if (selection.roles) return selection.roles.map(roleFacet);
  // Several locations may overlap (a user in two of them), so only one location is counted.
  if (selection.locations?.length === 1) return selection.locations.map(locationFacet);
  return undefined;
}
