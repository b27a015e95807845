/**
 * The sender's stream on the test table, for end-to-end tests: a poller (scripts/local/stream-poller.ts)
 * with the deployed mapping's settings and filter that feeds a given handler, e.g. the sender's own
 * `handler` with a test context. The jest global setup starts none: tests drive the sender directly
 * unless they start one. Other test files write runs to the same table at the same time, so a poller
 * is usually limited to one company's runs.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { config } from '../../lib/config';
import { SENDER_STREAM_FILTER } from '../../lib/http/background-functions';
import {
  type StreamHandler,
  type StreamPoller,
  type StreamPollerOptions,
  startStreamPoller,
} from '../../scripts/local/stream-poller';

export type { StreamPoller } from '../../scripts/local/stream-poller';

export interface TestStreamOptions extends Partial<Omit<StreamPollerOptions, 'endpoint' | 'tableName' | 'handler'>> {
  /** Only the runs of this company (their partition `AUTORUN#<company>#…`) reach the handler. */
  companyUuid?: string;
}

/**
 * Starts a poller of the test table's stream that invokes `handler` as the sender's event-source
 * mapping would (retries 50 ms apart); stop it with `poller.stop()`, wait for it with `poller.idle()`.
 * @example
 * const poller = await startTestStreamPoller((event) => handler(event, lambdaContext()), { companyUuid });
 * try { … await poller.idle(); … } finally { await poller.stop(); }
 */
export async function startTestStreamPoller(
  handler: (event: DynamoDBStreamEvent) => Promise<unknown>,
  { companyUuid, ...options }: TestStreamOptions = {},
): Promise<StreamPoller> {
  const endpoint = config.dynamoEndpoint;
  if (!endpoint) throw new Error('the test table has no local endpoint: run this from an integration test');
  const filter = companyUuid
    ? {
        ...SENDER_STREAM_FILTER,
        dynamodb: { ...SENDER_STREAM_FILTER.dynamodb, Keys: { PK: { S: [{ prefix: `AUTORUN#${companyUuid}#` }] } } },
      }
    : SENDER_STREAM_FILTER;
  return startStreamPoller({
    endpoint,
    tableName: config.tableName,
    handler: handler as StreamHandler,
    filter,
    retryDelayMilliseconds: () => 50,
    ...options,
  });
}
