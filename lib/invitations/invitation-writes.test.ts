/**
 * The invitation writes over an in-memory repository: what an invitation stores (the invitation and
 * its invited user) and answers (its token, once), the check order (the body's 422s, who may invite
 * whom, the record's 404, the state's 409/410), e-mail uniqueness, the transitions of resend and
 * accept, and lost races read again. Nothing is written when a check refuses.
 */
import * as z from 'zod/mini';
import type { AuditContext } from '../audit/audit-context';
import type { StoredApiKey } from '../auth/key-lookup';
import { hashApiKey } from '../auth/api-keys';
import type { Principal } from '../auth/principal';
import { companyRepository } from '../companies/company-repository';
import { newId } from '../data/ids';
import { StaleWriteError } from '../data/optimistic';
import { ConflictError, InvitationAcceptedError, NotFoundError, UnauthorizedError, ValidationError } from '../errors';
import { locationRepository } from '../locations/location-repository';
import { countryUuid } from '../reference/countries';
import { type StoredUser, userEtag } from '../users/user';
import { EmailTakenError } from '../users/user-items';
import { fakeRecords } from '../../test/support/fake-records';
import { type StoredInvitation, invitationEtag } from './invitation';
import { InvitationAccept, InvitationCreate } from './invitation-input';
import type { InvitationRepository } from './invitation-repository';
import { hashInvitationToken } from './invitation-tokens';
import { DEFAULT_ACCEPT_KEY_NAME, acceptInvitation, createInvitation, resendInvitation } from './invitation-writes';

const COMPANY = newId();
const NORTH = newId();
const SOUTH = newId();
const AUDIT: AuditContext = {
  actor: { kind: 'platform', user_uuid: null, key_id: 'key-1' },
  requestId: 'request-1',
  gatewayRequestId: null,
};
const DAY_MS = 24 * 60 * 60 * 1000;
const PAST = '2020-01-01T00:00:00.000Z';

const OWNER: Principal = {
  keyId: newId(),
  role: 'ROLE_COMPANY_OWNER',
  companyUuid: COMPANY,
  userUuid: newId(),
  locationUuids: [],
};
const ADMIN: Principal = { ...OWNER, role: 'ROLE_COMPANY_ADMIN', userUuid: newId() };
const MANAGER: Principal = { ...OWNER, role: 'ROLE_COMPANY_MANAGER', userUuid: newId(), locationUuids: [NORTH] };
const PLATFORM: Principal = {
  keyId: newId(),
  role: 'ROLE_PLATFORM_ADMIN',
  companyUuid: null,
  userUuid: null,
  locationUuids: [],
};

const invite = (fields: Record<string, unknown> = {}) =>
  z.parse(InvitationCreate, {
    email: 'new.tech@example.com',
    display_name: 'New tech',
    role_code: 'ROLE_COMPANY_TECHNICIAN',
    company_location_uuids: [NORTH],
    ...fields,
  });
const acceptBody = (fields: Record<string, unknown> | undefined) => z.parse(InvitationAccept, fields);

/** What the invitation's token authenticates as. */
const tokenPrincipal = (invitation: StoredInvitation): Principal => ({
  keyId: invitation.invitation_uuid,
  role: invitation.role_code,
  companyUuid: invitation.company_uuid,
  userUuid: invitation.user_uuid,
  locationUuids: invitation.company_location_uuids,
  invitationUuid: invitation.invitation_uuid,
});

