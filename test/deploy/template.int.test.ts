/**
 * `serverless package --stage prod` (no AWS account needed) and assertions on the CloudFormation it
 * generates: routes, authorizer, usage-plan throttles, gateway responses, table, bucket, CDN, IAM.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  DEFAULT_RATE_LIMITS,
  RATE_LIMIT_GROUPS,
  rateLimitVariable,
  type RateLimitGroup,
  type RateLimitSetting,
} from '../../lib/rate-limit/groups';
import { FILE_RESTORE_FAILED_METRIC } from '../../lib/companies/company-files';
import { STREAM_VIEW_TYPE, tableDefinition } from '../../lib/data/table';
import { FILE_BACKUP_TAGGING } from '../../lib/files/keys';
import { MINIMUM_COMPRESSION_SIZE } from '../../lib/http/compression';
import { preflightHeaders } from '../../lib/http/cors';
import {
  AUTHORIZER_FUNCTION,
  CATCH_ALL_FUNCTION,
  edgeBodyLimits,
  kebabCase,
  routeEntries,
  routes,
  type RouteName,
} from '../../lib/http/routes';
import {
  BACKGROUND_FUNCTIONS,
  BACKGROUND_SETTINGS,
  type FunctionAccess,
  type FunctionName,
  RUN_ENTITY,
  deployedFunctions,
  functionAccess,
  isBackgroundFunction,
  operationAccess,
  routeSettings,
  runtimeOf,
  settingsOf,
} from '../../lib/http/route-settings';

/* eslint-disable @typescript-eslint/no-explicit-any -- CloudFormation documents are walked as plain JSON */
type Json = any;

const ROOT = join(__dirname, '..', '..');
const TEMPLATE = join(ROOT, '.serverless', 'cloudformation-template-update-stack.json');
const ORIGINS = ['https://app.example.com', 'https://admin.example.com'];
// One group overridden through the environment, as an operator would: both layers must follow it.
const BILLING_OVERRIDE: RateLimitSetting = { limit: 20, windowSeconds: 30 };
const LIMITS: Record<RateLimitGroup, RateLimitSetting> = { ...DEFAULT_RATE_LIMITS, billing: BILLING_OVERRIDE };

const FUNCTION_NAMES: FunctionName[] = deployedFunctions();
/** The functions API Gateway invokes: the routes, the authorizer and the catch-all. */
const API_FUNCTION_NAMES = FUNCTION_NAMES.filter((name) => !isBackgroundFunction(name));
const logical = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

let template: Json;
let resources: Record<string, Json>;
let packagingOutput = '';

function ofType(type: string): Array<[string, Json]> {
  return Object.entries(resources).filter(([, resource]) => resource.Type === type);
}

/** `/api/v1/…` of every API Gateway resource logical id (the root is `/`). */
function resourcePaths(): Map<string, string> {
  const paths = new Map<string, string>();
  const pending = ofType('AWS::ApiGateway::Resource');
  const parentPath = (parent: Json): string | undefined => (parent['Fn::GetAtt'] ? '' : paths.get(parent.Ref));
  while (pending.length > 0) {
    const index = pending.findIndex(([, resource]) => parentPath(resource.Properties.ParentId) !== undefined);
    if (index < 0) throw new Error('unresolvable API Gateway resource tree');
    const [id, resource] = pending.splice(index, 1)[0] ?? [];
    paths.set(String(id), `${parentPath(resource.Properties.ParentId)}/${resource.Properties.PathPart}`);
  }
  return paths;
}

interface MethodView {
  path: string;
  method: string;
  properties: Json;
  functionLogicalId: string | undefined;
}

function methods(): MethodView[] {
  const paths = resourcePaths();
  return ofType('AWS::ApiGateway::Method').map(([, resource]) => {
    const { ResourceId, HttpMethod, Integration } = resource.Properties;
    const path = ResourceId['Fn::GetAtt'] ? '/' : (paths.get(ResourceId.Ref) ?? '?');
    const uriParts: Json[] = Integration?.Uri?.['Fn::Join']?.[1] ?? [];
    const target = uriParts.find((part) => part?.['Fn::GetAtt'])?.['Fn::GetAtt']?.[0];
    return { path, method: HttpMethod, properties: resource.Properties, functionLogicalId: target };
  });
}

function roleStatements(functionName: string): Json[] {
  const role = resources[`${logical(functionName)}LambdaRole`];
  expect(role?.Type).toBe('AWS::IAM::Role');
  return role.Properties.Policies.flatMap((policy: Json) => policy.PolicyDocument.Statement);
}

function environmentOf(functionName: string): Record<string, Json> {
  return resources[`${logical(functionName)}LambdaFunction`].Properties.Environment.Variables;
}

beforeAll(async () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    [rateLimitVariable('billing')]: `${BILLING_OVERRIDE.limit}/${BILLING_OVERRIDE.windowSeconds}`,
  };
  // The integration setup's generous limits and emulator endpoints must not leak into the package.
  for (const group of RATE_LIMIT_GROUPS) if (group !== 'billing') delete env[rateLimitVariable(group)];
  for (const name of ['DYNAMODB_ENDPOINT', 'S3_ENDPOINT', 'TABLE_NAME', 'BUCKET_NAME']) delete env[name];
  const packaged = await promisify(execFile)(
    process.execPath,
    [
      join(ROOT, 'node_modules/serverless/bin/serverless.js'),
      'package',
      '--stage',
      'prod',
      `--param=corsAllowedOrigins=${ORIGINS.join(',')}`,
    ],
    { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024, timeout: 170_000 },
  );
  packagingOutput = `${packaged.stdout}${packaged.stderr}`;
  template = JSON.parse(readFileSync(TEMPLATE, 'utf8'));
  resources = template.Resources;
}, 180_000);

describe('packaged prod template: cfn-lint', () => {
  it('has no cfn-lint error (warnings are printed by the linter, not asserted)', async () => {
    // cfn-lint exits non-zero for warnings too: its JSON report is what decides.
    const run = await promisify(execFile)('cfn-lint', ['--format', 'json', TEMPLATE], {
      maxBuffer: 16 * 1024 * 1024,
      timeout: 170_000,
    }).catch((error: { stdout?: string; code?: number | string }) => {
      if (error.code === 'ENOENT')
        throw new Error('cfn-lint is not installed: the packaged template must be linted (pip install cfn-lint)');
      return { stdout: error.stdout ?? '[]' };
    });
    const findings = JSON.parse(run.stdout || '[]') as Array<{ Level: string; Rule: { Id: string }; Message: string }>;
    expect(
      findings
        .filter((finding) => finding.Level === 'Error')
        .map((finding) => `${finding.Rule.Id}: ${finding.Message}`),
    ).toEqual([]);
  }, 180_000);
});

describe('packaged prod template: API', () => {
  it('has every route of the route table with its method, function, authorizer and API-key requirement', () => {
    // Prepare
    const all = methods();
    // Assess
    for (const [name, route] of routeEntries()) {
      const method = all.find((candidate) => candidate.path === route.path && candidate.method === route.method);
      expect({ name, found: method !== undefined }).toEqual({ name, found: true });
      expect(method?.functionLogicalId).toBe(`${logical(name)}LambdaFunction`);
      expect(method?.properties.AuthorizationType).toBe('CUSTOM');
      expect(method?.properties.AuthorizerId).toEqual({ Ref: 'AuthorizerApiGatewayAuthorizer' });
      expect(method?.properties.ApiKeyRequired).toBe(true);
      expect(resources[`${logical(name)}LambdaFunction`].Properties.Handler).toBe(
        `functions/${route.resource}/${kebabCase(name)}.handler`,
      );
    }
  });

  it('routes every other method of a known path, the root and unknown paths to the catch-all, without authorizer', () => {
    // Prepare
    const all = methods();
    const routed = new Set(routeEntries().map(([, route]) => `${route.method} ${route.path}`));
    const knownPaths = [...new Set(routeEntries().map(([, route]) => route.path))];
    // Assess
    const anyMethods = all.filter((method) => method.method === 'ANY');
    expect(anyMethods.map((method) => method.path).sort()).toEqual(['/', '/{proxy+}', ...knownPaths].sort());
    for (const method of anyMethods) {
      expect(method.functionLogicalId).toBe(`${logical(CATCH_ALL_FUNCTION)}LambdaFunction`);
      expect(method.properties.AuthorizationType).toBe('NONE');
      expect(method.properties.ApiKeyRequired).toBe(false);
    }
    const others = all.filter((method) => method.method !== 'ANY' && method.method !== 'OPTIONS');
    expect(others.map((method) => `${method.method} ${method.path}`).sort()).toEqual([...routed].sort());
  });

  it('answers CORS preflights for the configured origins only', () => {
    // Prepare
    const preflights = methods().filter((method) => method.method === 'OPTIONS');
    // Assess
    expect(preflights.length).toBe(new Set(routeEntries().map(([, route]) => route.path)).size);
    for (const preflight of preflights) {
      const response = preflight.properties.Integration.IntegrationResponses[0];
      expect(response.ResponseParameters['method.response.header.Access-Control-Allow-Origin']).toBe(`'${ORIGINS[0]}'`);
      expect(response.ResponseTemplates['application/json']).toContain('https://admin[.]example[.]com');
      expect(JSON.stringify(preflight.properties)).not.toContain("'*'");
      // The local gateway answers the same preflight (npm start: Local = AWS).
      const deployed = Object.fromEntries(
        Object.entries(response.ResponseParameters as Record<string, string>).map(([name, value]) => [
          name.replace('method.response.header.', ''),
          value.slice(1, -1),
        ]),
      );
      expect({ path: preflight.path, headers: deployed }).toEqual({
        path: preflight.path,
        headers: preflightHeaders(preflight.path, undefined, ORIGINS),
      });
    }
    expect(preflightHeaders('/api/v1/app-data', undefined, ORIGINS)?.['Access-Control-Allow-Headers']).toContain(
      'If-None-Match',
    );
  });

  it('uses a TOKEN Lambda authorizer on the Authorization header without a result cache', () => {
    // Prepare
    const authorizer = resources.AuthorizerApiGatewayAuthorizer.Properties;
    // Assess
    expect(authorizer.Type).toBe('TOKEN');
    expect(authorizer.IdentitySource).toBe('method.request.header.Authorization');
    expect(authorizer.AuthorizerResultTtlInSeconds).toBe(0);
    expect(new RegExp(authorizer.IdentityValidationExpression).test('bearer bo_abc')).toBe(true);
    expect(new RegExp(authorizer.IdentityValidationExpression).test('Basic abc')).toBe(false);
    expect(JSON.stringify(authorizer.AuthorizerUri)).toContain('AuthorizerLambdaFunction');
    expect(resources.ApiGatewayRestApi.Properties.ApiKeySourceType).toBe('AUTHORIZER');
    expect(resources.ApiGatewayRestApi.Properties.BinaryMediaTypes).toEqual(['multipart/form-data']);
    expect(environmentOf(AUTHORIZER_FUNCTION).AUTH_CACHE_TTL_SECONDS).toBe('0');
  });
});

