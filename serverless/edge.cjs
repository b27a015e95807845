// The edge half of the rate limits (docs/api.md, *Rate limits*) and the gateway responses:
// - the usage plan's per-method throttles, keyed `/<resource path>/<METHOD>`: service-wide capacity,
//   not one caller's quota. Every caller shares the one usage-plan key the authorizer returns, so a
//   method admits `edgeCallerCapacity` callers at their full in-app rate at once (rate = limit ÷
//   window × capacity, burst = limit × capacity, at most the account's default burst); the per-caller
//   limit stays the application's (lib/rate-limit). Every method also admits several client
//   addresses at the WAF's per-IP cap, so that one address cannot use up a method for everyone. A
//   plan-level throttle is their sum, so it never binds before a method's own;
// - a WAF rate-based rule per client IP in front of the stage: it caps traffic before the
//   authorizer Lambda runs, which unauthenticated requests would otherwise reach unthrottled;
// - WAF body-size rules: a declared body no route accepts and whose proxy event could exceed
//   Lambda's invocation payload is answered 413 at the edge (docs/deploy.md, "Oversized bodies");
// - every API Gateway response type rendered as a problem+json document, so no default AWS message
//   ever reaches a client.
// Merged into the usage plan serverless creates for provider.apiGateway.apiKeys (it owns the
// DependsOn on the deployment, whose logical id changes on every package).
const { deploySources, edgeBodyLimits, gatewayPath, parseOrigins, rateLimits } = require('./routes.cjs');

/** How many callers a method serves at their full in-app rate at once (stage parameter edgeCallerCapacity). */
const DEFAULT_EDGE_CALLER_CAPACITY = 100;

/** API Gateway's default account-level burst: a method burst above it never applies. */
const ACCOUNT_BURST_LIMIT = 5000;

/** The WAF's per-IP cap, per 5 minutes (stage parameter wafRateLimitPerIp; 0: no WAF). */
const DEFAULT_WAF_RATE_LIMIT_PER_IP = 6000;
const WAF_WINDOW_SECONDS = 300;

/**
 * How many client addresses at the WAF's per-IP cap every method admits at once. A caller refused by
 * the application still draws from its method's edge budget, which every caller shares: below one
 * address's WAF allowance, one client looping past its own limit would make the method answer the
 * edge's 429 to everyone (docs/security.md, "Known limit").
 */
const ADDRESSES_PER_METHOD = 5;

/** The throttle of one rate-limit group at the edge: `capacity` callers at their in-app rate, and at least `minimumRate`. */
function groupThrottle({ limit, windowSeconds }, capacity, minimumRate) {
  return {
    RateLimit: Math.max((limit / windowSeconds) * capacity, minimumRate),
    BurstLimit: Math.min(Math.max(limit * capacity, Math.ceil(minimumRate)), ACCOUNT_BURST_LIMIT),
  };
}

