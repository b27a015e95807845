import { bearerToken, createAuthenticator } from './authenticate';
import { hashInvitationToken } from '../invitations/invitation-tokens';
import { hashApiKey } from './api-keys';
import type { ApiKeyRepository } from './api-key-repository';
import type { StoredApiKey } from './key-lookup';
import type { UserRepository } from '../users/user-repository';
import type { StoredUser } from '../users/user';
import { UnauthorizedError } from '../errors';

const activeOwner: StoredUser = {
  user_uuid: 'u1',
  company_uuid: 'c1',
  display_name: 'Owner',
  first_name: 'Owner',
  last_name: null,
  email: null,
  phone: null,
  role_code: 'ROLE_COMPANY_OWNER',
  status_code: 'STATUS_ACTIVE',
  company_location_uuids: ['l1'],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  settings: {},
  version: 1,
};

function fakes(key: StoredApiKey | undefined) {
  const lookups = { keys: 0 };
  const keys = {
    findKeyByHash: async (hash: string) => {
      lookups.keys++;
      return hash === hashApiKey(GOOD) ? key : undefined;
    },
  } as unknown as ApiKeyRepository;
  const userReads: Array<{ consistent?: boolean } | undefined> = [];
  const users = {
    getUser: async (_company: string, _user: string, options?: { consistent?: boolean }) => {
      userReads.push(options);
      return activeOwner;
    },
  } as unknown as UserRepository;
  return { keys, users, lookups, userReads };
}

/** A token of the shape generateApiKey issues. */
const GOOD = `bo_${'g'.repeat(43)}`;

const userKey: StoredApiKey = {
  key_id: 'k1',
  kind: 'user',
  company_uuid: 'c1',
  user_uuid: 'u1',
  created_at: '',
  revoked_at: null,
};

describe('bearerToken', () => {
  it.each([undefined, '', 'Bearer', 'Bearer ', 'Basic abc', 'Bearer a b'])('rejects %p', (header) => {
    expect(() => bearerToken(header)).toThrow(UnauthorizedError);
  });

  it('reads the token whatever the scheme case', () => {
    expect(bearerToken('bEARER bo_x')).toBe('bo_x');
  });
});

describe('authenticator', () => {
  it('resolves a user key to its principal', async () => {
    const { keys, users, userReads } = fakes(userKey);
    const principal = await createAuthenticator(keys, users, 0).authenticate(`Bearer ${GOOD}`);
    expect(principal).toEqual({
      keyId: 'k1',
      role: 'ROLE_COMPANY_OWNER',
      companyUuid: 'c1',
      userUuid: 'u1',
      locationUuids: ['l1'],
    });
    // A user disabled a moment ago must not be read as active (and cached by API Gateway again).
    expect(userReads).toEqual([{ consistent: true }]);
  });

  it('caches lookups for the configured time only', async () => {
    const { keys, users, lookups } = fakes(userKey);
    const authenticator = createAuthenticator(keys, users, 60_000);
    await authenticator.authenticate(`Bearer ${GOOD}`);
    await authenticator.authenticate(`Bearer ${GOOD}`);
    expect(lookups.keys).toBe(1);
    authenticator.clear();
    await authenticator.authenticate(`Bearer ${GOOD}`);
    expect(lookups.keys).toBe(2);
  });

  it('does not cache when the TTL is zero', async () => {
    const { keys, users, lookups } = fakes(userKey);
    const authenticator = createAuthenticator(keys, users, 0);
    await authenticator.authenticate(`Bearer ${GOOD}`);
    await authenticator.authenticate(`Bearer ${GOOD}`);
    expect(lookups.keys).toBe(2);
  });

  it('rejects revoked keys', async () => {
    const { keys, users } = fakes({ ...userKey, revoked_at: '2026-01-01T00:00:00.000Z' });
    await expect(createAuthenticator(keys, users, 0).authenticate(`Bearer ${GOOD}`)).rejects.toThrow(UnauthorizedError);
  });

  it('resolves a platform key without a company', async () => {
    const { keys, users } = fakes({ ...userKey, kind: 'platform', company_uuid: null, user_uuid: null });
    const principal = await createAuthenticator(keys, users, 0).authenticate(`Bearer ${GOOD}`);
    expect(principal).toEqual({
      keyId: 'k1',
      role: 'ROLE_PLATFORM_ADMIN',
      companyUuid: null,
      userUuid: null,
      locationUuids: [],
    });
  });
});

describe('tokens that cannot be keys', () => {
  it.each([
    'bo_short',
    `bo_${'a'.repeat(44)}`,
    `xx_${'a'.repeat(43)}`,
    `bo_${'a'.repeat(42)}=`,
    `bo_${'a'.repeat(42)}/`,
  ])('refuses %p without reading anything', async (token) => {
    const { keys, users, lookups } = fakes(userKey);
    await expect(createAuthenticator(keys, users, 60_000).authenticate(`Bearer ${token}`)).rejects.toThrow(
      UnauthorizedError,
    );
    expect(lookups.keys).toBe(0);
  });
});

describe('invitation tokens', () => {
  const TOKEN = `bo_inv_${'t'.repeat(43)}`;
  const record = {
    invitation_uuid: 'i1',
    company_uuid: 'c1',
    user_uuid: 'u2',
    role_code: 'ROLE_COMPANY_TECHNICIAN' as const,
  };

  function withInvitations() {
    const base = fakes(userKey);
    const reads: string[] = [];
    const invitations = {
      getToken: async (hash: string) => {
        reads.push(hash);
        return hash === hashInvitationToken(TOKEN) ? record : undefined;
      },
    };
    return {
      authenticator: createAuthenticator(base.keys, base.users, 0, { invitations }),
      reads,
      lookups: base.lookups,
    };
  }

  it("resolves a token on an invitation's route to the invitation, its user and role", async () => {
    const { authenticator } = withInvitations();
    await expect(authenticator.authenticate(`Bearer ${TOKEN}`, 'invitation')).resolves.toEqual({
      keyId: 'i1',
      role: 'ROLE_COMPANY_TECHNICIAN',
      companyUuid: 'c1',
      userUuid: 'u2',
      locationUuids: [],
      invitationUuid: 'i1',
    });
  });

  it('refuses an API key on an invitation route and a token elsewhere, without a read', async () => {
    const { authenticator, reads, lookups } = withInvitations();
    await expect(authenticator.authenticate(`Bearer ${GOOD}`, 'invitation')).rejects.toThrow(UnauthorizedError);
    await expect(authenticator.authenticate(`Bearer ${TOKEN}`)).rejects.toThrow(UnauthorizedError);
    expect(reads).toEqual([]);
    expect(lookups.keys).toBe(0);
  });

  it('refuses an unknown token after one read', async () => {
    const { authenticator, reads } = withInvitations();
    await expect(authenticator.authenticate(`Bearer bo_inv_${'u'.repeat(43)}`, 'invitation')).rejects.toThrow(
      UnauthorizedError,
    );
    expect(reads).toHaveLength(1);
  });
});
