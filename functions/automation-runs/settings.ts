/**
 * The deploy settings of the automation-runs routes where they differ from the defaults
 * (lib/http/route-settings.ts merges every resource's). Deploy-only: no handler imports it.
 */
import { AUDIT_WRITE, type ResourceSettings } from '../../lib/http/deploy-settings';

export const settings = {
  // A run is an item collection of its own (AUTORUN#<company>#<run>), off the company's partition.
  getAutomationRun: { access: { table: { 'AUTORUN#*': ['GetItem'] } } },
  // A page of one view (the Views index, AUTORUN#<company>#VIEW#…), its weekly counts (AUTOCOUNT#)
  // and the page's runs.
  listAutomationRuns: {
    access: { table: { 'AUTORUN#*': ['Query', 'BatchGetItem'], 'AUTOCOUNT#*': ['GetItem', 'Query', 'BatchGetItem'] } },
  },
  // The run read and written again (QUEUED) with its audit event, in one transaction.
  retryAutomationRun: { access: { table: { 'AUTORUN#*': ['GetItem', 'PutItem'], 'AUDIT#*': AUDIT_WRITE } } },
} as const satisfies ResourceSettings<'automation-runs'>;