/** `{ '/api/v1/app-data/GET': { RateLimit, BurstLimit }, … }` for every route of the table (the real one unless given). */
function methodThrottles(
  env = process.env,
  capacity = DEFAULT_EDGE_CALLER_CAPACITY,
  wafRateLimitPerIp = DEFAULT_WAF_RATE_LIMIT_PER_IP,
  routes = deploySources.routes,
) {
  const limits = rateLimits(env);
  const minimumRate = (wafRateLimitPerIp / WAF_WINDOW_SECONDS) * ADDRESSES_PER_METHOD;
  return Object.fromEntries(
    Object.values(routes).map((route) => [
      `/${gatewayPath(route.path)}/${route.method}`,
      groupThrottle(limits[route.group], capacity, minimumRate),
    ]),
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
const { SECURITY_HEADERS } = require('../lib/http/security-headers.ts');

const internalError = () => toAppError(new Error('gateway'));
const oversizedBody = () => new PayloadTooLargeError("The body is over this operation's size limit");
const unavailable = () => new ServiceUnavailableError(undefined, 5);

/**
 * API Gateway's response types (REST) with the AppError each one answers as, rendered by the same
 * problemOf as the Lambda responses. An integration or authorizer failure is a dependency that is
 * down (503); a usage-plan key missing from the plan is a deployment fault (500), not the client's.
 * An authorizer function that throws anything but "Unauthorized" is reported as an authorizer
 * configuration error (AuthorizerConfigurationException) as well as, by AWS's wording, a failure:
 * this authorizer always returns a well-formed policy, so either means its database failed (503).
 */
const GATEWAY_ERRORS = {
  UNAUTHORIZED: () => new UnauthorizedError(),
  EXPIRED_TOKEN: () => new UnauthorizedError(),
  ACCESS_DENIED: () => new ForbiddenError('This key may not perform this operation'),
  INVALID_SIGNATURE: () => new ForbiddenError('This request may not be performed'),
  // Only the web ACL's body-size rules block without a custom response (wafResources), so WAF_FILTERED
  // is their answer: the same 413 as REQUEST_TOO_LARGE. A rule added later must bring its own response.
  WAF_FILTERED: oversizedBody,
  MISSING_AUTHENTICATION_TOKEN: () => new NotFoundError('No route matches this path'),
  RESOURCE_NOT_FOUND: () => new NotFoundError('No route matches this path'),
  BAD_REQUEST_BODY: () => new MalformedRequestError(),
  BAD_REQUEST_PARAMETERS: () => new MalformedRequestError(),
  REQUEST_TOO_LARGE: oversizedBody,
  UNSUPPORTED_MEDIA_TYPE: () => new UnsupportedMediaTypeError(),
  THROTTLED: () => new RateLimitedError(1),
  QUOTA_EXCEEDED: () => new RateLimitedError(60),
  INVALID_API_KEY: internalError,
  API_CONFIGURATION_ERROR: internalError,
  AUTHORIZER_CONFIGURATION_ERROR: unavailable,
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

/** The headers every answer carries (docs/api.md, *Responses*) that a static response can: no per-request id. */
const STATIC_ANSWER_HEADERS = { ...SECURITY_HEADERS, 'Cache-Control': 'no-store' };

function gatewayResponse(type, error, origins) {
  const headers = { 'Content-Type': 'application/problem+json', ...STATIC_ANSWER_HEADERS, ...error.headers };
  // A gateway response cannot choose among origins; with exactly one configured it can name it.
  if (origins.length === 1) Object.assign(headers, { 'Access-Control-Allow-Origin': origins[0], Vary: 'Origin' });
  const parameters = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [`gatewayresponse.header.${name}`, `'${value}'`]),
  );
  parameters['gatewayresponse.header.X-Request-Id'] = 'context.requestId';
  return {
    Type: 'AWS::ApiGateway::GatewayResponse',
    Properties: {
      RestApiId: { Ref: 'ApiGatewayRestApi' },
      ResponseType: type,
      StatusCode: String(error.status),
      ResponseParameters: parameters,
      // API Gateway substitutes the `$context` variables (no VTL logic runs here).
      ResponseTemplates: {
        'application/json': JSON.stringify(problemOf(error, '$context.path', '$context.requestId')),
      },
    },
  };
}

/**
 * The web ACL's name and its one rule's, each also its metric name: the WebACL and Rule dimensions
 * of WAF's CloudWatch metrics (serverless/observability.cjs alarms on them).
 */
const WEB_ACL_NAME = { 'Fn::Sub': `\${AWS::StackName}-api` };
const WAF_RATE_RULE = 'rate-per-ip';

/**
 * Lambda's synchronous invocation payload limit: a proxy event over it never reaches the function
 * (docs.aws.amazon.com/lambda/latest/dg/gettingstarted-limits.html), and API Gateway answers on its own.
 */
const LAMBDA_INVOKE_PAYLOAD_BYTES = 6_291_456;

// The body-size rules refuse a declared Content-Length over edgeBodyLimits() (lib/http/routes.ts):
// no route accepts such a body, so the edge only refuses earlier what the function would refuse,
// and every body it passes makes a proxy event within LAMBDA_INVOKE_PAYLOAD_BYTES.

/**
 * A regular expression (RE2/PCRE subset: no lookaround) matching the decimal numbers greater than
 * `limit`, leading zeros allowed: WAF compares header values as text, never as numbers.
 */
function greaterThanPattern(limit) {
  const digits = String(limit);
  const alternatives = [`[1-9][0-9]{${digits.length},}`];
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[index]);
    if (digit === 9) continue;
    const rest = digits.length - index - 1;
    alternatives.push(`${digits.slice(0, index)}[${digit + 1}-9]${rest > 0 ? `[0-9]{${rest}}` : ''}`);
  }
  return `^0*(${alternatives.join('|')})$`;
}

