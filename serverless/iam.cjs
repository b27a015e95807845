// One IAM role per function, least privilege, rendered from each function's access (functionAccess,
// lib/http/route-settings.ts, with each resource's functions/<resource>/settings.ts): each role may
// write its own log group; on the table, one statement
// per partition-key prefix with only the actions that prefix needs (dynamodb:LeadingKeys); only its
// S3 actions under its key prefixes (and ListBucket where it must tell an absent key from a denied
// one); X-Ray only when tracing is switched on. No role grants a wildcard action.
const { AUTHORIZER_FUNCTION, CATCH_ALL_FUNCTION, functionAccess, routeEntries, routes } = require('./routes.cjs');
const { roleOf } = require('./functions.cjs');

// Built with Fn::Join rather than Fn::Sub: serverless would read `${AWS::Region}` as one of its own variables.
const arn = (...parts) => ({ 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ...parts]] });

function logGroupArn(fullFunctionName) {
  return arn(
    ':logs:',
    { Ref: 'AWS::Region' },
    ':',
    { Ref: 'AWS::AccountId' },
    `:log-group:/aws/lambda/${fullFunctionName}:*`,
  );
}

function objectArn(prefix) {
  return { 'Fn::Join': ['', [{ 'Fn::GetAtt': ['FilesBucket', 'Arn'] }, `/${prefix}`]] };
}

function statementsFor(functionName, settings) {
  const { service, stage, tracing } = settings;
  const access = functionAccess(functionName);
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
      Resource: [
        arn(':secretsmanager:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, `:secret:${name}-??????`),
      ],
    });
  }
  if (routes[functionName]?.changesAccess) {
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

function roleResource(functionName, settings) {
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
          PolicyDocument: { Version: '2012-10-17', Statement: statementsFor(functionName, settings) },
        },
      ],
    },
  };
}

/** Every deployed function's name: the routes, the authorizer and the catch-all. */
function functionNames() {
  return [...routeEntries().map(([name]) => name), AUTHORIZER_FUNCTION, CATCH_ALL_FUNCTION];
}

module.exports = async ({ resolveVariable }) => {
  const settings = {
    service: await resolveVariable('self:service'),
    stage: await resolveVariable('sls:stage'),
    tracing: String(await resolveVariable('param:tracing')) === 'true',
    secrets: { billingStateSecretId: await resolveVariable('param:billingStateSecretId') },
  };
  return { Resources: Object.fromEntries(functionNames().map((name) => [roleOf(name), roleResource(name, settings)])) };
};
