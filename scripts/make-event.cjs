// Writes a sample API Gateway (REST, proxy) event: node scripts/make-event.cjs <function-dir> <case> <METHOD> <resource> [pathParams] [query] [body]
const fs = require('fs');
const [dir, name, method, resource, paramsJson, queryJson, bodyJson] = process.argv.slice(2);
const params = JSON.parse(paramsJson || 'null');
let path = resource;
for (const [k, v] of Object.entries(params || {})) path = path.replace(`{${k}}`, v);
const query = JSON.parse(queryJson || 'null');
const body = bodyJson && bodyJson !== 'null' ? bodyJson : null;
const headers = {
  Accept: 'application/json',
  Authorization: 'Bearer bo_replace-with-a-key-from-npm-start',
  Host: 'localhost:3000',
  'X-Request-Id': `sample-${dir}-${name}`,
};
if (body) headers['Content-Type'] = 'application/json';
const event = {
  resource,
  path,
  httpMethod: method,
  headers,
  multiValueHeaders: {},
  queryStringParameters: query,
  multiValueQueryStringParameters: query ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, [v]])) : null,
  pathParameters: params,
  stageVariables: null,
  requestContext: {
    resourcePath: resource,
    httpMethod: method,
    path,
    stage: 'local',
    requestId: `sample-${name}`,
    identity: { sourceIp: '127.0.0.1' },
    accountId: '000000000000',
    apiId: 'local',
    protocol: 'HTTP/1.1',
    requestTimeEpoch: 0,
    authorizer: null,
  },
  body,
  isBase64Encoded: false,
};
fs.mkdirSync(`events/${dir}`, { recursive: true });
fs.writeFileSync(`events/${dir}/${name}.json`, JSON.stringify(event, null, 2) + '\n');
