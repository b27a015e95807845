/**
 * Which invitations a list page holds, as a filter on the list's filter slots (`INVITATION_LIST`): the
 * status filter (EXPIRED and PENDING compare a pending invitation's expiry with `now`) and a
 * manager's visibility, and the status column's groups for ordering by status. Pure: the
 * repository's page read (lib/invitations/invitation-repository.ts) runs them.
 */
import type { DerivedGroups, ListFilter } from '../data/list-page';
import {
  INVITATION_LIST,
  type InvitationStatus,
  PENDING_STATE_PREFIX,
  type StoredInvitationStatus,
  invitationStatusFacet,
} from './invitation';

/** Which invitations a page holds: the status filter, and for a manager the technician invitations of their locations. */
export interface InvitationSelection {
  statuses: readonly InvitationStatus[] | undefined;
  managerLocations?: readonly string[];
}

const STATE = /* @__PURE__ */ INVITATION_LIST.filterAttribute('status');
const ROLE = /* @__PURE__ */ INVITATION_LIST.filterAttribute('role_code');
const LOCATIONS = /* @__PURE__ */ INVITATION_LIST.filterAttribute('company_location_uuids');

/** `PENDING#<now>`: a pending invitation's filtered status is at most this when it has expired. */
const expiredBound = (now: string): string => `${PENDING_STATE_PREFIX}${now}`;
// The first text past every `PENDING#…`.
const PENDING_END = 'PENDING$';

/**
 * The status filter as a FilterExpression on the status's filter slot (`ACCEPTED`, `REVOKED`,
 * `PENDING#<expires_at>`): EXPIRED and PENDING compare the expiry with `now` in the text. Its total
 * comes from the counters only for stored statuses (ACCEPTED, REVOKED) over every invitation; with
 * PENDING or EXPIRED, or a manager's visibility, it is counted over the index.
 */
export function invitationsFilter(selection: InvitationSelection, now: string): ListFilter | undefined {
  const clauses: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (selection.statuses) {
    names['#state'] = STATE;
    const alternatives = selection.statuses.map((status) => {
      switch (status) {
        case 'ACCEPTED':
        case 'REVOKED':
          values[`:${status}`] = status;
          return `#state = :${status}`;
        case 'PENDING':
          values[':expired'] = expiredBound(now);
          values[':pendingEnd'] = PENDING_END;
          return '(#state > :expired AND #state < :pendingEnd)';
        case 'EXPIRED':
          values[':expired'] = expiredBound(now);
          values[':pendingStart'] = PENDING_STATE_PREFIX;
          return '(#state BETWEEN :pendingStart AND :expired)';
      }
    });
    // DynamoDB refuses redundant parentheses: one alternative goes as it is.
    clauses.push(alternatives.length === 1 ? (alternatives[0] as string) : `(${alternatives.join(' OR ')})`);
  }
  let test: ListFilter['test'];
  if (selection.managerLocations) {
    names['#role'] = ROLE;
    names['#locations'] = LOCATIONS;
    values[':technician'] = 'ROLE_COMPANY_TECHNICIAN';
    clauses.push('#role = :technician');
    const own = new Set(selection.managerLocations);
    test = (shown) => {
      const locations = shown[LOCATIONS];
      return (
        Array.isArray(locations) && locations.length > 0 && locations.every((location) => own.has(location as string))
      );
    };
  }
  if (clauses.length === 0) return undefined;
  const stored = selection.statuses?.filter(
    (status): status is StoredInvitationStatus => status === 'ACCEPTED' || status === 'REVOKED',
  );
  const storedOnly =
    stored !== undefined && stored.length === selection.statuses?.length && !selection.managerLocations;
  return {
    expression: clauses.join(' AND '),
    names,
    values,
    ...(test ? { test } : {}),
    ...(storedOnly ? { countedBy: stored.map(invitationStatusFacet) } : {}),
  };
}

/** The status column's groups at `now`, in the answered order: ACCEPTED, EXPIRED, PENDING, REVOKED. */
export function statusGroups(now: string): DerivedGroups {
  const bound = expiredBound(now);
  return {
    names: { '#state': STATE },
    groups: [
      { value: 'ACCEPTED' },
      { value: 'PENDING', test: (shown) => String(shown[STATE]) <= bound },
      { value: 'PENDING', test: (shown) => String(shown[STATE]) > bound },
      { value: 'REVOKED' },
    ],
  };
}
