/** The serverless.yml generators (serverless/*.cjs) on their own, without packaging. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { routeEntries } from '../../lib/http/routes';
import { DEFAULT_RUNTIME, runtimeOf, settingsOf } from '../../lib/http/route-settings';
import { IDEMPOTENCY_LEASE_MS } from '../../lib/idempotency/idempotency';

/* eslint-disable @typescript-eslint/no-explicit-any -- generated serverless configuration is plain JSON */
type Json = any;
type Generator = (input: { resolveVariable: (name: string) => Promise<unknown> }) => Promise<Json>;

const load = createRequire(__filename);
const functions = load('../../serverless/functions.cjs') as Generator;
const bucketCors = load('../../serverless/bucket-cors.cjs') as Generator;
const edge = load('../../serverless/edge.cjs') as Generator & {
  methodThrottles: (env: NodeJS.ProcessEnv, capacity?: number, wafRateLimitPerIp?: number) => Record<string, Json>;
  DEFAULT_EDGE_CALLER_CAPACITY: number;
  DEFAULT_WAF_RATE_LIMIT_PER_IP: number;
};
const routes = load('../../serverless/routes.cjs') as {
  rateLimitEnvironment: (env: NodeJS.ProcessEnv) => Record<string, string>;
};

function variables(overrides: Record<string, unknown> = {}): { resolveVariable: (name: string) => Promise<unknown> } {
  const values: Record<string, unknown> = {
    'param:corsAllowedOrigins': '',
    'param:authorizerCacheTtl': '60',
    'param:edgeCallerCapacity': '100',
    'param:wafRateLimitPerIp': '6000',
    'sls:stage': 'dev',
    'self:service': 'business-operations-api',
    'param:tracing': 'false',
    ...overrides,
  };
  return {
    resolveVariable: async (name) => {
      if (!(name in values)) throw new Error(`unexpected variable ${name}`);
      return values[name];
    },
  };
}

describe('serverless/functions.cjs', () => {
  it("renders each route's memory, timeout and own environment from its settings (functions/<resource>/settings.ts)", async () => {
    // Act
    const generated = await functions(variables());
    // Assess
    for (const [name] of routeEntries()) {
      expect({ name, memorySize: generated[name].memorySize, timeout: generated[name].timeout }).toEqual({
        name,
        ...runtimeOf(name),
      });
      expect({ name, environment: generated[name].environment ?? {} }).toEqual({
        name,
        environment: expect.objectContaining(settingsOf(name).environment ?? {}),
      });
    }
    expect(generated.uploadCompanyFiles).toMatchObject({ memorySize: 1536, timeout: 28 });
    expect(generated.getCompany).toMatchObject(DEFAULT_RUNTIME);
    expect(generated.getCompanyBilling.environment).toEqual({
      BILLING_SIGN_IN_URL: '${param:billingSignInUrl}',
      BILLING_STATE_SECRET_ID: '${param:billingStateSecretId}',
    });
    expect(generated.getCompany.environment).toBeUndefined();
  });

  it('gives every create that honours Idempotency-Key a timeout shorter than its claim lease, so a live claim is never taken over', async () => {
    // Act
    const generated = await functions(variables());
    // Assess
    const idempotent = routeEntries().filter(([, route]) => route.idempotent);
    expect(idempotent.length).toBeGreaterThan(0);
    for (const [name] of idempotent) expect(generated[name].timeout * 1000).toBeLessThan(IDEMPOTENCY_LEASE_MS);
  });

  it('puts every route behind the authorizer and the usage plan, and the catch-all in front of both', async () => {
    // Act
    const generated = await functions(variables());
    // Assess
    for (const [name, route] of routeEntries()) {
      const [event] = generated[name].events;
      expect(event.http).toEqual({
        method: route.method.toLowerCase(),
        path: route.path.slice(1),
        authorizer: expect.objectContaining({ name: 'authorizer', type: 'token', resultTtlInSeconds: 60 }),
        private: true,
      });
    }
    const catchAll = generated.routeNotFound.events.map((event: Json) => event.http);
    expect(
      catchAll.every(
        (http: Json) => http.method === 'any' && http.authorizer === undefined && http.private === undefined,
      ),
    ).toBe(true);
    expect(generated.authorizer.events).toBeUndefined();
    expect(generated.authorizer.environment).toEqual({
      USAGE_PLAN_API_KEY: '${param:usagePlanApiKey}',
      AUTH_CACHE_TTL_SECONDS: '${param:authorizerContainerCacheTtl}',
    });
  });

  it('renders the background functions with their handlers, runtimes and environment, and no event', async () => {
    // Act
    const generated = await functions(variables());
    // Assess
    expect(generated.sendAutomationRuns).toEqual({
      handler: 'functions/automation-runs/send-automation-runs.handler',
      role: 'SendAutomationRunsLambdaRole',
      memorySize: 512,
      timeout: 60,
      environment: {
        EMAIL_FROM_ADDRESS: '${param:emailFromAddress}',
        SES_CONFIGURATION_SET: '${param:sesConfigurationSet}',
        SMS_ORIGINATION_IDENTITY: '${param:smsOriginationIdentity}',
        SMS_CONFIGURATION_SET: '${param:smsConfigurationSet}',
      },
    });
    // Invoked by its schedule asynchronously: never retried by Lambda, dropped after a minute.
    expect(generated.wakeHeldRuns).toEqual({
      handler: 'functions/automation-runs/wake-held-runs.handler',
      role: 'WakeHeldRunsLambdaRole',
      memorySize: 256,
      timeout: 30,
      maximumRetryAttempts: 0,
      maximumEventAge: 60,
    });
  });

  it('adds CORS to the routes only for configured origins', async () => {
    // Act
    const generated = await functions(
      variables({ 'param:corsAllowedOrigins': ' https://a.example.com ,https://b.example.com,' }),
    );
    // Assess
    expect(generated.getAppData.events[0].http.cors).toEqual(
      expect.objectContaining({ origins: ['https://a.example.com', 'https://b.example.com'], allowCredentials: false }),
    );
  });
});

