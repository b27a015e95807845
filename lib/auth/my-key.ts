/**
 * The caller's own keys (me/keys): whose they are, and one of them as a record (GET me/keys/{k}).
 * Reads only, so that the GET's bundle carries none of the issue and revoke transactions.
 */
import type { Versioned } from '../data/versioning';
import { ForbiddenError } from '../errors';
import type { KeyRecord } from './key-record';
import type { Principal } from './principal';
import { type UserKeyReader, heldKey, toVersionedKey, userKeyReader } from './user-key-reader';

/** The caller's user (me/keys is for company users: platform keys are refused by the route's roles). */
export function ownUser(principal: Principal): { user_uuid: string; company_uuid: string } {
  if (!principal.userUuid || !principal.companyUuid)
    throw new ForbiddenError('Only a user of a company has keys of its own');
  return { user_uuid: principal.userUuid, company_uuid: principal.companyUuid };
}

/** One of the caller's keys with its ETag: 404 for a key of another user. */
export async function getMyKey(
  principal: Principal,
  keyId: string,
  reader: UserKeyReader = userKeyReader,
): Promise<Versioned<KeyRecord>> {
  return toVersionedKey(await heldKey(reader, ownUser(principal), keyId));
}
