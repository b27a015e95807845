import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { printedJson } from '../test/support/stdout';
import type * as LogModule from './log';
import { initialLevel, logInfoLine, logger } from './log';

const context = {
  functionName: 'getCompany',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:getCompany',
  memoryLimitInMB: '512',
  awsRequestId: 'c6af9ac6-7b61-11e6-9a41-93e812345678',
} as Context;

/** The JSON lines `write` prints on stdout, timestamps checked and dropped (they differ by the microseconds between two lines). */
function printed(write: () => void): Array<Record<string, unknown>> {
  return printedJson(write).map(({ timestamp, ...rest }) => {
    expect(timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    return rest;
  });
}

describe('logInfoLine', () => {
  const attributes = {
    request_id: 'r-1',
    source_ip: null,
    route: 'getCompany',
    status: 200,
    key_id: undefined,
    note: '',
    cold_start: false,
    latency_ms: 2.5,
  };

  afterEach(() => {
    delete process.env._X_AMZN_TRACE_ID;
    logger.setLogLevel('INFO');
  });

  it.each([
    ['without a trace', undefined, false],
    [
      'with an X-Ray trace, on a cold start',
      'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1',
      true,
    ],
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
    expect(
      printed(() => {
        logger.info('request', attributes);
        logInfoLine('request', context, attributes);
      }),
    ).toEqual([]);
  });
});

describe('the logger', () => {
  const LEVEL_VARIABLES = [
    'AWS_LAMBDA_LOG_LEVEL',
    'POWERTOOLS_LOG_LEVEL',
    'LOG_LEVEL',
    'POWERTOOLS_LOGGER_SAMPLE_RATE',
  ] as const;
  const saved = Object.fromEntries(LEVEL_VARIABLES.map((name) => [name, process.env[name]]));

  afterEach(() => {
    for (const name of LEVEL_VARIABLES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it.each<[string, Partial<Record<(typeof LEVEL_VARIABLES)[number], string>>]>([
    ['nothing set', {}],
    ['POWERTOOLS_LOG_LEVEL', { POWERTOOLS_LOG_LEVEL: 'WARN' }],
    ['a lower-case name, which Powertools ignores', { POWERTOOLS_LOG_LEVEL: 'warn' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'ERROR' }],
    ['POWERTOOLS_LOG_LEVEL over LOG_LEVEL', { POWERTOOLS_LOG_LEVEL: 'DEBUG', LOG_LEVEL: 'ERROR' }],
    ["Lambda's logging controls over both", { AWS_LAMBDA_LOG_LEVEL: 'ERROR', POWERTOOLS_LOG_LEVEL: 'DEBUG' }],
    ['FATAL, read as CRITICAL', { AWS_LAMBDA_LOG_LEVEL: 'FATAL' }],
    ['SILENT', { POWERTOOLS_LOG_LEVEL: 'SILENT' }],
    ['debug sampling of every container', { POWERTOOLS_LOG_LEVEL: 'WARN', POWERTOOLS_LOGGER_SAMPLE_RATE: '1' }],
    ['debug sampling, below TRACE', { POWERTOOLS_LOG_LEVEL: 'TRACE', POWERTOOLS_LOGGER_SAMPLE_RATE: '1' }],
  ])('starts at the level Powertools starts at: %s', (_case, variables) => {
    // Prepare
    for (const name of LEVEL_VARIABLES) delete process.env[name];
    Object.assign(process.env, variables);
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    // Act
    const powertools = new Logger({ serviceName: 'levels' });
    spy.mockRestore();
    // Assess
    expect(initialLevel(process.env, variables.POWERTOOLS_LOGGER_SAMPLE_RATE === '1')).toBe(powertools.level);
  });

  it("loads Powertools on its first line, and shows the container's cold start only on its first invocation", () => {
    // Powertools reports a cold start only in an on-demand Lambda environment.
    process.env.AWS_LAMBDA_INITIALIZATION_TYPE = 'on-demand';
    jest.isolateModules(() => {
      // Prepare: a fresh module, two invocations before any line.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module's state
      const fresh = require('./log') as typeof LogModule;
      fresh.logger.addContext(context);
      fresh.logger.addContext(context);
      // Act
      const [line] = printed(() => fresh.logger.info('later', { n: 1 }));
      // Assess
      expect(line).toMatchObject({
        level: 'INFO',
        message: 'later',
        cold_start: false,
        function_request_id: context.awsRequestId,
        n: 1,
      });
    });
    delete process.env.AWS_LAMBDA_INITIALIZATION_TYPE;
  });
});
