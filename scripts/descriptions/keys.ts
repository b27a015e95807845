/**
 * What the scripts know of API keys (scripts/resources.ts): each operation's summary, description
 * and 409, the examples of its records and the entities its lists read. No handler imports it.
 */
import { KEY_LIST, USER_KEY } from '../../lib/auth/key-record';
import { type ResourceDescription, listed } from '../resources';
import { type Example, TECHNICIAN, KEY, CREATED, UPDATED } from '../openapi/examples';
import { DELETE, LIST } from '../openapi/operations';

/** A key record's items: `entity` of the user's record of it (lib/auth/key-record.ts). */
const USER_KEY_ENTITY = 'user_key';

export const key: Example<'KeyRecord'> = {
  key_id: KEY,
  name: 'Tablet in the van',
  user_uuid: TECHNICIAN,
  created_at: CREATED,
  expires_at: '2027-02-19T09:30:00.000Z',
  revoked_at: null,
  last_used_at: UPDATED,
};

export const description: ResourceDescription<'keys'> = {
  record: 'KeyRecord',
  model: USER_KEY,
  examples: {
    KeyRecord: key,
    NewKeyRecord: { ...key, api_key: 'bo_Q2FzZXlGaWVsZC1leGFtcGxlLWtleS0xMjM0NTY3ODk' },
  },
  operations: {
    listMyKeys: {
      summary: 'List my keys',
      description: `The caller's API keys, revoked and expired ones included; the keys themselves are never shown again. ${LIST} Sortable by \`created_at\`, \`name\`, \`expires_at\`, \`last_used_at\`.`,
      success: {
        status: '200',
        description: "A page of the caller's keys, revoked and expired ones included",
        data: 'KeyRecord',
        list: 'meta',
      },
    },
    createMyKey: {
      summary: 'Issue a key',
      description:
        'Issues a new API key for the caller: `name` (1–100) and `expires_in_days` (1–365, or null/omitted: never). The key (`api_key`) is shown only in this answer. At most 10 usable keys per user (409 `limit_exceeded`).',
      conflict: 'The caller holds 10 usable keys already (`limit_exceeded`): revoke one first',
      success: {
        status: '201',
        description: 'The new key: its record and, only in this answer, the key itself (`api_key`)',
        data: 'NewKeyRecord',
        etag: true,
        location: true,
      },
    },
    getMyKey: {
      summary: 'Get one of my keys',
      description:
        "One of the caller's keys (the `Location` of its issue), with its `ETag`; never the key itself. Another user's key is 404. The ETag changes when the key is revoked, not when a use is recorded (`last_used_at`).",
    },
    deleteMyKey: {
      summary: 'Revoke one of my keys',
      description: `Revokes a key of the caller, also the one making the request; again 204 for a revoked one. Another user's key is 404. ${DELETE} Takes effect on the next request.`,
      // No 409: revoking is idempotent; a lost race with If-Match is 412, without it 204.
      conflict: null,
      success: { status: '204', description: 'Revoked (also the key making the request, and again for a revoked one)' },
    },
    listUserKeys: {
      summary: "List a user's keys",
      description: `A user's API keys, revoked and expired ones included. ${LIST} Sortable by \`created_at\`, \`name\`, \`expires_at\`, \`last_used_at\`.`,
      success: {
        status: '200',
        description: "A page of the user's keys, revoked and expired ones included",
        data: 'KeyRecord',
        list: 'meta',
      },
    },
    deleteUserKey: {
      summary: "Revoke a user's key",
      description: `Revokes a key of the company's user; again 204 for a revoked one. ${DELETE} Takes effect on the next request.`,
      access: "an owner's keys only by an owner or a platform key",
      // No 409: revoking is idempotent; a lost race with If-Match is 412, without it 204.
      conflict: null,
      success: { status: '204', description: 'Revoked (again for a revoked one)' },
      problems: {
        lateForbidden: true,
        forbidden:
          "; an owner's key, unless the caller is an owner or a platform key (after the user's 404, before the key's)",
      },
    },
  },
  lists: {
    listMyKeys: listed(USER_KEY_ENTITY, KEY_LIST),
    listUserKeys: listed(USER_KEY_ENTITY, KEY_LIST),
  },
};
