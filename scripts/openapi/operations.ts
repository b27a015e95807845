/**
 * What a reader of /docs sees of each operation: a summary, what it does and its rules, and who may
 * call it beyond the roles the route table lists. One entry per route (the type check fails until a
 * new route has one); the generator adds the roles, the rate-limit group and the problems.
 */
import type { RouteName } from '../../lib/http/routes';

export interface OperationText {
  /** A short human title ("List automations"), never the method and path. */
  summary: string;
  /** What the operation does and its rules, in Markdown. */
  description: string;
  /** Who may call it, where the roles alone do not say it all. */
  access?: string;
}

const LIST = 'A page of the list (`page`, `page_size`, `sort_by`, `sort_order`, `search`), with exact totals in `meta`.';
const PUT = 'Replaces every editable field: omitted optional fields reset to their defaults. `If-Match` is optional (412 when it is not the current ETag).';
const PATCH = 'Changes only the fields sent; the merged record must still be valid. `If-Match` is optional; without it, concurrent PATCHes of different fields both persist.';
const DELETE = '`If-Match` is optional (412 when it is not the current ETag).';
const CREATE = 'Answers 201 with `Location` and `ETag`. `Idempotency-Key` makes a retry safe: the same key and body within 24 h replay the first answer.';
const MANAGER_INVITATIONS = 'managers only on technician invitations whose locations are non-empty and all among their own (others are 404)';

