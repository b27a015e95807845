// One IAM role per function, least privilege, rendered from each function's access (functionAccess,
// lib/http/route-settings.ts, with each resource's functions/<resource>/settings.ts): each role may
// write its own log group; on the table, one statement
// per partition-key prefix with only the actions that prefix needs (dynamodb:LeadingKeys); only its
// S3 actions under its key prefixes (and ListBucket where it must tell an absent key from a denied
// one); X-Ray only when tracing is switched on. The background functions (automations) may also read
// the table's stream, send to the dead-letter queue, send e-mail (SES) and SMS (End User Messaging
// SMS), each on the stage's own resources only. No role grants a wildcard action.
const { deployedFunctions, deploySources, functionAccess } = require('./routes.cjs');
const { roleOf } = require('./functions.cjs');

// Built with Fn::Join rather than Fn::Sub: serverless would read `${AWS::Region}` as one of its own variables.
const arn = (...parts) => ({ 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ...parts]] });

/** An ARN of this stack's region and account: `arn:<partition>:<service>:<region>:<account>:<resource>`. */
const regionalArn = (service, resource) =>
  arn(`:${service}:`, { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, `:${resource}`);

function logGroupArn(fullFunctionName) {
  return regionalArn('logs', `log-group:/aws/lambda/${fullFunctionName}:*`);
}

/**
 * The automation sender's services: the table's stream (as AWS documents a stream reader's policy:
 * docs.aws.amazon.com/amazondynamodb/latest/developerguide/iam-policy-example-lamda-process-dynamodb-streams.html),
 * the dead-letter queue, SES's SendEmail on the stage's identity and configuration set from the
 * sender address only, and SendTextMessage on the origination identity (an ARN), the configuration
 * set when there is one, and the account's opt-out lists, which SMS checks with a number that has one.
 */
function serviceStatements(access, settings) {
  const statements = [];
  if (access.stream) {
    statements.push({
      Effect: 'Allow',
      Action: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'],
      Resource: [{ 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Table', 'Arn'] }, '/stream/*']] }],
    });
  }
  if (access.deadLetterQueue) {
    statements.push({
      Effect: 'Allow',
      Action: ['sqs:SendMessage'],
      Resource: [{ 'Fn::GetAtt': ['AutomationRunsDeadLetterQueue', 'Arn'] }],
    });
  }
  if (access.email) {
    statements.push({
      Effect: 'Allow',
      Action: ['ses:SendEmail'],
      Resource: [
        regionalArn('ses', `identity/${settings.email.identity}`),
        regionalArn('ses', `configuration-set/${settings.email.configurationSet}`),
      ],
      Condition: { StringEquals: { 'ses:FromAddress': settings.email.fromAddress } },
    });
  }
  if (access.sms) {
    statements.push({
      Effect: 'Allow',
      Action: ['sms-voice:SendTextMessage'],
      Resource: [
        settings.sms.originationIdentity,
        ...(settings.sms.configurationSet
          ? [regionalArn('sms-voice', `configuration-set/${settings.sms.configurationSet}`)]
          : []),
        regionalArn('sms-voice', 'opt-out-list/*'),
      ],
    });
  }
  return statements;
}

function objectArn(prefix) {
  return { 'Fn::Join': ['', [{ 'Fn::GetAtt': ['FilesBucket', 'Arn'] }, `/${prefix}`]] };
}

function statementsFor(functionName, settings, sources) {
  const { service, stage, tracing } = settings;
  const access = functionAccess(functionName, sources);
  const statements = [
    {
      Effect: 'Allow',
      Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
      Resource: [logGroupArn(`${service}-${stage}-${functionName}`)],
    },
  ];
  for (const [prefix, actions] of Object.entries(access.table)) {
    statements.push({
      Effect: 'Allow',
      Action: actions,
      // The list indexes are resources of their own (table/<name>/index/<index>): granted with Query only.
      Resource: actions.includes('dynamodb:Query')
        ? [{ 'Fn::GetAtt': ['Table', 'Arn'] }, { 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Table', 'Arn'] }, '/index/*']] }]
        : [{ 'Fn::GetAtt': ['Table', 'Arn'] }],
      // Only items whose partition key starts with this prefix (fine-grained access): a request
      // whose keys all fall under it, for these actions.
      Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [prefix] } },
    });
  }
  if (access.bucket.length > 0) {
    statements.push({ Effect: 'Allow', Action: access.bucket, Resource: [{ 'Fn::GetAtt': ['FilesBucket', 'Arn'] }] });
  }
  for (const [prefix, actions] of Object.entries(access.objects)) {
    statements.push({ Effect: 'Allow', Action: actions, Resource: [objectArn(prefix)] });
  }
  if (access.secretParameter) {
    // Secrets Manager appends six random characters to a secret's name in its ARN.
    const name = settings.secrets[access.secretParameter];
    statements.push({
      Effect: 'Allow',
      Action: ['secretsmanager:GetSecretValue'],
      Resource: [regionalArn('secretsmanager', `secret:${name}-??????`)],
    });
  }
  statements.push(...serviceStatements(access, settings));
  if (sources.routes[functionName]?.changesAccess) {
    // FlushStageAuthorizersCache of this stage only (lib/aws/authorizer-cache.ts).
    statements.push({
      Effect: 'Allow',
      Action: ['apigateway:DELETE'],
      Resource: [
        arn(
          ':apigateway:',
          { Ref: 'AWS::Region' },
          '::/restapis/',
          { Ref: 'ApiGatewayRestApi' },
          `/stages/${stage}/cache/authorizers`,
        ),
      ],
    });
  }
  if (tracing) {
    // X-Ray's write actions support no resource-level permissions: '*' is the only valid resource.
    statements.push({
      Effect: 'Allow',
      Action: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'],
      Resource: ['*'],
    });
  }
  return statements;
}

function roleResource(functionName, settings, sources) {
  return {
    Type: 'AWS::IAM::Role',
    Properties: {
      Description: `${settings.service} ${settings.stage} ${functionName}: least-privilege execution role`,
      AssumeRolePolicyDocument: {
        Version: '2012-10-17',
        Statement: [{ Effect: 'Allow', Principal: { Service: ['lambda.amazonaws.com'] }, Action: ['sts:AssumeRole'] }],
      },
      Policies: [
        {
          PolicyName: `${functionName}-access`,
          PolicyDocument: { Version: '2012-10-17', Statement: statementsFor(functionName, settings, sources) },
        },
      ],
    },
  };
}

/** The roles of a route table's functions (`sources`, lib/http/route-settings.ts): the real ones unless a test hands in others. */
module.exports = async ({ resolveVariable }, sources = deploySources) => {
  const settings = {
    service: await resolveVariable('self:service'),
    stage: await resolveVariable('sls:stage'),
    tracing: String(await resolveVariable('param:tracing')) === 'true',
    secrets: { billingStateSecretId: await resolveVariable('param:billingStateSecretId') },
    email: {
      identity: await resolveVariable('param:emailIdentity'),
      fromAddress: await resolveVariable('param:emailFromAddress'),
      configurationSet: await resolveVariable('param:sesConfigurationSet'),
    },
    sms: {
      originationIdentity: await resolveVariable('param:smsOriginationIdentity'),
      configurationSet: String((await resolveVariable('param:smsConfigurationSet')) ?? ''),
    },
  };
  return {
    Resources: Object.fromEntries(
      deployedFunctions(sources).map((name) => [roleOf(name), roleResource(name, settings, sources)]),
    ),
  };
};