describe('packaged prod template: endpoint, compression and WAF', () => {
  it('is a REGIONAL REST API that gzips bodies over 1 KiB', () => {
    expect(resources.ApiGatewayRestApi.Properties.EndpointConfiguration).toEqual({ Types: ['REGIONAL'] });
    // API Gateway compresses bodies of at least this size; the local gateway uses the same number.
    expect(resources.ApiGatewayRestApi.Properties.MinimumCompressionSize).toBe(MINIMUM_COMPRESSION_SIZE);
    expect(MINIMUM_COMPRESSION_SIZE).toBe(1025);
  });

  it('caps each client IP before the authorizer with a WAF rate-based rule on the stage', () => {
    // Prepare
    const acl = resources.ApiWebAcl.Properties;
    const [rule] = acl.Rules;
    // Assess
    expect(acl.Scope).toBe('REGIONAL');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    expect(rule.Statement.RateBasedStatement).toEqual({
      Limit: 6000,
      AggregateKeyType: 'IP',
      EvaluationWindowSec: 300,
    });
    expect(rule.Action.Block.CustomResponse.ResponseCode).toBe(429);
    expect(rule.Action.Block.CustomResponse.ResponseHeaders).toEqual(
      expect.arrayContaining([
        { Name: 'Retry-After', Value: '300' },
        { Name: 'X-Content-Type-Options', Value: 'nosniff' },
        { Name: 'Strict-Transport-Security', Value: 'max-age=31536000; includeSubDomains' },
        { Name: 'Cache-Control', Value: 'no-store' },
      ]),
    );
    expect(JSON.parse(acl.CustomResponseBodies['rate-limited'].Content)).toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
    expect(resources.ApiWebAclAssociation.Properties.WebACLArn).toEqual({ 'Fn::GetAtt': ['ApiWebAcl', 'Arn'] });
    expect(JSON.stringify(resources.ApiWebAclAssociation.Properties.ResourceArn)).toContain(
      '/restapis/${ApiGatewayRestApi}/stages/prod',
    );
  });
});

describe('packaged prod template: oversized bodies', () => {
  const LAMBDA_INVOKE_PAYLOAD_BYTES = 6_291_456;
  // Headers (10,240 bytes at most, twice in the event), URL, requestContext: far below this.
  const EVENT_ENVELOPE_BYTES = 64 * 1024;
  const rules = (): Json[] => resources.ApiWebAcl.Properties.Rules;
  const ruleNamed = (name: string): Json => rules().find((rule: Json) => rule.Name === name);
  const matches = (statement: Json, value: string): boolean =>
    new RegExp(statement.RegexMatchStatement.RegexString).test(value);

  it('refuses at the edge every declared length over the largest body any route takes (6,000,000 bytes)', () => {
    // Prepare
    const rule = ruleNamed('body-over-limit');
    const length = rule.Statement;
    // Assess: a plain block, answered by API Gateway's WAF_FILTERED response (413 problem+json).
    expect(rule.Action).toEqual({ Block: {} });
    expect(length.RegexMatchStatement.FieldToMatch).toEqual({ SingleHeader: { Name: 'content-length' } });
    expect(edgeBodyLimits().any).toBe(Math.max(...routeEntries().map(([, route]) => route.maxBodyBytes)));
    expect(edgeBodyLimits().any).toBe(6_000_000);
    for (const over of ['6000001', '6291456', '9900000', '10485760', '0006000001', '123456789'])
      expect(matches(length, over)).toBe(true);
    for (const within of ['0', '1048577', '5999999', '6000000', '0006000000', '', 'abc'])
      expect(matches(length, within)).toBe(false);
  });

  it('refuses at the edge a body of a binary media type over the largest multipart body (the logo, 4 MB)', () => {
    // Prepare
    const rule = ruleNamed('binary-body-over-limit');
    const [type, length] = rule.Statement.AndStatement.Statements;
    // Assess
    expect(rule.Action).toEqual({ Block: {} });
    expect(resources.ApiGatewayRestApi.Properties.BinaryMediaTypes).toEqual(['multipart/form-data']);
    expect(routes.uploadCompanyImage.maxBodyBytes).toBe(4_000_000);
    expect(edgeBodyLimits().binary).toBe(4_000_000);
    expect(type.RegexMatchStatement.FieldToMatch).toEqual({ SingleHeader: { Name: 'content-type' } });
    expect(type.RegexMatchStatement.TextTransformations).toEqual([{ Priority: 0, Type: 'LOWERCASE' }]);
    expect(matches(type, 'multipart/form-data; boundary=x')).toBe(true);
    expect(matches(type, 'multipart/form-data')).toBe(true);
    expect(matches(type, 'multipart/form-datax')).toBe(false);
    expect(matches(type, 'application/json')).toBe(false);
    expect(matches(length, '4000001')).toBe(true);
    expect(matches(length, '4000000')).toBe(false);
  });

  it('lets through only bodies whose proxy event fits a synchronous Lambda invocation', () => {
    // A text body travels as it is (plus JSON escaping), a binary one base64-encoded (4/3).
    expect(edgeBodyLimits().any + EVENT_ENVELOPE_BYTES).toBeLessThan(LAMBDA_INVOKE_PAYLOAD_BYTES);
    expect(Math.ceil(edgeBodyLimits().binary / 3) * 4 + EVENT_ENVELOPE_BYTES).toBeLessThan(LAMBDA_INVOKE_PAYLOAD_BYTES);
  });

  it('deploys the web ACL and its body-size rules on the stage, the rate rule first; only they answer WAF_FILTERED', () => {
    expect(resources.ApiWebAclAssociation.Properties.WebACLArn).toEqual({ 'Fn::GetAtt': ['ApiWebAcl', 'Arn'] });
    expect(rules().map((rule: Json) => rule.Name)).toEqual([
      'rate-per-ip',
      'body-over-limit',
      'binary-body-over-limit',
    ]);
    expect(new Set(rules().map((rule: Json) => rule.Priority)).size).toBe(rules().length);
    // Every other blocking rule brings its own response, so WAF_FILTERED can only mean an oversized body.
    for (const rule of rules().filter((each: Json) => !each.Name.includes('body-over-limit')))
      expect(rule.Action.Block.CustomResponse).toBeDefined();
  });
});

