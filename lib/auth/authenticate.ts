/**
 * Bearer-key authentication. A key resolves to a principal through its hash; results (including
 * rejections) may be cached in the container for AUTH_CACHE_TTL_SECONDS (≤ 60 s, 0 by default: a
 * revoked key, a disabled or deleted user, a changed role or location take effect on the next request).
 */
import { config } from '../config';
import { UnauthorizedError } from '../errors';
import { type UserReader, userReader } from '../users/user-reader';
import { type KeyLookup, keyLookup } from './key-lookup';
import { hasApiKeyShape, hashApiKey } from './api-keys';
import type { Principal } from './principal';
import { hasInvitationTokenShape, hashInvitationToken } from '../invitations/invitation-tokens';
import { invitationTokens } from '../invitations/invitation-token-repository';

/** The bearer credential a route takes (lib/http/routes.ts `credential`). */
export type Credential = 'api-key' | 'invitation';

/** Where an invitation token's principal comes from: its lookup item (`INVITETOKEN#<hash>`). */
export interface InvitationTokens {
  getToken(
    tokenHash: string,
  ): Promise<
    { invitation_uuid: string; company_uuid: string; user_uuid: string; role_code: Principal['role'] } | undefined
  >;
}

interface CacheEntry {
  principal: Principal | null;
  expiresAt: number;
}

const MAX_CACHE_ENTRIES = 1000;

/** Parses an Authorization header value into its bearer token; UnauthorizedError when absent or malformed. */
export function bearerToken(authorization: string | undefined): string {
  const match = /^bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '');
  if (!match?.[1]) throw new UnauthorizedError('Send Authorization: Bearer <key>');
  return match[1];
}

export function createAuthenticator(
  keys: KeyLookup = keyLookup,
  users: UserReader = userReader,
  ttlMs: number = config.authCacheTtlMs,
  /** Record each key's `last_used_at`: the authorizer does, which every request passes in AWS and under npm start. */
  options: { recordUse?: boolean; invitations?: InvitationTokens } = {},
) {
  const cache = new Map<string, CacheEntry>();

  async function lookUp(hash: string): Promise<Principal | null> {
    const key = await keys.findKeyByHash(hash);
    if (!key || key.revoked_at) return null;
    const now = new Date();
    // An expired key answers 401 like a revoked one.
    if (key.expires_at && key.expires_at <= now.toISOString()) return null;
    // At most one write per key per 15 minutes (best effort): `last_used_at`.
    const used = options.recordUse ? keys.recordUse(hash, key, now) : undefined;
    if (key.kind === 'platform') {
      await used;
      return { keyId: key.key_id, role: 'ROLE_PLATFORM_ADMIN', companyUuid: null, userUuid: null, locationUuids: [] };
    }
    if (!key.company_uuid || !key.user_uuid) return null;
    // Strongly consistent, like the key: a user disabled a moment ago is not read as active.
    const [user] = await Promise.all([users.getUser(key.company_uuid, key.user_uuid, { consistent: true }), used]);
    if (!user || user.status_code !== 'STATUS_ACTIVE') return null;
    return {
      keyId: key.key_id,
      role: user.role_code,
      companyUuid: user.company_uuid,
      userUuid: user.user_uuid,
      locationUuids: user.company_location_uuids,
    };
  }

  /**
   * The principal of an invitation's token: the invitation (any status: its operations answer its
   * state), acting as its invited user. Never cached: a resend replaces the token at once.
   */
  async function invitationPrincipal(token: string): Promise<Principal> {
    const refused = new UnauthorizedError('The invitation token is unknown or has been replaced');
    if (!hasInvitationTokenShape(token) || !options.invitations) throw refused;
    const found = await options.invitations.getToken(hashInvitationToken(token));
    if (!found) throw refused;
    return {
      keyId: found.invitation_uuid,
      role: found.role_code,
      companyUuid: found.company_uuid,
      userUuid: found.user_uuid,
      locationUuids: [],
      invitationUuid: found.invitation_uuid,
    };
  }

  return {
    /**
     * The principal of an Authorization header for a route taking `credential`; UnauthorizedError
     * for every rejection, also for an invitation token on any other route and an API key on an
     * invitation's route.
     */
    async authenticate(authorization: string | undefined, credential: Credential = 'api-key'): Promise<Principal> {
      const token = bearerToken(authorization);
      if (credential === 'invitation') return invitationPrincipal(token);
      // A token that cannot be a key costs no read, nor a cache entry.
      if (!hasApiKeyShape(token)) throw new UnauthorizedError('The key is unknown, revoked or its user is not active');
      const hash = hashApiKey(token);
      const now = Date.now();
      const cached = cache.get(hash);
      let principal: Principal | null;
      if (cached && cached.expiresAt > now) {
        principal = cached.principal;
      } else {
        principal = await lookUp(hash);
        if (ttlMs > 0) {
          if (cache.size >= MAX_CACHE_ENTRIES) cache.clear();
          cache.set(hash, { principal, expiresAt: now + ttlMs });
        }
      }
      if (!principal) throw new UnauthorizedError('The key is unknown, revoked or its user is not active');
      return principal;
    },

    /** Forgets every cached result (tests). */
    clear(): void {
      cache.clear();
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
export const authenticator: Authenticator = /* @__PURE__ */ createAuthenticator(undefined, undefined, undefined, {
  invitations: invitationTokens,
});
