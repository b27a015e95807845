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

/**
 * API Gateway's response types (REST) with the problem each one answers as. Statuses follow the
 * contract's table: an integration or authorizer failure is a dependency that is down (503).
 */
const GATEWAY_RESPONSES = {
  UNAUTHORIZED: { status: 401, code: 'unauthorized', title: 'Unauthorized', detail: 'A valid bearer key is required', headers: { 'WWW-Authenticate': 'Bearer' } },
  EXPIRED_TOKEN: { status: 401, code: 'unauthorized', title: 'Unauthorized', detail: 'A valid bearer key is required', headers: { 'WWW-Authenticate': 'Bearer' } },
  ACCESS_DENIED: { status: 403, code: 'forbidden', title: 'Forbidden', detail: 'This key may not perform this operation' },
  INVALID_SIGNATURE: { status: 403, code: 'forbidden', title: 'Forbidden', detail: 'This request may not be performed' },
  WAF_FILTERED: { status: 403, code: 'forbidden', title: 'Forbidden', detail: 'This request may not be performed' },
  MISSING_AUTHENTICATION_TOKEN: { status: 404, code: 'not_found', title: 'Not found', detail: 'No route matches this path' },
  RESOURCE_NOT_FOUND: { status: 404, code: 'not_found', title: 'Not found', detail: 'No route matches this path' },
  BAD_REQUEST_BODY: { status: 400, code: 'malformed_request', title: 'Malformed request', detail: 'The request could not be parsed' },
  BAD_REQUEST_PARAMETERS: { status: 400, code: 'malformed_request', title: 'Malformed request', detail: 'The request could not be parsed' },
  REQUEST_TOO_LARGE: { status: 413, code: 'payload_too_large', title: 'Payload too large', detail: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type', title: 'Unsupported media type', detail: 'The Content-Type is not supported' },
  THROTTLED: { status: 429, code: 'rate_limited', title: 'Too many requests', detail: 'Rate limit exceeded; retry later', headers: { 'Retry-After': '1' } },
  QUOTA_EXCEEDED: { status: 429, code: 'rate_limited', title: 'Too many requests', detail: 'Quota exceeded; retry later', headers: { 'Retry-After': '60' } },
  // The usage-plan key the authorizer returned is not in the plan: a deployment fault, not the client's.
  INVALID_API_KEY: { status: 500, code: 'internal_error', title: 'Internal server error', detail: 'An unexpected error occurred' },
  API_CONFIGURATION_ERROR: { status: 500, code: 'internal_error', title: 'Internal server error', detail: 'An unexpected error occurred' },
  AUTHORIZER_CONFIGURATION_ERROR: { status: 500, code: 'internal_error', title: 'Internal server error', detail: 'An unexpected error occurred' },
  AUTHORIZER_FAILURE: { status: 503, code: 'service_unavailable', title: 'Service unavailable', detail: 'A dependency is unavailable; retry later', headers: { 'Retry-After': '5' } },
  INTEGRATION_FAILURE: { status: 503, code: 'service_unavailable', title: 'Service unavailable', detail: 'A dependency is unavailable; retry later', headers: { 'Retry-After': '5' } },
  INTEGRATION_TIMEOUT: { status: 503, code: 'service_unavailable', title: 'Service unavailable', detail: 'A dependency is unavailable; retry later', headers: { 'Retry-After': '5' } },
  DEFAULT_4XX: { status: 400, code: 'malformed_request', title: 'Malformed request', detail: 'The request was rejected' },
  DEFAULT_5XX: { status: 500, code: 'internal_error', title: 'Internal server error', detail: 'An unexpected error occurred' },
};

/** `DEFAULT_4XX` → `GatewayResponseDefault4XX`. */
const gatewayResponseLogicalId = (type) =>
  `GatewayResponse${type
    .split('_')
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join('')
    .replace(/xx$/, 'XX')}`;

/** The problem+json body; API Gateway substitutes the `$context` variables (no VTL logic runs here). */
function problemTemplate({ status, code, title, detail }) {
  return JSON.stringify({ type: `/problems/${code}`, title, status, detail, instance: '$context.path', code, request_id: '$context.requestId' });
}

function gatewayResponse(type, response, origins) {
  const headers = {
    'Content-Type': 'application/problem+json',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    ...response.headers,
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
      StatusCode: String(response.status),
      ResponseParameters: parameters,
      ResponseTemplates: { 'application/json': problemTemplate(response) },
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
  for (const [type, response] of Object.entries(GATEWAY_RESPONSES)) {
    resources[gatewayResponseLogicalId(type)] = gatewayResponse(type, response, origins);
  }
  return { Resources: resources };
};

module.exports.methodThrottles = methodThrottles;