/** Invitations and users as the transactions keep them: a create refused for a taken address (any case), an accept under both versions read. */
function repositoryOver(existingUsers: StoredUser[] = []) {
  const invitations = fakeRecords<StoredInvitation>(
    (invitation) => invitation.invitation_uuid,
    () => new ConflictError('exists'),
  );
  const users = fakeRecords<StoredUser>(
    (user) => user.user_uuid,
    () => new ConflictError('exists'),
  );
  for (const user of existingUsers) users.records.set(user.user_uuid, structuredClone(user));
  const keys: Array<{ hash: string; key: StoredApiKey }> = [];
  const audits: AuditContext[] = [];
  const repository = {
    getInvitation: async (company: string, uuid: string) => (company === COMPANY ? invitations.get(uuid) : undefined),
    getUser: async (company: string, uuid: string) => (company === COMPANY ? users.get(uuid) : undefined),
    createInvitation: async (invitation: StoredInvitation, user: StoredUser, audit: AuditContext) => {
      const holder = [...users.records.values()].find(
        (stored) => stored.email?.toLowerCase() === user.email?.toLowerCase(),
      );
      if (holder) throw new EmailTakenError({ existing_user_uuid: holder.user_uuid });
      await invitations.create(invitation);
      await users.create(user);
      audits.push(audit);
    },
    resendInvitation: async (current: StoredInvitation, next: StoredInvitation, audit: AuditContext) => {
      await invitations.save(current, next);
      audits.push(audit);
    },
    acceptInvitation: async (
      current: StoredInvitation,
      next: StoredInvitation,
      user: StoredUser,
      activated: StoredUser,
      issued: { hash: string; key: StoredApiKey },
      audit: AuditContext,
    ) => {
      if (users.records.get(user.user_uuid)?.version !== user.version) throw new StaleWriteError('user');
      await invitations.save(current, next);
      users.records.set(activated.user_uuid, structuredClone(activated));
      keys.push(issued);
      audits.push(audit);
    },
  } as unknown as InvitationRepository;
  return { invitations, users, keys, audits, repository };
}

/** An invitation made by the owner, with its token. */
async function invited(repository: InvitationRepository, fields: Record<string, unknown> = {}) {
  return createInvitation(OWNER, COMPANY, invite(fields), { audit: AUDIT }, repository);
}

let locationReads: jest.SpyInstance;
let countryReads: jest.SpyInstance;
beforeEach(() => {
  locationReads = jest
    .spyOn(locationRepository, 'listLocationsOfCompany')
    .mockResolvedValue([{ company_location_uuid: NORTH }, { company_location_uuid: SOUTH }] as never);
  countryReads = jest.spyOn(companyRepository, 'getCompanyCountry').mockResolvedValue(countryUuid('US') as string);
});
afterEach(() => jest.restoreAllMocks());

