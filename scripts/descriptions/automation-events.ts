/**
 * What the scripts know of automation events (scripts/resources.ts): each operation's summary,
 * description and 409, and the examples of its records. No handler imports it.
 */
import { type ResourceDescription } from '../resources';
import { COMPANY, CREATED, UPDATED } from '../openapi/examples';
import { LIST } from '../openapi/operations';

export const description: ResourceDescription<'automation-events'> = {
  record: 'AutomationEventRecord',
  examples: {
    AutomationEventRecord: {
      event_id: 'job-4711:status:3',
      company_uuid: COMPANY,
      type: 'JOB',
      subject_uuid: '0190f3a4-aa00-7b1c-8d2e-000000004711',
      operation: 'UPDATED',
      status: { from: 'Pending', to: 'Scheduled' },
      sequence: 3,
      occurred_at: CREATED,
      received_at: UPDATED,
      customer_uuid: '0190f3a4-aa00-7b1c-8d2e-000000000042',
      job_uuid: null,
      user_uuid: null,
      company_location_uuid: null,
      suppressed: false,
      verdicts: [
        {
          automation_uuid: '0190f3a4-5b6c-7d8e-9f01-0000000000a1',
          automation_name: 'Confirm scheduled jobs',
          outcome: 'MATCHED',
          run_uuid: '0190f3a4-cc00-7b1c-8d2e-000000000001',
          triggers: [{ index: 0, matched: true, expected: 'Scheduled', actual: 'Scheduled' }],
          filters: [],
        },
      ],
    },
  },
  operations: {
    listAutomationEvents: {
      summary: 'List automation events',
      description: `The events the owning application reported, each with its verdicts. Newest first by default (\`sort_by\` only \`received_at\`); filters \`type\`, \`subject_uuid\`, \`matched\` (\`true\`: at least one run was created). ${LIST} Events are kept 90 days after the end of their week (UTC, Monday to Sunday). One filter reads its own view; a combination reads the subject's view (or the first filter's) and evaluates the others on it: at most 10,000 events for a page, else 422 \`validation_failed\` with \`errors[0].code\` \`too_broad\` at the first filter. The list is read from a global index: in AWS an event may take a moment (usually well under a second) to appear.`,
      success: {
        status: '200',
        description: 'A page of automation events',
        data: 'AutomationEventRecord',
        list: 'meta',
      },
    },
    createAutomationEvent: {
      summary: 'Report a change (an event)',
      description:
        "Reports a change of one of the owning application's customers, jobs, estimates or invoices. Every automation of the company of the event's `type` is evaluated at once, enabled or not: the answer (202) carries one verdict for each, ordered by automation name then uuid, and the runs of the matched ones are created in the same atomic step as the event; sending happens afterwards. The same `event_id` again (within the 90 days events are kept) with an equal body answers the stored event with `Idempotent-Replayed: true` and runs nothing new. An event whose `sequence` is not above its subject's last one is `STALE`: nothing runs. `suppress_automations: true` records the event and runs nothing. `occurred_at` may be at most 5 minutes ahead and 30 days back. Counted in the `events` group.",
      success: {
        status: '202',
        description: 'The event with its verdicts (also for a replay)',
        data: 'AutomationEventRecord',
        location: true,
        replayed: true,
      },
      conflict: 'This `event_id` was received before with a different body (`conflict`)',
    },
    getAutomationEvent: {
      summary: 'Get an automation event',
      description: 'One event with its verdicts (404 once it is no longer kept).',
      success: { status: '200', description: 'The event', data: 'AutomationEventRecord' },
    },
  },
  lists: {
    listAutomationEvents: null,
  },
};
