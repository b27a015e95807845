/**
 * The API Gateway TOKEN authorizer on every route (not on the 404/405 catch-all): validates the
 * bearer key, returns the owning application's usage-plan key and the principal in the context.
 */
import type { APIGatewayTokenAuthorizerEvent } from 'aws-lambda';
import { authenticator } from '../../lib/auth/authenticate';
import { type AuthorizerResult, createAuthorizer } from '../../lib/auth/authorizer';
import { config } from '../../lib/config';

const authorizer = createAuthorizer(authenticator, config.usagePlanApiKey);

export const handler = async (event: APIGatewayTokenAuthorizerEvent): Promise<AuthorizerResult> =>
  authorizer.authorize(event.authorizationToken, event.methodArn);
