/**
 * What the scripts know of users (scripts/resources.ts): each operation's summary, description and
 * 409, the examples of its records and the entities its lists read. No handler imports it.
 */
import { USER, USER_ENTITY, USER_LIST } from '../../lib/users/user';
import { VERSIONED_WRITE_ATTEMPTS } from '../../lib/data/optimistic';
import { type ResourceDescription, listed } from '../resources';
import { type Example, COMPANY, TECHNICIAN, LOCATION, CREATED, UPDATED } from '../openapi/examples';
import { DELETE, LIST, PATCH, raced } from '../openapi/operations';
import { key } from './keys';

export const user: Example<'UserRecord'> = {
  user_uuid: TECHNICIAN,
  company_uuid: COMPANY,
  display_name: 'Casey Field',
  first_name: 'Casey',
  last_name: 'Field',
  email: 'casey@example.com',
  phone: null,
  role_code: 'ROLE_COMPANY_TECHNICIAN',
  status_code: 'STATUS_ACTIVE',
  company_location_uuids: [LOCATION],
  created_at: CREATED,
  updated_at: UPDATED,
  settings: { theme: 'dark' },
};

export const description: ResourceDescription<'users'> = {
  record: 'UserRecord',
  model: USER,
  examples: {
    UserRecord: user,
    MeRecord: { kind: 'user', company_uuid: COMPANY, user, key },
  },
  requestExamples: {
    listCompanyUsers: {
      page: 1,
      page_size: 25,
      filter_by_status_code: ['STATUS_ACTIVE', 'STATUS_INVITED'],
      ignore_cached: true,
    },
  },
  operations: {
    listCompanyUsers: {
      summary: 'List users',
      description: `The company's users, invited ones included. ${LIST} Parameters from the query string or a JSON body (the query wins): \`filter_by_status_code\`, \`filter_by_role_code\`, \`filter_by_company_location_uuid\` (each one, a list or comma-separated), \`ignore_cached\` (read fresh data, leaving the cache as it is) and \`should_reset_cache\` (drop the company's cached lists); \`meta.cached\` says whether the page came from the cache. Sortable by \`display_name\`, \`email\`, \`role_code\`, \`status_code\`, \`created_at\`; \`search\` matches \`display_name\` and \`email\`.`,
      access:
        'owners, admins and platform keys see every user; managers the users who share a location with them, and themselves; technicians only themselves',
      success: { status: '200', description: 'A page of users', data: 'UserRecord', list: 'users-meta' },
    },
    getMe: {
      summary: 'Get the caller',
      description:
        "Who is calling: `kind` (`user` or `platform`), the caller's company and user record (null for a platform key) and the calling key's record.",
      success: {
        status: '200',
        description: "The caller: its user record (null for a platform key) and the calling key's record",
        data: 'MeRecord',
      },
    },
    getCompanyUser: {
      summary: 'Get a user',
      description: 'One user of the company, with `settings` and its `ETag`.',
      access:
        'managers only users who share a location with them and themselves, technicians only themselves (others are 404)',
      problems: {
        notFound: 'the caller may not see the user (a manager: no shared location; a technician: another user)',
      },
    },
    updateCompanyUser: {
      summary: 'Update a user',
      description: `${PATCH} Anyone allowed on the user may change \`display_name\`, \`first_name\`, \`last_name\`, \`phone\` and \`settings\` (replaced whole). Only owners, admins and platform keys change \`role_code\`, \`status_code\` (active or disabled) and \`company_location_uuids\`; nobody changes their own role or status; only an owner or a platform key gives or takes the owner role or changes an owner. The company always keeps an active owner (409 \`last_owner\`). \`email\` is read-only. Takes effect on the next request. An invited user is their invitation: while the user is \`STATUS_INVITED\`, a change of \`role_code\` or \`company_location_uuids\` changes the pending invitation in the same atomic step, so that what \`invitations/current\` shows and what accepting grants are always equal. A PATCH whose fields all equal the stored values changes nothing and writes nothing: 200 with the record, its \`ETag\` and \`updated_at\` unchanged, no audit event (\`If-Match\` is still checked).`,
      access: 'managers and technicians only on themselves',
      conflict: `The change would leave the company without an active owner (\`last_owner\`), it switches an invited user's \`status_code\` (\`conflict\`: an invitation is accepted, not switched on), or ${raced('user', VERSIONED_WRITE_ATTEMPTS)}`,
      problems: {
        lateForbidden: true,
        forbidden:
          "; a manager or technician on another user (at the role step), or sending `role_code`, `status_code` or `company_location_uuids` with a value other than the stored one; anyone changing their own `role_code` or `status_code`; anyone but an owner or a platform key giving or taking `ROLE_COMPANY_OWNER` or changing an owner (these after 422 and the user's 404)",
        notFound: 'the caller may not see the user',
      },
    },
    deleteCompanyUser: {
      summary: 'Delete a user',
      description: `Removes the user, revokes every key of theirs, ends a pending invitation and frees the place in the \`users\` limit; the address may be invited again. The last active owner cannot be deleted (409 \`last_owner\`). ${DELETE}`,
      access: 'not on oneself; an owner only by an owner or a platform key',
      conflict: `The user is the company's last active owner (\`last_owner\`), or ${raced('user', VERSIONED_WRITE_ATTEMPTS)}`,
      success: { status: '204', description: 'Deleted: the user is gone and every key of theirs answers 401' },
      problems: {
        lateForbidden: true,
        forbidden:
          "; the caller's own user (at the role step); an owner, unless the caller is an owner or a platform key (after the user's 404)",
        notFound: 'the caller may not see the user',
      },
    },
  },
  lists: {
    listCompanyUsers: listed(USER_ENTITY, USER_LIST),
  },
};
