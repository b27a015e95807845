/**
 * The signed `state` of the billing hand-off: `<payload>.<signature>`, both base64url, where the
 * payload is JSON `{"c": company, "u": user, "exp": epoch seconds}` and the signature is
 * HMAC-SHA256 over the payload text with the configured secret. The provider sends it back and we
 * verify it; nothing else is stored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface BillingStateClaims {
  companyUuid: string;
  /** null for a key without a user (the billing route is owner-only, so always set in practice). */
  userUuid: string | null;
  /** Epoch seconds after which the state is refused. */
  expiresAt: number;
}

function sign(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload, 'utf8').digest();
}

/** Signs the claims into a state value. */
export function signBillingState(claims: BillingStateClaims, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ c: claims.companyUuid, u: claims.userUuid, exp: claims.expiresAt }),
    'utf8',
  ).toString('base64url');
  return `${payload}.${sign(payload, secret).toString('base64url')}`;
}

/** The claims of a state value, or undefined when it is malformed, tampered with or expired. */
export function verifyBillingState(
  state: string,
  secret: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): BillingStateClaims | undefined {
  const [payload, signature, ...rest] = state.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = sign(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const { c, u, exp } = (claims ?? {}) as { c?: unknown; u?: unknown; exp?: unknown };
  if (typeof c !== 'string' || (typeof u !== 'string' && u !== null) || typeof exp !== 'number') return undefined;
  if (nowSeconds >= exp) return undefined;
  return { companyUuid: c, userUuid: u, expiresAt: exp };
}
