/**
 * The deploy settings of the users routes where they differ from the defaults
 * (lib/http/route-settings.ts merges every resource's). Deploy-only: no handler imports it.
 */
import { AUDIT_WRITE, LIST_READ, type ResourceSettings } from '../../lib/http/deploy-settings';

export const settings = {
  // The cache generation (the quota item's GetItem beside the resets item's), a page read as for the
  // other lists on a cache miss, and the cache entry Put (a partition of its own,
  // lib/users/users-cache-repository.ts); should_reset_cache Updates the resets item, never the quota item.
  listCompanyUsers: {
    runtime: { memorySize: 1024, timeout: 15 },
    access: { table: { 'COMPANY#*': LIST_READ, 'USERSCACHE#*': ['GetItem', 'PutItem', 'UpdateItem'] } },
  },
  // The user's Update with the quota and list counters, a Query of the company's locations when the
  // body sends some and a ConditionCheck of each added one, the audit event; for an invited user
  // whose role or locations change, their invitation's Update and its token's (the role it invites to).
  updateCompanyUser: {
    access: {
      table: {
        'COMPANY#*': ['UpdateItem', 'Query', 'ConditionCheckItem'],
        'INVITETOKEN#*': ['UpdateItem'],
        'AUDIT#*': AUDIT_WRITE,
      },
    },
  },
  // The user, its e-mail item and its pointer (`USERREF#…`) deleted with the quota's and counters'
  // Updates (an invited user's invitation Updated to REVOKED) and the events. Its keys are not
  // written: a deleted user's key no longer authenticates.
  deleteCompanyUser: {
    access: {
      table: {
        'COMPANY#*': ['DeleteItem', 'UpdateItem'],
        'USERREF#*': ['DeleteItem'],
        'INVITETOKEN#*': ['UpdateItem'],
        'AUDIT#*': AUDIT_WRITE,
      },
    },
  },
} as const satisfies ResourceSettings<'users'>;
