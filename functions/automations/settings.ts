/**
 * The deploy settings of the automations routes where they differ from the defaults
 * (lib/http/route-settings.ts merges every resource's). Deploy-only: no handler imports it.
 */
import type { ResourceSettings } from '../../lib/http/deploy-settings';

export const settings = {
  listAutomations: { runtime: { memorySize: 1024, timeout: 15 } },
  // A test reads the records its placeholders read, in one BatchGetItem of the company's
  // partition (lib/automations/automation-test.ts); it writes nothing.
  testAutomation: { access: { table: { 'COMPANY#*': ['BatchGetItem'] } } },
  testUnsavedAutomation: { access: { table: { 'COMPANY#*': ['BatchGetItem'] } } },
} as const satisfies ResourceSettings<'automations'>;
