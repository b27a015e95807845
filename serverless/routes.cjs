// Loads the TypeScript route table and rate-limit configuration for the serverless.yml generators,
// so functions, throttles, IAM and the Lambda environment all derive from the same source.
require('esbuild-register/dist/node').register({ target: 'node20' });
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const routesModule = require('../lib/http/routes.ts');
const { DEFAULT_RATE_LIMITS, RATE_LIMIT_GROUPS, parseRateLimit, rateLimitVariable } = require('../lib/config.ts');

const ROOT = join(__dirname, '..');
const AUTHORIZER_FUNCTION = 'authorizer';
const AUTHORIZER_HANDLER = 'functions/auth/authorizer.handler';

/** API Gateway paths have no leading slash in serverless.yml. */
const gatewayPath = (path) => path.replace(/^\//, '');

/** TEMP until every handler lands: routes whose handler file does not exist yet are left out. */
function handlerExists(name) {
  return existsSync(join(ROOT, routesModule.handlerPath(name).replace(/\.handler$/, '.ts')));
}

/** [name, route] pairs that get a function. */
function deployedRoutes() {
  return routesModule.routeEntries().filter(([name]) => handlerExists(name));
}

/** The group limits in force for a deployment: contract §7 defaults, overridden by RATE_LIMIT_<GROUP>. */
function rateLimits(env = process.env) {
  return Object.fromEntries(
    RATE_LIMIT_GROUPS.map((group) => {
      const raw = env[rateLimitVariable(group)];
      return [group, raw ? parseRateLimit(raw, DEFAULT_RATE_LIMITS[group]) : DEFAULT_RATE_LIMITS[group]];
    }),
  );
}

/** `RATE_LIMIT_<GROUP>: <limit>/<window>` for the Lambda environment, so the app enforces what the edge throttles. */
function rateLimitEnvironment(env = process.env) {
  const limits = rateLimits(env);
  return Object.fromEntries(RATE_LIMIT_GROUPS.map((group) => [rateLimitVariable(group), `${limits[group].limit}/${limits[group].windowSeconds}`]));
}

/** `getAppData` → `GetAppData`, the prefix of a function's CloudFormation logical ids. */
const logicalName = (functionName) => functionName.charAt(0).toUpperCase() + functionName.slice(1);

module.exports = {
  ...routesModule,
  AUTHORIZER_FUNCTION,
  AUTHORIZER_HANDLER,
  gatewayPath,
  handlerExists,
  deployedRoutes,
  rateLimits,
  rateLimitEnvironment,
  logicalName,
};