describe('packaged prod template: usage plan', () => {
  it('throttles each method as service-wide capacity: 100 callers at their in-app rate and at least five addresses at the WAF cap, burst capped at the account default', () => {
    // Prepare: five addresses at 6,000 requests per 5 minutes
    const [stage] = resources.ApiGatewayUsagePlan.Properties.ApiStages;
    const capacity = 100;
    const minimumRate = (6000 / 300) * 5;
    const expected = Object.fromEntries(
      routeEntries().map(([, route]) => [
        `${route.path}/${route.method}`,
        {
          RateLimit: Math.max((LIMITS[route.group].limit / LIMITS[route.group].windowSeconds) * capacity, minimumRate),
          BurstLimit: Math.min(Math.max(LIMITS[route.group].limit * capacity, minimumRate), 5000),
        },
      ]),
    );
    // Assess
    expect(stage.ApiId).toEqual({ Ref: 'ApiGatewayRestApi' });
    expect(stage.Stage).toBe('prod');
    expect(stage.Throttle).toEqual(expected);
    expect(stage.Throttle['/api/v1/companies/{company_uuid}/billing/GET']).toEqual({
      RateLimit: minimumRate,
      BurstLimit: 2000,
    });
    expect(stage.Throttle['/api/v1/app-data/GET']).toEqual({ RateLimit: 100, BurstLimit: 5000 });
    // At least 50× one caller's in-app rate on every method (the floor).
    for (const [key, throttle] of Object.entries(stage.Throttle as Record<string, { RateLimit: number }>)) {
      const route = routeEntries().find(([, candidate]) => `${candidate.path}/${candidate.method}` === key)?.[1];
      if (!route) throw new Error(`no route for ${key}`);
      expect(throttle.RateLimit).toBeGreaterThanOrEqual(
        (50 * LIMITS[route.group].limit) / LIMITS[route.group].windowSeconds,
      );
    }
  });

  it('has a plan-level throttle no method throttle can exceed', () => {
    // Prepare
    const plan = resources.ApiGatewayUsagePlan.Properties;
    const perMethod: Array<{ RateLimit: number; BurstLimit: number }> = Object.values(plan.ApiStages[0].Throttle);
    // Assess
    expect(plan.Throttle.BurstLimit).toBe(perMethod.reduce((sum, throttle) => sum + throttle.BurstLimit, 0));
    expect(plan.Throttle.RateLimit).toBeGreaterThanOrEqual(
      perMethod.reduce((sum, throttle) => sum + throttle.RateLimit, 0),
    );
    expect(plan.Throttle.RateLimit).toBeLessThan(
      perMethod.reduce((sum, throttle) => sum + throttle.RateLimit, 0) + 0.001,
    );
  });

  it('puts the owning application key, read from SSM at deploy time, in the plan', () => {
    // Prepare
    const keys = ofType('AWS::ApiGateway::ApiKey');
    const planKeys = ofType('AWS::ApiGateway::UsagePlanKey');
    // Assess
    expect(keys).toHaveLength(1);
    const [keyId, key] = keys[0] ?? [];
    expect(key.Properties.Value).toBe('{{resolve:ssm:/business-operations-api/prod/usage-plan-api-key}}');
    expect(planKeys.map(([, planKey]) => planKey.Properties)).toEqual([
      { KeyId: { Ref: keyId }, KeyType: 'API_KEY', UsagePlanId: { Ref: 'ApiGatewayUsagePlan' } },
    ]);
    expect(environmentOf(AUTHORIZER_FUNCTION).USAGE_PLAN_API_KEY).toBe(key.Properties.Value);
    for (const name of FUNCTION_NAMES.filter((candidate) => candidate !== AUTHORIZER_FUNCTION)) {
      expect(environmentOf(name)).not.toHaveProperty('USAGE_PLAN_API_KEY');
    }
  });

  it('says which rate limits came from the packaging shell, so none deploys unnoticed', () => {
    const billing = `${rateLimitVariable('billing')}=${BILLING_OVERRIDE.limit}/${BILLING_OVERRIDE.windowSeconds}`;
    expect(packagingOutput).toContain(
      `Rate limits from this shell's environment (the documented defaults otherwise): ${billing}`,
    );
    expect(packagingOutput).not.toMatch(/RATE_LIMIT_(?:READ|WRITE|UPLOAD|APP_DATA)=/);
  });

  it('gives every function the same limits the edge throttles with', () => {
    for (const name of FUNCTION_NAMES) {
      const environment = environmentOf(name);
      for (const group of RATE_LIMIT_GROUPS) {
        expect(environment[rateLimitVariable(group)]).toBe(`${LIMITS[group].limit}/${LIMITS[group].windowSeconds}`);
      }
    }
  });
});

describe('packaged prod template: gateway responses', () => {
  const expected: Record<string, [number, string]> = {
    UNAUTHORIZED: [401, 'unauthorized'],
    ACCESS_DENIED: [403, 'forbidden'],
    MISSING_AUTHENTICATION_TOKEN: [404, 'not_found'],
    THROTTLED: [429, 'rate_limited'],
    QUOTA_EXCEEDED: [429, 'rate_limited'],
    DEFAULT_4XX: [400, 'malformed_request'],
    DEFAULT_5XX: [500, 'internal_error'],
    // A throwing authorizer is a database that failed, whichever of the two AWS reports it as.
    AUTHORIZER_FAILURE: [503, 'service_unavailable'],
    AUTHORIZER_CONFIGURATION_ERROR: [503, 'service_unavailable'],
    UNSUPPORTED_MEDIA_TYPE: [415, 'unsupported_media_type'],
    // A body over the edge's limits: API Gateway's own, or the web ACL's body-size rules.
    REQUEST_TOO_LARGE: [413, 'payload_too_large'],
    WAF_FILTERED: [413, 'payload_too_large'],
  };
  // Every REST response type API Gateway has: none may fall back to an AWS default body.
  const ALL_TYPES = [
    'ACCESS_DENIED',
    'API_CONFIGURATION_ERROR',
    'AUTHORIZER_CONFIGURATION_ERROR',
    'AUTHORIZER_FAILURE',
    'BAD_REQUEST_PARAMETERS',
    'BAD_REQUEST_BODY',
    'DEFAULT_4XX',
    'DEFAULT_5XX',
    'EXPIRED_TOKEN',
    'INTEGRATION_FAILURE',
    'INTEGRATION_TIMEOUT',
    'INVALID_API_KEY',
    'INVALID_SIGNATURE',
    'MISSING_AUTHENTICATION_TOKEN',
    'QUOTA_EXCEEDED',
    'REQUEST_TOO_LARGE',
    'RESOURCE_NOT_FOUND',
    'THROTTLED',
    'UNAUTHORIZED',
    'UNSUPPORTED_MEDIA_TYPE',
    'WAF_FILTERED',
  ];

  function responseOf(type: string): Json {
    const matches = ofType('AWS::ApiGateway::GatewayResponse').filter(
      ([, response]) => response.Properties.ResponseType === type,
    );
    expect({ type, count: matches.length }).toEqual({ type, count: 1 });
    return matches[0]?.[1].Properties;
  }

  /** The body API Gateway would send, with its `$context` variables filled in. */
  function bodyOf(response: Json): Json {
    const template: string = response.ResponseTemplates['application/json'];
    return JSON.parse(template.replace('$context.path', '/prod/api/v1/x').replace('$context.requestId', 'req-1'));
  }

  it.each(Object.entries(expected))(
    'renders %s as a problem+json with its documented status',
    (type, [status, code]) => {
      // Act
      const response = responseOf(type);
      // Assess
      expect(response.StatusCode).toBe(String(status));
      expect(response.ResponseParameters['gatewayresponse.header.Content-Type']).toBe("'application/problem+json'");
      expect(bodyOf(response)).toEqual({
        type: `/problems/${code}`,
        title: expect.any(String),
        status,
        detail: expect.any(String),
        instance: '/prod/api/v1/x',
        code,
        request_id: 'req-1',
      });
    },
  );

  it('adds Retry-After to the 429s and WWW-Authenticate: Bearer to the 401', () => {
    expect(responseOf('THROTTLED').ResponseParameters['gatewayresponse.header.Retry-After']).toBe("'1'");
    expect(responseOf('QUOTA_EXCEEDED').ResponseParameters['gatewayresponse.header.Retry-After']).toMatch(/^'\d+'$/);
    expect(responseOf('UNAUTHORIZED').ResponseParameters['gatewayresponse.header.WWW-Authenticate']).toBe("'Bearer'");
  });

  it('deploys the API only once every gateway response is in place, so no deploy serves AWS default bodies', () => {
    // Act
    const deployments = ofType('AWS::ApiGateway::Deployment');
    const responses = ofType('AWS::ApiGateway::GatewayResponse').map(([id]) => id);
    // Assess
    expect(deployments).toHaveLength(1);
    expect(responses).toHaveLength(ALL_TYPES.length);
    const [, deployment] = deployments[0] ?? [];
    expect(deployment.DependsOn).toEqual(expect.arrayContaining(responses));
    // serverless's own dependencies (the methods) are kept.
    expect(
      deployment.DependsOn.filter((id: string) => resources[id]?.Type === 'AWS::ApiGateway::Method').length,
    ).toBeGreaterThan(0);
  });

  it('covers every response type, each with a problem body whose status is the one sent', () => {
    for (const type of ALL_TYPES) {
      const response = responseOf(type);
      const body = bodyOf(response);
      expect({
        type,
        status: body.status,
        header: response.ResponseParameters['gatewayresponse.header.Content-Type'],
      }).toEqual({
        type,
        status: Number(response.StatusCode),
        header: "'application/problem+json'",
      });
      expect(response.ResponseParameters['gatewayresponse.header.X-Request-Id']).toBe('context.requestId');
      expect(response.ResponseParameters['gatewayresponse.header.Cache-Control']).toBe("'no-store'");
      expect(response.ResponseParameters['gatewayresponse.header.Strict-Transport-Security']).toBe(
        "'max-age=31536000; includeSubDomains'",
      );
    }
  });

  it.each(['UNAUTHORIZED', 'AUTHORIZER_FAILURE', 'AUTHORIZER_CONFIGURATION_ERROR', 'THROTTLED'])(
    "answers %s with API Gateway's request id in X-Request-Id and request_id, never the client's",
    (type) => {
      const response = responseOf(type);
      expect(response.ResponseParameters['gatewayresponse.header.X-Request-Id']).toBe('context.requestId');
      expect(JSON.parse(response.ResponseTemplates['application/json'])).toMatchObject({
        request_id: '$context.requestId',
      });
      expect(JSON.stringify(response)).not.toContain('method.request.header');
    },
  );
});

