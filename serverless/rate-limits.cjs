// `RATE_LIMIT_<GROUP>: <limit>/<window>` for the Lambda environment: contract §7's defaults, or the
// packaging shell's RATE_LIMIT_<GROUP> overrides, the same numbers serverless/edge.cjs throttles with.
module.exports = require('./routes.cjs').rateLimitEnvironment();
