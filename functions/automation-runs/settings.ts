/**
 * The deploy settings of the automation-run routes where they differ from the defaults
 * (lib/http/route-settings.ts merges every resource's; the sender's and the waker's are there too).
 * Deploy-only: no handler imports it.
 */
import type { ResourceSettings } from '../../lib/http/deploy-settings';

export const settings = {
  // A page of one view's pointers (the Views index), the runs they name, and the view's weekly counts.
  listAutomationRuns: { access: { table: { 'AUTORUN#*': ['Query', 'BatchGetItem'], 'AUTOCOUNT#*': ['Query'] } } },
  getAutomationRun: { access: { table: { 'AUTORUN#*': ['GetItem'] } } },
  // The run's new version and its audit event (the event's items and its views' weekly counts).
  retryAutomationRun: {
    access: { table: { 'AUTORUN#*': ['GetItem', 'PutItem'], 'AUDIT#*': ['PutItem', 'UpdateItem'] } },
  },
} as const satisfies ResourceSettings<'automation-runs'>;
