// A Serverless plugin: the CORS preflights serverless generates (OPTIONS methods with a MOCK
// integration, from `http.cors`) answer Strict-Transport-Security too, as every answer does.
// serverless's cors settings name only the Access-Control-* headers, hence a plugin on the compiled
// template. The local gateway answers the same headers (preflightHeaders, lib/http/cors.ts).
require('esbuild-register/dist/node').register({ target: 'node20' });
const { SECURITY_HEADERS } = require('../lib/http/security-headers.ts');

const HSTS = 'method.response.header.Strict-Transport-Security';

/** Adds HSTS to the method and integration responses of every OPTIONS MOCK method of `resources`. */
function addPreflightHeaders(resources) {
  for (const resource of Object.values(resources)) {
    const properties = resource.Properties ?? {};
    if (
      resource.Type !== 'AWS::ApiGateway::Method' ||
      properties.HttpMethod !== 'OPTIONS' ||
      properties.Integration?.Type !== 'MOCK'
    )
      continue;
    for (const response of properties.MethodResponses ?? [])
      response.ResponseParameters = { ...response.ResponseParameters, [HSTS]: true };
    for (const response of properties.Integration.IntegrationResponses ?? []) {
      response.ResponseParameters = {
        ...response.ResponseParameters,
        [HSTS]: `'${SECURITY_HEADERS['Strict-Transport-Security']}'`,
      };
    }
  }
}

class PreflightHeaders {
  constructor(serverless) {
    this.hooks = {
      // Once the events (the OPTIONS methods among them) are compiled into the template.
      'after:aws:package:finalize:mergeCustomProviderResources': () =>
        addPreflightHeaders(serverless.service.provider.compiledCloudFormationTemplate.Resources),
    };
  }
}

module.exports = PreflightHeaders;