describe('packaged prod template: storage and CDN', () => {
  it('has an on-demand table with PITR, encryption, TTL, the list indexes, the one view index, deletion protection and Retain', () => {
    // Prepare
    const table = resources.Table;
    // Assess
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(table.Properties).toMatchObject({
      TableName: 'business-operations-api-prod',
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'expires_at_epoch', Enabled: true },
      DeletionProtectionEnabled: true,
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
    });
    // The deployed table is the one the local stack and the tests create (lib/data/table.ts).
    const local = tableDefinition('any');
    expect(table.Properties.AttributeDefinitions).toEqual(local.AttributeDefinitions);
    expect(table.Properties.LocalSecondaryIndexes).toEqual(local.LocalSecondaryIndexes);
    expect(table.Properties.LocalSecondaryIndexes.map((index: { IndexName: string }) => index.IndexName)).toEqual([
      'ListSort1',
      'ListSort2',
      'ListSort3',
      'ListSort4',
      'ListSort5',
    ]);
    // The audit trail's views: global, so no view is an item collection (10 GB with local indexes).
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(local.GlobalSecondaryIndexes);
    expect(table.Properties.GlobalSecondaryIndexes.map((index: { IndexName: string }) => index.IndexName)).toEqual([
      'Views',
    ]);
    expect(table.Properties.ProvisionedThroughput).toBeUndefined();
  });

  it('caps the on-demand table at a throughput maximum, and alarms on an hour that costs more than expected', () => {
    // Prepare
    const table = resources.Table;
    const alarm = resources.TableCostAlarm.Properties;
    // Assess: the prod stage's maximum and threshold
    expect(table.Properties.OnDemandThroughput).toEqual({ MaxReadRequestUnits: 20000, MaxWriteRequestUnits: 8000 });
    expect(alarm.Threshold).toBe(20000000);
    expect(alarm.ComparisonOperator).toBe('GreaterThanThreshold');
    const units = alarm.Metrics.filter((entry: { MetricStat?: unknown }) => entry.MetricStat);
    expect(
      units.map(
        (entry: {
          MetricStat: { Metric: { MetricName: string; Dimensions: unknown }; Period: number; Stat: string };
        }) => [entry.MetricStat.Metric.MetricName, entry.MetricStat.Period, entry.MetricStat.Stat],
      ),
    ).toEqual([
      ['ConsumedReadCapacityUnits', 3600, 'Sum'],
      ['ConsumedWriteCapacityUnits', 3600, 'Sum'],
    ]);
    expect(units[0].MetricStat.Metric.Dimensions).toEqual([
      { Name: 'TableName', Value: 'business-operations-api-prod' },
    ]);
    expect(alarm.Metrics.find((entry: { ReturnData?: boolean }) => entry.ReturnData)).toMatchObject({
      Expression: 'reads + writes',
    });
  });

  it('has a private, encrypted, retained bucket with CORS for the configured origins and a settings-file lifecycle', () => {
    // Prepare
    const bucket = resources.FilesBucket;
    // Assess
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(
      bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault
        .SSEAlgorithm,
    ).toBe('AES256');
    expect(bucket.Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({ AllowedOrigins: ORIGINS, AllowedMethods: ['GET', 'HEAD'] }),
    ]);
    const rules: Json[] = bucket.Properties.LifecycleConfiguration.Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({
        Status: 'Enabled',
        TagFilters: [{ Key: 'generated', Value: 'settings-json' }],
        ExpirationInDays: expect.any(Number),
      }),
    );
    // A lifecycle rule without a filter would expire logos and files too.
    for (const rule of rules.filter((candidate) => candidate.ExpirationInDays !== undefined))
      expect(rule.TagFilters ?? rule.Prefix).toBeTruthy();
    // settings-json rewrites a file before that rule expires it, so it must know the rule's days; no other function does.
    const settingsRule = rules.find((rule) => rule.Id === 'expire-generated-settings-files');
    expect(Number(environmentOf('getCompanySettingsJson').SETTINGS_FILE_RETENTION_DAYS)).toBe(
      settingsRule?.ExpirationInDays,
    );
    for (const name of FUNCTION_NAMES.filter((candidate) => candidate !== 'getCompanySettingsJson'))
      expect(environmentOf(name)).not.toHaveProperty('SETTINGS_FILE_RETENTION_DAYS');
  });

  it('versions the bucket, expires old versions, and keeps upload-base64 backups at least 7 days', () => {
    // Prepare
    const bucket = resources.FilesBucket.Properties;
    const rules: Json[] = bucket.LifecycleConfiguration.Rules;
    // Assess: an overwritten or deleted file stays recoverable as a noncurrent version for a while.
    expect(bucket.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const noncurrent = rules.find((rule) => rule.NoncurrentVersionExpiration);
    expect(noncurrent).toMatchObject({ Status: 'Enabled', ExpiredObjectDeleteMarker: true });
    expect(noncurrent.NoncurrentVersionExpiration.NoncurrentDays).toBeGreaterThanOrEqual(7);
    // The backups a failed rollback leaves are an operator's way back (named in its log line): a week at least.
    const [tagKey, tagValue] = FILE_BACKUP_TAGGING.split('=');
    const backups = rules.find((rule) => rule.Id === 'expire-file-backups');
    expect(backups).toMatchObject({ Status: 'Enabled', TagFilters: [{ Key: tagKey, Value: tagValue }] });
    expect(backups.ExpirationInDays).toBeGreaterThanOrEqual(7);
  });

  it('denies every request to the bucket that does not use TLS', () => {
    // Prepare
    const statements: Json[] = resources.FilesBucketPolicy.Properties.PolicyDocument.Statement;
    // Act
    const deny = statements.find((statement) => statement.Effect === 'Deny');
    // Assess
    expect(deny).toMatchObject({
      Principal: '*',
      Action: 's3:*',
      Condition: { Bool: { 'aws:SecureTransport': 'false' } },
    });
    expect(JSON.stringify(deny.Resource)).toContain('"/*"');
    expect(deny.Resource).toContainEqual({ 'Fn::GetAtt': ['FilesBucket', 'Arn'] });
  });

  it('serves only the logo prefix through CloudFront with origin access control, and that domain is ASSETS_BASE_URL', () => {
    // Prepare
    const distribution = resources.AssetsDistribution.Properties.DistributionConfig;
    const statements: Json[] = resources.FilesBucketPolicy.Properties.PolicyDocument.Statement;
    const allows = statements.filter((statement) => statement.Effect === 'Allow');
    // Assess
    expect(distribution.Origins).toEqual([
      expect.objectContaining({
        OriginAccessControlId: { 'Fn::GetAtt': ['AssetsOriginAccessControl', 'Id'] },
        S3OriginConfig: { OriginAccessIdentity: '' },
      }),
    ]);
    expect(distribution.CacheBehaviors.map((behavior: Json) => behavior.PathPattern)).toEqual(['companies/*/logo/*']);
    expect(distribution.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': ['AssetsDenyFunction', 'FunctionARN'] } },
    ]);
    expect(resources.AssetsDenyFunction.Properties.FunctionCode).toContain('statusCode: 404');
    expect(resources.AssetsOriginAccessControl.Properties.OriginAccessControlConfig).toMatchObject({
      SigningBehavior: 'always',
      OriginAccessControlOriginType: 's3',
    });
    expect(allows).toHaveLength(1);
    expect(allows[0]).toMatchObject({ Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' });
    expect(JSON.stringify(allows[0].Resource)).toContain('/companies/*/logo/*');
    expect(JSON.stringify(allows[0].Condition)).toContain('AssetsDistribution');
    for (const name of FUNCTION_NAMES) {
      expect(environmentOf(name).ASSETS_BASE_URL).toEqual({
        'Fn::Join': ['', ['https://', { 'Fn::GetAtt': ['AssetsDistribution', 'DomainName'] }]],
      });
    }
  });
});

