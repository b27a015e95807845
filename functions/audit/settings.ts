/**
 * The deploy settings of the audit route where they differ from the defaults
 * (lib/http/route-settings.ts merges every resource's). Deploy-only: no handler imports it.
 */
import type { ResourceSettings } from '../../lib/http/deploy-settings';

export const settings = {
  // A page of one view of the trail (the Views index) and the view's weekly counts (lib/audit/audit-layout.ts).
  listAuditEvents: { access: { table: { 'AUDIT#*': ['Query'] } } },
} as const satisfies ResourceSettings<'audit'>;
