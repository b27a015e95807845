/** The HTTP handler of the message providers' clients (lib/aws/email.ts, lib/aws/sms.ts). */
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { NodeHttpHandler } from '@smithy/node-http-handler';

/**
 * An HTTP handler for a provider call whose outcome must be known (docs/automations-sending.md):
 * a fresh connection per request, so a reset means the request was under way, never that a pooled
 * socket had gone stale; a connection must open within 1 s; an answer must come within 5 s, or the
 * send counts as unknown.
 */
export function providerRequestHandler(): NodeHttpHandler {
  return new NodeHttpHandler({
    connectionTimeout: 1000,
    requestTimeout: 5000,
    throwOnRequestTimeout: true,
    httpAgent: new HttpAgent({ keepAlive: false }),
    httpsAgent: new HttpsAgent({ keepAlive: false }),
  });
}
