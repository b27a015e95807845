/** Bench events as API Gateway delivers them (no configuration loaded here: bench.ts imports it first). */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { type EventOverrides, loadEvent, withRequest } from '../../test/support/invoke';

/** The bench company as a caller: its key, its uuid and the authorizer's context for the key (authorized.ts). */
export interface BenchCaller {
  key: string;
  companyUuid: string;
  authorizer: Record<string, unknown>;
}

/** The event with an authorizer's context in it, where API Gateway puts it. */
export function withAuthorizer<Event extends APIGatewayProxyEvent>(
  event: Event,
  authorizer: Record<string, unknown>,
): Event {
  return { ...event, requestContext: { ...event.requestContext, authorizer } };
}

const EVENTS = resolve(__dirname, '..', '..', 'events');

/**
 * A function's sample event (events/<function>/basic.json) sent by the bench caller: its key, its
 * company in the path, and the authorizer's context API Gateway adds, so the whole stack runs as in AWS.
 */
export function benchEvent(
  functionDir: string,
  caller: BenchCaller,
  overrides: EventOverrides = {},
): APIGatewayProxyEvent {
  // Every function has a basic case but the catch-all, whose one case is an unknown path.
  const name = existsSync(join(EVENTS, functionDir, 'basic.json'))
    ? 'basic'
    : readdirSync(join(EVENTS, functionDir))[0]?.replace(/\.json$/, '');
  const event = loadEvent(`${functionDir}/${name ?? 'basic'}`);
  const company: Record<string, string> = event.pathParameters?.company_uuid
    ? { company_uuid: caller.companyUuid }
    : {};
  return withAuthorizer(
    withRequest(event, { key: caller.key, ...overrides, pathParameters: { ...company, ...overrides.pathParameters } }),
    caller.authorizer,
  );
}
