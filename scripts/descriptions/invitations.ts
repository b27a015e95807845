/**
 * What the scripts know of invitations (scripts/resources.ts): each operation's summary,
 * description and 409, the examples of its records and the entities its lists read. No handler
 * imports it.
 */
import { INVITATION as INVITATION_MODEL, INVITATION_ENTITY, INVITATION_LIST } from '../../lib/invitations/invitation';
import { VERSIONED_WRITE_ATTEMPTS } from '../../lib/data/optimistic';
import { type ResourceDescription, listed } from '../resources';
import { type Example, COMPANY, OWNER, TECHNICIAN, LOCATION, INVITATION, CREATED } from '../openapi/examples';
import { CREATE, DELETE, IN_PROGRESS, LIST, raced } from '../openapi/operations';
import { user } from './users';
import { key } from './keys';

export const invitation: Example<'InvitationRecord'> = {
  invitation_uuid: INVITATION,
  company_uuid: COMPANY,
  user_uuid: TECHNICIAN,
  email: 'casey@example.com',
  display_name: 'Casey Field',
  role_code: 'ROLE_COMPANY_TECHNICIAN',
  company_location_uuids: [LOCATION],
  status: 'PENDING',
  expires_at: '2026-11-28T09:30:00.000Z',
  invited_by_user_uuid: OWNER,
  accepted_at: null,
  created_at: CREATED,
  updated_at: CREATED,
};

const MANAGER_INVITATIONS =
  'managers only on technician invitations whose locations are non-empty and all among their own (others are 404)';
const OWNER_INVITATIONS =
  "an owner's invitation (`role_code` `ROLE_COMPANY_OWNER`) only by an owner or a platform key, as only they may create one";
const OWNER_INVITATION_FORBIDDEN =
  "; an owner's invitation (`role_code` `ROLE_COMPANY_OWNER`), unless the caller is an owner or a platform key (after the invitation's 404";

