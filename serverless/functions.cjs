// Generates serverless.yml's `functions` from the route table (lib/http/routes.ts), so the two
// cannot drift: one function per route, plus the catch-all that answers 404 and 405.
require('esbuild-register/dist/node').register({ target: 'node20' });
const { routeEntries, handlerPath, CATCH_ALL_FUNCTION, CATCH_ALL_HANDLER } = require('../lib/http/routes.ts');

/** API Gateway paths have no leading slash in serverless.yml. */
const gatewayPath = (path) => path.replace(/^\//, '');

function routeFunctions() {
  const functions = {};
  for (const [name, route] of routeEntries()) {
    if (!require('node:fs').existsSync(`${__dirname}/../${handlerPath(name).replace(/\.handler$/, '.ts')}`)) continue; // TEMP until every handler lands
    functions[name] = {
      handler: handlerPath(name),
      events: [{ http: { method: route.method.toLowerCase(), path: gatewayPath(route.path) } }],
    };
  }
  return functions;
}

function catchAllFunction() {
  const paths = [...new Set(routeEntries().map(([, route]) => gatewayPath(route.path)))];
  // ANY on every known path catches the methods that path lacks (405); {proxy+} catches the rest (404).
  const events = ['', '{proxy+}', ...paths].map((path) => ({ http: { method: 'any', path } }));
  return { [CATCH_ALL_FUNCTION]: { handler: CATCH_ALL_HANDLER, events } };
}

module.exports = () => ({ ...routeFunctions(), ...catchAllFunction() });
