/**
 * The delete of a company user over an in-memory repository: 404 for a user the caller may not
 * see, 403 for an owner unless the caller manages owners, If-Match, the write's 409 last_owner,
 * and the authorizer cache flushed only once the user is gone.
 */
import { flushAuthorizerCacheAfterChange } from '../aws/authorizer-cache';
import type { Principal } from '../auth/principal';
import { ConflictError, LastOwnerError, NotFoundError, PreconditionFailedError } from '../errors';
import { newId } from '../data/ids';
import { fakeRecords } from '../../test/support/fake-records';
import { type StoredUser, isActiveOwner, userEtag } from './user';
import type { UserRepository } from './user-repository';
import { deleteCompanyUser } from './users';

jest.mock('../aws/authorizer-cache', () => ({ flushAuthorizerCacheAfterChange: jest.fn(async () => undefined) }));
const flushed = jest.mocked(flushAuthorizerCacheAfterChange);

const COMPANY = newId();
const NORTH = newId();

function storedUser(fields: Partial<StoredUser>): StoredUser {
  const now = '2026-01-01T00:00:00.000Z';
  return {
    user_uuid: newId(),
    company_uuid: COMPANY,
    display_name: 'Someone',
    first_name: null,
    last_name: null,
    email: null,
    phone: null,
    role_code: 'ROLE_COMPANY_TECHNICIAN',
    status_code: 'STATUS_ACTIVE',
    company_location_uuids: [NORTH],
    created_at: now,
    updated_at: now,
    settings: {},
    version: 1,
    ...fields,
  };
}

const principalOf = (user: StoredUser): Principal => ({
  keyId: newId(),
  role: user.role_code,
  companyUuid: COMPANY,
  userUuid: user.user_uuid,
  locationUuids: user.company_location_uuids,
});
const PLATFORM: Principal = {
  keyId: newId(),
  role: 'ROLE_PLATFORM_ADMIN',
  companyUuid: null,
  userUuid: null,
  locationUuids: [],
};

/** The users; a delete keeps the company's last active owner, as the transaction does. */
function repositoryOver(users: StoredUser[]) {
  const store = fakeRecords<StoredUser>(
    (user) => user.user_uuid,
    () => new ConflictError('exists'),
  );
  for (const user of users) store.records.set(user.user_uuid, structuredClone(user));
  const repository = {
    getUser: async (company: string, uuid: string) => (company === COMPANY ? store.get(uuid) : undefined),
    deleteUserVersioned: async (current: StoredUser) => {
      if (isActiveOwner(current) && [...store.records.values()].filter(isActiveOwner).length === 1)
        throw new LastOwnerError();
      await store.erase(current);
    },
  } as unknown as UserRepository;
  return { store, repository };
}

beforeEach(() => flushed.mockClear());

describe('deleteCompanyUser', () => {
  it('deletes the user, then flushes the authorizer cache once', async () => {
    const owner = storedUser({ role_code: 'ROLE_COMPANY_OWNER' });
    const technician = storedUser({});
    const { store, repository } = repositoryOver([owner, technician]);
    await deleteCompanyUser(principalOf(owner), { companyUuid: COMPANY, id: technician.user_uuid }, repository);
    expect([...store.records.keys()]).toEqual([owner.user_uuid]);
    expect(flushed).toHaveBeenCalledTimes(1);
  });

  it("answers 404 for a user that does not exist, of another company, or not the caller's to see", async () => {
    const manager = storedUser({ role_code: 'ROLE_COMPANY_MANAGER', company_location_uuids: [newId()] });
    const technician = storedUser({});
    const { store, repository } = repositoryOver([manager, technician]);
    for (const [principal, request] of [
      [PLATFORM, { companyUuid: COMPANY, id: newId() }],
      [PLATFORM, { companyUuid: COMPANY, id: null }],
      [PLATFORM, { companyUuid: newId(), id: technician.user_uuid }],
      [principalOf(manager), { companyUuid: COMPANY, id: technician.user_uuid }],
    ] as const) {
      await expect(deleteCompanyUser(principal, request, repository)).rejects.toBeInstanceOf(NotFoundError);
    }
    expect(store.records.size).toBe(2);
    expect(flushed).not.toHaveBeenCalled();
  });

  it('lets only an owner or a platform key delete an owner (403 before If-Match), never the last active one (409)', async () => {
    const owner = storedUser({ role_code: 'ROLE_COMPANY_OWNER' });
    const second = storedUser({ role_code: 'ROLE_COMPANY_OWNER' });
    const admin = storedUser({ role_code: 'ROLE_COMPANY_ADMIN' });
    const { store, repository } = repositoryOver([owner, second, admin]);
    await expect(
      deleteCompanyUser(
        principalOf(admin),
        { companyUuid: COMPANY, id: second.user_uuid, ifMatch: '"stale"' },
        repository,
      ),
    ).rejects.toMatchObject({
      status: 403,
      detail: 'Only an owner or a platform key may delete an owner',
    });
    await deleteCompanyUser(principalOf(owner), { companyUuid: COMPANY, id: second.user_uuid }, repository);
    await expect(
      deleteCompanyUser(PLATFORM, { companyUuid: COMPANY, id: owner.user_uuid }, repository),
    ).rejects.toMatchObject({ status: 409, code: 'last_owner' });
    expect([...store.records.keys()].sort()).toEqual([owner.user_uuid, admin.user_uuid].sort());
    expect(flushed).toHaveBeenCalledTimes(1);
  });

  it('answers 412 for a stale If-Match and deletes nothing; the current ETag deletes', async () => {
    const technician = storedUser({});
    const { store, repository } = repositoryOver([technician]);
    const request = { companyUuid: COMPANY, id: technician.user_uuid };
    await expect(deleteCompanyUser(PLATFORM, { ...request, ifMatch: '"stale"' }, repository)).rejects.toBeInstanceOf(
      PreconditionFailedError,
    );
    expect(store.records.has(technician.user_uuid)).toBe(true);
    await deleteCompanyUser(PLATFORM, { ...request, ifMatch: userEtag(technician) }, repository);
    expect(store.records.size).toBe(0);
    await expect(deleteCompanyUser(PLATFORM, request, repository)).rejects.toBeInstanceOf(NotFoundError);
  });
});
