/**
 * The deploy settings of the invitations routes where they differ from the defaults
 * (lib/http/route-settings.ts merges every resource's). Deploy-only: no handler imports it.
 */
import { AUDIT_WRITE, IDEMPOTENCY_RECORD, type ResourceSettings } from '../../lib/http/deploy-settings';

export const settings = {
  // The invitation, its user (with pointer and e-mail items), its token's lookup item and the event
  // are put with the quota's and counters' Updates; the company's locations are read (Query, and a
  // ConditionCheck of each in the transaction).
  createInvitation: {
    access: {
      table: {
        'COMPANY#*': ['PutItem', 'UpdateItem', 'Query', 'ConditionCheckItem'],
        'IDEMPOTENCY#*': IDEMPOTENCY_RECORD,
        'USERREF#*': ['PutItem'],
        'INVITETOKEN#*': ['PutItem'],
        'AUDIT#*': AUDIT_WRITE,
      },
    },
  },
  // The old token's item is deleted and the new one put, with the invitation's Update and the event.
  resendInvitation: {
    access: {
      table: { 'COMPANY#*': ['UpdateItem'], 'INVITETOKEN#*': ['PutItem', 'DeleteItem'], 'AUDIT#*': AUDIT_WRITE },
    },
  },
  // The invitation's Update, its token's expiry, the invited user's Delete (pointer and e-mail items too) and the event.
  deleteInvitation: {
    access: {
      table: {
        'COMPANY#*': ['DeleteItem', 'UpdateItem'],
        'USERREF#*': ['DeleteItem'],
        'INVITETOKEN#*': ['UpdateItem'],
        'AUDIT#*': AUDIT_WRITE,
      },
    },
  },
  // The invitation's and the user's Updates, its token's expiry, the new key's items (by hash, id
  // pointer, the user's key record, and its counter's Update) and the two events.
  acceptInvitation: {
    access: {
      table: {
        'COMPANY#*': ['UpdateItem'],
        'INVITETOKEN#*': ['UpdateItem'],
        'APIKEY#*': ['PutItem'],
        'APIKEYID#*': ['PutItem'],
        'USERKEYS#*': ['PutItem', 'UpdateItem'],
        'AUDIT#*': AUDIT_WRITE,
      },
    },
  },
} as const satisfies ResourceSettings<'invitations'>;
