/**
 * A kind of bearer secret (an API key, an invitation token): 32 random bytes (256 bits),
 * base64url-encoded behind a prefix that names the kind, so that authentication tells the kinds apart
 * by shape, before any read. Only a secret's SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';

export interface BearerSecret {
  generate: () => string;
  /** Whether a token could be a secret of this kind; anything else is refused before any database call. */
  hasShape: (token: string) => boolean;
  /** The stored form of a secret. */
  hash: (secret: string) => string;
}

/** The secrets behind `prefix` (letters and `_` only): no prefix may be another's followed by 43 characters. */
export function bearerSecret(prefix: string): BearerSecret {
  const shape = new RegExp(`^${prefix}[A-Za-z0-9_-]{43}$`);
  return {
    generate: () => `${prefix}${randomBytes(32).toString('base64url')}`,
    hasShape: (token) => shape.test(token),
    hash: (secret) => createHash('sha256').update(secret, 'utf8').digest('hex'),
  };
}
