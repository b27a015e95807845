/**
 * The deploy settings of the automation-event routes where they differ from the defaults
 * (lib/http/route-settings.ts merges every resource's). Deploy-only: no handler imports it.
 */
import type { ResourceSettings } from '../../lib/http/deploy-settings';

export const settings = {
  // The automations of the event's type (their ByKind index), the stored event, its subject and the
  // records placeholders read (one BatchGetItem), then one transaction: the event's items, their
  // counts, the subject and the runs (lib/automation-events/event-repository.ts).
  createAutomationEvent: {
    access: {
      table: {
        'COMPANY#*': ['Query', 'BatchGetItem'],
        'AUTOEVENT#*': ['GetItem', 'PutItem'],
        'AUTOSUBJECT#*': ['GetItem', 'PutItem'],
        'AUTOCOUNT#*': ['UpdateItem'],
        'AUTORUN#*': ['PutItem'],
      },
    },
  },
  getAutomationEvent: { access: { table: { 'AUTOEVENT#*': ['GetItem'] } } },
  // A page of one view (the Views index) and the view's weekly counts.
  listAutomationEvents: { access: { table: { 'AUTOEVENT#*': ['Query'], 'AUTOCOUNT#*': ['Query'] } } },
} as const satisfies ResourceSettings<'automation-events'>;
