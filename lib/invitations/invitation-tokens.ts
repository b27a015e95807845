/**
 * Invitation tokens: 32 random bytes (256 bits) behind the prefix `bo_inv_`, a shape no API key has
 * (`bo_` and 43 characters), so the authentication step tells the two apart without a read. Only
 * the SHA-256 of a token is stored.
 */
import { createHash, randomBytes } from 'node:crypto';

export function generateInvitationToken(): string {
  return `bo_inv_${randomBytes(32).toString('base64url')}`;
}

const INVITATION_TOKEN_SHAPE = /^bo_inv_[A-Za-z0-9_-]{43}$/;

/** Whether a bearer token could be an invitation token; anything else is refused before any read. */
export function hasInvitationTokenShape(token: string): boolean {
  return INVITATION_TOKEN_SHAPE.test(token);
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
