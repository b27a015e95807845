// Alarms and a dashboard over the signals of docs/operations.md, generated from the route table and
// the rate-limit groups like the rest of the template, all notifying one SNS topic (stage parameter
// alarmTopicName). Application metrics come from the stack's Powertools EMF output (namespace
// parameter metricsNamespace; dimension sets [service, route, status_class] and [service, group]).
const { deployedFunctions, functionAccess, logicalName, rateLimits, routeEntries } = require('./routes.cjs');
const { WAF_RATE_RULE, WEB_ACL_NAME } = require('./edge.cjs');

const PERIOD = 300;
/** Functions whose errors and throttles one alarm watches: 2 metrics each, within a metric-math alarm's 10. */
const FUNCTIONS_PER_ALARM = 4;
const TABLE_OPERATIONS = [
  'GetItem',
  'BatchGetItem',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'Query',
  'TransactWriteItems',
];
/** The age (ms) of the stream records the sender reads past which it is behind: a due run sends within 60 s. */
const SENDER_ITERATOR_AGE_MS = 60_000;
/** p99 latency (ms) above which a group alarms: uploads move megabytes, the rest read or write one record or a page. */
// Every rate-limit group needs one (the template test checks): an alarm without a threshold cannot deploy.
const P99_THRESHOLD_MS = {
  'app-data': 1000,
  read: 1000,
  write: 1500,
  upload: 8000,
  billing: 1500,
  invitation: 1500,
  // An event's intake reads the automations of its type and writes one transaction.
  events: 1500,
};

function alarm(description, properties, topic) {
  return {
    Type: 'AWS::CloudWatch::Alarm',
    Properties: {
      AlarmDescription: `${description} (docs/operations.md)`,
      ComparisonOperator: 'GreaterThanThreshold',
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
      AlarmActions: [topic],
      OKActions: [topic],
      ...properties,
    },
  };
}

const metric = (id, namespace, name, dimensions, stat = 'Sum', visible = false, period = PERIOD) => ({
  Id: id,
  ReturnData: visible,
  MetricStat: {
    Metric: {
      Namespace: namespace,
      MetricName: name,
      Dimensions: Object.entries(dimensions).map(([Name, Value]) => ({ Name, Value })),
    },
    Period: period,
    Stat: stat,
  },
});

