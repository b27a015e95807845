/** What the message providers' clients share (lib/aws/email.ts, lib/aws/sms.ts): their HTTP handler and settings. */
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { config } from '../config';
import { localCredentials } from './local';

/**
 * An HTTP handler for a provider call whose outcome must be known (docs/automations-sending.md):
 * a fresh connection per request, so a reset means the request was under way, never that a pooled
 * socket had gone stale; a connection must open within 1 s; an answer must come within 5 s, or the
 * send counts as unknown.
 */
function providerRequestHandler(): NodeHttpHandler {
  return new NodeHttpHandler({
    connectionTimeout: 1000,
    requestTimeout: 5000,
    throwOnRequestTimeout: true,
    httpAgent: new HttpAgent({ keepAlive: false }),
    httpsAgent: new HttpsAgent({ keepAlive: false }),
  });
}

/**
 * A provider client's settings: the stage's region, the local endpoint (with the local credentials)
 * when there is one, one attempt (the sender retries on its own, and must know whether a request may
 * have left) and the handler above.
 */
export function providerClientSettings(endpoint: string | undefined) {
  return {
    region: config.region,
    endpoint,
    ...(endpoint && config.isLocal ? { credentials: localCredentials } : {}),
    maxAttempts: 1,
    requestHandler: providerRequestHandler(),
  };
}
