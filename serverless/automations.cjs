// The resources of automations that run (docs/deploy.md, "Automations"): the sender's event-source
// mapping on the table's stream (run items only) with its dead-letter queue, the waker's EventBridge
// Scheduler schedule with the role it invokes with, and the SES configuration set every automation
// e-mail is sent with. The two functions and their roles are serverless/functions.cjs's and
// serverless/iam.cjs's; the alarms serverless/observability.cjs's.
// routes.cjs registers esbuild, so the TypeScript source of the mapping's settings and filter loads.
require('./routes.cjs');
const { SENDER_STREAM_FILTER, SENDER_STREAM_SETTINGS } = require('../lib/http/background-functions.ts');

/**
 * The sender's event-source mapping: what it reads, how it batches, retries and gives up (the
 * settings the local stream poller keeps too, lib/http/background-functions.ts).
 */
const STREAM_MAPPING = {
  StartingPosition: 'LATEST',
  // A batch is at most 10 runs, each a few sends: well inside the sender's 60 s.
  BatchSize: SENDER_STREAM_SETTINGS.batchSize,
  // No batching window: a queued run reaches the sender at once (a due run sends within 60 s).
  MaximumBatchingWindowInSeconds: 0,
  // One batch per shard at a time: a run's stream records are handled in order.
  ParallelizationFactor: 1,
  // A failing batch is split until the failing record is alone; the function reports the records it
  // could not handle (batchItemFailures) and the stream resumes from the first of them.
  BisectBatchOnFunctionError: SENDER_STREAM_SETTINGS.bisectBatchOnFunctionError,
  FunctionResponseTypes: ['ReportBatchItemFailures'],
  // Finite retries and age (the stream keeps records 24 h): a record that keeps failing goes to the
  // dead-letter queue instead of holding back its shard.
  MaximumRetryAttempts: SENDER_STREAM_SETTINGS.maximumRetryAttempts,
  MaximumRecordAgeInSeconds: SENDER_STREAM_SETTINGS.maximumRecordAgeInSeconds,
};

/** Its EventBridge Scheduler schedule: every minute, on time; a failed invoke retried within the minute. */
const WAKE_SCHEDULE = {
  ScheduleExpression: 'rate(1 minute)',
  FlexibleTimeWindow: { Mode: 'OFF' },
  RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 60 },
};

/** The SES events counted in CloudWatch per configuration set. */
const EMAIL_EVENTS = ['send', 'reject', 'bounce', 'complaint', 'delivery', 'deliveryDelay', 'renderingFailure'];

const accountArn = (service, resource) => ({
  'Fn::Join': [
    '',
    [
      'arn:',
      { Ref: 'AWS::Partition' },
      `:${service}:`,
      { Ref: 'AWS::Region' },
      ':',
      { Ref: 'AWS::AccountId' },
      `:${resource}`,
    ],
  ],
});

