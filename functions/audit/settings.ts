/**
 * The deploy settings of the audit route where they differ from the defaults
 * (lib/http/route-settings.ts merges every resource's). Deploy-only: no handler imports it.
 */
import type { ResourceSettings } from '../../lib/http/deploy-settings';

export const settings = {
  // A page of one view of the trail (a key range of the audit partition) and its counter.
  listAuditEvents: { access: { table: { 'AUDIT#*': ['Query', 'GetItem'] } } },
} as const satisfies ResourceSettings<'audit'>;
