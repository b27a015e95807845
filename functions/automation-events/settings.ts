/**
 * The deploy settings of the automation-events routes where they differ from the defaults
 * (lib/http/route-settings.ts merges every resource's). Deploy-only: no handler imports it.
 */
import type { ResourceSettings } from '../../lib/http/deploy-settings';

export const settings = {
  // The intake reads the company's automations of the event's type (its list index), the stored
  // event of the id, the subject's last event and the records placeholders read (one BatchGetItem),
  // then writes the event (an item per view), its views' weekly counts, the subject and the runs
  // in one transaction.
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
  // A page of one view (the Views index, AUTOEVENT#<company>#VIEW#…), its weekly counts and the page's events.
  listAutomationEvents: {
    access: {
      table: { 'AUTOEVENT#*': ['Query', 'BatchGetItem'], 'AUTOCOUNT#*': ['GetItem', 'Query', 'BatchGetItem'] },
    },
  },
} as const satisfies ResourceSettings<'automation-events'>;
