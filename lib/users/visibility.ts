/**
 * Which users of a company a caller may see: owners, admins and platform keys
 * see everyone; managers see the users who share at least one location with them, and themselves;
 * technicians see only themselves.
 */
import type { Principal } from '../auth/principal';
import type { User } from './user';

export type VisibilityScope =
  { kind: 'all' } | { kind: 'manager'; userUuid: string } | { kind: 'self'; userUuid: string };

/** The visibility scope of a caller (a manager or technician key always belongs to a user). */
export function visibilityOf(principal: Pick<Principal, 'role' | 'userUuid'>): VisibilityScope {
  switch (principal.role) {
    case 'ROLE_COMPANY_OWNER':
    case 'ROLE_COMPANY_ADMIN':
    case 'ROLE_PLATFORM_ADMIN':
      return { kind: 'all' };
    case 'ROLE_COMPANY_MANAGER':
      if (principal.userUuid === null) throw new Error('a manager principal has no user');
      return { kind: 'manager', userUuid: principal.userUuid };
    case 'ROLE_COMPANY_TECHNICIAN':
      if (principal.userUuid === null) throw new Error('a technician principal has no user');
      return { kind: 'self', userUuid: principal.userUuid };
  }
}

/**
 * The scope's part of a cache key. Two callers share cached lists only when they see exactly the same
 * users: all full-visibility callers share `all`; managers and technicians get one scope each. A
 * manager's locations are not part of it: changing them is a user change, which moves the company to
 * a new cache generation anyway.
 */
export function scopeKey(scope: VisibilityScope): string {
  switch (scope.kind) {
    case 'all':
      return 'all';
    case 'manager':
      return `manager:${scope.userUuid}`;
    case 'self':
      return `self:${scope.userUuid}`;
  }
}

/**
 * The users a scope may see among a company's users. A manager's locations are read from their own
 * record in `users` (the same snapshot as the list, so never staler than it), falling back to
 * `fallbackLocations` (the authenticated principal's) when the record is missing.
 */
export function visibleUsers<T extends Pick<User, 'user_uuid' | 'company_location_uuids'>>(
  users: readonly T[],
  scope: VisibilityScope,
  fallbackLocations: readonly string[] = [],
): T[] {
  switch (scope.kind) {
    case 'all':
      return [...users];
    case 'self':
      return users.filter((user) => user.user_uuid === scope.userUuid);
    case 'manager': {
      const self = users.find((user) => user.user_uuid === scope.userUuid);
      const locations = new Set(self ? self.company_location_uuids : fallbackLocations);
      return users.filter(
        (user) =>
          user.user_uuid === scope.userUuid || user.company_location_uuids.some((location) => locations.has(location)),
      );
    }
  }
}