describe('createInvitation', () => {
  it('stores a PENDING invitation and its STATUS_INVITED user in one write, and answers the token once', async () => {
    const { invitations, users, audits, repository } = repositoryOver();
    const before = Date.now();
    const issued = await invited(repository, { first_name: 'Ann', phone: '+1 312 555 0123', expires_in_days: 3 });
    const invitation = invitations.records.get(issued.record.invitation_uuid) as StoredInvitation;
    expect(invitation).toEqual({
      invitation_uuid: issued.record.invitation_uuid,
      company_uuid: COMPANY,
      user_uuid: issued.record.user_uuid,
      email: 'new.tech@example.com',
      display_name: 'New tech',
      role_code: 'ROLE_COMPANY_TECHNICIAN',
      company_location_uuids: [NORTH],
      status: 'PENDING',
      expires_at: expect.any(String),
      invited_by_user_uuid: OWNER.userUuid,
      accepted_at: null,
      created_at: expect.any(String),
      updated_at: invitation.created_at,
      version: 1,
      token_hash: hashInvitationToken(issued.token as string),
    });
    expect(Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)).toBe(3 * DAY_MS);
    expect(Date.parse(invitation.created_at)).toBeGreaterThanOrEqual(before);
    expect(users.records.get(invitation.user_uuid)).toEqual({
      user_uuid: invitation.user_uuid,
      company_uuid: COMPANY,
      display_name: 'New tech',
      first_name: 'Ann',
      last_name: null,
      email: 'new.tech@example.com',
      phone: '+1 312 555 0123',
      role_code: 'ROLE_COMPANY_TECHNICIAN',
      status_code: 'STATUS_INVITED',
      company_location_uuids: [NORTH],
      created_at: invitation.created_at,
      updated_at: invitation.created_at,
      settings: {},
      version: 1,
      invitation_uuid: invitation.invitation_uuid,
    });
    const { token_hash: _hash, version: _version, ...record } = invitation;
    expect(issued).toEqual({
      record,
      etag: invitationEtag(invitation),
      token: expect.stringMatching(/^bo_inv_[A-Za-z0-9_-]{43}$/),
    });
    expect(audits).toEqual([AUDIT]);
  });

  it('expires in 7 days by default, with no locations when none are sent (nothing read for them)', async () => {
    const { invitations, repository } = repositoryOver();
    const issued = await createInvitation(
      ADMIN,
      COMPANY,
      invite({ role_code: 'ROLE_COMPANY_ADMIN', company_location_uuids: undefined }),
      { audit: AUDIT },
      repository,
    );
    const invitation = invitations.records.get(issued.record.invitation_uuid) as StoredInvitation;
    expect(Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)).toBe(7 * DAY_MS);
    expect(invitation.company_location_uuids).toEqual([]);
    expect(locationReads).not.toHaveBeenCalled();
    expect(countryReads).not.toHaveBeenCalled();
  });

  it("answers the body's 422s (a location not the company's, a phone invalid for its country) before who may invite whom", async () => {
    const { invitations, users, repository } = repositoryOver();
    const refused = createInvitation(
      MANAGER,
      COMPANY,
      invite({ role_code: 'ROLE_COMPANY_OWNER', company_location_uuids: [SOUTH, newId()], phone: '020 7946 0018' }),
      { audit: AUDIT },
      repository,
    );
    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    await expect(refused).rejects.toMatchObject({
      errors: [
        { path: 'company_location_uuids[1]', code: 'not_found', message: 'Not a location of the company' },
        { path: 'phone', code: 'invalid_phone', message: 'Must be a valid phone number for US' },
      ],
    });
    expect(locationReads).toHaveBeenCalledWith(COMPANY);
    expect(invitations.records.size + users.records.size).toBe(0);
  });

  it('lets only an owner or a platform key invite an owner, and a manager only technicians of their own locations (403)', async () => {
    const { invitations, repository } = repositoryOver();
    const refusals: Array<[Principal, Record<string, unknown>, string]> = [
      [ADMIN, { role_code: 'ROLE_COMPANY_OWNER' }, 'Only an owner or a platform key may invite an owner'],
      [
        MANAGER,
        { role_code: 'ROLE_COMPANY_ADMIN' },
        'A manager invites only technicians, naming at least one location, all of them their own',
      ],
      [
        MANAGER,
        { company_location_uuids: [] },
        'A manager invites only technicians, naming at least one location, all of them their own',
      ],
      [
        MANAGER,
        { company_location_uuids: [NORTH, SOUTH] },
        'A manager invites only technicians, naming at least one location, all of them their own',
      ],
    ];
    for (const [principal, fields, detail] of refusals) {
      await expect(
        createInvitation(principal, COMPANY, invite(fields), { audit: AUDIT }, repository),
      ).rejects.toMatchObject({ status: 403, code: 'forbidden', detail });
    }
    expect(invitations.records.size).toBe(0);
    const allowed: Array<[Principal, Record<string, unknown>]> = [
      [OWNER, { role_code: 'ROLE_COMPANY_OWNER', email: 'owner2@example.com' }],
      [PLATFORM, { role_code: 'ROLE_COMPANY_OWNER', email: 'owner3@example.com' }],
      [MANAGER, { email: 'tech2@example.com' }],
    ];
    for (const [principal, fields] of allowed) {
      const issued = await createInvitation(principal, COMPANY, invite(fields), { audit: AUDIT }, repository);
      expect(issued.record.invited_by_user_uuid).toBe(principal.userUuid);
    }
    expect(invitations.records.size).toBe(3);
  });

  it('answers 409 conflict naming the user who holds the address (in any letter case), storing nothing', async () => {
    const holder: StoredUser = {
      user_uuid: newId(),
      company_uuid: COMPANY,
      display_name: 'Holder',
      first_name: null,
      last_name: null,
      email: 'Taken@Example.com',
      phone: null,
      role_code: 'ROLE_COMPANY_ADMIN',
      status_code: 'STATUS_DISABLED',
      company_location_uuids: [],
      created_at: PAST,
      updated_at: PAST,
      settings: {},
      version: 1,
    };
    const { invitations, users, repository } = repositoryOver([holder]);
    await expect(invited(repository, { email: 'taken@example.COM' })).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
      members: { existing_user_uuid: holder.user_uuid },
    });
    expect(invitations.records.size).toBe(0);
    expect([...users.records.keys()]).toEqual([holder.user_uuid]);
  });

  it('answers a repeat with the same Idempotency-Key with the first invitation, without its token', async () => {
    const { invitations, users, repository } = repositoryOver();
    const id = newId();
    const first = await createInvitation(OWNER, COMPANY, invite(), { idempotentId: id, audit: AUDIT }, repository);
    const again = await createInvitation(OWNER, COMPANY, invite(), { idempotentId: id, audit: AUDIT }, repository);
    expect(first.record.invitation_uuid).toBe(id);
    expect(first.token).toEqual(expect.any(String));
    expect(again).toEqual({ ...first, token: undefined });
    expect(invitations.records.size).toBe(1);
    expect(users.records.size).toBe(1);
  });
});