/** The binary media types (serverless.yml) as the body-size rule matches a Content-Type: only `multipart/form-data`. */
const BINARY_CONTENT_TYPE_PATTERN = '^multipart/form-data[ \t]*(;|$)';

const contentLengthOver = (limit) => ({
  RegexMatchStatement: {
    FieldToMatch: { SingleHeader: { Name: 'content-length' } },
    RegexString: greaterThanPattern(limit),
    TextTransformations: [{ Priority: 0, Type: 'NONE' }],
  },
});

/**
 * The body-size rules: blocked without a custom response, so API Gateway answers its WAF_FILTERED
 * gateway response (413 problem+json with its request id; GATEWAY_ERRORS). They judge the declared
 * length: a body sent without Content-Length (chunked), or compressed and inflated by API Gateway,
 * is not covered (docs/deploy.md).
 */
function bodySizeRules(firstPriority) {
  const limits = edgeBodyLimits();
  const rule = (name, priority, statement) => ({
    Name: name,
    Priority: priority,
    Statement: statement,
    Action: { Block: {} },
    VisibilityConfig: { SampledRequestsEnabled: true, CloudWatchMetricsEnabled: true, MetricName: name },
  });
  const binaryType = {
    RegexMatchStatement: {
      FieldToMatch: { SingleHeader: { Name: 'content-type' } },
      RegexString: BINARY_CONTENT_TYPE_PATTERN,
      TextTransformations: [{ Priority: 0, Type: 'LOWERCASE' }],
    },
  };
  return [
    rule('body-over-limit', firstPriority, contentLengthOver(limits.any)),
    rule('binary-body-over-limit', firstPriority + 1, {
      AndStatement: { Statements: [binaryType, contentLengthOver(limits.binary)] },
    }),
  ];
}

/**
 * Whether the edge refuses a request by its headers (the body-size rules), for the local gateway:
 * `headers` as Node gives them (lower-case names).
 */
function edgeRefusesBody(headers) {
  const limits = edgeBodyLimits();
  const length = headers['content-length'];
  if (length === undefined) return false;
  if (new RegExp(greaterThanPattern(limits.any)).test(length)) return true;
  const type = String(headers['content-type'] ?? '').toLowerCase();
  return (
    new RegExp(BINARY_CONTENT_TYPE_PATTERN).test(type) && new RegExp(greaterThanPattern(limits.binary)).test(length)
  );
}

/**
 * A regional WAF web ACL: the body-size rules, and a rate-based rule when `limit` is not 0 (more
 * than `limit` requests from one IP in 5 minutes are blocked, 429 with a problem body, until the rate falls).
 */
