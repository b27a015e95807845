/**
 * The TOKEN authorizer as API Gateway runs it: the Authorization header is the identity source,
 * checked against the template's identityValidationExpression before the function is invoked; the
 * function's policy must allow the method ARN; the result is cached per token for the configured TTL
 * and its context handed to the integration in requestContext.authorizer.
 */
import { BEARER_PATTERN } from '../../../lib/http/routes';

export type AuthorizerOutcome =
  | { kind: 'allowed'; context: Record<string, unknown> }
  | {
      kind: 'gateway-response';
      type: 'UNAUTHORIZED' | 'ACCESS_DENIED' | 'AUTHORIZER_FAILURE' | 'AUTHORIZER_CONFIGURATION_ERROR';
    };

interface PolicyResult {
  principalId?: unknown;
  policyDocument?: { Statement?: Array<{ Effect?: string; Action?: string | string[]; Resource?: string | string[] }> };
  context?: Record<string, unknown>;
}

const bearer = new RegExp(BEARER_PATTERN);

/** Whether an IAM resource pattern (`*` wildcards) matches a method ARN. */
function arnMatches(pattern: string, arn: string): boolean {
  const expression = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${expression}$`).test(arn);
}

function allows(result: PolicyResult, methodArn: string): boolean {
  const statements = result.policyDocument?.Statement ?? [];
  const matching = statements.filter((statement) =>
    [statement.Resource ?? []].flat().some((resource) => arnMatches(resource, methodArn)),
  );
  return matching.length > 0 && matching.every((statement) => statement.Effect === 'Allow');
}

export interface LocalAuthorizer {
  authorize(token: string | undefined, methodArn: string): Promise<AuthorizerOutcome>;
  /** Drops every cached answer (API Gateway's FlushStageAuthorizersCache). */
  flush(): void;
}

/** An authorizer that invokes `invoke` (the authorizer function) and caches per token for `ttlSeconds`. */
export function createLocalAuthorizer(
  invoke: (event: unknown) => Promise<unknown>,
  ttlSeconds: number,
): LocalAuthorizer {
  const cache = new Map<string, { result: PolicyResult; expires: number }>();
  return {
    flush: () => cache.clear(),
    async authorize(token, methodArn) {
      if (token === undefined || token === '' || !bearer.test(token))
        return { kind: 'gateway-response', type: 'UNAUTHORIZED' };
      let result = cache.get(token);
      if (!result || result.expires <= Date.now()) {
        let returned: unknown;
        try {
          returned = await invoke({ type: 'TOKEN', authorizationToken: token, methodArn });
        } catch (error) {
          // The authorizer's documented way to refuse: throw "Unauthorized".
          if (error instanceof Error && error.message === 'Unauthorized')
            return { kind: 'gateway-response', type: 'UNAUTHORIZED' };
          return { kind: 'gateway-response', type: 'AUTHORIZER_FAILURE' };
        }
        if (typeof returned !== 'object' || returned === null || !('policyDocument' in returned)) {
          return { kind: 'gateway-response', type: 'AUTHORIZER_CONFIGURATION_ERROR' };
        }
        result = { result: returned as PolicyResult, expires: Date.now() + ttlSeconds * 1000 };
        if (ttlSeconds > 0) cache.set(token, result);
      }
      if (!allows(result.result, methodArn)) return { kind: 'gateway-response', type: 'ACCESS_DENIED' };
      return { kind: 'allowed', context: { ...result.result.context, principalId: result.result.principalId } };
    },
  };
}
