/**
 * The deploy settings of the keys routes where they differ from the defaults
 * (lib/http/route-settings.ts merges every resource's). Deploy-only: no handler imports it.
 */
import { AUDIT_WRITE, LIST_READ, type ResourceSettings } from '../../lib/http/deploy-settings';

export const settings = {
  // A user's keys are listed from records in the user's own partition (USERKEYS#<user>).
  listMyKeys: { access: { table: { 'USERKEYS#*': [...LIST_READ, 'GetItem'] } } },
  listUserKeys: { access: { table: { 'USERKEYS#*': [...LIST_READ, 'GetItem'] } } },
  // A key is read by its record in its user's partition.
  getMyKey: { access: { table: { 'USERKEYS#*': ['GetItem'] } } },
  // Issuing a key reads the user's usable keys (the limit), then puts the key by hash, its id pointer
  // and its record, updates the user's key counter and usable keys and writes the audit event.
  createMyKey: {
    access: {
      table: {
        'APIKEY#*': ['PutItem'],
        'APIKEYID#*': ['PutItem'],
        'USERKEYS#*': ['GetItem', 'PutItem', 'UpdateItem'],
        'AUDIT#*': AUDIT_WRITE,
      },
    },
  },
  // Revoking reads the key's record, then updates the key by hash, its record (`revoked_at`) and
  // the user's usable keys.
  deleteMyKey: {
    access: { table: { 'APIKEY#*': ['UpdateItem'], 'USERKEYS#*': ['GetItem', 'UpdateItem'], 'AUDIT#*': AUDIT_WRITE } },
  },
  deleteUserKey: {
    access: { table: { 'APIKEY#*': ['UpdateItem'], 'USERKEYS#*': ['GetItem', 'UpdateItem'], 'AUDIT#*': AUDIT_WRITE } },
  },
} as const satisfies ResourceSettings<'keys'>;