module.exports = async ({ resolveVariable }) => {
  const service = await resolveVariable('self:service');
  const stage = await resolveVariable('sls:stage');
  const configurationSet = await resolveVariable('param:sesConfigurationSet');
  const scheduleName = `${service}-${stage}-wake-held-runs`;
  const queueArn = { 'Fn::GetAtt': ['AutomationRunsDeadLetterQueue', 'Arn'] };
  const wakerArn = { 'Fn::GetAtt': ['WakeHeldRunsLambdaFunction', 'Arn'] };
  return {
    Resources: {
      // A stream batch the sender could not handle within its retries: the batch's shard and sequence
      // numbers (not the records), kept 14 days for the runbook (docs/deploy.md, "Draining the dead-letter queue").
      AutomationRunsDeadLetterQueue: {
        Type: 'AWS::SQS::Queue',
        Properties: {
          QueueName: `${service}-${stage}-automation-runs-dlq`,
          MessageRetentionPeriod: 1209600,
          SqsManagedSseEnabled: true,
        },
      },
      AutomationRunsDeadLetterQueuePolicy: {
        Type: 'AWS::SQS::QueuePolicy',
        Properties: {
          Queues: [{ Ref: 'AutomationRunsDeadLetterQueue' }],
          PolicyDocument: {
            Version: '2012-10-17',
            Statement: [
              {
                Sid: 'DenyInsecureTransport',
                Effect: 'Deny',
                Principal: '*',
                Action: 'sqs:*',
                Resource: queueArn,
                Condition: { Bool: { 'aws:SecureTransport': 'false' } },
              },
            ],
          },
        },
      },
      SendAutomationRunsStreamMapping: {
        Type: 'AWS::Lambda::EventSourceMapping',
        // The sender names the configuration set (SES_CONFIGURATION_SET): it exists before the first batch.
        DependsOn: ['AutomationEmailConfigurationSet'],
        Properties: {
          EventSourceArn: { 'Fn::GetAtt': ['Table', 'StreamArn'] },
          FunctionName: { 'Fn::GetAtt': ['SendAutomationRunsLambdaFunction', 'Arn'] },
          Enabled: true,
          ...STREAM_MAPPING,
          // Only run items, written or changed: every other item of the table never invokes the sender.
          FilterCriteria: { Filters: [{ Pattern: JSON.stringify(SENDER_STREAM_FILTER) }] },
          DestinationConfig: { OnFailure: { Destination: queueArn } },
        },
      },
      // The role the schedule invokes the waker with: that function only, for schedules of this account.
      WakeHeldRunsScheduleRole: {
        Type: 'AWS::IAM::Role',
        Properties: {
          Description: `${service} ${stage} wakeHeldRuns: the schedule's role, invokes that function only`,
          AssumeRolePolicyDocument: {
            Version: '2012-10-17',
            Statement: [
              {
                Effect: 'Allow',
                Principal: { Service: ['scheduler.amazonaws.com'] },
                Action: ['sts:AssumeRole'],
                Condition: {
                  StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
                  ArnEquals: { 'aws:SourceArn': accountArn('scheduler', `schedule/default/${scheduleName}`) },
                },
              },
            ],
          },
          Policies: [
            {
              PolicyName: 'invoke-wakeHeldRuns',
              PolicyDocument: {
                Version: '2012-10-17',
                Statement: [{ Effect: 'Allow', Action: ['lambda:InvokeFunction'], Resource: [wakerArn] }],
              },
            },
          ],
        },
      },
      WakeHeldRunsSchedule: {
        Type: 'AWS::Scheduler::Schedule',
        Properties: {
          Name: scheduleName,
          Description: 'Queues the held automation runs whose due time has come',
          ScheduleExpression: WAKE_SCHEDULE.ScheduleExpression,
          FlexibleTimeWindow: WAKE_SCHEDULE.FlexibleTimeWindow,
          State: 'ENABLED',
          Target: {
            Arn: wakerArn,
            RoleArn: { 'Fn::GetAtt': ['WakeHeldRunsScheduleRole', 'Arn'] },
            RetryPolicy: WAKE_SCHEDULE.RetryPolicy,
          },
        },
      },
      // Every automation e-mail is sent with it: reputation metrics (bounce and complaint rates), the
      // account's suppression list for bounces and complaints, and its events counted in CloudWatch.
      AutomationEmailConfigurationSet: {
        Type: 'AWS::SES::ConfigurationSet',
        Properties: {
          Name: configurationSet,
          SendingOptions: { SendingEnabled: true },
          ReputationOptions: { ReputationMetricsEnabled: true },
          SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
        },
      },
      AutomationEmailEventDestination: {
        Type: 'AWS::SES::ConfigurationSetEventDestination',
        Properties: {
          ConfigurationSetName: { Ref: 'AutomationEmailConfigurationSet' },
          EventDestination: {
            Name: 'cloudwatch',
            Enabled: true,
            MatchingEventTypes: EMAIL_EVENTS,
            CloudWatchDestination: {
              DimensionConfigurations: [
                {
                  DimensionName: 'message_kind',
                  DimensionValueSource: 'messageTag',
                  DefaultDimensionValue: 'automation',
                },
              ],
            },
          },
        },
      },
    },
  };
};