export const OPERATIONS: Record<RouteName, OperationText> = {
  getAppData: {
    summary: 'Get the reference data',
    description:
      "Everything a client needs to render forms: `client_version`, the roles and statuses, the caller's company locations (none for a platform key), every ISO 3166 country with its subdivisions (stable UUIDv5 ids), industries, property locations and the automation catalog (types, trigger and filter operators, actions). Cacheable: send the `ETag` back in `If-None-Match` for a 304.",
  },

  listAutomations: {
    summary: 'List automations',
    description: `The company's workflow automations. ${LIST} Sortable by \`name\`, \`type\`, \`is_enabled\`, \`created_at\`, \`updated_at\`; filter \`is_enabled=true|false\`; \`search\` matches \`name\` and \`description\`. A page whose records would not fit one response (6 MB) answers 422 at \`page_size\`, naming how many fit.`,
  },
  createAutomation: {
    summary: 'Create an automation',
    description: `Creates an automation: \`name\`, \`type\` (CUSTOMER, JOB, ESTIMATE, INVOICE), 1–10 \`triggers\` of that type, 0–20 \`filters\`, 1–10 \`actions\` (SEND_EMAIL to addresses or \`{{placeholders}}\`, SEND_SMS to E.164 numbers), optional \`business_hours\` (null: any time). ${CREATE} Refused with 409 \`limit_exceeded\` once the company has reached its \`automations\` limit, however many creates run at once.`,
  },
  getAutomation: { summary: 'Get an automation', description: 'One automation of the company, with its `ETag`.' },
  replaceAutomation: {
    summary: 'Replace an automation',
    description: `Requires \`name\`, \`type\`, \`triggers\` and \`actions\`, as a create does. ${PUT} The optional query parameter \`automationUuid\` must equal the path's id.`,
  },
  updateAutomation: {
    summary: 'Update an automation',
    description: `${PATCH} A new \`type\` with the old triggers is a 422. The optional query parameter \`automationUuid\` must equal the path's id.`,
  },
  deleteAutomation: { summary: 'Delete an automation', description: `Deletes the automation and frees its place in the \`automations\` limit. ${DELETE}` },

  listCategories: {
    summary: 'List categories',
    description: `The caller's company's categories of service plans and drawing symbols. ${LIST} Sortable by \`name\`, \`category_group\`, \`created_at\`, \`updated_at\`; filter \`category_group\`; \`search\` matches \`name\` and \`description\`.`,
  },
  createCategory: {
    summary: 'Create a category',
    description: `Creates a category in the caller's company: \`name\` (unique within its group, ignoring case: else 409 \`conflict\`, which wins over a reached limit), \`category_group\` (SERVICE_PLAN or DRAWING_SYMBOL), optional \`description\`. ${CREATE} Refused with 409 \`limit_exceeded\` at the company's \`categories\` limit.`,
  },
  getCategory: { summary: 'Get a category', description: "One category of the caller's company, with its `ETag`." },
  replaceCategory: {
    summary: 'Replace a category',
    description: `Requires \`name\`; \`category_group\` is kept when omitted. The name stays unique within the group (409 \`conflict\`). ${PUT}`,
  },
  updateCategory: { summary: 'Update a category', description: `${PATCH} The name stays unique within the group (409 \`conflict\`).` },
  deleteCategory: { summary: 'Delete a category', description: `Deletes the category, freeing its name and its place in the \`categories\` limit. ${DELETE}` },

  getCompany: {
    summary: 'Get the company',
    description: "The company's profile: contact and address, colours, logo URL, its settings objects and its entity `limits`. The optional query `uuid` must equal the path's id.",
  },
  replaceCompany: {
    summary: 'Replace the company profile',
    description: `Requires \`name\`, \`phone\`, \`email\`, \`address1\`, \`city\`, \`country_uuid\` and \`country_state_uuid\` (null only for a country without states); the phone must be valid for the country and the state must belong to it. \`website_url\` and \`google_my_business_listing\` change only through PATCH: PUT keeps them. ${PUT}`,
  },
  updateCompany: {
    summary: 'Update the company profile',
    description: `${PATCH} \`settings\`, \`custom_settings\` and \`available_integration_uuids\` are replaced whole (≤ 32 KiB, ≤ 8 levels; null resets to \`{}\`); a field PUT requires cannot be set to null. Cross-field rules (phone for the country, state of the country) are checked when the change touches them.`,
  },
  uploadCompanyImage: {
    summary: 'Upload the company logo',
    description:
      'Stores the file part `image_url` as the logo (PNG, JPEG, WebP or GIF, recognised by content; at most 2 MiB) and answers the company with its new `image_url`, a public URL. The previous logo is deleted. `If-Match` is optional.',
  },
  deleteCompanyImage: {
    summary: 'Remove the company logo',
    description: 'Deletes the logo file and sets `image_url` to null. Idempotent: without a logo it changes nothing and answers 204. `If-Match` is optional.',
  },
  uploadCompanyFiles: {
    summary: 'Upload and delete company files',
    description:
      '`items` (at most 20: `base64String`, plain base64 or a `data:<type>;base64,` URL, at most 4 MiB decoded, and its `uuid`) and `deleteItems` (at most 100 uuids), no uuid twice. Everything is validated before anything is written; deletions run only after every upload succeeded; on failure every file the company had is still there, unchanged. An existing uuid is replaced; deleting a uuid without a file is no error. Answers each stored file with a download URL valid for at most 15 minutes.',
  },
  getCompanyBilling: {
    summary: 'Hand off to billing',
    description: "Answers 302 to the billing provider's sign-in URL, carrying a signed, expiring `state` that names the company and the caller; the body holds the same `redirect_url`.",
  },
  getCompanySettingsJson: {
    summary: 'Download a setting as a JSON file',
    description:
      '`settings_name` (query string or JSON body) names a top-level key of `settings` or `custom_settings` (`custom_settings` wins when both have it; neither: 404). Its value is written as a JSON file when it changed, and the answer is a download URL valid for at most 15 minutes with its `expires_at`.',
  },
  updateCompanyLimit: {
    summary: 'Set an entity limit',
    description:
      '`entity` is `automations`, `categories`, `users` or `company_locations` (else 404, after the body); the body is `{"limit": <integer ≥ 0 or null>}` (null: no limit). A limit below the current count is allowed: existing records stay, new ones are refused. Answers the company. Recorded in the audit trail.',
  },

  listLocations: {
    summary: 'List locations',
    description: `The company's locations (branches). ${LIST} Sortable by \`name\`, \`created_at\`, \`updated_at\`; \`search\` matches \`name\` and \`city\`.`,
  },
  createLocation: {
    summary: 'Create a location',
    description: `\`name\` (unique in the company, ignoring case: 409 \`conflict\`), optional address, \`country_uuid\` and \`country_state_uuid\` (both or neither, the state of that country), \`phone\` (valid for its country, else the company's) and \`timezone\` (an IANA zone). ${CREATE} Refused with 409 \`limit_exceeded\` at the \`company_locations\` limit. Recorded in the audit trail.`,
  },
  getLocation: { summary: 'Get a location', description: 'One location of the company, with its `ETag`.' },
  replaceLocation: { summary: 'Replace a location', description: `Requires \`name\`, unique in the company (409 \`conflict\`). ${PUT} Recorded in the audit trail.` },
  updateLocation: { summary: 'Update a location', description: `${PATCH} The name stays unique in the company (409 \`conflict\`). Recorded in the audit trail.` },
  deleteLocation: {
    summary: 'Delete a location',
    description: `Deletes the location, unless a user or a pending invitation still names it: then 409 \`conflict\` with \`user_count\`, and nothing changes. ${DELETE} Recorded in the audit trail.`,
  },

  listAuditEvents: {
    summary: 'List audit events',
    description: `Who changed what in the company: invitations, users, keys, locations and limits, by the API or the admin CLI. Newest first by default (\`sort_by\` only \`occurred_at\`); filters \`type\` (one, a list or comma-separated), \`actor_user_uuid\`, \`target_uuid\`; \`search\` matches the type. ${LIST} Events are kept at least 400 days and hold no secret.`,
  },

  listCompanyUsers: {
    summary: 'List users',
    description: `The company's users, invited ones included. ${LIST} Parameters from the query string or a JSON body (the query wins): \`filter_by_status_code\`, \`filter_by_role_code\`, \`filter_by_company_location_uuid\` (each one, a list or comma-separated), \`ignore_cached\` (read fresh data, leaving the cache as it is) and \`should_reset_cache\` (drop the company's cached lists); \`meta.cached\` says whether the page came from the cache. Sortable by \`display_name\`, \`email\`, \`role_code\`, \`status_code\`, \`created_at\`; \`search\` matches \`display_name\` and \`email\`.`,
    access: 'owners, admins and platform keys see every user; managers the users who share a location with them, and themselves; technicians only themselves',
  },
  getMe: {
    summary: 'Get the caller',
    description: "Who is calling: `kind` (`user` or `platform`), the caller's company and user record (null for a platform key) and the calling key's record.",
  },
  getCompanyUser: { summary: 'Get a user', description: 'One user of the company, with `settings` and its `ETag`.', access: 'managers only users who share a location with them and themselves, technicians only themselves (others are 404)' },
  updateCompanyUser: {
    summary: 'Update a user',
    description: `${PATCH} Anyone allowed on the user may change \`display_name\`, \`first_name\`, \`last_name\`, \`phone\` and \`settings\` (replaced whole). Only owners, admins and platform keys change \`role_code\`, \`status_code\` (active or disabled) and \`company_location_uuids\`; nobody changes their own role or status; only an owner or a platform key gives or takes the owner role or changes an owner. The company always keeps an active owner (409 \`last_owner\`). \`email\` is read-only. Takes effect on the next request.`,
    access: 'managers and technicians only on themselves',
  },
  deleteCompanyUser: {
    summary: 'Delete a user',
    description: `Removes the user, revokes every key of theirs, ends a pending invitation and frees the place in the \`users\` limit; the address may be invited again. The last active owner cannot be deleted (409 \`last_owner\`). ${DELETE}`,
    access: 'not on oneself; an owner only by an owner or a platform key',
  },

  listMyKeys: {
    summary: 'List my keys',
    description: `The caller's API keys, revoked and expired ones included; the keys themselves are never shown again. ${LIST} Sortable by \`created_at\`, \`name\`, \`expires_at\`, \`last_used_at\`.`,
  },
  createMyKey: {
    summary: 'Issue a key',
    description:
      'Issues a new API key for the caller: `name` (1–100) and `expires_in_days` (1–365, or null/omitted: never). The key (`api_key`) is shown only in this answer. At most 10 usable keys per user (409 `limit_exceeded`).',
  },
  deleteMyKey: { summary: 'Revoke one of my keys', description: 'Revokes a key of the caller, also the one making the request; again 204 for a revoked one. Another user\'s key is 404. Takes effect on the next request.' },
  listUserKeys: {
    summary: "List a user's keys",
    description: `A user's API keys, revoked and expired ones included. ${LIST} Sortable by \`created_at\`, \`name\`, \`expires_at\`, \`last_used_at\`.`,
  },
  deleteUserKey: { summary: "Revoke a user's key", description: "Revokes a key of the company's user; again 204 for a revoked one. Takes effect on the next request.", access: "an owner's keys only by an owner or a platform key" },

  listInvitations: {
    summary: 'List invitations',
    description: `The company's invitations. ${LIST} Sortable by \`created_at\`, \`expires_at\`, \`email\`, \`status\`; filter \`status\` (PENDING, ACCEPTED, REVOKED, EXPIRED: one, a list or comma-separated); \`search\` matches \`email\` and \`display_name\`. A pending invitation past \`expires_at\` reads as EXPIRED.`,
    access: MANAGER_INVITATIONS,
  },
  createInvitation: {
    summary: 'Invite a user',
    description: `Invites a person by e-mail (unique among the company's users, ignoring case: 409 \`conflict\` naming \`existing_user_uuid\`) with a \`role_code\`, locations and an expiry (\`expires_in_days\` 1–30, default 7). The user exists at once as \`STATUS_INVITED\` and counts toward the \`users\` limit (409 \`limit_exceeded\`). The answer carries \`invitation_token\`, shown only here: the invitee accepts with it. ${CREATE} A replay answers without the token.`,
    access: `inviting an owner only by an owner or a platform key; ${MANAGER_INVITATIONS}`,
  },
  getInvitation: { summary: 'Get an invitation', description: 'One invitation of the company, with its `ETag`.', access: MANAGER_INVITATIONS },
  resendInvitation: {
    summary: 'Resend an invitation',
    description: 'Gives a PENDING or EXPIRED invitation a new token and a new expiry (`expires_in_days`, default 7); the old token stops working at once. An ACCEPTED or REVOKED one is 409 `conflict`.',
    access: MANAGER_INVITATIONS,
  },
  deleteInvitation: {
    summary: 'Revoke an invitation',
    description: `A PENDING or EXPIRED invitation becomes REVOKED and its invited user is deleted, freeing the place; again 204 for a revoked one; an ACCEPTED one is 409 \`conflict\` (disable or delete the user instead). ${DELETE}`,
    access: MANAGER_INVITATIONS,
  },
  getCurrentInvitation: {
    summary: 'Read my invitation',
    description: 'The invitation of the bearer token, in any status, with its company and inviter: what an invitee sees before accepting. Nothing changes.',
    access: "only the invitation's token (`Authorization: Bearer bo_inv_…`); an API key is 401",
  },
  acceptInvitation: {
    summary: 'Accept my invitation',
    description:
      'In one atomic step the invitation becomes ACCEPTED, its user `STATUS_ACTIVE` (with the optional `display_name`, `first_name`, `last_name`, `phone` sent) and a new API key of that user is issued (`key_name`, default `default`), shown only in this answer. Expired or revoked: 410; accepted already: 409 `invitation_accepted` (of concurrent accepts exactly one wins).',
    access: "only the invitation's token (`Authorization: Bearer bo_inv_…`); an API key is 401",
  },
};
