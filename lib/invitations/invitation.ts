/**
 * The invitation entity: the stored and public shapes, the keys of the invitation item and of its
 * token's lookup item, the list declaration and the shaping of a record for answers. An invitation
 * is stored `PENDING`, `ACCEPTED` or `REVOKED`; `EXPIRED` is never stored: a pending invitation
 * past `expires_at` reads as `EXPIRED` (`statusAt`), in records, filters and counts alike.
 */
import { companyPartition } from '../companies/company';
import {
  type PublicRecord,
  type StoredRecord,
  count,
  defineEntity,
  field,
  internal,
  list,
  nullable,
  oneOf,
  string,
  timestamp,
  uuid,
} from '../data/entity';
import { facetOf, listOf, sortColumns } from '../data/entity-list';
import { type Versioned, etagOf } from '../data/versioning';
import { COMPANY_ROLE_CODES } from '../users/roles';

/** What the table holds: an expired invitation is a stored PENDING one past its `expires_at`. */
const STORED_INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'REVOKED'] as const;
export type StoredInvitationStatus = (typeof STORED_INVITATION_STATUSES)[number];
export const INVITATION_STATUSES = [...STORED_INVITATION_STATUSES, 'EXPIRED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * An invitation: its public fields in answer order (`status` as stored), and what the table holds
 * beyond them. A client writes the invited person's fields when inviting; a resend's event records
 * the new expiry. Lists sort by created_at, expires_at, email and status (by its stored
 * value: an expired invitation is told apart at read time, see invitation-repository.ts), search
 * email and display name, and count each stored status.
 */
export const INVITATION = /* @__PURE__ */ defineEntity('invitation', {
  invitation_uuid: uuid(),
  company_uuid: uuid(),
  user_uuid: uuid('The invited user, created with the invitation (`STATUS_INVITED`)'),
  email: field(string(), { write: 'any', sort: 'ListSort2', search: 'primary' }),
  display_name: field(string(), { write: 'any', search: 'secondary' }),
  role_code: field(oneOf(COMPANY_ROLE_CODES), { write: 'any', filter: { slot: 'list_filter_2', counted: false } }),
  company_location_uuids: field(list(uuid()), { write: 'any', filter: { slot: 'list_filter_3', counted: false } }),
  status: field(oneOf(STORED_INVITATION_STATUSES), { sort: 'ListSort5', filter: { slot: 'list_filter_1' } }),
  expires_at: field(timestamp(), { audited: true, sort: 'ListSort3' }),
  invited_by_user_uuid: nullable(uuid('null for platform keys and the admin CLI')),
  accepted_at: nullable(timestamp()),
  created_at: field(timestamp(), { sort: 'ListSort1' }),
  updated_at: timestamp(),
  version: internal(count()),
  /** SHA-256 of the current token (its lookup item's key); the token itself is never stored. */
  token_hash: internal(string()),
});

export type StoredInvitation = StoredRecord<typeof INVITATION>;
/** The public record: its status as read at a time (`statusAt`). */
export type Invitation = Omit<PublicRecord<typeof INVITATION>, 'status'> & { status: InvitationStatus };

// The order the list query has always offered the columns in (its enum), not their fields' order.
const COLUMN_ORDER = ['created_at', 'expires_at', 'email', 'status'] as const;

/** The columns an invitation list sorts by. */
export const INVITATION_SORT_COLUMNS = /* @__PURE__ */ sortColumns(INVITATION, COLUMN_ORDER);
export type InvitationSortColumn = (typeof INVITATION_SORT_COLUMNS)[number];

/** The status a stored invitation reads as at `now` (ISO time): a pending one past its expiry is EXPIRED. */
export function statusAt(stored: Pick<StoredInvitation, 'status' | 'expires_at'>, now: string): InvitationStatus {
  return stored.status === 'PENDING' && stored.expires_at <= now ? 'EXPIRED' : stored.status;
}

/**
 * The filtered status of an invitation (the status's filter slot, projected into every list index):
 * `ACCEPTED`, `REVOKED`, or `PENDING#<expires_at>` for a pending one, so that a filter tells an
 * expired invitation from a pending one by comparing texts, on the index entry alone.
 */
export function stateAttribute(stored: Pick<StoredInvitation, 'status' | 'expires_at'>): string {
  return stored.status === 'PENDING' ? `${PENDING_STATE_PREFIX}${stored.expires_at}` : stored.status;
}
export const PENDING_STATE_PREFIX = 'PENDING#';

/** The counted facet of a stored status in the invitations' list counter. */
export const invitationStatusFacet = (status: StoredInvitationStatus): string =>
  facetOf('status', INVITATION.fields.status, status);

/** How invitations are listed: from the model's sort, search and filter facts, in the query's column order. */
export const INVITATION_LIST = /* @__PURE__ */ listOf(INVITATION, {
  entity: 'invitations',
  id: 'invitation_uuid',
  columnOrder: COLUMN_ORDER,
  filterValues: { status: stateAttribute },
});

export const INVITATION_ENTITY = 'invitation';
export const INVITATION_TOKEN_ENTITY = 'invitation_token';

export function invitationKey(companyUuid: string, invitationUuid: string): { PK: string; SK: string } {
  return { PK: companyPartition(companyUuid), SK: `INVITATION#${invitationUuid}` };
}

/** The lookup item of a token: its hash → the invitation (replaced on resend). */
export function invitationTokenKey(tokenHash: string): { PK: string; SK: string } {
  return { PK: `INVITETOKEN#${tokenHash}`, SK: 'INVITETOKEN' };
}

/** How long a token still answers (its invitation's 409/410) after its invitation's last change: accepted, revoked or expired. */
const TOKEN_KEPT_DAYS = 30;

/**
 * When a token's lookup item expires (epoch seconds, DynamoDB's TTL; checked on read too, as TTL
 * deletes late): 30 days after `lastChange` — the accept or revoke, or for a pending invitation
 * its expiry, the last change it will have if nothing else happens.
 */
export function tokenExpiry(lastChange: string): number {
  return Math.floor(Date.parse(lastChange) / 1000) + TOKEN_KEPT_DAYS * 86_400;
}

/** The public record at `now`, without internal attributes (the token's hash). */
export function toInvitation(stored: StoredInvitation, now: string): Invitation {
  return { ...INVITATION.toPublic(stored), status: statusAt(stored, now) };
}

export function invitationEtag(stored: StoredInvitation): string {
  return etagOf(stored.invitation_uuid, stored.version);
}

export type VersionedInvitation = Versioned<Invitation>;

export function toVersionedInvitation(stored: StoredInvitation, now: string): VersionedInvitation {
  return { record: toInvitation(stored, now), etag: invitationEtag(stored) };
}
