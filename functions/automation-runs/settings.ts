/**
 * The deploy settings of the automation-runs routes where they differ from the defaults
 * (lib/http/route-settings.ts merges every resource's). Deploy-only: no handler imports it.
 */
import { AUDIT_WRITE, type ResourceSettings } from '../../lib/http/deploy-settings';

export const settings = {
  getAutomationRun: { access: { table: { 'AUTORUN#*': ['GetItem'] } } },
  // A page of one view's pointers (the Views index), the view's weekly counts, then the page's runs.
  listAutomationRuns: { access: { table: { 'AUTORUN#*': ['Query', 'BatchGetItem'], 'AUTOCOUNT#*': ['Query'] } } },
  // The run written over the version read, with its audit event (lib/automation-runs/retry.ts).
  retryAutomationRun: { access: { table: { 'AUTORUN#*': ['GetItem', 'PutItem'], 'AUDIT#*': AUDIT_WRITE } } },
} as const satisfies ResourceSettings<'automation-runs'>;