function wafResources(stage, limit) {
  const blocked = new RateLimitedError(300);
  const rateRules =
    limit === 0
      ? []
      : [
          {
            Name: WAF_RATE_RULE,
            Priority: 0,
            Statement: { RateBasedStatement: { Limit: limit, AggregateKeyType: 'IP', EvaluationWindowSec: 300 } },
            Action: {
              Block: {
                CustomResponse: {
                  ResponseCode: 429,
                  CustomResponseBodyKey: 'rate-limited',
                  // Any header but Content-Type, which the body's ContentType sets (APPLICATION_JSON:
                  // WAF has no problem+json; docs.aws.amazon.com/waf/latest/developerguide/customizing-the-response-for-blocked-requests.html).
                  ResponseHeaders: Object.entries({ ...STATIC_ANSWER_HEADERS, ...blocked.headers }).map(
                    ([Name, Value]) => ({ Name, Value: String(Value) }),
                  ),
                },
              },
            },
            VisibilityConfig: {
              SampledRequestsEnabled: true,
              CloudWatchMetricsEnabled: true,
              MetricName: WAF_RATE_RULE,
            },
          },
        ];
  return {
    ApiWebAcl: {
      Type: 'AWS::WAFv2::WebACL',
      Properties: {
        Name: WEB_ACL_NAME,
        Scope: 'REGIONAL',
        DefaultAction: { Allow: {} },
        // WAF's CloudWatch metrics name the ACL by its metric name: the same as its name, for the alarm.
        VisibilityConfig: { SampledRequestsEnabled: true, CloudWatchMetricsEnabled: true, MetricName: WEB_ACL_NAME },
        ...(limit === 0
          ? {}
          : {
              CustomResponseBodies: {
                'rate-limited': {
                  ContentType: 'APPLICATION_JSON',
                  Content: JSON.stringify(problemOf(blocked, '', '')),
                },
              },
            }),
        Rules: [...rateRules, ...bodySizeRules(1)],
      },
    },
    ApiWebAclAssociation: {
      Type: 'AWS::WAFv2::WebACLAssociation',
      // The stage exists once the deployment does; the usage plan already waits for it.
      DependsOn: ['ApiGatewayUsagePlan'],
      Properties: {
        ResourceArn: {
          'Fn::Sub': `arn:\${AWS::Partition}:apigateway:\${AWS::Region}::/restapis/\${ApiGatewayRestApi}/stages/${stage}`,
        },
        WebACLArn: { 'Fn::GetAtt': ['ApiWebAcl', 'Arn'] },
      },
    },
  };
}

module.exports = async ({ resolveVariable }) => {
  const stage = await resolveVariable('sls:stage');
  const origins = parseOrigins(await resolveVariable('param:corsAllowedOrigins'));
  const capacity = Number(await resolveVariable('param:edgeCallerCapacity'));
  const wafLimit = Number(await resolveVariable('param:wafRateLimitPerIp'));
  const throttles = methodThrottles(process.env, capacity, wafLimit);
  const resources = {
    ApiGatewayUsagePlan: {
      Type: 'AWS::ApiGateway::UsagePlan',
      Properties: {
        Description: `Service-wide per-method throttles: ${capacity} callers at their in-app rate, at least ${ADDRESSES_PER_METHOD} addresses at the WAF cap (docs/deploy.md)`,
        Throttle: planThrottle(throttles),
        ApiStages: [{ ApiId: { Ref: 'ApiGatewayRestApi' }, Stage: stage, Throttle: throttles }],
      },
    },
    ...wafResources(stage, wafLimit),
  };
  for (const [type, errorOf] of Object.entries(GATEWAY_ERRORS)) {
    resources[gatewayResponseLogicalId(type)] = gatewayResponse(type, errorOf(), origins);
  }
  return { Resources: resources };
};

module.exports.methodThrottles = methodThrottles;
module.exports.WEB_ACL_NAME = WEB_ACL_NAME;
module.exports.WAF_RATE_RULE = WAF_RATE_RULE;
module.exports.LAMBDA_INVOKE_PAYLOAD_BYTES = LAMBDA_INVOKE_PAYLOAD_BYTES;
module.exports.greaterThanPattern = greaterThanPattern;
module.exports.edgeRefusesBody = edgeRefusesBody;
module.exports.DEFAULT_EDGE_CALLER_CAPACITY = DEFAULT_EDGE_CALLER_CAPACITY;
module.exports.DEFAULT_WAF_RATE_LIMIT_PER_IP = DEFAULT_WAF_RATE_LIMIT_PER_IP;

/** The gateway responses the template deploys, by response type: the local gateway renders these same definitions. */
module.exports.gatewayResponses = (origins) =>
  Object.fromEntries(
    Object.entries(GATEWAY_ERRORS).map(([type, errorOf]) => [
      type,
      gatewayResponse(type, errorOf(), origins).Properties,
    ]),
  );
