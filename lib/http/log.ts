/**
 * Edge logging: one structured line per unexpected failure. Never logs headers, bodies or keys,
 * so no secret can reach the logs.
 */
export function logError(requestId: string, route: string | undefined, error: unknown): void {
  const failure = error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { value: String(error) };
  console.error(JSON.stringify({ level: 'error', request_id: requestId, route, error: failure }));
}
