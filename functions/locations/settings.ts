/**
 * The deploy settings of the locations routes where they differ from the defaults
 * (lib/http/route-settings.ts merges every resource's). Deploy-only: no handler imports it.
 */
import { AUDIT_WRITE, IDEMPOTENCY_RECORD, type ResourceSettings } from '../../lib/http/deploy-settings';

export const settings = {
  // Each change records its audit event in its transaction. As a category's: a rename swaps the
  // name item (Delete old + Put new, in the Update's transaction). A delete checks the users'
  // counter item (no user or pending invitation names the location).
  createLocation: {
    access: {
      table: { 'COMPANY#*': ['PutItem', 'UpdateItem'], 'IDEMPOTENCY#*': IDEMPOTENCY_RECORD, 'AUDIT#*': AUDIT_WRITE },
    },
  },
  replaceLocation: {
    access: { table: { 'COMPANY#*': ['UpdateItem', 'PutItem', 'DeleteItem'], 'AUDIT#*': AUDIT_WRITE } },
  },
  updateLocation: {
    access: { table: { 'COMPANY#*': ['UpdateItem', 'PutItem', 'DeleteItem'], 'AUDIT#*': AUDIT_WRITE } },
  },
  deleteLocation: {
    access: { table: { 'COMPANY#*': ['DeleteItem', 'UpdateItem', 'ConditionCheckItem'], 'AUDIT#*': AUDIT_WRITE } },
  },
} as const satisfies ResourceSettings<'locations'>;
