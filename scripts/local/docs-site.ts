/**
 * The API description pages `npm start` serves outside /api/v1, without a key (contract §12):
 * GET /openapi.json (docs/openapi.json) and GET /docs, Swagger UI from the swagger-ui-dist package
 * (no CDN: it works offline). Its "Try it out" calls this same server with the key pasted under
 * "Authorize". Not deployed to AWS.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const SWAGGER_UI = join(ROOT, 'node_modules', 'swagger-ui-dist');

/** The Swagger UI files the page loads, by the path it loads them from. */
const ASSETS: Record<string, { file: string; type: string }> = {
  '/docs/swagger-ui.css': { file: join(SWAGGER_UI, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  '/docs/swagger-ui-bundle.js': { file: join(SWAGGER_UI, 'swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' },
  '/docs/swagger-ui-standalone-preset.js': { file: join(SWAGGER_UI, 'swagger-ui-standalone-preset.js'), type: 'text/javascript; charset=utf-8' },
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

function send(response: ServerResponse, type: string, body: string | Buffer): void {
  response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
  response.end(body);
}

/** Answers the docs-site paths (GET only); false for every other request. */
export function serveDocsSite(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET') return false;
  const path = (request.url ?? '/').split('?')[0];
  if (path === '/openapi.json') send(response, 'application/json', readFileSync(join(ROOT, 'docs', 'openapi.json')));
  else if (path === '/docs' || path === '/docs/') send(response, 'text/html; charset=utf-8', PAGE);
  else if (path === '/docs/init.js') send(response, 'text/javascript; charset=utf-8', INIT);
  else if (path !== undefined && ASSETS[path]) send(response, ASSETS[path].type, readFileSync(ASSETS[path].file));
  else return false;
  return true;
}
