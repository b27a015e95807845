// Loads the TypeScript route table, its deploy-only settings (runtime, environment, access: each
// resource's functions/<resource>/settings.ts, which lib/http/route-settings.ts finds and merges) and the
// rate-limit configuration for the serverless.yml generators, so functions, throttles, IAM and the
// Lambda environment all derive from the same typed source.
require('esbuild-register/dist/node').register({ target: 'node20' });
const routesModule = require('../lib/http/routes.ts');
const routeSettingsModule = require('../lib/http/route-settings.ts');
const { parseOrigins } = require('../lib/config.ts');
const groups = require('../lib/rate-limit/groups.ts');

/** API Gateway paths have no leading slash in serverless.yml. */
const gatewayPath = (path) => path.replace(/^\//, '');

/** The group limits in force for a deployment: the defaults (docs/api.md, *Rate limits*), overridden by RATE_LIMIT_<GROUP>. */
const rateLimits = (env = process.env) => groups.rateLimitsFrom(env);

/** `RATE_LIMIT_<GROUP>: <limit>/<window>` for the Lambda environment, so the app enforces what the edge throttles. */
const rateLimitEnvironment = (env = process.env) => groups.rateLimitEnvironment(rateLimits(env));

/** `getAppData` → `GetAppData`, the prefix of a function's CloudFormation logical ids. */
const logicalName = (functionName) => functionName.charAt(0).toUpperCase() + functionName.slice(1);

module.exports = {
  ...routesModule,
  ...routeSettingsModule,
  gatewayPath,
  parseOrigins: (value) => parseOrigins(String(value ?? '')),
  rateLimits,
  rateLimitEnvironment,
  logicalName,
};
