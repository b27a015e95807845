/**
 * The operations on one company user that take no body: get and delete. A user the caller may not
 * see (visibility.ts) is a user that does not exist (404), as is one of another
 * company. Nothing here imports the body schemas (user-input.ts).
 */
import { OPERATOR } from '../audit/audit-context';
import { flushAuthorizerCacheAfterChange } from '../aws/authorizer-cache';
import type { Principal } from '../auth/principal';
import { NotFoundError } from '../errors';
import { writeVersioned } from '../data/optimistic';
import type { RecordRequest } from '../data/versioning';
import { type StoredUser, type VersionedUser, toUser, toVersionedUser, userEtag } from './user';
import { type UserRepository, userRepository } from './user-repository';
import { assertMayDelete, maySee } from './user-rules';

/** The stored user a request names, as the caller may see it (strongly consistent); 404 otherwise. */
export async function readVisibleUser(
  principal: Principal,
  request: RecordRequest,
  repository: UserRepository,
): Promise<StoredUser> {
  const stored =
    request.id === null ? undefined : await repository.getUser(request.companyUuid, request.id, { consistent: true });
  if (!stored || !maySee(principal, stored)) throw new NotFoundError('The user does not exist');
  return stored;
}

/** One user of the company, with its ETag. */
export async function getCompanyUser(
  principal: Principal,
  request: RecordRequest,
  repository: UserRepository = userRepository,
): Promise<VersionedUser> {
  return toVersionedUser(await readVisibleUser(principal, request, repository));
}

/**
 * Deletes a user: its record, its pointer and its `users` slot, in one transaction with the list
 * counters, the company's active owners (409 `last_owner` for the last one) and the users cache.
 * Its keys answer 401 from then on. 403 for an owner unless the caller is an owner or a platform
 * key; If-Match is checked after that, on each read of the write loop.
 */
export async function deleteCompanyUser(
  principal: Principal,
  request: RecordRequest,
  repository: UserRepository = userRepository,
): Promise<void> {
  await writeVersioned({
    read: () => readVisibleUser(principal, request, repository),
    etag: userEtag,
    ifMatch: request.ifMatch,
    build: (current) => assertMayDelete(principal, toUser(current)),
    write: async (current) => {
      await repository.deleteUserVersioned(current, request.audit ?? OPERATOR);
      await flushAuthorizerCacheAfterChange();
    },
    conflictDetail: 'The user is being changed concurrently; retry',
  });
}
