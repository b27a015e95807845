/**
 * The deploy settings of the automations routes where they differ from the defaults
 * (lib/http/route-settings.ts merges every resource's). Deploy-only: no handler imports it.
 */
import type { ResourceSettings } from '../../lib/http/deploy-settings';

export const settings = {
  listAutomations: { runtime: { memorySize: 1024, timeout: 15 } },
  // The records placeholders read (the company, the event's user and location) in one BatchGetItem.
  testAutomation: { access: { table: { 'COMPANY#*': ['BatchGetItem'] } } },
  testUnsavedAutomation: { access: { table: { 'COMPANY#*': ['BatchGetItem'] } } },
} as const satisfies ResourceSettings<'automations'>;
