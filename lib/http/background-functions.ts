/**
 * The deployed functions no route invokes: the automation sender, fed by the table's DynamoDB
 * Stream (run items only), and the waker of held runs, invoked every minute by an EventBridge
 * Scheduler schedule. serverless/functions.cjs deploys them, the local stack runs the same bundles
 * (its stream poller and timer), and lib/http/route-settings.ts's BACKGROUND_SETTINGS holds their runtime and access.
 */
import { RUN_ENTITY } from '../automation-runs/run-record';

/** The `entity` of run items, which the sender's stream filter keeps (SENDER_STREAM_FILTER). */
export { RUN_ENTITY };

export const BACKGROUND_FUNCTIONS = {
  sendAutomationRuns: 'functions/automation-runs/send-automation-runs.handler',
  wakeHeldRuns: 'functions/automation-runs/wake-held-runs.handler',
} as const;

export type BackgroundFunction = keyof typeof BACKGROUND_FUNCTIONS;

/**
 * The sender's event-source mapping, deployed by the template and kept by the local stream poller:
 * batches of up to 10 run records; a batch that fails is split in two and retried, a record that
 * still fails after 5 retries (or is older than an hour) goes to the dead-letter queue, and the
 * records behind it go on.
 */
export const SENDER_STREAM_SETTINGS = {
  batchSize: 10,
  maximumRetryAttempts: 5,
  bisectBatchOnFunctionError: true,
  maximumRecordAgeInSeconds: 3600,
} as const;

/**
 * The sender's filter criteria (a Lambda event filter pattern): new and changed run items, never
 * their removal (TTL) or any other item.
 */
export const SENDER_STREAM_FILTER = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { NewImage: { entity: { S: [RUN_ENTITY] } } },
} as const;
