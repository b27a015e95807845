// `RATE_LIMIT_<GROUP>: <limit>/<window>` for the Lambda environment: the defaults (docs/api.md, *Rate limits*), or the
// packaging shell's RATE_LIMIT_<GROUP> overrides, the same numbers serverless/edge.cjs throttles with.
// routes.cjs first: it registers the TypeScript loader the second require needs.
const { rateLimitEnvironment } = require('./routes.cjs');
const { RATE_LIMIT_GROUPS, rateLimitVariable } = require('../lib/rate-limit/groups.ts');

// An override left in a shell (a local test's 5/60, say) would deploy to both layers unnoticed: say so.
const overrides = RATE_LIMIT_GROUPS.map(rateLimitVariable).filter((variable) => process.env[variable]);
if (overrides.length > 0) {
  const listed = overrides.map((variable) => `${variable}=${process.env[variable]}`).join(', ');
  process.stderr.write(`Rate limits from this shell's environment (the documented defaults otherwise): ${listed}\n`);
}

module.exports = rateLimitEnvironment();