describe('serverless/bucket-cors.cjs', () => {
  it('leaves the bucket without CORS when no origin is configured', async () => {
    expect(await bucketCors(variables())).toEqual({ Ref: 'AWS::NoValue' });
  });

  it('allows GET and HEAD from the configured origins only', async () => {
    // Act
    const cors = await bucketCors(variables({ 'param:corsAllowedOrigins': 'https://a.example.com' }));
    // Assess
    expect(cors.CorsRules).toEqual([
      expect.objectContaining({ AllowedOrigins: ['https://a.example.com'], AllowedMethods: ['GET', 'HEAD'] }),
    ]);
  });
});

describe('serverless/edge.cjs', () => {
  it('derives per-method throttles from RATE_LIMIT_<GROUP> overrides, times the caller capacity', () => {
    // Act (no WAF: no minimum)
    const throttles = edge.methodThrottles({ RATE_LIMIT_UPLOAD: '5/10', RATE_LIMIT_READ: '120' }, 10, 0);
    // Assess
    expect(throttles['/api/v1/companies/{company_uuid}/image/POST']).toEqual({ RateLimit: 5, BurstLimit: 50 });
    expect(throttles['/api/v1/companies/{company_uuid}/image/DELETE']).toEqual({ RateLimit: 5, BurstLimit: 50 });
    expect(throttles['/api/v1/categories/GET']).toEqual({ RateLimit: 20, BurstLimit: 1200 });
    expect(throttles['/api/v1/categories/POST']).toEqual({ RateLimit: 10, BurstLimit: 600 });
    expect(Object.keys(throttles)).toHaveLength(routeEntries().length);
    expect(edge.methodThrottles({}, 100, 0)['/api/v1/app-data/GET']).toEqual({ RateLimit: 100, BurstLimit: 5000 });
  });

  it('admits five addresses at the WAF per-IP cap on every method, so that one cannot use a method up', () => {
    // Act: uploads at 10/60 for 100 callers is 16.7/s, less than one address may send (6,000 per 5 min: 20/s)
    const throttles = edge.methodThrottles({}, 100, 6000);
    // Assess
    expect(throttles['/api/v1/companies/{company_uuid}/image/POST']).toEqual({ RateLimit: 100, BurstLimit: 1000 });
    expect(throttles['/api/v1/companies/{company_uuid}/billing/GET']).toEqual({ RateLimit: 100, BurstLimit: 1000 });
    expect(throttles['/api/v1/categories/GET']).toEqual({ RateLimit: 500, BurstLimit: 5000 });
    expect(
      edge.methodThrottles({ RATE_LIMIT_UPLOAD: '1/60' }, 100, 6000)['/api/v1/companies/{company_uuid}/image/POST'],
    ).toEqual({ RateLimit: 100, BurstLimit: 100 });
  });

  it('throttles the local gateway with the caller capacity serverless.yml deploys by default', () => {
    const yml = readFileSync(join(__dirname, '..', '..', 'serverless.yml'), 'utf8');
    expect(Number(/^\s+edgeCallerCapacity: (\d+)$/m.exec(yml)?.[1])).toBe(edge.DEFAULT_EDGE_CALLER_CAPACITY);
    expect(Number(/^\s+wafRateLimitPerIp: (\d+)$/m.exec(yml)?.[1])).toBe(edge.DEFAULT_WAF_RATE_LIMIT_PER_IP);
  });

  it('adds the WAF rate rule only when its limit is not 0; the body-size rules always', async () => {
    const names = (resources: Json): string[] => resources.ApiWebAcl.Properties.Rules.map((rule: Json) => rule.Name);
    expect(names((await edge(variables())).Resources)).toEqual([
      'rate-per-ip',
      'body-over-limit',
      'binary-body-over-limit',
    ]);
    const { Resources } = await edge(variables({ 'param:wafRateLimitPerIp': '0' }));
    expect(names(Resources)).toEqual(['body-over-limit', 'binary-body-over-limit']);
    expect(Resources.ApiWebAcl.Properties.CustomResponseBodies).toBeUndefined();
    expect(Resources.ApiWebAclAssociation).toBeDefined();
  });

  it('names one CloudFormation resource per gateway response type', async () => {
    // Act
    const { Resources } = await edge(variables());
    // Assess
    const responses = Object.entries(Resources).filter(
      ([, resource]: [string, Json]) => resource.Type === 'AWS::ApiGateway::GatewayResponse',
    );
    expect(responses.map(([id]) => id)).toEqual(
      expect.arrayContaining(['GatewayResponseDefault4XX', 'GatewayResponseDefault5XX', 'GatewayResponseThrottled']),
    );
    expect(new Set(responses.map(([, resource]: [string, Json]) => resource.Properties.ResponseType)).size).toBe(
      responses.length,
    );
    expect(Resources.ApiGatewayUsagePlan.Properties.ApiStages[0].Stage).toBe('dev');
  });

  it('names the single configured origin on gateway responses, and none when there are several', async () => {
    // Act
    const one = await edge(variables({ 'param:corsAllowedOrigins': 'https://a.example.com' }));
    const two = await edge(variables({ 'param:corsAllowedOrigins': 'https://a.example.com,https://b.example.com' }));
    // Assess
    const header = 'gatewayresponse.header.Access-Control-Allow-Origin';
    expect(one.Resources.GatewayResponseThrottled.Properties.ResponseParameters[header]).toBe(
      "'https://a.example.com'",
    );
    expect(two.Resources.GatewayResponseThrottled.Properties.ResponseParameters[header]).toBeUndefined();
  });
});

describe('serverless/routes.cjs', () => {
  it('renders the Lambda rate-limit environment with the default window for a bare limit', () => {
    expect(routes.rateLimitEnvironment({ RATE_LIMIT_APP_DATA: '5', RATE_LIMIT_BILLING: '3/600' })).toEqual({
      RATE_LIMIT_APP_DATA: '5/60',
      RATE_LIMIT_READ: '300/60',
      RATE_LIMIT_WRITE: '60/60',
      RATE_LIMIT_UPLOAD: '10/60',
      RATE_LIMIT_BILLING: '3/600',
      RATE_LIMIT_INVITATION: '10/60',
      RATE_LIMIT_EVENTS: '600/60',
    });
  });
});
