import type { Principal } from '../auth/principal';
import { ConflictError, ForbiddenError } from '../errors';
import { activeOwnersDelta } from './user';
import type { User } from './user';
import { assertMayChange, assertMayDelete, changedFields, maySee } from './user-rules';

const caller = (role: Principal['role'], userUuid: string | null = 'me', locationUuids: string[] = []) => ({
  role,
  userUuid,
  locationUuids,
});

function user(overrides: Partial<User> = {}): User {
  return {
    user_uuid: 'u',
    company_uuid: 'c',
    display_name: 'U',
    first_name: null,
    last_name: null,
    email: null,
    phone: null,
    role_code: 'ROLE_COMPANY_TECHNICIAN',
    status_code: 'STATUS_ACTIVE',
    company_location_uuids: ['l1'],
    created_at: 't',
    updated_at: 't',
    settings: {},
    ...overrides,
  };
}

describe('maySee', () => {
  it('shows owners, admins and platform keys everyone', () => {
    for (const role of ['ROLE_COMPANY_OWNER', 'ROLE_COMPANY_ADMIN', 'ROLE_PLATFORM_ADMIN'] as const)
      expect(maySee(caller(role), user())).toBe(true);
  });
  it('shows a manager users sharing a location and themselves', () => {
    expect(maySee(caller('ROLE_COMPANY_MANAGER', 'me', ['l1']), user())).toBe(true);
    expect(maySee(caller('ROLE_COMPANY_MANAGER', 'me', ['l2']), user())).toBe(false);
    expect(
      maySee(caller('ROLE_COMPANY_MANAGER', 'me', []), user({ user_uuid: 'me', company_location_uuids: [] })),
    ).toBe(true);
  });
  it('shows a technician only themselves', () => {
    expect(maySee(caller('ROLE_COMPANY_TECHNICIAN', 'me', ['l1']), user())).toBe(false);
    expect(maySee(caller('ROLE_COMPANY_TECHNICIAN', 'me'), user({ user_uuid: 'me' }))).toBe(true);
  });
});

describe('assertMayChange', () => {
  it('lists the fields whose value differs', () => {
    expect(changedFields(user(), user({ settings: { a: 1 }, company_location_uuids: ['l1'] }))).toEqual(['settings']);
  });
  it('lets a self-only caller send managed fields unchanged, not changed', () => {
    const self = user({ user_uuid: 'me' });
    expect(() =>
      assertMayChange(caller('ROLE_COMPANY_TECHNICIAN'), self, { ...self, display_name: 'New' }),
    ).not.toThrow();
    expect(() =>
      assertMayChange(caller('ROLE_COMPANY_MANAGER'), self, { ...self, company_location_uuids: [] }),
    ).toThrow(ForbiddenError);
  });
  it('refuses anyone their own role or status', () => {
    const self = user({ user_uuid: 'me', role_code: 'ROLE_COMPANY_OWNER' });
    expect(() =>
      assertMayChange(caller('ROLE_COMPANY_OWNER'), self, { ...self, status_code: 'STATUS_DISABLED' }),
    ).toThrow(ForbiddenError);
    expect(() =>
      assertMayChange(caller('ROLE_COMPANY_OWNER'), self, { ...self, company_location_uuids: [] }),
    ).not.toThrow();
  });
  it('keeps the owner role and owners to owners and platform keys', () => {
    const owner = user({ role_code: 'ROLE_COMPANY_OWNER' });
    expect(() => assertMayChange(caller('ROLE_COMPANY_ADMIN'), owner, { ...owner, display_name: 'x' })).toThrow(
      ForbiddenError,
    );
    expect(() => assertMayChange(caller('ROLE_COMPANY_ADMIN'), owner, owner)).not.toThrow();
    expect(() =>
      assertMayChange(caller('ROLE_COMPANY_ADMIN'), user(), user({ role_code: 'ROLE_COMPANY_OWNER' })),
    ).toThrow(ForbiddenError);
    expect(() =>
      assertMayChange(caller('ROLE_PLATFORM_ADMIN', null), owner, { ...owner, role_code: 'ROLE_COMPANY_ADMIN' }),
    ).not.toThrow();
    expect(() =>
      assertMayChange(caller('ROLE_COMPANY_OWNER'), user(), user({ role_code: 'ROLE_COMPANY_OWNER' })),
    ).not.toThrow();
  });
  it("answers 409 for switching an invited user's status, after the 403s", () => {
    const invited = user({ status_code: 'STATUS_INVITED' });
    expect(() =>
      assertMayChange(caller('ROLE_COMPANY_ADMIN'), invited, { ...invited, status_code: 'STATUS_ACTIVE' }),
    ).toThrow(ConflictError);
    expect(() =>
      assertMayChange(caller('ROLE_COMPANY_ADMIN'), invited, { ...invited, display_name: 'x' }),
    ).not.toThrow();
  });
});

describe('assertMayDelete', () => {
  it('lets only owners and platform keys delete an owner', () => {
    const owner = user({ role_code: 'ROLE_COMPANY_OWNER' });
    expect(() => assertMayDelete(caller('ROLE_COMPANY_ADMIN'), owner)).toThrow(ForbiddenError);
    expect(() => assertMayDelete(caller('ROLE_COMPANY_OWNER'), owner)).not.toThrow();
    expect(() => assertMayDelete(caller('ROLE_COMPANY_ADMIN'), user())).not.toThrow();
  });
});

describe('activeOwnersDelta', () => {
  it('counts active owners only', () => {
    const owner = { role_code: 'ROLE_COMPANY_OWNER', status_code: 'STATUS_ACTIVE' } as const;
    expect(activeOwnersDelta(undefined, owner)).toBe(1);
    expect(activeOwnersDelta(owner, undefined)).toBe(-1);
    expect(activeOwnersDelta(owner, { ...owner, status_code: 'STATUS_DISABLED' })).toBe(-1);
    expect(activeOwnersDelta(owner, { ...owner, role_code: 'ROLE_COMPANY_ADMIN' })).toBe(-1);
    expect(activeOwnersDelta({ ...owner, status_code: 'STATUS_INVITED' }, undefined)).toBe(0);
    expect(activeOwnersDelta(owner, owner)).toBe(0);
  });
});