module.exports = async ({ resolveVariable }) => {
  const service = await resolveVariable('self:service');
  const stage = await resolveVariable('sls:stage');
  const namespace = await resolveVariable('param:metricsNamespace');
  const topicName = await resolveVariable('param:alarmTopicName');
  const tableName = await resolveVariable('param:tableName');
  const wafLimit = Number(await resolveVariable('param:wafRateLimitPerIp'));
  const hourlyUnits = Number(await resolveVariable('param:tableHourlyUnitsAlarm'));
  const companyChanges = Number(await resolveVariable('param:companyAuditedChangesAlarm'));
  const apiName = `${service}-${stage}`;
  const topic = { Ref: 'AlarmTopic' };
  const functions = deployedFunctions();
  const groups = Object.keys(rateLimits());
  const resources = {
    // Alarm notifications are encrypted at rest with a key of the stack's own: CloudWatch cannot
    // publish to a topic under the AWS managed key (aws/sns), so this key lets it, for this account only
    // (docs.aws.amazon.com/sns/latest/dg/sns-key-management.html#compatibility-with-aws-services).
    AlarmTopicKey: {
      Type: 'AWS::KMS::Key',
      Properties: {
        Description: `${apiName} alarm notifications`,
        EnableKeyRotation: true,
        KeyPolicy: {
          Version: '2012-10-17',
          Statement: [
            {
              Sid: 'AccountAdministers',
              Effect: 'Allow',
              Principal: {
                AWS: {
                  'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':iam::', { Ref: 'AWS::AccountId' }, ':root']],
                },
              },
              Action: 'kms:*',
              Resource: '*',
            },
            {
              Sid: 'CloudWatchAlarmsPublish',
              Effect: 'Allow',
              Principal: { Service: 'cloudwatch.amazonaws.com' },
              Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
              Resource: '*',
              Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
            },
          ],
        },
      },
    },
    AlarmTopic: {
      Type: 'AWS::SNS::Topic',
      Properties: { TopicName: topicName, DisplayName: `${apiName} alarms`, KmsMasterKeyId: { Ref: 'AlarmTopicKey' } },
    },
    Api5xxRateAlarm: alarm(
      'More than 1% of API requests answered 5xx',
      {
        Threshold: 1,
        EvaluationPeriods: 2,
        Metrics: [
          metric('errors', 'AWS/ApiGateway', '5XXError', { ApiName: apiName, Stage: stage }),
          metric('requests', 'AWS/ApiGateway', 'Count', { ApiName: apiName, Stage: stage }),
          { Id: 'rate', Expression: 'IF(requests > 0, 100 * errors / requests, 0)', Label: '5xx %', ReturnData: true },
        ],
      },
      topic,
    ),
    AuthorizerFailuresAlarm: alarm(
      'The authorizer failed (a dependency down): requests answered 503 before any function',
      {
        Namespace: namespace,
        MetricName: 'authorizer_failed',
        Dimensions: [
          { Name: 'service', Value: service },
          { Name: 'route', Value: 'authorizer' },
        ],
        Statistic: 'Sum',
        Period: PERIOD,
        Threshold: 0,
      },
      topic,
    ),
    // upload-base64 could not put a file back (lib/companies/company-files.ts FILE_RESTORE_FAILED_METRIC):
    // its log line names the backup an operator restores from (docs/deploy.md).
    FileRestoreFailuresAlarm: alarm(
      'upload-base64 failed to roll back a file: restore it from the backup its log line names',
      {
        Namespace: namespace,
        MetricName: 'file_restore_failed',
        Dimensions: [{ Name: 'service', Value: service }],
        Statistic: 'Sum',
        Period: PERIOD,
        Threshold: 0,
      },
      topic,
    ),
    TableThrottlesAlarm: alarm(
      'DynamoDB throttled reads or writes',
      {
        Threshold: 0,
        Metrics: [
          metric('reads', 'AWS/DynamoDB', 'ReadThrottleEvents', { TableName: tableName }),
          metric('writes', 'AWS/DynamoDB', 'WriteThrottleEvents', { TableName: tableName }),
          { Id: 'throttles', Expression: 'reads + writes', Label: 'throttle events', ReturnData: true },
        ],
      },
      topic,
    ),
    // Cost: on-demand capacity is billed per unit, so an hour's units are the table's bill for it.
    TableCostAlarm: alarm(
      `The table consumed more than ${hourlyUnits.toLocaleString('en-US')} read and write units in an hour (cost)`,
      {
        Threshold: hourlyUnits,
        Metrics: [
          metric('reads', 'AWS/DynamoDB', 'ConsumedReadCapacityUnits', { TableName: tableName }, 'Sum', false, 3600),
          metric('writes', 'AWS/DynamoDB', 'ConsumedWriteCapacityUnits', { TableName: tableName }, 'Sum', false, 3600),
          { Id: 'units', Expression: 'reads + writes', Label: 'consumed units per hour', ReturnData: true },
        ],
      },
      topic,
    ),
    TableSystemErrorsAlarm: alarm(
      'DynamoDB answered system errors (5xx)',
      {
        Threshold: 0,
        Metrics: [
          ...TABLE_OPERATIONS.map((operation, index) =>
            metric(`op${index}`, 'AWS/DynamoDB', 'SystemErrors', { TableName: tableName, Operation: operation }),
          ),
          {
            Id: 'errors',
            Expression: TABLE_OPERATIONS.map((_, index) => `op${index}`).join(' + '),
            Label: 'system errors',
            ReturnData: true,
          },
        ],
      },
      topic,
    ),
  };
  // Each alarm watches the errors and throttles of up to FUNCTIONS_PER_ALARM functions (a metric-math
  // alarm reads at most 10 metrics), so the stack stays under CloudFormation's 500 resources; its
  // description names them, and the dashboard shows each one (docs/decisions.md).
  for (let index = 0; index < functions.length; index += FUNCTIONS_PER_ALARM) {
    const watched = functions.slice(index, index + FUNCTIONS_PER_ALARM);
    const metrics = watched.flatMap((watchedName, position) => {
      const dimensions = { FunctionName: `${service}-${stage}-${watchedName}` };
      return [
        metric(`errors${position}`, 'AWS/Lambda', 'Errors', dimensions),
        metric(`throttles${position}`, 'AWS/Lambda', 'Throttles', dimensions),
      ];
    });
    resources[`${logicalName(watched[0])}FailuresAlarm`] = alarm(
      `A Lambda function failed (unhandled errors or timeouts) or was throttled: one of ${watched.join(', ')}`,
      {
        Threshold: 0,
        Metrics: [
          ...metrics,
          {
            Id: 'failures',
            Expression: metrics.map((entry) => entry.Id).join(' + '),
            Label: 'errors and throttles',
            ReturnData: true,
          },
        ],
      },
      topic,
    );
  }
  // Automations that run (docs/deploy.md, "Automations"): a stream batch the sender gave up on, and
  // a sender that falls behind its stream (a due run sends within 60 s).
  resources.AutomationRunsDeadLetterAlarm = alarm(
    'A stream batch of automation runs failed every retry and is in the dead-letter queue: drain it (docs/deploy.md)',
    {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': ['AutomationRunsDeadLetterQueue', 'QueueName'] } }],
      Statistic: 'Maximum',
      Period: PERIOD,
      Threshold: 0,
    },
    topic,
  );
  resources.SendAutomationRunsIteratorAgeAlarm = alarm(
    `Lambda sendAutomationRuns reads stream records over ${SENDER_ITERATOR_AGE_MS / 1000} s old (it falls behind)`,
    {
      Namespace: 'AWS/Lambda',
      MetricName: 'IteratorAge',
      Dimensions: [{ Name: 'FunctionName', Value: `${service}-${stage}-sendAutomationRuns` }],
      Statistic: 'Maximum',
      Period: 60,
      EvaluationPeriods: 3,
      DatapointsToAlarm: 2,
      Threshold: SENDER_ITERATOR_AGE_MS,
    },
    topic,
  );
  for (const group of groups) {
    if (P99_THRESHOLD_MS[group] === undefined)
      throw new Error(`serverless/observability.cjs: no p99 latency threshold for the ${group} group`);
    const id = group
      .split('-')
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join('');
    const dimensions = [
      { Name: 'service', Value: service },
      { Name: 'group', Value: group },
    ];
    resources[`${id}LatencyP99Alarm`] = alarm(
      `p99 latency of the ${group} group above ${P99_THRESHOLD_MS[group]} ms`,
      {
        Namespace: namespace,
        MetricName: 'latency',
        Dimensions: dimensions,
        ExtendedStatistic: 'p99',
        Period: PERIOD,
        EvaluationPeriods: 3,
        DatapointsToAlarm: 2,
        Threshold: P99_THRESHOLD_MS[group],
      },
      topic,
    );
    resources[`${id}RateLimitedSpikeAlarm`] = alarm(
      `More than 100 requests of the ${group} group answered 429 in 5 minutes`,
      {
        Namespace: namespace,
        MetricName: `rate_limited_${group}`,
        Dimensions: dimensions,
        Statistic: 'Sum',
        Period: PERIOD,
        Threshold: 100,
      },
      topic,
    );
  }
  if (wafLimit !== 0) {
    // The edge's own 429s never reach a function, so the application's rate_limited metrics miss them.
    resources.WafRateLimitedAlarm = alarm(
      `WAF blocked a client IP over ${wafLimit} requests in 5 minutes (answered 429 at the edge)`,
      {
        Namespace: 'AWS/WAFV2',
        MetricName: 'BlockedRequests',
        Statistic: 'Sum',
        Period: PERIOD,
        Threshold: 0,
        Dimensions: [
          { Name: 'WebACL', Value: WEB_ACL_NAME },
          { Name: 'Region', Value: { Ref: 'AWS::Region' } },
          { Name: 'Rule', Value: WAF_RATE_RULE },
        ],
      },
      topic,
    );
  }
  // One company's audited changes (each writes one or two audit events): a Contributor Insights rule
  // over the request lines of the functions that record events (those whose role may put AUDIT#
  // items), keyed by company, and an alarm on its top contributor. Per company without a metric per
  // company (docs/operations.md, "A company's event rate").
  const audited = routeEntries()
    .map(([name]) => name)
    .filter((name) => (functionAccess(name).table['AUDIT#*'] ?? []).includes('dynamodb:PutItem'));
  const ruleName = `${apiName}-company-audited-changes`;
  resources.CompanyAuditedChangesRule = {
    Type: 'AWS::CloudWatch::InsightRule',
    Properties: {
      RuleName: ruleName,
      RuleState: 'ENABLED',
      RuleBody: JSON.stringify({
        Schema: { Name: 'CloudWatchLogRule', Version: 1 },
        LogGroupNames: audited.map((name) => `/aws/lambda/${service}-${stage}-${name}`),
        LogFormat: 'JSON',
        Contribution: {
          Keys: ['$.company_uuid'],
          Filters: [
            { Match: '$.message', In: ['request'] },
            { Match: '$.status', LessThan: 300 },
            { Match: '$.company_uuid', IsPresent: true },
          ],
        },
        AggregateOn: 'Count',
      }),
    },
  };
  resources.CompanyAuditedChangesAlarm = {
    ...alarm(
      `One company made more than ${companyChanges.toLocaleString('en-US')} audited changes in 5 minutes (its audit trail grows fast)`,
      {
        Metrics: [
          {
            Id: 'top',
            ReturnData: true,
            Expression: `INSIGHT_RULE_METRIC('${ruleName}', 'MaxContributorValue')`,
            Period: PERIOD,
          },
        ],
        Threshold: companyChanges,
      },
      topic,
    ),
    DependsOn: ['CompanyAuditedChangesRule'],
  };
  const widget = (title, metrics, extra = {}) => ({
    type: 'metric',
    width: 12,
    height: 6,
    properties: { title, metrics, period: PERIOD, stat: 'Sum', region: '${AWS::Region}', ...extra },
  });
  const body = {
    widgets: [
      widget('API requests and 5xx', [
        ['AWS/ApiGateway', 'Count', 'ApiName', apiName, 'Stage', stage],
        ['.', '5XXError', '.', '.', '.', '.'],
        ['.', '4XXError', '.', '.', '.', '.'],
      ]),
      widget(
        'Lambda errors and throttles',
        functions.flatMap((name) => [
          ['AWS/Lambda', 'Errors', 'FunctionName', `${service}-${stage}-${name}`],
          ['.', 'Throttles', '.', '.'],
        ]),
      ),
      widget(
        'Authorizer outcomes',
        ['allowed', 'unauthorized', 'failed'].map((outcome) => [
          namespace,
          `authorizer_${outcome}`,
          'service',
          service,
          'route',
          'authorizer',
        ]),
      ),
      widget('DynamoDB throttles and system errors', [
        ['AWS/DynamoDB', 'ReadThrottleEvents', 'TableName', tableName],
        ['.', 'WriteThrottleEvents', '.', '.'],
        ...TABLE_OPERATIONS.map((operation) => [
          'AWS/DynamoDB',
          'SystemErrors',
          'TableName',
          tableName,
          'Operation',
          operation,
        ]),
      ]),
      widget(
        'p99 latency per group (ms)',
        groups.map((group) => [namespace, 'latency', 'service', service, 'group', group]),
        { stat: 'p99' },
      ),
      widget(
        '429s per group',
        groups.map((group) => [namespace, `rate_limited_${group}`, 'service', service, 'group', group]),
      ),
    ],
  };
  resources.OperationsDashboard = {
    Type: 'AWS::CloudWatch::Dashboard',
    Properties: { DashboardName: `${apiName}-operations`, DashboardBody: { 'Fn::Sub': JSON.stringify(body) } },
  };
  return { Resources: resources };
};
