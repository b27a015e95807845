// The edge half of contract §7 and the gateway responses:
// - the usage plan's per-method throttles, keyed `/<resource path>/<METHOD>`, from the same group
//   numbers the application enforces (rate = limit ÷ window per second, burst = limit), and a
//   plan-level throttle that is their sum, so it never binds before a method's own;
// - every API Gateway response type rendered as a problem+json document, so no default AWS message
//   ever reaches a client.
// Merged into the usage plan serverless creates for provider.apiGateway.apiKeys (it owns the
// DependsOn on the deployment, whose logical id changes on every package).
const { gatewayPath, parseOrigins, rateLimits, routeEntries } = require('./routes.cjs');

/** The throttle of one rate-limit group at the edge. */
function groupThrottle({ limit, windowSeconds }) {
  return { RateLimit: limit / windowSeconds, BurstLimit: limit };
}

/** `{ '/api/v1/app-data/GET': { RateLimit, BurstLimit }, … }` for every deployed route. */
function methodThrottles(env = process.env) {
  const limits = rateLimits(env);
  return Object.fromEntries(
    routeEntries().map(([, route]) => [`/${gatewayPath(route.path)}/${route.method}`, groupThrottle(limits[route.group])]),
  );
}

/** The plan-level throttle: every method at its own full rate at once (rounded up to 1/1000 request/s). */
function planThrottle(throttles) {
  const all = Object.values(throttles);
  return {
    RateLimit: Math.ceil(all.reduce((sum, throttle) => sum + throttle.RateLimit, 0) * 1000) / 1000,
    BurstLimit: all.reduce((sum, throttle) => sum + throttle.BurstLimit, 0),
  };
}

const {
  ForbiddenError,
  MalformedRequestError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
} = require('../lib/errors.ts');
const { problemOf, toAppError } = require('../lib/http/problem.ts');

const internalError = () => toAppError(new Error('gateway'));
const unavailable = () => new ServiceUnavailableError(undefined, 5);

/**
 * API Gateway's response types (REST) with the AppError each one answers as, rendered by the same
 * problemOf as the Lambda responses. An integration or authorizer failure is a dependency that is
 * down (503); a usage-plan key missing from the plan is a deployment fault (500), not the client's.
 */
const GATEWAY_ERRORS = {
  UNAUTHORIZED: () => new UnauthorizedError(),
  EXPIRED_TOKEN: () => new UnauthorizedError(),
  ACCESS_DENIED: () => new ForbiddenError('This key may not perform this operation'),
  INVALID_SIGNATURE: () => new ForbiddenError('This request may not be performed'),
  WAF_FILTERED: () => new ForbiddenError('This request may not be performed'),
  MISSING_AUTHENTICATION_TOKEN: () => new NotFoundError('No route matches this path'),
  RESOURCE_NOT_FOUND: () => new NotFoundError('No route matches this path'),
  BAD_REQUEST_BODY: () => new MalformedRequestError(),
  BAD_REQUEST_PARAMETERS: () => new MalformedRequestError(),
  REQUEST_TOO_LARGE: () => new PayloadTooLargeError(),
  UNSUPPORTED_MEDIA_TYPE: () => new UnsupportedMediaTypeError(),
  THROTTLED: () => new RateLimitedError(1),
  QUOTA_EXCEEDED: () => new RateLimitedError(60),
  INVALID_API_KEY: internalError,
  API_CONFIGURATION_ERROR: internalError,
  AUTHORIZER_CONFIGURATION_ERROR: internalError,
  AUTHORIZER_FAILURE: unavailable,
  INTEGRATION_FAILURE: unavailable,
  INTEGRATION_TIMEOUT: unavailable,
  DEFAULT_4XX: () => new MalformedRequestError('The request was rejected'),
  DEFAULT_5XX: internalError,
};

/** `DEFAULT_4XX` → `GatewayResponseDefault4XX`. */
const gatewayResponseLogicalId = (type) =>
  `GatewayResponse${type
    .split('_')
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join('')
    .replace(/xx$/, 'XX')}`;

function gatewayResponse(type, error, origins) {
  const headers = {
    'Content-Type': 'application/problem+json',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    ...error.headers,
  };
  // A gateway response cannot choose among origins; with exactly one configured it can name it.
  if (origins.length === 1) Object.assign(headers, { 'Access-Control-Allow-Origin': origins[0], Vary: 'Origin' });
  const parameters = Object.fromEntries(Object.entries(headers).map(([name, value]) => [`gatewayresponse.header.${name}`, `'${value}'`]));
  parameters['gatewayresponse.header.X-Request-Id'] = 'context.requestId';
  return {
    Type: 'AWS::ApiGateway::GatewayResponse',
    Properties: {
      RestApiId: { Ref: 'ApiGatewayRestApi' },
      ResponseType: type,
      StatusCode: String(error.status),
      ResponseParameters: parameters,
      // API Gateway substitutes the `$context` variables (no VTL logic runs here).
      ResponseTemplates: { 'application/json': JSON.stringify(problemOf(error, '$context.path', '$context.requestId')) },
    },
  };
}

module.exports = async ({ resolveVariable }) => {
  const stage = await resolveVariable('sls:stage');
  const origins = parseOrigins(await resolveVariable('param:corsAllowedOrigins'));
  const throttles = methodThrottles();
  const resources = {
    ApiGatewayUsagePlan: {
      Type: 'AWS::ApiGateway::UsagePlan',
      Properties: {
        Description: 'Owning application: per-method throttles from the rate-limit groups (contract §7)',
        Throttle: planThrottle(throttles),
        ApiStages: [{ ApiId: { Ref: 'ApiGatewayRestApi' }, Stage: stage, Throttle: throttles }],
      },
    },
  };
  for (const [type, errorOf] of Object.entries(GATEWAY_ERRORS)) {
    resources[gatewayResponseLogicalId(type)] = gatewayResponse(type, errorOf(), origins);
  }
  return { Resources: resources };
};

module.exports.methodThrottles = methodThrottles;

/** The gateway responses the template deploys, by response type: the local gateway renders these same definitions. */
module.exports.gatewayResponses = (origins) =>
  Object.fromEntries(Object.entries(GATEWAY_ERRORS).map(([type, errorOf]) => [type, gatewayResponse(type, errorOf(), origins).Properties]));
