/**
 * The deployed functions no route invokes: the automation sender, fed by the table's DynamoDB
 * Stream (run items only), and the waker of held runs, invoked every minute by an EventBridge
 * Scheduler schedule. serverless/functions.cjs deploys them, the local stack runs the same bundles
 * (its stream poller and timer), and each lists its own table access beside its handler's settings.
 */
export const BACKGROUND_FUNCTIONS = {
  sendAutomationRuns: 'functions/automation-runs/send-automation-runs.handler',
  wakeHeldRuns: 'functions/automation-runs/wake-held-runs.handler',
} as const;

export type BackgroundFunction = keyof typeof BACKGROUND_FUNCTIONS;

/** The stream record filter of the sender's event-source mapping: run items only (their `entity`). */
export const RUN_ENTITY = 'automation_run';
