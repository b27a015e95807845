import { loadConfig } from './config';
import { DEFAULT_RATE_LIMITS, parseRateLimit, rateLimitVariable } from './rate-limit/groups';

describe('config', () => {
  it('names rate-limit variables after their groups', () => {
    expect(rateLimitVariable('app-data')).toBe('RATE_LIMIT_APP_DATA');
    expect(rateLimitVariable('read')).toBe('RATE_LIMIT_READ');
  });

  it('parses <limit>/<window> and a bare limit', () => {
    expect(parseRateLimit('5/60', DEFAULT_RATE_LIMITS.read)).toEqual({ limit: 5, windowSeconds: 60 });
    expect(parseRateLimit('7', DEFAULT_RATE_LIMITS.read)).toEqual({ limit: 7, windowSeconds: 60 });
    expect(() => parseRateLimit('0/60', DEFAULT_RATE_LIMITS.read)).toThrow();
    expect(() => parseRateLimit('many', DEFAULT_RATE_LIMITS.read)).toThrow();
  });

  it('applies defaults and overrides', () => {
    const config = loadConfig({ RATE_LIMIT_APP_DATA: '5/30', PORT: '3100' });
    expect(config.rateLimits['app-data']).toEqual({ limit: 5, windowSeconds: 30 });
    expect(config.rateLimits.write).toEqual({ limit: 60, windowSeconds: 60 });
    expect(config.local.port).toBe(3100);
    expect(config.dynamoEndpoint).toBe('http://localhost:8000');
  });

  it('uses the regional endpoints inside Lambda', () => {
    const config = loadConfig({ AWS_LAMBDA_FUNCTION_NAME: 'fn', BUCKET_NAME: 'files', AWS_REGION: 'eu-west-1' });
    expect(config.dynamoEndpoint).toBeUndefined();
    expect(config.assetsBaseUrl).toBe('https://files.s3.eu-west-1.amazonaws.com');
  });

  it('targets AWS outside Lambda with STACK_TARGET=aws (the admin CLI against a stage)', () => {
    const local = loadConfig({ TABLE_NAME: 'business-operations-api-prod' });
    const aws = loadConfig({
      STACK_TARGET: 'aws',
      TABLE_NAME: 'business-operations-api-prod',
      AWS_REGION: 'eu-west-1',
    });
    expect([local.dynamoEndpoint, local.s3Endpoint, local.isLocal]).toEqual([
      'http://localhost:8000',
      'http://localhost:4569',
      true,
    ]);
    expect([aws.dynamoEndpoint, aws.s3Endpoint, aws.isLocal, aws.tableName]).toEqual([
      undefined,
      undefined,
      false,
      'business-operations-api-prod',
    ]);
    // An explicit endpoint (a VPC endpoint, say) is still AWS: the operator's credentials, not the emulators'.
    expect(
      loadConfig({ STACK_TARGET: 'aws', DYNAMODB_ENDPOINT: 'https://dynamodb.eu-west-1.amazonaws.com' }).isLocal,
    ).toBe(false);
    expect(() => loadConfig({ STACK_TARGET: 'prod' })).toThrow(/STACK_TARGET must be "local" or "aws"/);
  });

  it('fails fast on a bad value, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be an integer from 1 to 65535/);
    expect(() => loadConfig({ PORT: '0' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '80.5' })).toThrow(/PORT/);
    expect(() => loadConfig({ AUTH_CACHE_TTL_SECONDS: '61' })).toThrow(
      /AUTH_CACHE_TTL_SECONDS must be an integer from 0 to 60/,
    );
    expect(() => loadConfig({ CLIENT_VERSION: 'latest' })).toThrow(/CLIENT_VERSION must be a semantic version/);
    expect(() => loadConfig({ AUTHORIZER_CACHE_TTL_SECONDS: 'abc' })).toThrow(
      /AUTHORIZER_CACHE_TTL_SECONDS must be an integer from 0 to 3600/,
    );
    expect(() => loadConfig({ TABLE_NAME: '' })).toThrow(/TABLE_NAME must be at least 1 character/);
    expect(() => loadConfig({ BILLING_STATE_SECRET: 'short' })).toThrow(
      /BILLING_STATE_SECRET must be at least 16 character/,
    );
    expect(() => loadConfig({ BILLING_SIGN_IN_URL: 'billing.example.com/sign-in' })).toThrow(
      /BILLING_SIGN_IN_URL must be an absolute URL/,
    );
  });

  it('reads how often npm start invokes the waker of held runs (AWS: every minute)', () => {
    expect(loadConfig({}).local.scheduleSeconds).toBe(60);
    expect(loadConfig({ LOCAL_SCHEDULE_SECONDS: '2' }).local.scheduleSeconds).toBe(2);
    expect(() => loadConfig({ LOCAL_SCHEDULE_SECONDS: '0' })).toThrow(
      /LOCAL_SCHEDULE_SECONDS must be an integer from 1 to 3600/,
    );
  });

  it('reads optional values trimmed, blank as unset, and integers from their decimal text', () => {
    const config = loadConfig({
      DYNAMODB_ENDPOINT: '  ',
      S3_ENDPOINT: ' http://localhost:9000 ',
      AUTH_CACHE_TTL_SECONDS: '0',
      CLIENT_VERSION: '2.1.0-beta.1',
    });
    expect(config.dynamoEndpoint).toBe('http://localhost:8000');
    expect(config.s3Endpoint).toBe('http://localhost:9000');
    expect(config.authCacheTtlMs).toBe(0);
    expect(config.clientVersion).toBe('2.1.0-beta.1');
  });

  it("derives the message providers' local endpoints like the others, and reads their settings", () => {
    const local = loadConfig({ SES_LOCAL_PORT: '9005' });
    const lambda = loadConfig({
      AWS_LAMBDA_FUNCTION_NAME: 'fn',
      EMAIL_FROM_ADDRESS: 'Acme <automations@acme.example>',
      SES_CONFIGURATION_SET: 'automations',
      SMS_ORIGINATION_IDENTITY: '+15555550199',
      SMS_CONFIGURATION_SET: ' ',
    });
    expect([local.email, local.sms]).toEqual([
      { fromAddress: 'automations@example.com', configurationSet: undefined, endpoint: 'http://localhost:9005' },
      { originationIdentity: undefined, configurationSet: undefined, endpoint: 'http://localhost:8006' },
    ]);
    expect([lambda.email, lambda.sms]).toEqual([
      { fromAddress: 'Acme <automations@acme.example>', configurationSet: 'automations', endpoint: undefined },
      { originationIdentity: '+15555550199', configurationSet: undefined, endpoint: undefined },
    ]);
    expect(() => loadConfig({ EMAIL_FROM_ADDRESS: 'automations' })).toThrow(
      /EMAIL_FROM_ADDRESS must be an e-mail address/,
    );
  });
});
