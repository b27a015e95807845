/**
 * The API Gateway Lambda authorizer's domain: a bearer key becomes an Allow policy for the whole
 * stage, the owning application's usage-plan key (so the usage plan's throttles apply) and the
 * principal in the context, which the middleware then trusts instead of looking the key up again.
 *
 * API Gateway caches the result per Authorization header for the authorizer's TTL, so the policy
 * must allow every method of the stage: a policy for one method would deny the next, cached, call.
 */
import { UnauthorizedError } from '../errors';
import { ROLE_CODES, type RoleCode } from '../users/roles';
import type { Authenticator } from './authenticate';
import type { Credential } from './authenticate';
import type { Principal } from './principal';

/** The context key carrying the serialized principal (API Gateway context values are strings). */
export const PRINCIPAL_CONTEXT_KEY = 'principal';

/** The message API Gateway maps to a 401 (UNAUTHORIZED gateway response). */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';

export interface AuthorizerResult {
  principalId: string;
  policyDocument: {
    Version: '2012-10-17';
    Statement: Array<{ Action: 'execute-api:Invoke'; Effect: 'Allow'; Resource: string }>;
  };
  context: Record<string, string>;
  usageIdentifierKey?: string;
}

const PRINCIPAL_FIELDS = new Set(['keyId', 'role', 'companyUuid', 'userUuid', 'locationUuids', 'invitationUuid']);
const isNonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * The principal in a parsed context value, exactly as principalToContext wrote it (no other field),
 * or undefined. Checked by hand, not by a schema: this module is in every bundle, and loading a
 * schema library costs each cold start ~6 ms (docs/decisions.md).
 */
function asPrincipal(value: unknown): Principal | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const fields = value as Record<string, unknown>;
  if (Object.keys(fields).some((key) => !PRINCIPAL_FIELDS.has(key))) return undefined;
  const { keyId, role, companyUuid, userUuid, locationUuids, invitationUuid } = fields;
  if (invitationUuid !== undefined && !isNonEmpty(invitationUuid)) return undefined;
  if (!isNonEmpty(keyId) || !ROLE_CODES.includes(role as RoleCode)) return undefined;
  if ((companyUuid !== null && !isNonEmpty(companyUuid)) || (userUuid !== null && !isNonEmpty(userUuid)))
    return undefined;
  if (!Array.isArray(locationUuids) || !locationUuids.every((uuid) => typeof uuid === 'string')) return undefined;
  return {
    keyId,
    role: role as RoleCode,
    companyUuid,
    userUuid,
    locationUuids,
    ...(invitationUuid === undefined ? {} : { invitationUuid }),
  };
}

/** A route by method and path, as a methodArn names it. */
export interface MethodAndPath {
  method: string;
  path: string;
}

/**
 * The credential a methodArn (`…/<stage>/<METHOD>/<path>`) takes: an invitation's token on the
 * routes that take one (`credential: 'invitation'` in the route table: their method and path,
 * exactly, as those paths have no parameter), an API key everywhere else.
 */
export function credentialOf(methodArn: string, invitationRoutes: readonly MethodAndPath[]): Credential {
  const match = /^arn:[^:]+:execute-api:[^:]+:[^:]+:[^/]+\/[^/]+\/([A-Z]+)(\/.*)$/.exec(methodArn);
  if (!match) return 'api-key';
  const [, method, path] = match;
  return invitationRoutes.some((route) => route.method === method && route.path === path) ? 'invitation' : 'api-key';
}

/** `arn:…:execute-api:<region>:<account>:<api>/<stage>/<METHOD>/<path>` → `…:<api>/<stage>/*`. */
export function stageWildcardArn(methodArn: string): string {
  const match = /^(arn:[^:]+:execute-api:[^:]+:[^:]+:[^/]+\/[^/]+)\/.+$/.exec(methodArn);
  if (!match?.[1]) throw new Error(`unexpected methodArn "${methodArn}"`);
  return `${match[1]}/*`;
}

/** The authorizer context that carries a principal. */
export function principalToContext(principal: Principal): Record<string, string> {
  return { [PRINCIPAL_CONTEXT_KEY]: JSON.stringify(principal) };
}

/** The principal an authorizer put in the request context; undefined when there is none or it is malformed. */
export function principalFromContext(context: unknown): Principal | undefined {
  if (typeof context !== 'object' || context === null) return undefined;
  const raw = (context as Record<string, unknown>)[PRINCIPAL_CONTEXT_KEY];
  if (typeof raw !== 'string') return undefined;
  try {
    return asPrincipal(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export interface Authorizer {
  /**
   * Allows a valid key on the whole stage. Every rejection throws `Unauthorized` (API Gateway: 401);
   * any other failure (a dependency down) propagates and API Gateway answers AUTHORIZER_FAILURE.
   */
  authorize(authorizationToken: string | undefined, methodArn: string): Promise<AuthorizerResult>;
}

/** Builds the authorizer from an authenticator and the usage-plan key to report. */
export function createAuthorizer(
  authenticator: Authenticator,
  usagePlanApiKey: string | undefined,
  invitationRoutes: readonly MethodAndPath[] = [],
): Authorizer {
  return {
    async authorize(authorizationToken: string | undefined, methodArn: string): Promise<AuthorizerResult> {
      let principal: Principal;
      try {
        // The route decides the credential: an invitation's token only on its two routes, an API key everywhere else.
        principal = await authenticator.authenticate(authorizationToken, credentialOf(methodArn, invitationRoutes));
      } catch (error) {
        if (error instanceof UnauthorizedError) throw new Error(UNAUTHORIZED_MESSAGE);
        throw error;
      }
      return {
        principalId: principal.keyId,
        policyDocument: {
          Version: '2012-10-17',
          Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: stageWildcardArn(methodArn) }],
        },
        context: principalToContext(principal),
        ...(usagePlanApiKey ? { usageIdentifierKey: usagePlanApiKey } : {}),
      };
    },
  };
}
