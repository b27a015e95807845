/**
 * The PATCH of a company user over in-memory repositories: the fields it changes, its check order
 * (the body's 422s, the user's 404, the role rules' 403, an invited user's 409, If-Match's 412),
 * the last-owner guard of the write, a lost race re-applied, and the authorizer cache flushed only
 * for a change of access. Nothing is written when a check refuses.
 */
import * as z from 'zod/mini';
import type { AuditContext } from '../audit/audit-context';
import { flushAuthorizerCacheAfterChange } from '../aws/authorizer-cache';
import type { Principal } from '../auth/principal';
import {
  ConflictError,
  ForbiddenError,
  LastOwnerError,
  NotFoundError,
  PreconditionFailedError,
  ValidationError,
} from '../errors';
import { newId } from '../data/ids';
import { countryUuid } from '../reference/countries';
import { fakeRecords } from '../../test/support/fake-records';
import { type StoredUser, activeOwnersDelta, isActiveOwner, userEtag } from './user';
import { UserPatch } from './user-input';
import type { UserRepository } from './user-repository';
import { type UserWriteDependencies, companyDataIssues, updateCompanyUser } from './user-writes';

// The cache is flushed through API Gateway: here only the calls are counted.
jest.mock('../aws/authorizer-cache', () => ({ flushAuthorizerCacheAfterChange: jest.fn(async () => undefined) }));
const flushed = jest.mocked(flushAuthorizerCacheAfterChange);

const COMPANY = newId();
const NORTH = newId();
const SOUTH = newId();
const US = countryUuid('US') as string;
const AUDIT: AuditContext = {
  actor: { kind: 'platform', user_uuid: null, key_id: 'key-1' },
  requestId: 'request-1',
  gatewayRequestId: null,
};

const patch = (fields: Record<string, unknown>) => z.parse(UserPatch, fields);

