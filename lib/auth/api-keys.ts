/** API key material: generation and hashing. Only the SHA-256 hash of a key is ever stored. */
import { newId } from '../data/ids';
import { bearerSecret } from './bearer-secret';

/** API keys: `bo_` and 43 base64url characters (32 random bytes). */
export const {
  generate: generateApiKey,
  hasShape: hasApiKeyShape,
  hash: hashApiKey,
} = /* @__PURE__ */ bearerSecret('bo_');

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
export function newKeyMaterial<Key extends NewKey>(
  key: Key,
): {
  apiKey: string;
  hash: string;
  record: Key & { key_id: string; revoked_at: null };
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
) {
  return newKeyMaterial({
    kind: 'user' as const,
    company_uuid: user.company_uuid,
    user_uuid: user.user_uuid,
    name,
    created_at,
    expires_at,
  });
}
