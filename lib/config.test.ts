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

  it('fails fast on a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow();
    expect(() => loadConfig({ CLIENT_VERSION: 'latest' })).toThrow();
  });
});