function storedUser(fields: Partial<StoredUser>): StoredUser {
  return {
    user_uuid: newId(),
    company_uuid: COMPANY,
    display_name: 'Someone',
    first_name: null,
    last_name: null,
    email: `${newId()}@example.com`,
    phone: null,
    role_code: 'ROLE_COMPANY_TECHNICIAN',
    status_code: 'STATUS_ACTIVE',
    company_location_uuids: [NORTH],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
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

/** The users, the company's locations and country (null: no company); the write keeps the company's last active owner, as the transaction does. */
function dependenciesOver(users: StoredUser[], company: { country: string | null } | null = { country: US }) {
  const store = fakeRecords<StoredUser>(
    (user) => user.user_uuid,
    () => new ConflictError('exists'),
  );
  for (const user of users) store.records.set(user.user_uuid, structuredClone(user));
  const audits: unknown[] = [];
  const reads = { locations: 0, country: 0 };
  const deps: UserWriteDependencies = {
    users: {
      getUser: async (company: string, uuid: string) => (company === COMPANY ? store.get(uuid) : undefined),
      pendingInvitationOf: async () => undefined,
      updateUserVersioned: async (current: StoredUser, next: StoredUser, audit: unknown) => {
        const activeOwners = [...store.records.values()].filter(isActiveOwner).length;
        const delta = activeOwnersDelta(current, next);
        if (delta < 0 && activeOwners + delta < 1) throw new LastOwnerError();
        await store.save(current, next);
        audits.push(audit);
      },
    } as unknown as UserRepository,
    locations: {
      listLocationsOfCompany: async () => {
        reads.locations++;
        return [{ company_location_uuid: NORTH }, { company_location_uuid: SOUTH }] as never;
      },
    },
    companies: {
      getCompanyCountry: async () => {
        reads.country++;
        return company?.country;
      },
    },
  };
  return { store, deps, audits, reads };
}

beforeEach(() => flushed.mockClear());

describe('user writes', () => {
  it('changes only the fields sent, as the next version, and answers it with its ETag', async () => {
    const owner = storedUser({ role_code: 'ROLE_COMPANY_OWNER' });
    const technician = storedUser({ display_name: 'Tech', first_name: 'Ann' });
    const { store, deps, audits } = dependenciesOver([owner, technician]);
    const updated = await updateCompanyUser(
      principalOf(owner),
      { companyUuid: COMPANY, id: technician.user_uuid, audit: AUDIT },
      patch({ last_name: 'Lee', settings: { theme: 'dark' }, email: 'ignored@example.com' }),
      deps,
    );
    const stored = store.records.get(technician.user_uuid) as StoredUser;
    expect(stored).toEqual({
      ...technician,
      last_name: 'Lee',
      settings: { theme: 'dark' },
      updated_at: expect.any(String),
      version: 2,
    });
    expect(stored.updated_at > technician.updated_at).toBe(true);
    expect(updated).toEqual({
      record: {
        ...technician,
        last_name: 'Lee',
        settings: { theme: 'dark' },
        updated_at: stored.updated_at,
        version: undefined,
      },
      etag: userEtag(stored),
    });
    expect(Object.keys(updated.record)).not.toContain('version');
    expect(audits).toEqual([AUDIT]);
    expect(flushed).not.toHaveBeenCalled();
  });

  it('flushes the authorizer cache once when role, status or locations change', async () => {
    const owner = storedUser({ role_code: 'ROLE_COMPANY_OWNER' });
    const technician = storedUser({});
    const { deps } = dependenciesOver([owner, technician]);
    const request = { companyUuid: COMPANY, id: technician.user_uuid };
    await updateCompanyUser(principalOf(owner), request, patch({ company_location_uuids: [NORTH, SOUTH] }), deps);
    expect(flushed).toHaveBeenCalledTimes(1);
    await updateCompanyUser(principalOf(owner), request, patch({ status_code: 'STATUS_DISABLED' }), deps);
    await updateCompanyUser(principalOf(owner), request, patch({ role_code: 'ROLE_COMPANY_MANAGER' }), deps);
    expect(flushed).toHaveBeenCalledTimes(3);
    // The same locations again change nothing a key may do.
    await updateCompanyUser(
      principalOf(owner),
      request,
      patch({ company_location_uuids: [NORTH, SOUTH], display_name: 'Renamed' }),
      deps,
    );
    expect(flushed).toHaveBeenCalledTimes(3);
  });

  it("refuses ids of another company or user (422 mismatch) before reading anything; the path's id in other letter case passes", async () => {
    const owner = storedUser({ role_code: 'ROLE_COMPANY_OWNER' });
    const { store, deps, reads } = dependenciesOver([owner]);
    const request = { companyUuid: COMPANY, id: owner.user_uuid };
    const refused = updateCompanyUser(
      principalOf(owner),
      request,
      patch({ company_uuid: newId(), user_uuid: newId(), company_location_uuids: [newId()] }),
      deps,
    );
    await expect(refused).rejects.toMatchObject({
      status: 422,
      code: 'validation_failed',
      errors: [
        { path: 'company_uuid', code: 'mismatch', message: "Must be the path's company (or omitted)" },
        { path: 'user_uuid', code: 'mismatch', message: 'Must equal the user_uuid of the path (or be omitted)' },
      ],
    });
    expect(reads).toEqual({ locations: 0, country: 0 });
    expect(store.saves).toEqual([]);
    const same = await updateCompanyUser(
      principalOf(owner),
      request,
      patch({ user_uuid: owner.user_uuid.toUpperCase(), company_uuid: COMPANY.toUpperCase(), display_name: 'Boss' }),
      deps,
    );
    expect(same.record.display_name).toBe('Boss');
  });

  it("answers every location that is not the company's and a phone invalid for its country in one 422, before the user's 404", async () => {
    const owner = storedUser({ role_code: 'ROLE_COMPANY_OWNER' });
    const { store, deps } = dependenciesOver([owner]);
    const stranger = newId();
    const refused = updateCompanyUser(
      principalOf(owner),
      { companyUuid: COMPANY, id: newId() },
      patch({ company_location_uuids: [NORTH, stranger], phone: '020 7946 0018' }),
      deps,
    );
    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    await expect(refused).rejects.toMatchObject({
      errors: [
        { path: 'company_location_uuids[1]', code: 'not_found', message: 'Not a location of the company' },
        { path: 'phone', code: 'invalid_phone', message: 'Must be a valid phone number for US' },
      ],
    });
    expect(store.saves).toEqual([]);
  });

  it("reads the company's locations and country only for the fields sent", async () => {
    const { deps, reads } = dependenciesOver([]);
    expect(await companyDataIssues(COMPANY, { company_location_uuids: [], phone: null }, deps)).toEqual([]);
    expect(reads).toEqual({ locations: 0, country: 0 });
    expect(
      await companyDataIssues(COMPANY, { company_location_uuids: [SOUTH], phone: '+1 312 555 0123' }, deps),
    ).toEqual([]);
    expect(reads).toEqual({ locations: 1, country: 1 });
  });

  it('answers 404 for a phone of a company that does not exist, and checks a phone without a country in international format', async () => {
    await expect(
      companyDataIssues(COMPANY, { phone: '+1 312 555 0123' }, dependenciesOver([], null).deps),
    ).rejects.toBeInstanceOf(NotFoundError);
    const { deps } = dependenciesOver([], { country: null });
    expect(await companyDataIssues(COMPANY, { phone: '+44 20 7946 0018' }, deps)).toEqual([]);
    expect(await companyDataIssues(COMPANY, { phone: '312 555 0123' }, deps)).toEqual([
      { path: 'phone', code: 'invalid_phone', message: 'Must be a valid phone number in international format' },
    ]);
  });

  it("answers 404 for a user that does not exist, is not a UUID, or is not the caller's to see, before the role rules", async () => {
    const technician = storedUser({ company_location_uuids: [NORTH] });
    const manager = storedUser({ role_code: 'ROLE_COMPANY_MANAGER', company_location_uuids: [SOUTH] });
    const other = storedUser({ company_location_uuids: [NORTH] });
    const { store, deps } = dependenciesOver([technician, manager, other]);
    for (const id of [newId(), null]) {
      await expect(
        updateCompanyUser(principalOf(technician), { companyUuid: COMPANY, id }, patch({ display_name: 'X' }), deps),
      ).rejects.toBeInstanceOf(NotFoundError);
    }
    // A manager of another location may not see the user: 404 rather than the 403 its role change would earn.
    await expect(
      updateCompanyUser(
        principalOf(manager),
        { companyUuid: COMPANY, id: other.user_uuid },
        patch({ role_code: 'ROLE_COMPANY_OWNER' }),
        deps,
      ),
    ).rejects.toMatchObject({ status: 404, detail: 'The user does not exist' });
    await expect(
      updateCompanyUser(
        principalOf(technician),
        { companyUuid: COMPANY, id: other.user_uuid },
        patch({ display_name: 'X' }),
        deps,
      ),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect(store.saves).toEqual([]);
  });

  it('lets a technician or manager edit only their own person fields (403 for role, status or locations)', async () => {
    const technician = storedUser({});
    const { store, deps } = dependenciesOver([technician]);
    const request = { companyUuid: COMPANY, id: technician.user_uuid };
    for (const fields of [
      { role_code: 'ROLE_COMPANY_ADMIN' },
      { status_code: 'STATUS_DISABLED' },
      { company_location_uuids: [SOUTH] },
    ]) {
      await expect(updateCompanyUser(principalOf(technician), request, patch(fields), deps)).rejects.toBeInstanceOf(
        ForbiddenError,
      );
    }
    await expect(
      updateCompanyUser(principalOf(technician), request, patch({ role_code: 'ROLE_COMPANY_ADMIN' }), deps),
    ).rejects.toMatchObject({ detail: 'Your role may not change role_code' });
    expect(store.saves).toEqual([]);
    // Sending the stored values is no change.
    const same = await updateCompanyUser(
      principalOf(technician),
      request,
      patch({ role_code: 'ROLE_COMPANY_TECHNICIAN', company_location_uuids: [NORTH], phone: '+1 312 555 0123' }),
      deps,
    );
    expect(same.record).toMatchObject({ role_code: 'ROLE_COMPANY_TECHNICIAN', phone: '+1 312 555 0123' });
  });

  it('lets only an owner or a platform key change an owner or give the owner role; nobody changes their own role or status', async () => {
    const owner = storedUser({ role_code: 'ROLE_COMPANY_OWNER' });
    const secondOwner = storedUser({ role_code: 'ROLE_COMPANY_OWNER' });
    const admin = storedUser({ role_code: 'ROLE_COMPANY_ADMIN' });
    const technician = storedUser({});
    const { store, deps } = dependenciesOver([owner, secondOwner, admin, technician]);
    const refusals: Array<[Principal, StoredUser, Record<string, unknown>, string]> = [
      [principalOf(admin), owner, { display_name: 'Renamed' }, 'Only an owner or a platform key may change an owner'],
      [
        principalOf(admin),
        technician,
        { role_code: 'ROLE_COMPANY_OWNER' },
        'Only an owner or a platform key may give the owner role',
      ],
      [
        principalOf(owner),
        owner,
        { role_code: 'ROLE_COMPANY_ADMIN' },
        'Nobody changes their own role_code or status_code',
      ],
      [
        principalOf(admin),
        admin,
        { status_code: 'STATUS_DISABLED' },
        'Nobody changes their own role_code or status_code',
      ],
    ];
    for (const [principal, user, fields, detail] of refusals) {
      await expect(
        updateCompanyUser(principal, { companyUuid: COMPANY, id: user.user_uuid }, patch(fields), deps),
      ).rejects.toMatchObject({ status: 403, code: 'forbidden', detail });
    }
    expect(store.saves).toEqual([]);
    expect(
      (
        await updateCompanyUser(
          principalOf(owner),
          { companyUuid: COMPANY, id: technician.user_uuid },
          patch({ role_code: 'ROLE_COMPANY_OWNER' }),
          deps,
        )
      ).record.role_code,
    ).toBe('ROLE_COMPANY_OWNER');
    expect(
      (
        await updateCompanyUser(
          PLATFORM,
          { companyUuid: COMPANY, id: secondOwner.user_uuid },
          patch({ status_code: 'STATUS_DISABLED' }),
          deps,
        )
      ).record.status_code,
    ).toBe('STATUS_DISABLED');
    expect(
      (
        await updateCompanyUser(
          principalOf(admin),
          { companyUuid: COMPANY, id: admin.user_uuid },
          patch({ display_name: 'Me' }),
          deps,
        )
      ).record.display_name,
    ).toBe('Me');
  });

  it("refuses to switch an invited user's status (409), while its other fields change", async () => {
    const owner = storedUser({ role_code: 'ROLE_COMPANY_OWNER' });
    const invited = storedUser({ status_code: 'STATUS_INVITED' });
    const { store, deps } = dependenciesOver([owner, invited]);
    const request = { companyUuid: COMPANY, id: invited.user_uuid };
    await expect(
      updateCompanyUser(principalOf(owner), request, patch({ status_code: 'STATUS_ACTIVE' }), deps),
    ).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
      detail: 'The user is invited: an invitation is accepted, not switched on or off',
    });
    expect(store.saves).toEqual([]);
    expect(
      (await updateCompanyUser(principalOf(owner), request, patch({ display_name: 'Newcomer' }), deps)).record,
    ).toMatchObject({ display_name: 'Newcomer', status_code: 'STATUS_INVITED' });
  });

  it('checks If-Match after the role rules: a stale one is 412 and writes nothing, the current one passes', async () => {
    const owner = storedUser({ role_code: 'ROLE_COMPANY_OWNER' });
    const technician = storedUser({});
    const { store, deps } = dependenciesOver([owner, technician]);
    const stale = { companyUuid: COMPANY, id: technician.user_uuid, ifMatch: '"stale"' };
    await expect(
      updateCompanyUser(principalOf(technician), stale, patch({ role_code: 'ROLE_COMPANY_ADMIN' }), deps),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(
      updateCompanyUser(principalOf(owner), stale, patch({ display_name: 'Lost' }), deps),
    ).rejects.toBeInstanceOf(PreconditionFailedError);
    expect(store.saves).toEqual([]);
    const matched = await updateCompanyUser(
      principalOf(owner),
      { ...stale, ifMatch: userEtag(technician) },
      patch({ display_name: 'Kept' }),
      deps,
    );
    expect(matched.record.display_name).toBe('Kept');
  });

  it("answers the write's 409 last_owner for the last active owner demoted or disabled, leaving it stored as it was", async () => {
    const owner = storedUser({ role_code: 'ROLE_COMPANY_OWNER' });
    const disabledOwner = storedUser({ role_code: 'ROLE_COMPANY_OWNER', status_code: 'STATUS_DISABLED' });
    const { store, deps } = dependenciesOver([owner, disabledOwner]);
    const request = { companyUuid: COMPANY, id: owner.user_uuid };
    for (const fields of [{ role_code: 'ROLE_COMPANY_ADMIN' }, { status_code: 'STATUS_DISABLED' }]) {
      await expect(updateCompanyUser(PLATFORM, request, patch(fields), deps)).rejects.toMatchObject({
        status: 409,
        code: 'last_owner',
      });
    }
    expect(store.records.get(owner.user_uuid)).toEqual(owner);
    expect(flushed).not.toHaveBeenCalled();
    // With a second active owner, the first may go.
    await updateCompanyUser(
      PLATFORM,
      { companyUuid: COMPANY, id: disabledOwner.user_uuid },
      patch({ status_code: 'STATUS_ACTIVE' }),
      deps,
    );
    expect(
      (await updateCompanyUser(PLATFORM, request, patch({ role_code: 'ROLE_COMPANY_ADMIN' }), deps)).record.role_code,
    ).toBe('ROLE_COMPANY_ADMIN');
  });

  it('re-applies a PATCH that lost a race without If-Match, re-checking the rules on the fresh read', async () => {
    const owner = storedUser({ role_code: 'ROLE_COMPANY_OWNER' });
    const admin = storedUser({ role_code: 'ROLE_COMPANY_ADMIN' });
    const technician = storedUser({});
    const { store, deps } = dependenciesOver([owner, admin, technician]);
    const request = { companyUuid: COMPANY, id: technician.user_uuid };
    store.beforeNextSave((stored) => ({ ...stored, first_name: 'Meanwhile', version: stored.version + 1 }));
    const patched = await updateCompanyUser(principalOf(admin), request, patch({ last_name: 'Both' }), deps);
    expect(patched.record).toMatchObject({ first_name: 'Meanwhile', last_name: 'Both' });
    expect(store.records.get(technician.user_uuid)?.version).toBe(3);
    // Promoted to owner meanwhile: the admin's retry is now refused.
    store.beforeNextSave((stored) => ({ ...stored, role_code: 'ROLE_COMPANY_OWNER', version: stored.version + 1 }));
    await expect(
      updateCompanyUser(principalOf(admin), request, patch({ last_name: 'Lost' }), deps),
    ).rejects.toBeInstanceOf(ForbiddenError);
    expect(store.records.get(technician.user_uuid)).toMatchObject({
      role_code: 'ROLE_COMPANY_OWNER',
      last_name: 'Both',
      version: 4,
    });
  });
});
