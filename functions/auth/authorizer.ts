/**
 * The API Gateway TOKEN authorizer on every route (not on the 404/405 catch-all): validates the
 * bearer key, returns the owning application's usage-plan key and the principal in the context.
 * Each decision is logged and counted (allowed, unauthorized, failed).
 */
import type { APIGatewayTokenAuthorizerEvent, Context } from 'aws-lambda';
import { createAuthenticator } from '../../lib/auth/authenticate';
import { type AuthorizerResult, UNAUTHORIZED_MESSAGE, createAuthorizer } from '../../lib/auth/authorizer';
import { config } from '../../lib/config';
import { invitationTokens } from '../../lib/invitations/invitation-token-repository';
import { recordAuthorizerOutcome } from '../../lib/http/observability';
import { logger } from '../../lib/log';
import { routeEntries } from '../../lib/http/routes';

// The authorizer records each key's last use: every request passes it, in AWS and under npm start.
// An invitation's token is taken on the routes that say so, and only there (API keys everywhere else).
const invitationRoutes = routeEntries().flatMap(([, route]) =>
  route.credential === 'invitation' ? [{ method: route.method, path: route.path }] : [],
);
const authorizer = createAuthorizer(
  createAuthenticator(undefined, undefined, undefined, { recordUse: true, invitations: invitationTokens }),
  config.usagePlanApiKey,
  invitationRoutes,
);

export const handler = async (event: APIGatewayTokenAuthorizerEvent, context?: Context): Promise<AuthorizerResult> => {
  const started = performance.now();
  if (context) logger.addContext(context);
  try {
    const result = await authorizer.authorize(event.authorizationToken, event.methodArn);
    recordAuthorizerOutcome('allowed', performance.now() - started, context, result.principalId);
    return result;
  } catch (error) {
    const unauthorized = error instanceof Error && error.message === UNAUTHORIZED_MESSAGE;
    recordAuthorizerOutcome(unauthorized ? 'unauthorized' : 'failed', performance.now() - started, context);
    if (!unauthorized)
      logger.error('authorizer failed', { error: error instanceof Error ? error : new Error(String(error)) });
    throw error;
  }
};
