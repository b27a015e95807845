/**
 * What the scripts know of workflow automations (scripts/resources.ts): each operation's summary,
 * description and 409, the examples of its records and the entities its lists read. No handler
 * imports it.
 */
import { AUTOMATION, AUTOMATION_ENTITY, AUTOMATION_LIST } from '../../lib/automations/automation';
import { type ResourceDescription, listed } from '../resources';
import { COMPANY, CREATED, UPDATED } from '../openapi/examples';
import { CREATE, DELETE, IN_PROGRESS, LIST, PATCH, PUT, lostRace } from '../openapi/operations';

export const description: ResourceDescription<'automations'> = {
  record: 'AutomationRecord',
  model: AUTOMATION,
  examples: {
    AutomationRecord: {
      automation_uuid: '0190f3a4-5b6c-7d8e-9f01-0000000000a1',
      company_uuid: COMPANY,
      name: 'Welcome e-mail',
      description: 'Greets new customers',
      type: 'CUSTOMER',
      is_enabled: true,
      business_hours: { timezone: 'America/New_York', windows: [{ day: 'MONDAY', start: '08:00', end: '17:00' }] },
      outside_business_hours: 'HOLD',
      triggers: [{ type: 'CUSTOMER', operator: 'IS_CREATED', value: '' }],
      filters: [{ type: 'LOCATION', operator: 'IS_ONE_OF', value: ['North', 'South'] }],
      actions: [
        {
          action: 'SEND_EMAIL',
          value: ['{{customer.email}}'],
          settings: { subject: 'Welcome', body: 'Hello {{customer.first_name}}' },
        },
      ],
      created_at: CREATED,
      updated_at: UPDATED,
    },
    AutomationTestResult: {
      verdict: {
        automation_uuid: '0190f3a4-5b6c-7d8e-9f01-0000000000a1',
        automation_name: 'Welcome e-mail',
        outcome: 'MATCHED',
        run_uuid: null,
        triggers: [{ index: 0, matched: true, expected: '', actual: 'CREATED' }],
        filters: [],
      },
      run: {
        status: 'QUEUED',
        reason: null,
        due_at: CREATED,
        deliveries: [
          {
            action_index: 0,
            channel: 'EMAIL',
            recipient: 'ana@example.com',
            subject: 'Welcome',
            body: 'Hello Ana',
            status: 'PENDING',
            reason: null,
            missing: [],
          },
        ],
      },
    },
  },
  operations: {
    listAutomations: {
      summary: 'List automations',
      description: `The company's workflow automations. ${LIST} Sortable by \`name\`, \`type\`, \`is_enabled\`, \`created_at\`, \`updated_at\`; filter \`is_enabled=true|false\`; \`search\` matches \`name\` and \`description\`. A page whose records would not fit one response (6 MB) answers 422 at \`page_size\`, naming how many fit.`,
      problems: {
        invalid: '; a page whose records would not fit one response answers at `page_size` (`too_big`)',
      },
    },
    createAutomation: {
      summary: 'Create an automation',
      description: `Creates an automation: \`name\`, \`type\` (CUSTOMER, JOB, ESTIMATE, INVOICE), 1–10 \`triggers\` of that type, 0–20 \`filters\`, 1–10 \`actions\` (SEND_EMAIL to addresses or \`{{placeholders}}\`, SEND_SMS to E.164 numbers), optional \`business_hours\` (null: any time) and \`outside_business_hours\` (\`HOLD\`, the default: a run for an event outside the business hours waits for the next window; \`SKIP\`: it sends nothing). ${CREATE} Refused with 409 \`limit_exceeded\` once the company has reached its \`automations\` limit, however many creates run at once.`,
      conflict: `The company reached its \`automations\` limit (\`limit_exceeded\`), or ${IN_PROGRESS}`,
    },
    getAutomation: { summary: 'Get an automation', description: 'One automation of the company, with its `ETag`.' },
    replaceAutomation: {
      summary: 'Replace an automation',
      description: `Requires \`name\`, \`type\`, \`triggers\` and \`actions\`, as a create does; an omitted \`outside_business_hours\` resets to \`HOLD\`. ${PUT} The optional query parameter \`automationUuid\` must equal the path's id.`,
      conflict: lostRace('automation'),
    },
    updateAutomation: {
      summary: 'Update an automation',
      description: `${PATCH} A new \`type\` with the old triggers is a 422. The optional query parameter \`automationUuid\` must equal the path's id.`,
      conflict: lostRace('automation'),
    },
    deleteAutomation: {
      summary: 'Delete an automation',
      description: `Deletes the automation and frees its place in the \`automations\` limit. ${DELETE}`,
      conflict: lostRace('automation'),
    },
    testAutomation: {
      summary: 'Test an automation',
      description:
        "What an event (`event`, a body as for POST automation-events, its `event_id` optional) received at `at` (default now) would decide and render for this automation: its `verdict` and, when it matched, its `run` (`QUEUED` when due at once, `HELD` with `due_at`, or `SKIPPED` with its reason; deliveries `PENDING` or `SKIPPED` with their reason). Nothing is stored, sent, counted toward the daily cap or audited; earlier events' `sequence` is not consulted. A disabled automation is tested as if enabled: its verdict stays `DISABLED`, its run is shown. A verdict's `run_uuid` is null. 422 paths are prefixed by their part (`event.type`).",
      success: { status: '200', description: 'The verdict and the run it would create', data: 'AutomationTestResult' },
      conflict: null,
    },
    testUnsavedAutomation: {
      summary: 'Test an automation not yet saved',
      description:
        'As testing a saved automation, for `automation`, a body as for POST automations (an invalid one → 422 as its create would answer, paths prefixed `automation.`).',
      success: { status: '200', description: 'The verdict and the run it would create', data: 'AutomationTestResult' },
      conflict: null,
    },
  },
  lists: {
    listAutomations: listed(AUTOMATION_ENTITY, AUTOMATION_LIST),
  },
};
