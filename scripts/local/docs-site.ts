/**
 * The API description pages `npm start` serves outside /api/v1, without a key:
 * GET /openapi.json (docs/openapi.json) and GET /docs, Swagger UI from the swagger-ui-dist package
 * (no CDN: it works offline). Its "Try it out" calls this same server with the key pasted under
 * "Authorize". Not deployed to AWS.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { mayBeCompressed } from '../../lib/http/compression';
import { requestIdFrom } from '../../lib/http/request';
import { SECURITY_HEADERS } from '../../lib/http/security-headers';
import { writeAnswer } from './gateway/responses';

const ROOT = join(__dirname, '..', '..');
const SWAGGER_UI = join(ROOT, 'node_modules', 'swagger-ui-dist');

/** The Swagger UI files the page loads, by the path it loads them from. */
const ASSETS: Record<string, { file: string; type: string }> = {
  '/docs/swagger-ui.css': { file: join(SWAGGER_UI, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  '/docs/swagger-ui-bundle.js': {
    file: join(SWAGGER_UI, 'swagger-ui-bundle.js'),
    type: 'text/javascript; charset=utf-8',
  },
  '/docs/swagger-ui-standalone-preset.js': {
    file: join(SWAGGER_UI, 'swagger-ui-standalone-preset.js'),
    type: 'text/javascript; charset=utf-8',
  },
  '/docs/favicon-32x32.png': { file: join(SWAGGER_UI, 'favicon-32x32.png'), type: 'image/png' },
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Business Operations API reference</title>
    <link rel="stylesheet" href="/docs/swagger-ui.css">
    <link rel="icon" type="image/png" href="/docs/favicon-32x32.png">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/docs/swagger-ui-bundle.js"></script>
    <script src="/docs/swagger-ui-standalone-preset.js"></script>
    <script src="/docs/init.js"></script>
  </body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#swagger-ui',
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
  deepLinking: true,
  persistAuthorization: true,
  validatorUrl: null,
});
`;

/** 200 with the headers every answer of the API carries and gzip when accepted. */
function send(request: IncomingMessage, response: ServerResponse, type: string, body: string | Buffer): void {
  const requestId = requestIdFrom(
    typeof request.headers['x-request-id'] === 'string' ? request.headers['x-request-id'] : undefined,
  );
  const headers: Array<[string, string]> = [
    ['Content-Type', type],
    ['Cache-Control', 'no-store'],
    ...Object.entries(SECURITY_HEADERS),
    ['X-Request-Id', requestId],
    ...(mayBeCompressed(body) ? [['Vary', 'Accept-Encoding'] as [string, string]] : []),
  ];
  writeAnswer(response, { statusCode: 200, headers, body: Buffer.from(body) }, request.headers['accept-encoding']);
}

/** Answers the docs-site paths (GET only); false for every other request. */
export function serveDocsSite(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET') return false;
  const path = (request.url ?? '/').split('?')[0];
  if (path === '/openapi.json')
    send(request, response, 'application/json', readFileSync(join(ROOT, 'docs', 'openapi.json')));
  else if (path === '/docs' || path === '/docs/') send(request, response, 'text/html; charset=utf-8', PAGE);
  else if (path === '/docs/init.js') send(request, response, 'text/javascript; charset=utf-8', INIT);
  else if (path !== undefined && ASSETS[path])
    send(request, response, ASSETS[path].type, readFileSync(ASSETS[path].file));
  else return false;
  return true;
}