export const description: ResourceDescription<'invitations'> = {
  record: 'InvitationRecord',
  model: INVITATION_MODEL,
  examples: {
    InvitationRecord: invitation,
    IssuedInvitationRecord: { ...invitation, invitation_token: 'bo_inv_SW52aXRhdGlvbi10b2tlbi1leGFtcGxlLTEyMzQ1Njc' },
    CurrentInvitationRecord: {
      invitation_uuid: INVITATION,
      status: 'PENDING',
      email: 'casey@example.com',
      display_name: 'Casey Field',
      role_code: 'ROLE_COMPANY_TECHNICIAN',
      expires_at: '2026-11-28T09:30:00.000Z',
      company: { company_uuid: COMPANY, name: 'Acme Plumbing', image_url: null },
      invited_by: { display_name: 'Olive Owner' },
    },
    AcceptedInvitationRecord: {
      user,
      key: { ...key, name: 'laptop', expires_at: null, last_used_at: null },
      api_key: 'bo_Q2FzZXlGaWVsZC1hY2NlcHRlZC1rZXktMTIzNDU2Nzg',
    },
  },
  operations: {
    listInvitations: {
      summary: 'List invitations',
      description: `The company's invitations. ${LIST} Sortable by \`created_at\`, \`expires_at\`, \`email\`, \`status\`; filter \`status\` (PENDING, ACCEPTED, REVOKED, EXPIRED: one, a list or comma-separated); \`search\` matches \`email\` and \`display_name\`. A pending invitation past \`expires_at\` reads as EXPIRED.`,
      access: MANAGER_INVITATIONS,
      problems: {
        notFound: 'a manager sees only the technician invitations whose locations are all their own',
      },
    },
    createInvitation: {
      summary: 'Invite a user',
      description: `Invites a person by e-mail (unique among the company's users, ignoring case: 409 \`conflict\` naming \`existing_user_uuid\`) with a \`role_code\`, locations and an expiry (\`expires_in_days\` 1–30, default 7). The user exists at once as \`STATUS_INVITED\` and counts toward the \`users\` limit (409 \`limit_exceeded\`). The answer carries \`invitation_token\`, shown only here: the invitee accepts with it. ${CREATE} A replay answers without the token.`,
      access: `inviting an owner only by an owner or a platform key; ${MANAGER_INVITATIONS}`,
      conflict: `A user of the company (any status) has the e-mail address, ignoring case (\`conflict\`, with \`existing_user_uuid\` and, while that user is invited, \`invitation_uuid\`), the company reached its \`users\` limit (\`limit_exceeded\`), or ${IN_PROGRESS}`,
      success: {
        status: '201',
        description: 'The invitation with its token (shown only here), its invited user created',
        data: 'IssuedInvitationRecord',
        etag: true,
        location: true,
      },
      problems: {
        lateForbidden: true,
        forbidden:
          "; after 422: inviting as `ROLE_COMPANY_OWNER`, unless the caller is an owner or a platform key; a manager inviting anyone but a technician whose `company_location_uuids` are non-empty and all among the manager's own",
      },
    },
    getInvitation: {
      summary: 'Get an invitation',
      description: 'One invitation of the company, with its `ETag`.',
      access: MANAGER_INVITATIONS,
      problems: {
        notFound:
          'the caller may not see the invitation (a manager: only technician invitations whose locations are non-empty and all their own)',
      },
    },
    resendInvitation: {
      summary: 'Resend an invitation',
      description:
        'Gives a PENDING or EXPIRED invitation a new token and a new expiry (`expires_in_days`, default 7); the old token stops working at once. An ACCEPTED or REVOKED one is 409 `conflict`.',
      access: `${OWNER_INVITATIONS}; ${MANAGER_INVITATIONS}`,
      conflict: `The invitation is \`ACCEPTED\` or \`REVOKED\` (\`conflict\`), or ${raced('invitation', VERSIONED_WRITE_ATTEMPTS, 'each time read again')}`,
      success: {
        status: '200',
        description:
          'The invitation, PENDING with a new expiry and a new token (shown only here); the old token stops working',
        data: 'IssuedInvitationRecord',
        etag: true,
      },
      problems: {
        lateForbidden: true,
        notFound: 'the caller may not see the invitation (as for GET)',
        forbidden: `${OWNER_INVITATION_FORBIDDEN})`,
      },
    },
    deleteInvitation: {
      summary: 'Revoke an invitation',
      description: `A PENDING or EXPIRED invitation becomes REVOKED and its invited user is deleted, freeing the place; again 204 for a revoked one; an ACCEPTED one is 409 \`conflict\` (disable or delete the user instead). ${DELETE}`,
      access: `${OWNER_INVITATIONS}; ${MANAGER_INVITATIONS}`,
      conflict: `The invitation is \`ACCEPTED\` (\`conflict\`: disable or delete the user instead), or ${raced('invitation', VERSIONED_WRITE_ATTEMPTS)}`,
      success: { status: '204', description: 'Revoked (also when it was already): its invited user is deleted' },
      problems: {
        lateForbidden: true,
        notFound: 'the caller may not see the invitation (as for GET)',
        forbidden: `${OWNER_INVITATION_FORBIDDEN}, before If-Match's 412)`,
      },
    },
    getCurrentInvitation: {
      summary: 'Read my invitation',
      description:
        'The invitation of the bearer token, in any status, with its company and inviter: what an invitee sees before accepting. Nothing changes.',
      access: "only the invitation's token (`Authorization: Bearer bo_inv_…`); an API key is 401",
      success: {
        status: '200',
        description: 'The invitation of the token, in any status; nothing changes',
        data: 'CurrentInvitationRecord',
      },
    },
    acceptInvitation: {
      summary: 'Accept my invitation',
      description:
        "In one atomic step the invitation becomes ACCEPTED, its user `STATUS_ACTIVE` with exactly the invitation's `role_code` and `company_location_uuids` (and the optional `display_name`, `first_name`, `last_name`, `phone` sent) and a new API key of that user is issued (`key_name`, default `default`), shown only in this answer. Answers 201 with `Location` (the activated user's path, `/api/v1/companies/{company_uuid}/users/{user_uuid}`) and that user's `ETag`, as every create does. Expired or revoked: 410; accepted already: 409 `invitation_accepted` (of concurrent accepts exactly one wins).",
      access: "only the invitation's token (`Authorization: Bearer bo_inv_…`); an API key is 401",
      conflict:
        'The invitation has been accepted already (`invitation_accepted`), also for every concurrent accept but the one that wins',
      success: {
        status: '201',
        description:
          "Accepted: the user is active and has a new key, shown only here; `Location` is the user's path, `ETag` the user's",
        data: 'AcceptedInvitationRecord',
        etag: true,
        location: true,
      },
      problems: {
        gone: 'The invitation has expired (`invitation_expired`: ask for it to be sent again) or been revoked (`invitation_revoked`)',
      },
    },
  },
  lists: {
    listInvitations: listed(INVITATION_ENTITY, INVITATION_LIST),
  },
};
