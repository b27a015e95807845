/** API key material: generation and hashing. Only the SHA-256 hash of a key is ever stored. */
import { createHash, randomBytes } from 'node:crypto';
import { newId } from '../data/ids';

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

/** What a new key is issued with; the rest starts empty (not revoked, no use). */
export interface NewKey {
  kind: 'user' | 'platform';
  company_uuid: string | null;
  user_uuid: string | null;
  created_at: string;
  /** Absent: the admin CLI's name, `cli`. */
  name?: string;
  expires_at?: string | null;
}

/** A new key: the key itself (shown once), its hash (stored) and its record (stored under the hash). */
export function newKeyMaterial(key: NewKey): {
  apiKey: string;
  hash: string;
  record: NewKey & { key_id: string; revoked_at: null };
} {
  const apiKey = generateApiKey();
  return { apiKey, hash: hashApiKey(apiKey), record: { key_id: newId(), ...key, revoked_at: null } };
}

/** A new key of a user of a company (through the API: the caller's own, or one an accepted invitation issues). */
export function newUserKeyMaterial(
  user: { company_uuid: string; user_uuid: string },
  created_at: string,
  name: string,
  expires_at: string | null = null,
): ReturnType<typeof newKeyMaterial> {
  return newKeyMaterial({
    kind: 'user',
    company_uuid: user.company_uuid,
    user_uuid: user.user_uuid,
    name,
    created_at,
    expires_at,
  });
}
