/**
 * An AWS SDK client without its logger step: no logger is configured, so that step only copies every
 * answer, redacting it, for a logger that discards it (on a list page, a walk over every attribute
 * of 25 records, for nothing).
 */
export function withoutLogger<Client extends { middlewareStack: { remove(name: string): boolean } }>(
  client: Client,
): Client {
  client.middlewareStack.remove('loggerMiddleware');
  return client;
}
