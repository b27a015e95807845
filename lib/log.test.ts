import type { Context } from 'aws-lambda';
import { logInfoLine, logger } from './log';

const context = {
  functionName: 'getCompany',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:getCompany',
  memoryLimitInMB: '512',
  awsRequestId: 'c6af9ac6-7b61-11e6-9a41-93e812345678',
} as Context;

/** The JSON lines `write` prints on stdout, timestamps dropped (they differ by the microseconds between the two). */
function printed(write: () => void): Array<Record<string, unknown>> {
  const lines: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  try {
    write();
  } finally {
    spy.mockRestore();
  }
  return lines.map((line) => {
    const { timestamp, ...rest } = JSON.parse(line) as Record<string, unknown>;
    expect(timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    return rest;
  });
}

describe('logInfoLine', () => {
  const attributes = { request_id: 'r-1', source_ip: null, route: 'getCompany', status: 200, key_id: undefined, note: '', cold_start: false, latency_ms: 2.5 };

  afterEach(() => {
    delete process.env._X_AMZN_TRACE_ID;
    logger.setLogLevel('INFO');
  });

  it.each([
    ['without a trace', undefined, false],
    ['with an X-Ray trace, on a cold start', 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1', true],
  ])('prints the line Powertools prints for the same attributes, %s', (_case, trace, cold) => {
    // Prepare
    if (trace) process.env._X_AMZN_TRACE_ID = trace;
    logger.addContext(context);
    const sent = { ...attributes, cold_start: cold };
    // Act
    const [powertools, direct] = printed(() => {
      logger.info('request', sent);
      logInfoLine('request', context, sent);
    });
    // Assess: the same keys in the same order, the same values.
    expect(direct).toBeDefined();
    expect(JSON.stringify(direct)).toBe(JSON.stringify(powertools));
    expect(direct).toMatchObject({ level: 'INFO', function_request_id: context.awsRequestId, cold_start: cold });
    expect(Object.keys(direct ?? {})).not.toEqual(expect.arrayContaining(['source_ip']));
  });

  it('prints nothing when the logger is set above INFO, as Powertools', () => {
    logger.setLogLevel('WARN');
    expect(printed(() => {
      logger.info('request', attributes);
      logInfoLine('request', context, attributes);
    })).toEqual([]);
  });
});
