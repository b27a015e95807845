/**
 * The invitation entity: the stored and public shapes, the keys of the invitation item and of its
 * token's lookup item, the list declaration and the shaping of a record for answers. An invitation
 * is stored `PENDING`, `ACCEPTED` or `REVOKED`; `EXPIRED` is never stored: a pending invitation
 * past `expires_at` reads as `EXPIRED` (`statusAt`), in records, filters and counts alike.
 */
import { companyPartition } from '../companies/company';
import { itemParser } from '../data/item-shape';
import type { ListDeclaration } from '../data/list-index';
import { type Versioned, etagOf } from '../data/versioning';
import type { CompanyRoleCode } from '../users/roles';

export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'REVOKED', 'EXPIRED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
/** What the table holds: an expired invitation is a stored PENDING one past its `expires_at`. */
export type StoredInvitationStatus = Exclude<InvitationStatus, 'EXPIRED'>;

export interface Invitation {
  invitation_uuid: string;
  company_uuid: string;
  user_uuid: string;
  email: string;
  display_name: string;
  role_code: CompanyRoleCode;
  company_location_uuids: string[];
  status: InvitationStatus;
  expires_at: string;
  /** null for platform keys and the admin CLI. */
  invited_by_user_uuid: string | null;
  accepted_at: string | null;
  created_at: string;
  updated_at: string;
}

/** What the table holds beyond the public fields: the stored status, the version and the hash of the current token. */
export interface StoredInvitation extends Omit<Invitation, 'status'> {
  status: StoredInvitationStatus;
  version: number;
  /** SHA-256 of the current token (its lookup item's key); the token itself is never stored. */
  token_hash: string;
}

/** The columns an invitation list sorts by. */
export const INVITATION_SORT_COLUMNS = ['created_at', 'expires_at', 'email', 'status'] as const;
export type InvitationSortColumn = (typeof INVITATION_SORT_COLUMNS)[number];

/** The status a stored invitation reads as at `now` (ISO time): a pending one past its expiry is EXPIRED. */
export function statusAt(stored: Pick<StoredInvitation, 'status' | 'expires_at'>, now: string): InvitationStatus {
  return stored.status === 'PENDING' && stored.expires_at <= now ? 'EXPIRED' : stored.status;
}

/**
 * The projected filter attribute of an invitation (`status_code`, projected into every list index):
 * `ACCEPTED`, `REVOKED`, or `PENDING#<expires_at>` for a pending one, so that a filter tells an
 * expired invitation from a pending one by comparing texts, on the index entry alone.
 */
export function stateAttribute(stored: Pick<StoredInvitation, 'status' | 'expires_at'>): string {
  return stored.status === 'PENDING' ? `${PENDING_STATE_PREFIX}${stored.expires_at}` : stored.status;
}
export const PENDING_STATE_PREFIX = 'PENDING#';

/** The counted facet of a stored status in the invitations' list counter. */
export const invitationStatusFacet = (status: StoredInvitationStatus): string => `status=${status}`;

/** A stored invitation, parsed (never cast). */
export const fromInvitationItem = /* @__PURE__ */ itemParser<StoredInvitation>('invitation', {
  invitation_uuid: 'string',
  company_uuid: 'string',
  user_uuid: 'string',
  email: 'string',
  display_name: 'string',
  role_code: 'string',
  company_location_uuids: 'list',
  status: 'string',
  expires_at: 'string',
  invited_by_user_uuid: 'string?',
  accepted_at: 'string?',
  created_at: 'string',
  updated_at: 'string',
  version: 'number',
  token_hash: 'string',
});

/**
 * How invitations are listed: created_at, expires_at and email in the usual indexes, status in
 * ByState by its stored value (an expired invitation is then told apart at read time, see
 * invitation-repository.ts), searched on email and display name, counted per stored status.
 */
export const INVITATION_LIST: ListDeclaration<StoredInvitation, InvitationSortColumn> = {
  entity: 'invitations',
  id: (invitation) => invitation.invitation_uuid,
  columns: {
    created_at: { index: 'ByCreatedAt', value: (invitation) => invitation.created_at },
    expires_at: { index: 'ByUpdatedAtOrEmail', value: (invitation) => invitation.expires_at },
    email: { index: 'ByName', value: (invitation) => invitation.email },
    status: { index: 'ByState', value: (invitation) => invitation.status },
  },
  search: [(invitation) => invitation.email, (invitation) => invitation.display_name],
  facets: (invitation) => [invitationStatusFacet(invitation.status)],
  stored: { attributes: (invitation) => ({ ...invitation }), parse: fromInvitationItem },
};

export const INVITATION_ENTITY = 'invitation';
export const INVITATION_TOKEN_ENTITY = 'invitation_token';

export function invitationKey(companyUuid: string, invitationUuid: string): { PK: string; SK: string } {
  return { PK: companyPartition(companyUuid), SK: `INVITATION#${invitationUuid}` };
}

/** The lookup item of a token: its hash → the invitation (replaced on resend). */
export function invitationTokenKey(tokenHash: string): { PK: string; SK: string } {
  return { PK: `INVITETOKEN#${tokenHash}`, SK: 'INVITETOKEN' };
}

/** The public record at `now`, picked field by field so that no internal attribute (the token's hash) can leak. */
export function toInvitation(stored: StoredInvitation, now: string): Invitation {
  return {
    invitation_uuid: stored.invitation_uuid,
    company_uuid: stored.company_uuid,
    user_uuid: stored.user_uuid,
    email: stored.email,
    display_name: stored.display_name,
    role_code: stored.role_code,
    company_location_uuids: stored.company_location_uuids ?? [],
    status: statusAt(stored, now),
    expires_at: stored.expires_at,
    invited_by_user_uuid: stored.invited_by_user_uuid ?? null,
    accepted_at: stored.accepted_at ?? null,
    created_at: stored.created_at,
    updated_at: stored.updated_at,
  };
}

export function invitationEtag(stored: StoredInvitation): string {
  return etagOf(stored.invitation_uuid, stored.version);
}

export type VersionedInvitation = Versioned<Invitation>;

export function toVersionedInvitation(stored: StoredInvitation, now: string): VersionedInvitation {
  return { record: toInvitation(stored, now), etag: invitationEtag(stored) };
}
