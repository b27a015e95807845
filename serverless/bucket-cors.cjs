// The files bucket's CORS: browsers of the configured origins may GET the time-limited download
// URLs; with no origin configured the bucket has no CORS rule at all.
const { parseOrigins } = require('./routes.cjs');

module.exports = async ({ resolveVariable }) => {
  const origins = parseOrigins(await resolveVariable('param:corsAllowedOrigins'));
  if (origins.length === 0) return { Ref: 'AWS::NoValue' };
  return {
    CorsRules: [
      {
        AllowedOrigins: origins,
        AllowedMethods: ['GET', 'HEAD'],
        AllowedHeaders: ['*'],
        ExposedHeaders: ['ETag', 'Content-Length', 'Content-Type'],
        MaxAge: 3600,
      },
    ],
  };
};