describe('packaged prod template: functions and IAM', () => {
  it("lets the routes that change who may do what flush their own stage's authorizer cache, and no other function", () => {
    const flushing = routeEntries()
      .filter(([, route]) => (route as { changesAccess?: boolean }).changesAccess)
      .map(([name]) => name as string);
    expect(flushing.sort()).toEqual(['deleteCompanyUser', 'deleteMyKey', 'deleteUserKey', 'updateCompanyUser']);
    for (const name of FUNCTION_NAMES) {
      const statements = roleStatements(name).filter((statement: Json) =>
        [statement.Action].flat().some((action: string) => action.startsWith('apigateway:')),
      );
      const environment = resources[`${logical(name)}LambdaFunction`].Properties.Environment?.Variables ?? {};
      if (!flushing.includes(name)) {
        expect({ name, statements, restApi: environment.API_GATEWAY_REST_API_ID }).toEqual({
          name,
          statements: [],
          restApi: undefined,
        });
        continue;
      }
      expect(statements).toEqual([
        {
          Effect: 'Allow',
          Action: ['apigateway:DELETE'],
          Resource: [
            {
              'Fn::Join': [
                '',
                [
                  'arn:',
                  { Ref: 'AWS::Partition' },
                  ':apigateway:',
                  { Ref: 'AWS::Region' },
                  '::/restapis/',
                  { Ref: 'ApiGatewayRestApi' },
                  '/stages/prod/cache/authorizers',
                ],
              ],
            },
          ],
        },
      ]);
      expect(environment).toMatchObject({
        API_GATEWAY_REST_API_ID: { Ref: 'ApiGatewayRestApi' },
        API_GATEWAY_STAGE: 'prod',
        AUTHORIZER_CACHE_TTL_SECONDS: '0',
      });
    }
  });

  it('gives every function its own role and no shared default role', () => {
    expect(resources.IamRoleLambdaExecution).toBeUndefined();
    expect(
      ofType('AWS::Lambda::Function')
        .map(([id]) => id)
        .sort(),
    ).toEqual(FUNCTION_NAMES.map((name) => `${logical(name)}LambdaFunction`).sort());
    for (const name of FUNCTION_NAMES) {
      expect(resources[`${logical(name)}LambdaFunction`].Properties.Role).toEqual({
        'Fn::GetAtt': [`${logical(name)}LambdaRole`, 'Arn'],
      });
    }
  });

  it("declares access only for routes, and only where it differs from the operation's", () => {
    const routeNames = routeEntries().map(([name]) => name as string);
    for (const [name, settings] of Object.entries(routeSettings)) {
      expect({ name, isRoute: routeNames.includes(name) }).toEqual({ name, isRoute: true });
      if (!('access' in settings)) continue;
      // Compared whatever the order of its prefixes and actions.
      const canonical = (value: unknown): string =>
        JSON.stringify(value, (_key, inner: unknown) =>
          Array.isArray(inner)
            ? [...inner].sort()
            : inner && typeof inner === 'object'
              ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
              : inner,
        );
      expect({
        name,
        redundant: canonical(settings.access) === canonical(operationAccess(routes[name as RouteName])),
      }).toEqual({ name, redundant: false });
    }
  });

  /** Per partition-key prefix, the DynamoDB actions a function's role grants (one statement each, checked). */
  const isStreamStatement = (statement: Json): boolean => JSON.stringify(statement.Resource).includes('/stream/*');

  function tableGrants(name: string): Record<string, string[]> {
    const grants: Record<string, string[]> = {};
    for (const statement of roleStatements(name).filter(
      (candidate: Json) =>
        [candidate.Action].flat().some((action: string) => action.startsWith('dynamodb:')) &&
        !isStreamStatement(candidate),
    )) {
      const prefixes: string[] = statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] ?? [];
      // One prefix per statement, so that a prefix's actions are exactly the ones it needs.
      expect({ name, prefixes: prefixes.length }).toEqual({ name, prefixes: 1 });
      const prefix = String(prefixes[0]);
      expect({ name, prefix, repeated: prefix in grants }).toEqual({ name, prefix, repeated: false });
      grants[prefix] = [...statement.Action].sort();
    }
    return grants;
  }

  it('gives each function one DynamoDB statement per partition-key prefix, with only the actions it declares there', () => {
    for (const name of FUNCTION_NAMES) {
      const declared: FunctionAccess['table'] = functionAccess(name).table;
      expect({ name, table: tableGrants(name) }).toEqual({ name, table: declared });
      if (name !== CATCH_ALL_FUNCTION) expect(Object.keys(declared).length).toBeGreaterThan(0);
    }
    // The catch-all answers 404 and 405 without touching the table.
    expect(tableGrants(CATCH_ALL_FUNCTION)).toEqual({});
  });

  it('lets no route write a key or its id pointer but those that issue keys (Put) and revoke them (Update); the authorizer writes last use', () => {
    const WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];
    const writers = (prefix: string): Record<string, string[]> =>
      Object.fromEntries(
        FUNCTION_NAMES.map((name): [string, string[]] => [
          name,
          (tableGrants(name)[prefix] ?? []).filter((action) => WRITES.includes(action)),
        ]).filter(([, actions]) => actions.length > 0),
      );
    expect(writers('APIKEY#*')).toEqual({
      createMyKey: ['dynamodb:PutItem'],
      acceptInvitation: ['dynamodb:PutItem'],
      deleteMyKey: ['dynamodb:UpdateItem'],
      deleteUserKey: ['dynamodb:UpdateItem'],
      authorizer: ['dynamodb:UpdateItem'],
    });
    expect(writers('APIKEYID#*')).toEqual({
      createMyKey: ['dynamodb:PutItem'],
      acceptInvitation: ['dynamodb:PutItem'],
    });
    // Every other route may only read a key, by its hash (the lookup without the authorizer's context).
    for (const name of FUNCTION_NAMES)
      expect({ name, keys: tableGrants(name)['APIKEY#*']?.includes('dynamodb:DeleteItem') ?? false }).toEqual({
        name,
        keys: false,
      });
  });

  it('grants UpdateItem only to operations that update, and to every route its rate-limit window alone', () => {
    for (const [name, route] of routeEntries()) {
      const grants = tableGrants(name);
      // One atomic ADD on the window, nothing else there.
      expect({ name, window: grants['RATELIMIT#*'] }).toEqual({ name, window: ['dynamodb:UpdateItem'] });
      const updated = Object.keys(grants).filter(
        (prefix) => prefix !== 'RATELIMIT#*' && grants[prefix]?.includes('dynamodb:UpdateItem'),
      );
      // A read updates nothing; the users list's `should_reset_cache` moves its cache's resets counter, never a company item.
      if (route.method === 'GET')
        expect({ name, updated }).toEqual({ name, updated: name === 'listCompanyUsers' ? ['USERSCACHE#*'] : [] });
    }
    // The reads of a file: S3 and the company's read, no table write.
    expect(tableGrants('uploadCompanyFiles')).toEqual({
      'APIKEY#*': ['dynamodb:GetItem'],
      'COMPANY#*': ['dynamodb:GetItem'],
      'RATELIMIT#*': ['dynamodb:UpdateItem'],
    });
  });

  it('grants no wildcard action and no resource beyond each function needs', () => {
    for (const name of FUNCTION_NAMES) {
      // Prepare
      const own = functionAccess(name);
      const expectedObjects = Object.entries(own.objects).map(([prefix, actions]) => ({
        prefix,
        actions: [...(actions ?? [])].sort(),
      }));
      const granted = {
        logs: [] as Json[],
        bucket: [] as string[],
        objects: [] as Array<{ prefix: string; actions: string[] }>,
        xray: [] as string[],
      };
      const bucketArn = { 'Fn::GetAtt': ['FilesBucket', 'Arn'] };
      // Act
      for (const statement of roleStatements(name)) {
        const actions: string[] = statement.Action;
        expect({ name, wildcard: actions.filter((action) => action.includes('*')) }).toEqual({ name, wildcard: [] });
        expect(statement.Effect).toBe('Allow');
        const service = new Set(actions.map((action) => action.split(':')[0]));
        expect({ name, services: service.size }).toEqual({ name, services: 1 });
        const resource: Json[] = statement.Resource;
        if (service.has('xray')) {
          // X-Ray writes have no resource-level permissions.
          expect(actions.sort()).toEqual(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
          granted.xray.push(...actions);
        } else if (service.has('logs')) {
          expect(actions.sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
          granted.logs.push(...resource);
        } else if (service.has('dynamodb') && isStreamStatement(statement)) {
          // Only the sender, only its table's stream (checked in the automations tests).
          expect({ name, stream: functionAccess(name).stream }).toEqual({ name, stream: true });
          expect(resource).toEqual([{ 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Table', 'Arn'] }, '/stream/*']] }]);
        } else if (service.has('dynamodb')) {
          // The table, and its list indexes only in the statements that Query.
          const tableArn = { 'Fn::GetAtt': ['Table', 'Arn'] };
          const indexArns = { 'Fn::Join': ['', [tableArn, '/index/*']] };
          expect({ name, resource }).toEqual({
            name,
            resource: actions.includes('dynamodb:Query') ? [tableArn, indexArns] : [tableArn],
          });
          // Only items under one partition-key prefix (the per-prefix test above), never the whole table.
          const prefixes: string[] = statement.Condition['ForAllValues:StringLike']['dynamodb:LeadingKeys'];
          expect(Object.keys(statement.Condition)).toEqual(['ForAllValues:StringLike']);
          expect(prefixes).toHaveLength(1);
          expect(prefixes[0]).toMatch(/^[A-Z]+#(?:[A-Z]+#)?\*$/);
        } else if (service.has('s3') && JSON.stringify(resource) === JSON.stringify([bucketArn])) {
          // The bucket itself: ListBucket only, so that an absent key answers 404 rather than 403.
          granted.bucket.push(...actions);
        } else if (service.has('s3')) {
          expect(resource).toHaveLength(1);
          const join = resource[0]['Fn::Join'][1];
          expect(join[0]).toEqual({ 'Fn::GetAtt': ['FilesBucket', 'Arn'] });
          granted.objects.push({ prefix: String(join[1]).replace(/^\//, ''), actions: [...actions].sort() });
        } else if (service.has('apigateway')) {
          // Only the routes that change who may do what: their stage's authorizer cache (checked below).
          expect({ name, actions }).toEqual({ name, actions: ['apigateway:DELETE'] });
          expect((routes[name as RouteName] as { changesAccess?: boolean }).changesAccess).toBe(true);
        } else if (service.has('sqs') || service.has('ses') || service.has('sms-voice')) {
          // Only the sender: its dead-letter queue, SES identity and SMS origination (the automations tests).
          expect({ name, access: functionAccess(name) }).toEqual({
            name,
            access: expect.objectContaining({ deadLetterQueue: true, email: true, sms: true }),
          });
        } else if (service.has('secretsmanager')) {
          // Only the billing function, only its one secret (checked in the secrets test).
          expect({ name, actions }).toEqual({ name: 'getCompanyBilling', actions: ['secretsmanager:GetSecretValue'] });
        } else {
          throw new Error(`${name} is granted ${actions.join(', ')}`);
        }
        expect(JSON.stringify(resource) === '["*"]').toBe(service.has('xray'));
      }
      // Assess
      expect({ name, objects: granted.objects }).toEqual({ name, objects: expectedObjects });
      expect({ name, bucket: granted.bucket }).toEqual({ name, bucket: own.bucket });
      expect(JSON.stringify(granted.logs)).toContain(`:log-group:/aws/lambda/business-operations-api-prod-${name}:*`);
      expect(granted.xray).toHaveLength(2); // tracing is on in prod
    }
  });

  it('sets memory, timeout, tracing and log retention per function', () => {
    for (const name of FUNCTION_NAMES) {
      const properties = resources[`${logical(name)}LambdaFunction`].Properties;
      expect(properties.Runtime).toBe('nodejs22.x');
      expect(properties.MemorySize).toBeGreaterThanOrEqual(256);
      // API Gateway gives up at 29 s; a background function has its own (BACKGROUND_SETTINGS).
      expect(properties.Timeout).toBeLessThanOrEqual(
        isBackgroundFunction(name) ? BACKGROUND_SETTINGS[name].runtime.timeout : 28,
      );
      expect(properties.TracingConfig).toEqual({ Mode: 'Active' });
      expect(resources[`${logical(name)}LogGroup`].Properties.RetentionInDays).toBe(90);
    }
    // Each route's memory and timeout as its settings declare them (functions/<resource>/settings.ts).
    for (const [name] of routeEntries()) {
      const properties = resources[`${logical(name)}LambdaFunction`].Properties;
      expect({ name, memorySize: properties.MemorySize, timeout: properties.Timeout }).toEqual({
        name,
        ...runtimeOf(name),
      });
      // Its own environment, resolved from the stage's parameters.
      for (const variable of Object.keys(settingsOf(name).environment ?? {}))
        expect({
          name,
          variable,
          resolved:
            typeof environmentOf(name)[variable] === 'string' && !String(environmentOf(name)[variable]).includes('${'),
        }).toEqual({ name, variable, resolved: true });
    }
    expect(resources.UploadCompanyFilesLambdaFunction.Properties.Timeout).toBe(28);
    expect(resources.AuthorizerLambdaFunction.Properties.Timeout).toBe(12);
  });

  it('keeps secrets out of the template: the billing secret is read at run time from Secrets Manager', () => {
    // Prepare
    const text = JSON.stringify(template);
    const secretStatements = roleStatements('getCompanyBilling').filter((statement: Json) =>
      statement.Action.includes('secretsmanager:GetSecretValue'),
    );
    // Assess
    expect(text).not.toContain('resolve:secretsmanager');
    for (const name of FUNCTION_NAMES) expect(environmentOf(name)).not.toHaveProperty('BILLING_STATE_SECRET');
    expect(environmentOf('getCompanyBilling').BILLING_STATE_SECRET_ID).toBe(
      'business-operations-api/prod/billing-state-secret',
    );
    expect(secretStatements).toHaveLength(1);
    expect(JSON.stringify(secretStatements[0].Resource)).toContain(
      ':secret:business-operations-api/prod/billing-state-secret-??????',
    );
    for (const name of FUNCTION_NAMES.filter((candidate) => candidate !== 'getCompanyBilling')) {
      expect(JSON.stringify(roleStatements(name))).not.toContain('secretsmanager');
    }
    expect(environmentOf('getCompanyBilling').BILLING_SIGN_IN_URL).toMatch(/^\{\{resolve:ssm:[^}]+\}\}$/);
    expect(text).not.toMatch(/\b\d{12}\b/); // no account id
    expect(text).not.toContain('local-billing-state-secret');
    expect(environmentOf('getAppData').DYNAMODB_ENDPOINT).toBe('');
    expect(environmentOf('getAppData').CORS_ALLOWED_ORIGINS).toBe(ORIGINS.join(','));
  });

  it('routes each function to the handler file of its route (the names serverless.yml and routes.ts share)', () => {
    const names = routeEntries().map(([name]) => name);
    expect(names).toContain<RouteName>('getAppData');
    for (const name of names)
      expect(resources[`${logical(name)}LambdaFunction`].Properties.FunctionName).toBe(
        `business-operations-api-prod-${name}`,
      );
  });
});

describe('packaged prod template: observability', () => {
  const alarms = (): Array<[string, Json]> => ofType('AWS::CloudWatch::Alarm');

  it('names the service, namespace, log level and sampling for Powertools in every function', () => {
    for (const name of FUNCTION_NAMES) {
      expect({ name, ...environmentOf(name) }).toMatchObject({
        name,
        POWERTOOLS_SERVICE_NAME: 'business-operations-api',
        POWERTOOLS_METRICS_NAMESPACE: 'BusinessOperationsApi',
        POWERTOOLS_LOG_LEVEL: 'INFO',
        POWERTOOLS_LOGGER_SAMPLE_RATE: '0.01',
      });
    }
  });

  it('sends every alarm to the stage topic', () => {
    expect(resources.AlarmTopic.Properties.TopicName).toBe('business-operations-api-prod-alarms');
    expect(alarms().length).toBeGreaterThan(10);
    for (const [id, alarm] of alarms()) {
      expect({ id, actions: alarm.Properties.AlarmActions }).toEqual({ id, actions: [{ Ref: 'AlarmTopic' }] });
    }
  });

  it('alarms on 5xx rate, Lambda errors and throttles, authorizer failures, DynamoDB throttles and system errors, p99 per group and 429 spikes', () => {
    const ids = alarms().map(([id]) => id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'Api5xxRateAlarm',
        'AuthorizerFailuresAlarm',
        'TableThrottlesAlarm',
        'TableSystemErrorsAlarm',
      ]),
    );
    // Every function's errors and throttles are watched by exactly one alarm (a few functions each).
    const watched = alarms().flatMap(([, alarm]) =>
      (
        (alarm.Properties.Metrics ?? []) as Array<{
          MetricStat?: { Metric: { MetricName: string; Dimensions: Array<{ Value: string }> } };
        }>
      ).flatMap((entry) =>
        entry.MetricStat && ['Errors', 'Throttles'].includes(entry.MetricStat.Metric.MetricName)
          ? [`${entry.MetricStat.Metric.MetricName} ${String(entry.MetricStat.Metric.Dimensions[0]?.Value)}`]
          : [],
      ),
    );
    for (const name of FUNCTION_NAMES) {
      const functionName = `business-operations-api-prod-${name}`;
      expect(watched.filter((entry) => entry === `Errors ${functionName}`)).toHaveLength(1);
      expect(watched.filter((entry) => entry === `Throttles ${functionName}`)).toHaveLength(1);
    }
    for (const group of RATE_LIMIT_GROUPS) {
      const id = group
        .split('-')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('');
      expect(resources[`${id}LatencyP99Alarm`].Properties).toMatchObject({
        MetricName: 'latency',
        ExtendedStatistic: 'p99',
        Namespace: 'BusinessOperationsApi',
        Threshold: expect.any(Number),
      });
      expect(resources[`${id}RateLimitedSpikeAlarm`].Properties).toMatchObject({ MetricName: `rate_limited_${group}` });
    }
    // The edge's 429s (WAF's per-IP rule) on the web ACL's own metric, named by the ACL and the rule.
    const waf = resources.WafRateLimitedAlarm.Properties;
    expect(waf).toMatchObject({ Namespace: 'AWS/WAFV2', MetricName: 'BlockedRequests' });
    const dimension = (name: string): Json => waf.Dimensions.find((entry: Json) => entry.Name === name)?.Value;
    // WAF names the dimensions after the metric names, which equal the ACL's and the rule's names.
    expect(dimension('WebACL')).toEqual(resources.ApiWebAcl.Properties.VisibilityConfig.MetricName);
    expect(dimension('WebACL')).toEqual(resources.ApiWebAcl.Properties.Name);
    expect(dimension('Rule')).toBe(resources.ApiWebAcl.Properties.Rules[0].VisibilityConfig.MetricName);
    const rate = resources.Api5xxRateAlarm.Properties.Metrics.find((entry: Json) => entry.ReturnData);
    expect(rate.Expression).toContain('100 * errors / requests');
  });

  it("alarms on one company's audited changes, counted per company over the request lines of every function that records audit events", () => {
    const recording = FUNCTION_NAMES.filter((name) =>
      (functionAccess(name).table['AUDIT#*'] ?? []).includes('dynamodb:PutItem'),
    );
    expect(recording.length).toBeGreaterThanOrEqual(10);
    const rule = resources.CompanyAuditedChangesRule;
    expect(rule.Type).toBe('AWS::CloudWatch::InsightRule');
    expect(JSON.parse(rule.Properties.RuleBody)).toEqual({
      Schema: { Name: 'CloudWatchLogRule', Version: 1 },
      LogGroupNames: recording.map((name) => `/aws/lambda/business-operations-api-prod-${name}`),
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
    });
    const alarm = resources.CompanyAuditedChangesAlarm.Properties;
    expect(alarm.Metrics).toEqual([
      {
        Id: 'top',
        ReturnData: true,
        Expression: `INSIGHT_RULE_METRIC('${rule.Properties.RuleName}', 'MaxContributorValue')`,
        Period: 300,
      },
    ]);
    expect(alarm.Threshold).toBe(600);
  });

  it('alarms on every upload-base64 rollback that failed, from the metric the function counts them with', () => {
    const alarm = resources.FileRestoreFailuresAlarm.Properties;
    expect(alarm).toMatchObject({
      Namespace: 'BusinessOperationsApi',
      MetricName: FILE_RESTORE_FAILED_METRIC,
      // countEvent publishes with the service as its only dimension (lib/metrics.ts).
      Dimensions: [{ Name: 'service', Value: 'business-operations-api' }],
      Statistic: 'Sum',
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
      AlarmActions: [{ Ref: 'AlarmTopic' }],
    });
  });

  it('keeps a stage access log with the source IP, principal, status, WAF verdict and request id, for logRetentionDays', () => {
    // serverless applies the access-log settings to the stage at deploy time (UpdateStage); the log group is in the template.
    expect(resources.ApiGatewayLogGroup.Properties).toEqual({
      LogGroupName: '/aws/api-gateway/business-operations-api-prod',
      RetentionInDays: 90,
    });
    const state = JSON.parse(readFileSync(join(ROOT, '.serverless', 'serverless-state.json'), 'utf8'));
    const restApi = state.service.provider.logs.restApi;
    expect(restApi).toMatchObject({ accessLogging: true, executionLogging: false });
    const format = JSON.parse(restApi.format) as Record<string, string>;
    expect(format).toMatchObject({
      request_id: '$context.requestId',
      source_ip: '$context.identity.sourceIp',
      principal: '$context.authorizer.principalId',
      status: '$context.status',
      waf: '$context.wafResponseCode',
    });
  });

  it('encrypts the alarm topic with a rotated key of its own that CloudWatch of this account may use', () => {
    expect(resources.AlarmTopic.Properties.KmsMasterKeyId).toEqual({ Ref: 'AlarmTopicKey' });
    const key = resources.AlarmTopicKey.Properties;
    expect(key.EnableKeyRotation).toBe(true);
    const cloudWatch = key.KeyPolicy.Statement.find(
      (statement: Json) => statement.Principal?.Service === 'cloudwatch.amazonaws.com',
    );
    expect(cloudWatch).toMatchObject({
      Effect: 'Allow',
      Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
    });
  });

  it('watches system errors of every DynamoDB operation a function may call', () => {
    // Prepare: the DynamoDB actions granted to any function (a transaction's items are Put/Update/Delete;
    // a ConditionCheckItem is only ever a transaction's item, whose errors TransactWriteItems reports).
    const granted = new Set(
      FUNCTION_NAMES.flatMap((name) => roleStatements(name).flatMap((statement: Json) => [statement.Action].flat()))
        .filter((action: string) => action.startsWith('dynamodb:') && action !== 'dynamodb:ConditionCheckItem')
        // The sender's stream reads are the event-source mapping's, watched by its IteratorAge alarm.
        .filter(
          (action: string) =>
            !['DescribeStream', 'GetRecords', 'GetShardIterator', 'ListStreams'].includes(action.slice(9)),
        )
        .map((action: string) => action.slice('dynamodb:'.length)),
    );
    // Act
    const watched = resources.TableSystemErrorsAlarm.Properties.Metrics.filter((entry: Json) => entry.MetricStat).map(
      (entry: Json) =>
        entry.MetricStat.Metric.Dimensions.find((dimension: Json) => dimension.Name === 'Operation').Value,
    );
    // Assess
    expect(granted.size).toBeGreaterThan(4);
    expect(watched).toEqual(expect.arrayContaining([...granted, 'TransactWriteItems']));
  });

  it('has a dashboard with the same signals', () => {
    const body = JSON.parse(resources.OperationsDashboard.Properties.DashboardBody['Fn::Sub']);
    expect(body.widgets.map((widget: Json) => widget.properties.title)).toEqual([
      'API requests and 5xx',
      'Lambda errors and throttles',
      'Authorizer outcomes',
      'DynamoDB throttles and system errors',
      'p99 latency per group (ms)',
      '429s per group',
    ]);
  });
});

describe('packaged prod template: automations that run', () => {
  const SENDER = 'sendAutomationRuns';
  const WAKER = 'wakeHeldRuns';
  const tableArn = { 'Fn::GetAtt': ['Table', 'Arn'] };
  const queueArn = { 'Fn::GetAtt': ['AutomationRunsDeadLetterQueue', 'Arn'] };
  const accountArn = (service: string, resource: string): Json => ({
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
  /** A role's statements but its log group's and X-Ray's, which every function has (checked above). */
  const ownStatements = (name: string): Json[] =>
    roleStatements(name).filter((statement: Json) => !/^(logs|xray):/.test(statement.Action[0]));
  const tableStatement = (prefix: string, actions: string[]): Json => ({
    Effect: 'Allow',
    Action: actions,
    Resource: actions.includes('dynamodb:Query')
      ? [tableArn, { 'Fn::Join': ['', [tableArn, '/index/*']] }]
      : [tableArn],
    Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [prefix] } },
  });

  it("streams the table's new images, as the local stack's table does", () => {
    expect(resources.Table.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
    expect(tableDefinition('any').StreamSpecification).toEqual({
      StreamEnabled: true,
      StreamViewType: STREAM_VIEW_TYPE,
    });
  });

  it('deploys the two background functions with their handlers, runtimes and own roles, without an API event', () => {
    for (const [name, handler] of Object.entries(BACKGROUND_FUNCTIONS)) {
      const properties = resources[`${logical(name)}LambdaFunction`].Properties;
      expect({ name, handler: properties.Handler }).toEqual({ name, handler });
      expect({ name, memorySize: properties.MemorySize, timeout: properties.Timeout }).toEqual({
        name,
        ...BACKGROUND_SETTINGS[name as keyof typeof BACKGROUND_FUNCTIONS].runtime,
      });
      expect(properties.Role).toEqual({ 'Fn::GetAtt': [`${logical(name)}LambdaRole`, 'Arn'] });
      expect(properties.FunctionName).toBe(`business-operations-api-prod-${name}`);
      expect(ofType('AWS::Lambda::Permission').filter(([id]) => id.startsWith(logical(name)))).toEqual([]);
    }
    expect(resources.SendAutomationRunsLambdaFunction.Properties.Timeout).toBe(60);
    expect(resources.WakeHeldRunsLambdaFunction.Properties.Timeout).toBe(30);
  });

  it("gives the sender the stage's sender address, SES configuration set and SMS origination, and no other function", () => {
    expect(environmentOf(SENDER)).toMatchObject({
      EMAIL_FROM_ADDRESS: '{{resolve:ssm:/business-operations-api/prod/email-from-address}}',
      SES_CONFIGURATION_SET: 'business-operations-api-prod-automations',
      SMS_ORIGINATION_IDENTITY: '{{resolve:ssm:/business-operations-api/prod/sms-origination-identity}}',
      SMS_CONFIGURATION_SET: '',
    });
    expect(resources.AutomationEmailConfigurationSet.Properties.Name).toBe(environmentOf(SENDER).SES_CONFIGURATION_SET);
    for (const name of FUNCTION_NAMES.filter((candidate) => candidate !== SENDER))
      for (const variable of ['EMAIL_FROM_ADDRESS', 'SES_CONFIGURATION_SET', 'SMS_ORIGINATION_IDENTITY'])
        expect({ name, variable, set: variable in environmentOf(name) }).toEqual({ name, variable, set: false });
  });

  it('feeds the sender from the stream: run items only, batches of 10, bisected, partial failures, finite retries, a dead-letter queue', () => {
    // Prepare
    const mappings = ofType('AWS::Lambda::EventSourceMapping');
    // Assess
    expect(mappings.map(([id]) => id)).toEqual(['SendAutomationRunsStreamMapping']);
    const [, mapping] = mappings[0] ?? [];
    const { FilterCriteria, ...properties } = mapping.Properties;
    expect(properties).toEqual({
      EventSourceArn: { 'Fn::GetAtt': ['Table', 'StreamArn'] },
      FunctionName: { 'Fn::GetAtt': ['SendAutomationRunsLambdaFunction', 'Arn'] },
      Enabled: true,
      StartingPosition: 'LATEST',
      BatchSize: 10,
      MaximumBatchingWindowInSeconds: 0,
      ParallelizationFactor: 1,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 5,
      MaximumRecordAgeInSeconds: 3600,
      DestinationConfig: { OnFailure: { Destination: queueArn } },
    });
    expect(FilterCriteria.Filters).toHaveLength(1);
    expect(JSON.parse(FilterCriteria.Filters[0].Pattern)).toEqual({
      eventName: ['INSERT', 'MODIFY'],
      dynamodb: { NewImage: { entity: { S: [RUN_ENTITY] } } },
    });
    expect(RUN_ENTITY).toBe('automation_run');
  });

  it('keeps failed batches 14 days in an encrypted, TLS-only queue, and alarms on the first one', () => {
    // Prepare
    const queue = resources.AutomationRunsDeadLetterQueue;
    const [deny] = resources.AutomationRunsDeadLetterQueuePolicy.Properties.PolicyDocument.Statement;
    const alarm = resources.AutomationRunsDeadLetterAlarm.Properties;
    // Assess
    expect(queue.Type).toBe('AWS::SQS::Queue');
    expect(queue.Properties).toEqual({
      QueueName: 'business-operations-api-prod-automation-runs-dlq',
      MessageRetentionPeriod: 14 * 24 * 3600,
      SqsManagedSseEnabled: true,
    });
    expect(deny).toMatchObject({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } });
    expect(alarm).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': ['AutomationRunsDeadLetterQueue', 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
      AlarmActions: [{ Ref: 'AlarmTopic' }],
    });
  });

  it('alarms on the sender falling behind its stream (IteratorAge over 60 s) and on its errors', () => {
    const dimensions = [{ Name: 'FunctionName', Value: 'business-operations-api-prod-sendAutomationRuns' }];
    expect(resources.SendAutomationRunsIteratorAgeAlarm.Properties).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'IteratorAge',
      Dimensions: dimensions,
      Statistic: 'Maximum',
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 60_000,
      AlarmActions: [{ Ref: 'AlarmTopic' }],
    });
    const failureAlarms = Object.entries(resources).filter(([, alarm]) =>
      JSON.stringify(alarm.Properties.Metrics ?? []).includes(`"${dimensions[0]?.Value}"`),
    );
    expect(failureAlarms).toHaveLength(1);
    expect(JSON.stringify(failureAlarms[0]?.[1].Properties.Metrics)).toContain('"Errors"');
  });

  it('wakes held runs every minute with a schedule whose own role may invoke the waker alone', () => {
    // Prepare
    const schedule = resources.WakeHeldRunsSchedule;
    const role = resources.WakeHeldRunsScheduleRole.Properties;
    const wakerArn = { 'Fn::GetAtt': ['WakeHeldRunsLambdaFunction', 'Arn'] };
    // Assess
    expect(ofType('AWS::Scheduler::Schedule').map(([id]) => id)).toEqual(['WakeHeldRunsSchedule']);
    expect(schedule.Properties).toMatchObject({
      Name: 'business-operations-api-prod-wake-held-runs',
      ScheduleExpression: 'rate(1 minute)',
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
      Target: {
        Arn: wakerArn,
        RoleArn: { 'Fn::GetAtt': ['WakeHeldRunsScheduleRole', 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 60 },
      },
    });
    expect(role.AssumeRolePolicyDocument.Statement).toEqual([
      {
        Effect: 'Allow',
        Principal: { Service: ['scheduler.amazonaws.com'] },
        Action: ['sts:AssumeRole'],
        Condition: {
          StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
          ArnEquals: {
            'aws:SourceArn': accountArn('scheduler', 'schedule/default/business-operations-api-prod-wake-held-runs'),
          },
        },
      },
    ]);
    expect(role.Policies.flatMap((policy: Json) => policy.PolicyDocument.Statement)).toEqual([
      { Effect: 'Allow', Action: ['lambda:InvokeFunction'], Resource: [wakerArn] },
    ]);
    // Invoked asynchronously: a failed wake is not retried (the next minute's does its work).
    expect(resources.WakeHeldRunsLambdaEvConf.Properties).toMatchObject({
      FunctionName: { Ref: 'WakeHeldRunsLambdaFunction' },
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: 60,
    });
  });

  it('sends e-mail with an SES configuration set of its own (reputation metrics, suppression, CloudWatch events), creating no identity', () => {
    expect(resources.AutomationEmailConfigurationSet.Properties).toEqual({
      Name: 'business-operations-api-prod-automations',
      SendingOptions: { SendingEnabled: true },
      ReputationOptions: { ReputationMetricsEnabled: true },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    const destination = resources.AutomationEmailEventDestination.Properties;
    expect(destination.ConfigurationSetName).toEqual({ Ref: 'AutomationEmailConfigurationSet' });
    expect(destination.EventDestination).toMatchObject({ Enabled: true, CloudWatchDestination: expect.any(Object) });
    expect(destination.EventDestination.MatchingEventTypes).toEqual(
      expect.arrayContaining(['send', 'reject', 'bounce', 'complaint', 'delivery']),
    );
    expect(ofType('AWS::SES::EmailIdentity')).toEqual([]);
  });

  it("grants the sender exactly its run, company, subject, cap and count items, its stream, its queue, SES from the stage's address and SMS from its origination identity", () => {
    expect(ownStatements(SENDER)).toEqual([
      tableStatement('AUTOCAP#*', ['dynamodb:UpdateItem']),
      tableStatement('AUTOCOUNT#*', ['dynamodb:UpdateItem']),
      tableStatement('AUTORUN#*', ['dynamodb:GetItem', 'dynamodb:PutItem']),
      tableStatement('AUTOSUBJECT#*', ['dynamodb:GetItem']),
      tableStatement('COMPANY#*', ['dynamodb:GetItem']),
      {
        Effect: 'Allow',
        Action: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'],
        Resource: [{ 'Fn::Join': ['', [tableArn, '/stream/*']] }],
      },
      { Effect: 'Allow', Action: ['sqs:SendMessage'], Resource: [queueArn] },
      {
        Effect: 'Allow',
        Action: ['ses:SendEmail'],
        Resource: [
          accountArn('ses', 'identity/{{resolve:ssm:/business-operations-api/prod/email-identity}}'),
          accountArn('ses', 'configuration-set/business-operations-api-prod-automations'),
        ],
        Condition: {
          StringEquals: { 'ses:FromAddress': '{{resolve:ssm:/business-operations-api/prod/email-from-address}}' },
        },
      },
      {
        Effect: 'Allow',
        Action: ['sms-voice:SendTextMessage'],
        // No SMS configuration set in prod's parameters: none granted.
        Resource: [
          '{{resolve:ssm:/business-operations-api/prod/sms-origination-identity}}',
          accountArn('sms-voice', 'opt-out-list/*'),
        ],
      },
    ]);
  });

  it('grants the waker exactly a Query of the due-time view and the read and rewrite of their run items', () => {
    expect(ownStatements(WAKER)).toEqual([
      tableStatement('AUTORUN#*', ['dynamodb:GetItem', 'dynamodb:PutItem']),
      tableStatement('AUTORUNS#DUE#*', ['dynamodb:Query']),
    ]);
  });

  it('lets no API function read the stream, send messages or touch the dead-letter queue', () => {
    for (const name of API_FUNCTION_NAMES) {
      const text = JSON.stringify(roleStatements(name));
      expect({
        name,
        services: ['/stream/', 'ses:', 'sms-voice:', 'sqs:'].filter((part) => text.includes(part)),
      }).toEqual({ name, services: [] });
    }
  });
});
