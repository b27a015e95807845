/** The DynamoDB document client, created once per container. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { config } from '../config';
import { localCredentials } from './local';
import { withoutLogger } from './without-logger';

/** Builds a document client; exported so tests and scripts can point one at another endpoint. */
function createDocumentClient(endpoint = config.dynamoEndpoint): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: config.region,
    endpoint,
    // The emulators' credentials; against AWS (Lambda, or STACK_TARGET=aws) the SDK's own chain.
    ...(endpoint && config.isLocal ? { credentials: localCredentials } : {}),
    // Fail fast when the database is unreachable or stops answering, so the API answers 503 within
    // the function's 10 s timeout: 3 attempts of at most 2.5 s each. Smithy only enforces
    // requestTimeout with throwOnRequestTimeout; without it a hung database hangs the request.
    maxAttempts: 3,
    requestHandler: new NodeHttpHandler({ connectionTimeout: 1000, requestTimeout: 2500, throwOnRequestTimeout: true }),
  });
  return DynamoDBDocumentClient.from(withoutLogger(client), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

export const documentClient: DynamoDBDocumentClient = /* @__PURE__ */ createDocumentClient();
export const tableName: string = config.tableName;
