/**
 * Who may do what to one company user, beyond the route table's roles. Pure
 * rules over the caller, the stored user and the change; the domain (users.ts, user-writes.ts)
 * applies them after validation and the record's 404, before If-Match and the write.
 *
 * The route table already settles what the path decides, at the role step: managers and
 * technicians may change only their own user, nobody deletes themselves (`userTarget`, routes.ts).
 */
import type { Principal } from '../auth/principal';
import { ConflictError, ForbiddenError } from '../errors';
import { USER, type User } from './user';
import { sameJson } from '../data/same-json';

type Caller = Pick<Principal, 'role' | 'userUuid' | 'locationUuids'>;

/** Owners, admins and platform keys manage users; managers and technicians only edit themselves. */
export function managesUsers(caller: Pick<Principal, 'role'>): boolean {
  return (
    caller.role === 'ROLE_COMPANY_OWNER' ||
    caller.role === 'ROLE_COMPANY_ADMIN' ||
    caller.role === 'ROLE_PLATFORM_ADMIN'
  );
}

/** Only an owner or a platform key may give or take the owner role, or change, disable or delete an owner (or handle an owner's invitation). */
export function managesOwners(caller: Pick<Principal, 'role'>): boolean {
  return caller.role === 'ROLE_COMPANY_OWNER' || caller.role === 'ROLE_PLATFORM_ADMIN';
}

/**
 * Whether the caller may see a user: owners, admins and platform keys see everyone;
 * managers the users who share at least one of their locations, and themselves; technicians only
 * themselves. A user the caller may not see is answered as missing (404).
 */
export function maySee(caller: Caller, user: Pick<User, 'user_uuid' | 'company_location_uuids'>): boolean {
  if (managesUsers(caller)) return true;
  if (user.user_uuid === caller.userUuid) return true;
  if (caller.role !== 'ROLE_COMPANY_MANAGER') return false;
  const own = new Set(caller.locationUuids);
  return user.company_location_uuids.some((location) => own.has(location));
}

/** The fields only owners, admins and platform keys may change. */
export const MANAGED_FIELDS = /* @__PURE__ */ (() => USER.managed)();

/** The fields a PATCH may change. */
const EDITABLE_FIELDS = /* @__PURE__ */ (() => USER.writable)();
type EditableField = (typeof EDITABLE_FIELDS)[number];

/** The fields whose value differs between the stored user and the next version. */
export function changedFields(current: User, next: User): EditableField[] {
  return EDITABLE_FIELDS.filter((field) => !sameJson(current[field], next[field]));
}

/**
 * 403 `forbidden` when the caller may not make this change, 409 `conflict` when it switches an
 * invited user's status (an invitation is accepted, not switched on). `next` is the stored user
 * with the sent fields merged.
 */
export function assertMayChange(caller: Caller, current: User, next: User): void {
  const changed = changedFields(current, next);
  const managed = changed.filter((field) => (MANAGED_FIELDS as readonly string[]).includes(field));
  if (!managesUsers(caller) && managed.length > 0) {
    throw new ForbiddenError(`Your role may not change ${managed.join(', ')}`);
  }
  if (current.user_uuid === caller.userUuid && (changed.includes('role_code') || changed.includes('status_code'))) {
    throw new ForbiddenError('Nobody changes their own role_code or status_code');
  }
  if (!managesOwners(caller)) {
    if (current.role_code === 'ROLE_COMPANY_OWNER' && changed.length > 0)
      throw new ForbiddenError('Only an owner or a platform key may change an owner');
    if (next.role_code === 'ROLE_COMPANY_OWNER' && current.role_code !== 'ROLE_COMPANY_OWNER') {
      throw new ForbiddenError('Only an owner or a platform key may give the owner role');
    }
  }
  if (changed.includes('status_code') && current.status_code === 'STATUS_INVITED') {
    throw new ConflictError('The user is invited: an invitation is accepted, not switched on or off');
  }
}

/** 403 `forbidden` when the caller may not delete this user (deleting oneself is refused by the route). */
export function assertMayDelete(caller: Caller, user: User): void {
  if (user.role_code === 'ROLE_COMPANY_OWNER' && !managesOwners(caller))
    throw new ForbiddenError('Only an owner or a platform key may delete an owner');
}
