/** The public record of an API key: the one place a stored key is shaped for an answer. */
import type { StoredApiKey } from './api-key-repository';

export interface KeyRecord {
  key_id: string;
  name: string;
  /** null for platform keys. */
  user_uuid: string | null;
  created_at: string;
  /** null: the key never expires. */
  expires_at: string | null;
  revoked_at: string | null;
  /** null: not recorded (no key stores its last use yet). */
  last_used_at: string | null;
}

/** The name of every key the admin CLI issues (stored keys carry no name of their own yet). */
export const CLI_KEY_NAME = 'cli';

/** The contract's fields of a stored key, picked one by one (the key's hash never leaves the repository). */
export function toKeyRecord(stored: StoredApiKey): KeyRecord {
  return {
    key_id: stored.key_id,
    name: stored.name ?? CLI_KEY_NAME,
    user_uuid: stored.kind === 'platform' ? null : stored.user_uuid,
    created_at: stored.created_at,
    expires_at: stored.expires_at ?? null,
    revoked_at: stored.revoked_at ?? null,
    last_used_at: null,
  };
}
