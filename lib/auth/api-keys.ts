/** API key material: generation and hashing. Only the SHA-256 hash of a key is ever stored. */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes = 256 bits of entropy, base64url-encoded behind a recognisable prefix. */
export function generateApiKey(): string {
  return `bo_${randomBytes(32).toString('base64url')}`;
}

/** The stored form of a key. */
export function hashApiKey(apiKey: string): string {
  return createHash('sha256').update(apiKey, 'utf8').digest('hex');
}
