/**
 * The deploy settings of the automation-events routes where they differ from the defaults
 * (lib/http/route-settings.ts merges every resource's). Deploy-only: no handler imports it.
 */
import type { ResourceSettings } from '../../lib/http/deploy-settings';

export const settings = {
  // The intake (lib/automation-events/event-repository.ts): the company's automations of the type
  // (the sort slot of the automations list's type column); the event of the id and its subject; one BatchGetItem of the company and
  // the user and location placeholders read; one transaction of the event's items, its views' weekly counts,
  // its subject and its runs.
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
