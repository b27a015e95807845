/**
 * What the scripts know of automation runs (scripts/resources.ts): each operation's summary,
 * description and 409, and the examples of its records. No handler imports it.
 */
import { type ResourceDescription } from '../resources';
import { COMPANY, CREATED, UPDATED } from '../openapi/examples';
import { LIST } from '../openapi/operations';

export const description: ResourceDescription<'automation-runs'> = {
  record: 'AutomationRunRecord',
  examples: {
    AutomationRunRecord: {
      run_uuid: '0190f3a4-cc00-7b1c-8d2e-000000000001',
      company_uuid: COMPANY,
      automation_uuid: '0190f3a4-5b6c-7d8e-9f01-0000000000a1',
      automation_name: 'Confirm scheduled jobs',
      automation_etag: '"0190f3a4-5b6c-7d8e-9f01-0000000000a1.3"',
      event_id: 'job-4711:status:3',
      subject_uuid: '0190f3a4-aa00-7b1c-8d2e-000000004711',
      status: 'SUCCEEDED',
      reason: null,
      due_at: CREATED,
      created_at: CREATED,
      updated_at: UPDATED,
      completed_at: UPDATED,
      deliveries: [
        {
          delivery_uuid: '0190f3a4-dd00-7b1c-8d2e-000000000001',
          action_index: 0,
          channel: 'EMAIL',
          recipient: 'ana@example.com',
          subject: 'Your visit is scheduled',
          body: 'Hi Ana, see you soon.',
          status: 'SENT',
          reason: null,
          missing: [],
          attempts: 1,
          provider_message_id: '0100019abc-example',
          sent_at: UPDATED,
        },
      ],
    },
  },
  operations: {
    listAutomationRuns: {
      summary: 'List automation runs',
      description: `What matched automations did. Newest first by default (\`sort_by\` \`created_at\` or \`due_at\`); filters \`automation_uuid\`, \`status\` (one, a list or comma-separated), \`subject_uuid\`. ${LIST} One filter (one status) sorted by \`created_at\` reads its own view; several filters or statuses, or \`due_at\` with a filter, evaluate one view: at most 10,000 runs for a page, else 422 \`validation_failed\` with \`errors[0].code\` \`too_broad\` at the first filter. Runs are kept as their events are. The list is read from a global index kept in step from the table's stream: in AWS a new run or a new status may take a moment to show in it; GET of one run is always current.`,
      success: { status: '200', description: 'A page of automation runs', data: 'AutomationRunRecord', list: 'meta' },
    },
    getAutomationRun: {
      summary: 'Get an automation run',
      description: 'One run with its deliveries, as it is now.',
    },
    retryAutomationRun: {
      summary: 'Retry a run',
      description:
        "Sends the run's `FAILED` and `UNKNOWN` deliveries again (a new attempt each; the run is `QUEUED` again): the only way the API sends a delivery twice. Audited (`automation_run.retried`).",
      success: { status: '200', description: 'The run, QUEUED again', data: 'AutomationRunRecord', etag: true },
      conflict: 'The run has no `FAILED` or `UNKNOWN` delivery (`conflict`)',
    },
  },
  lists: {
    listAutomationRuns: null,
  },
};
