/** Bench events as API Gateway delivers them (no configuration loaded here: bench.ts imports it first). */
import type { APIGatewayProxyEvent } from 'aws-lambda';

/** The event with an authorizer's context in it, where API Gateway puts it. */
export function withAuthorizer<Event extends APIGatewayProxyEvent>(event: Event, authorizer: Record<string, unknown>): Event {
  return { ...event, requestContext: { ...event.requestContext, authorizer } };
}
