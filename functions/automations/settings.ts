/**
 * The deploy settings of the automations routes where they differ from the defaults
 * (lib/http/route-settings.ts merges every resource's). Deploy-only: no handler imports it.
 */
import type { ResourceSettings } from '../../lib/http/deploy-settings';

export const settings = {
  listAutomations: { runtime: { memorySize: 1024, timeout: 15 } },
  // A preview reads what an event's intake reads (lib/automation-events/event-repository.ts,
  // intakeReads): the stored event of the id and the subject (a GetItem each), the company and the
  // records placeholders read (one BatchGetItem of the company's partition). It writes nothing.
  testAutomation: {
    access: { table: { 'COMPANY#*': ['BatchGetItem'], 'AUTOEVENT#*': ['GetItem'], 'AUTOSUBJECT#*': ['GetItem'] } },
  },
  testUnsavedAutomation: {
    access: { table: { 'COMPANY#*': ['BatchGetItem'], 'AUTOEVENT#*': ['GetItem'], 'AUTOSUBJECT#*': ['GetItem'] } },
  },
} as const satisfies ResourceSettings<'automations'>;
