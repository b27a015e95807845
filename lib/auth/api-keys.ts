/** API key material: generation and hashing. Only the SHA-256 hash of a key is ever stored. */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes = 256 bits of entropy, base64url-encoded behind a recognisable prefix. */
export function generateApiKey(): string {
  return `bo_${randomBytes(32).toString('base64url')}`;
}

/** The shape of every key `generateApiKey` issues: the prefix and 43 base64url characters (32 bytes). */
const API_KEY_SHAPE = /^bo_[A-Za-z0-9_-]{43}$/;

/** Whether a token could be one of our keys; anything else is refused before any database call. */
export function hasApiKeyShape(token: string): boolean {
  return API_KEY_SHAPE.test(token);
}

/** The stored form of a key. */
export function hashApiKey(apiKey: string): string {
  return createHash('sha256').update(apiKey, 'utf8').digest('hex');
}
