/**
 * GET me: who the caller is — their user record (none for a platform key) and the record of the key
 * they called with.
 */
import { type ApiKeyRepository, apiKeyRepository } from '../auth/api-key-repository';
import { bearerToken } from '../auth/authenticate';
import { hashApiKey } from '../auth/api-keys';
import { type KeyRecord, toKeyRecord } from '../auth/key-record';
import type { Principal } from '../auth/principal';
import { UnauthorizedError } from '../errors';
import { type User, toUser } from './user';
import { type UserRepository, userRepository } from './user-repository';

export interface Me {
  kind: 'user' | 'platform';
  company_uuid: string | null;
  user: User | null;
  key: KeyRecord;
}

/**
 * The caller's records, read strongly consistent beside each other. The key is found by the hash of
 * the bearer key the request carries (authentication accepted it); a key or user gone since then
 * (revoked or deleted between authentication and these reads) answers 401, as the next request would.
 */
export async function getMe(
  principal: Principal,
  authorization: string | undefined,
  deps: { keys: ApiKeyRepository; users: UserRepository } = { keys: apiKeyRepository, users: userRepository },
): Promise<Me> {
  const hash = hashApiKey(bearerToken(authorization));
  const [key, user] = await Promise.all([
    deps.keys.findKeyByHash(hash),
    principal.companyUuid !== null && principal.userUuid !== null
      ? deps.users.getUser(principal.companyUuid, principal.userUuid, { consistent: true })
      : Promise.resolve(undefined),
  ]);
  const gone = () => new UnauthorizedError('The key is unknown, revoked or its user is not active');
  if (!key || key.revoked_at || key.key_id !== principal.keyId) throw gone();
  if (key.kind === 'platform') return { kind: 'platform', company_uuid: null, user: null, key: toKeyRecord(key) };
  if (!user) throw gone();
  return { kind: 'user', company_uuid: user.company_uuid, user: toUser(user), key: toKeyRecord(key) };
}
