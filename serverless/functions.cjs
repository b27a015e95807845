// Generates serverless.yml's `functions` from the route table (lib/http/routes.ts) and its settings
// (memory, timeout, environment: each resource's functions/<resource>/settings.ts, merged by
// lib/http/route-settings.ts), so they cannot drift: one function per
// route behind the Lambda authorizer and the usage plan, the authorizer itself, the catch-all
// that answers 404 and 405 before any authentication, and the background functions (automations).
const {
  AUTHORIZER_FUNCTION,
  AUTHORIZER_HANDLER,
  BACKGROUND_FUNCTIONS,
  BACKGROUND_SETTINGS,
  BEARER_PATTERN,
  CATCH_ALL_FUNCTION,
  CATCH_ALL_HANDLER,
  deploySources,
  gatewayPath,
  handlerPath,
  logicalName,
  parseOrigins,
  runtimeOf,
  settingsOf,
} = require('./routes.cjs');
// After routes.cjs, which registers the TypeScript loader.
const { CORS_MAX_AGE_SECONDS, CORS_REQUEST_HEADERS } = require('../lib/http/cors.ts');

/**
 * A route that changes who may do what flushes the stage's authorizer cache while the stage caches
 * (lib/aws/authorizer-cache.ts): it is told the stage, its REST API and the cache's TTL.
 */
const ACCESS_CHANGE_ENVIRONMENT = {
  API_GATEWAY_REST_API_ID: { Ref: 'ApiGatewayRestApi' },
  API_GATEWAY_STAGE: '${sls:stage}',
  AUTHORIZER_CACHE_TTL_SECONDS: '${param:authorizerCacheTtl}',
};

/** A route's own environment (its resource's functions/<resource>/settings.ts), and the flush's where it changes access. */
function environmentOf(name, route, settings) {
  const environment = {
    ...settingsOf(name, settings).environment,
    ...(route.changesAccess ? ACCESS_CHANGE_ENVIRONMENT : {}),
  };
  return Object.keys(environment).length > 0 ? { environment } : {};
}

/** The role of a function: a logical id of serverless/iam.cjs. */
const roleOf = (functionName) => `${logicalName(functionName)}LambdaRole`;

function authorizerReference(resultTtlInSeconds) {
  return {
    name: AUTHORIZER_FUNCTION,
    type: 'token',
    identitySource: 'method.request.header.Authorization',
    identityValidationExpression: BEARER_PATTERN,
    resultTtlInSeconds,
  };
}

function routeFunctions({ origins, authorizerTtl }, { routes, settings }) {
  const functions = {};
  for (const [name, route] of Object.entries(routes)) {
    const http = {
      method: route.method.toLowerCase(),
      path: gatewayPath(route.path),
      authorizer: authorizerReference(authorizerTtl),
      // The usage plan (and its per-method throttles) applies only to methods that require a key;
      // with apiKeySourceType AUTHORIZER the key is the authorizer's usageIdentifierKey, never a header.
      private: true,
    };
    if (origins.length > 0) {
      // The local gateway answers preflights from the same definitions (preflightHeaders, lib/http/cors.ts).
      http.cors = { origins, headers: CORS_REQUEST_HEADERS, allowCredentials: false, maxAge: CORS_MAX_AGE_SECONDS };
    }
    functions[name] = {
      handler: handlerPath(name, route),
      role: roleOf(name),
      ...runtimeOf(name, settings),
      ...environmentOf(name, route, settings),
      events: [{ http }],
    };
  }
  return functions;
}

function authorizerFunction() {
  return {
    [AUTHORIZER_FUNCTION]: {
      handler: AUTHORIZER_HANDLER,
      role: roleOf(AUTHORIZER_FUNCTION),
      memorySize: 256,
      // Above its DynamoDB client's retry budget (3 attempts of ≤ 1 s to connect and ≤ 2.5 s to
      // answer, lib/aws/dynamo.ts), so a hung database ends in the authorizer's own logged failure.
      timeout: 12,
      environment: {
        USAGE_PLAN_API_KEY: '${param:usagePlanApiKey}',
        // Revocation takes effect within authorizerCacheTtl + this (docs/deploy.md).
        AUTH_CACHE_TTL_SECONDS: '${param:authorizerContainerCacheTtl}',
      },
    },
  };
}

function catchAllFunction({ routes }) {
  const paths = [...new Set(Object.values(routes).map((route) => gatewayPath(route.path)))];
  // ANY on every known path catches the methods that path lacks (405); {proxy+} catches the rest (404).
  // No authorizer: an unknown route or a wrong method answers before authentication (docs/api.md, *The order of checks*).
  const events = ['', '{proxy+}', ...paths].map((path) => ({ http: { method: 'any', path } }));
  return {
    [CATCH_ALL_FUNCTION]: {
      handler: CATCH_ALL_HANDLER,
      role: roleOf(CATCH_ALL_FUNCTION),
      memorySize: 256,
      timeout: 5,
      events,
    },
  };
}

/**
 * The functions no route invokes (lib/http/background-functions.ts), with the runtime, environment,
 * access and asynchronous-invocation settings BACKGROUND_SETTINGS declares (lib/http/route-settings.ts).
 * Their triggers are resources of serverless/automations.cjs: the sender's event-source mapping on the
 * table's stream, the waker's EventBridge Scheduler schedule.
 */
function backgroundFunctions() {
  const functions = {};
  for (const [name, handler] of Object.entries(BACKGROUND_FUNCTIONS)) {
    const { runtime, environment, asyncInvoke } = BACKGROUND_SETTINGS[name];
    functions[name] = {
      handler,
      role: roleOf(name),
      ...runtime,
      ...(environment ? { environment: { ...environment } } : {}),
      ...asyncInvoke,
    };
  }
  return functions;
}

/** The functions of a route table and its settings (`sources`, lib/http/route-settings.ts): the real ones unless a test hands in others. */
module.exports = async ({ resolveVariable }, sources = deploySources) => {
  const origins = parseOrigins(await resolveVariable('param:corsAllowedOrigins'));
  const authorizerTtl = Number(await resolveVariable('param:authorizerCacheTtl'));
  return {
    ...routeFunctions({ origins, authorizerTtl }, sources),
    ...authorizerFunction(),
    ...catchAllFunction(sources),
    ...backgroundFunctions(),
  };
};

module.exports.roleOf = roleOf;