describe('resendInvitation', () => {
  it('gives a pending invitation a new token and expiry as the next version; the old token stops working', async () => {
    const { invitations, audits, repository } = repositoryOver();
    const issued = await invited(repository);
    const request = { companyUuid: COMPANY, id: issued.record.invitation_uuid };
    const resent = await resendInvitation(OWNER, request, { expires_in_days: 30 }, AUDIT, repository);
    const stored = invitations.records.get(request.id) as StoredInvitation;
    expect(resent.token).not.toBe(issued.token);
    expect(stored).toMatchObject({
      status: 'PENDING',
      version: 2,
      token_hash: hashInvitationToken(resent.token as string),
      updated_at: resent.record.updated_at,
    });
    expect(Date.parse(stored.expires_at) - Date.parse(stored.updated_at)).toBe(30 * DAY_MS);
    expect(resent).toEqual({
      record: { ...issued.record, expires_at: stored.expires_at, updated_at: stored.updated_at },
      etag: invitationEtag(stored),
      token: resent.token,
    });
    expect(audits).toEqual([AUDIT, AUDIT]);
    await expect(
      acceptInvitation(tokenPrincipal(stored), issued.token as string, undefined, AUDIT, repository),
    ).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('makes an expired invitation PENDING again, for 7 days when the body is omitted', async () => {
    const { invitations, repository } = repositoryOver();
    const issued = await invited(repository);
    const id = issued.record.invitation_uuid;
    invitations.records.set(id, { ...(invitations.records.get(id) as StoredInvitation), expires_at: PAST });
    const resent = await resendInvitation(OWNER, { companyUuid: COMPANY, id }, undefined, AUDIT, repository);
    expect(resent.record.status).toBe('PENDING');
    expect(Date.parse(resent.record.expires_at) - Date.parse(resent.record.updated_at)).toBe(7 * DAY_MS);
  });

  it('refuses an accepted or revoked invitation (409) and writes nothing', async () => {
    const { invitations, repository } = repositoryOver();
    for (const status of ['ACCEPTED', 'REVOKED'] as const) {
      const issued = await invited(repository, { email: `${status}@example.com` });
      const id = issued.record.invitation_uuid;
      invitations.records.set(id, { ...(invitations.records.get(id) as StoredInvitation), status });
      await expect(
        resendInvitation(OWNER, { companyUuid: COMPANY, id }, undefined, AUDIT, repository),
      ).rejects.toMatchObject({
        status: 409,
        code: 'conflict',
        detail: `The invitation is ${status}: only a pending or expired invitation is sent again`,
      });
    }
    expect(invitations.saves).toEqual([]);
  });

  it('answers 404 for an invitation that does not exist, of another company, or that a manager may not see', async () => {
    const { invitations, repository } = repositoryOver();
    const south = await invited(repository, { company_location_uuids: [NORTH, SOUTH] });
    const requests = [
      [OWNER, { companyUuid: COMPANY, id: newId() }],
      [OWNER, { companyUuid: COMPANY, id: null }],
      [OWNER, { companyUuid: newId(), id: south.record.invitation_uuid }],
      [MANAGER, { companyUuid: COMPANY, id: south.record.invitation_uuid }],
    ] as const;
    for (const [principal, request] of requests) {
      await expect(resendInvitation(principal, request, undefined, AUDIT, repository)).rejects.toBeInstanceOf(
        NotFoundError,
      );
    }
    expect(invitations.saves).toEqual([]);
  });

  it('reads again after a lost race, and answers what the fresh read allows', async () => {
    const { invitations, repository } = repositoryOver();
    const issued = await invited(repository);
    const request = { companyUuid: COMPANY, id: issued.record.invitation_uuid };
    invitations.beforeNextSave((stored) => ({ ...stored, display_name: 'Meanwhile', version: stored.version + 1 }));
    const resent = await resendInvitation(OWNER, request, undefined, AUDIT, repository);
    expect(resent.record.display_name).toBe('Meanwhile');
    expect(invitations.records.get(request.id)?.version).toBe(3);
    invitations.beforeNextSave((stored) => ({ ...stored, status: 'REVOKED', version: stored.version + 1 }));
    await expect(resendInvitation(OWNER, request, undefined, AUDIT, repository)).rejects.toBeInstanceOf(ConflictError);
    expect(invitations.records.get(request.id)).toMatchObject({ status: 'REVOKED', version: 4 });
  });
});

describe('acceptInvitation', () => {
  it('makes the invitation ACCEPTED and its user ACTIVE with the fields sent, and issues a key of that user shown once', async () => {
    const { invitations, users, keys, repository } = repositoryOver();
    const issued = await invited(repository, { first_name: 'Ann' });
    const invitation = invitations.records.get(issued.record.invitation_uuid) as StoredInvitation;
    const { record: accepted, etag } = await acceptInvitation(
      tokenPrincipal(invitation),
      issued.token as string,
      acceptBody({ display_name: 'Ann Lee', last_name: 'Lee', key_name: 'phone' }),
      AUDIT,
      repository,
    );
    const stored = invitations.records.get(invitation.invitation_uuid) as StoredInvitation;
    expect(stored).toEqual({
      ...invitation,
      status: 'ACCEPTED',
      accepted_at: stored.updated_at,
      updated_at: expect.any(String),
      version: 2,
    });
    const user = users.records.get(invitation.user_uuid) as StoredUser;
    expect(user).toMatchObject({
      display_name: 'Ann Lee',
      first_name: 'Ann',
      last_name: 'Lee',
      phone: null,
      status_code: 'STATUS_ACTIVE',
      updated_at: stored.updated_at,
      version: 2,
    });
    const { version: _version, invitation_uuid: _invitation, ...publicUser } = user;
    expect(accepted).toEqual({
      user: publicUser,
      key: {
        key_id: keys[0]?.key.key_id,
        name: 'phone',
        user_uuid: user.user_uuid,
        created_at: stored.updated_at,
        expires_at: null,
        revoked_at: null,
        last_used_at: null,
      },
      api_key: expect.any(String),
    });
    expect(etag).toBe(userEtag(user));
    expect(keys).toEqual([
      {
        hash: hashApiKey(accepted.api_key),
        key: expect.objectContaining({ kind: 'user', company_uuid: COMPANY, user_uuid: user.user_uuid }),
      },
    ]);
  });

  it(`names the key "${DEFAULT_ACCEPT_KEY_NAME}" and keeps the invited fields when the body is omitted`, async () => {
    const { invitations, repository } = repositoryOver();
    const issued = await invited(repository);
    const { record: accepted } = await acceptInvitation(
      tokenPrincipal(invitations.records.get(issued.record.invitation_uuid) as StoredInvitation),
      issued.token as string,
      undefined,
      AUDIT,
      repository,
    );
    expect(accepted.key.name).toBe('default');
    expect(accepted.user).toMatchObject({ display_name: 'New tech', status_code: 'STATUS_ACTIVE' });
    expect(countryReads).not.toHaveBeenCalled();
  });

  it("answers a phone invalid for the company's country with 422 before reading the invitation", async () => {
    const { invitations, users, keys, repository } = repositoryOver();
    const issued = await invited(repository);
    const principal = tokenPrincipal(invitations.records.get(issued.record.invitation_uuid) as StoredInvitation);
    await expect(
      acceptInvitation(principal, 'not the token', acceptBody({ phone: '020 7946 0018' }), AUDIT, repository),
    ).rejects.toMatchObject({
      status: 422,
      errors: [{ path: 'phone', code: 'invalid_phone', message: 'Must be a valid phone number for US' }],
    });
    expect(countryReads).toHaveBeenCalledWith(COMPANY);
    expect(invitations.saves).toEqual([]);
    expect(users.records.get(issued.record.user_uuid)?.status_code).toBe('STATUS_INVITED');
    expect(keys).toEqual([]);
  });

  it("answers 401 for a token that is not the invitation's current one, or a principal naming no invitation", async () => {
    const { invitations, repository } = repositoryOver();
    const issued = await invited(repository);
    const principal = tokenPrincipal(invitations.records.get(issued.record.invitation_uuid) as StoredInvitation);
    await expect(acceptInvitation(principal, `${issued.token}x`, undefined, AUDIT, repository)).rejects.toMatchObject({
      status: 401,
      detail: 'The invitation token is unknown or has been replaced',
    });
    await expect(
      acceptInvitation(
        { ...principal, invitationUuid: undefined },
        issued.token as string,
        undefined,
        AUDIT,
        repository,
      ),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    expect(invitations.saves).toEqual([]);
  });

  it('answers 409 invitation_accepted once accepted, 410 invitation_revoked and invitation_expired, writing nothing', async () => {
    const { invitations, keys, repository } = repositoryOver();
    const cases = [
      [{ status: 'ACCEPTED' }, 409, 'invitation_accepted'],
      [{ status: 'REVOKED' }, 410, 'invitation_revoked'],
      [{ expires_at: PAST }, 410, 'invitation_expired'],
    ] as const;
    for (const [change, status, code] of cases) {
      const issued = await invited(repository, { email: `${code}@example.com` });
      const id = issued.record.invitation_uuid;
      invitations.records.set(id, { ...(invitations.records.get(id) as StoredInvitation), ...change });
      await expect(
        acceptInvitation(
          tokenPrincipal(invitations.records.get(id) as StoredInvitation),
          issued.token as string,
          undefined,
          AUDIT,
          repository,
        ),
      ).rejects.toMatchObject({ status, code });
    }
    expect(invitations.saves).toEqual([]);
    expect(keys).toEqual([]);
  });

  it('answers 409 invitation_accepted to an accept that lost its race to another, issuing no key', async () => {
    const { invitations, users, keys, repository } = repositoryOver();
    const issued = await invited(repository);
    const invitation = invitations.records.get(issued.record.invitation_uuid) as StoredInvitation;
    invitations.beforeNextSave((stored) => ({ ...stored, status: 'ACCEPTED', version: stored.version + 1 }));
    await expect(
      acceptInvitation(
        tokenPrincipal(invitation),
        issued.token as string,
        acceptBody({ display_name: 'Lost' }),
        AUDIT,
        repository,
      ),
    ).rejects.toBeInstanceOf(InvitationAcceptedError);
    expect(invitations.saves).toHaveLength(1);
    expect(users.records.get(invitation.user_uuid)).toMatchObject({
      display_name: 'New tech',
      status_code: 'STATUS_INVITED',
      version: 1,
    });
    expect(keys).toEqual([]);
  });

  it('answers 409 conflict after the last attempt when the invited user is no longer invited', async () => {
    const { invitations, users, keys, repository } = repositoryOver();
    const issued = await invited(repository);
    users.records.delete(issued.record.user_uuid);
    const principal = tokenPrincipal(invitations.records.get(issued.record.invitation_uuid) as StoredInvitation);
    await expect(
      acceptInvitation(principal, issued.token as string, undefined, AUDIT, repository),
    ).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
      detail: 'The invitation is being changed concurrently; retry',
    });
    expect(invitations.saves).toEqual([]);
    expect(keys).toEqual([]);
  });
});
