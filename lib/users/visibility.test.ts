import type { CompanyRoleCode, RoleCode } from './roles';
import { scopeKey, visibilityOf, visibleUsers } from './visibility';

const L1 = 'l1';
const L2 = 'l2';
const L3 = 'l3';

const users = [
  { user_uuid: 'owner', role_code: 'ROLE_COMPANY_OWNER', company_location_uuids: [] },
  { user_uuid: 'admin', role_code: 'ROLE_COMPANY_ADMIN', company_location_uuids: [L1] },
  { user_uuid: 'manager-12', role_code: 'ROLE_COMPANY_MANAGER', company_location_uuids: [L1, L2] },
  { user_uuid: 'manager-3', role_code: 'ROLE_COMPANY_MANAGER', company_location_uuids: [L3] },
  { user_uuid: 'manager-none', role_code: 'ROLE_COMPANY_MANAGER', company_location_uuids: [] },
  { user_uuid: 'tech-1', role_code: 'ROLE_COMPANY_TECHNICIAN', company_location_uuids: [L1] },
  { user_uuid: 'tech-23', role_code: 'ROLE_COMPANY_TECHNICIAN', company_location_uuids: [L2, L3] },
] satisfies Array<{ user_uuid: string; role_code: CompanyRoleCode; company_location_uuids: string[] }>;

function seenBy(role: RoleCode, userUuid: string | null, fallback: string[] = []): string[] {
  return visibleUsers(users, visibilityOf({ role, userUuid }), fallback).map((user) => user.user_uuid);
}

describe('users visibility', () => {
  it.each([
    ['ROLE_COMPANY_OWNER', 'owner'],
    ['ROLE_COMPANY_ADMIN', 'admin'],
    ['ROLE_PLATFORM_ADMIN', null],
  ] as const)('lets %s see every user', (role, userUuid) => {
    expect(seenBy(role, userUuid)).toEqual(users.map((user) => user.user_uuid));
  });

  it('lets a manager see the users who share a location, and themselves', () => {
    expect(seenBy('ROLE_COMPANY_MANAGER', 'manager-12')).toEqual(['admin', 'manager-12', 'tech-1', 'tech-23']);
    expect(seenBy('ROLE_COMPANY_MANAGER', 'manager-3')).toEqual(['manager-3', 'tech-23']);
  });

  it('lets a manager without locations see only themselves', () => {
    expect(seenBy('ROLE_COMPANY_MANAGER', 'manager-none')).toEqual(['manager-none']);
  });

  it("reads a manager's locations from their record, falling back to the principal's when it is missing", () => {
    expect(seenBy('ROLE_COMPANY_MANAGER', 'manager-3', [L1])).toEqual(['manager-3', 'tech-23']);
    expect(seenBy('ROLE_COMPANY_MANAGER', 'manager-gone', [L1])).toEqual(['admin', 'manager-12', 'tech-1']);
  });

  it('lets a technician see only themselves', () => {
    expect(seenBy('ROLE_COMPANY_TECHNICIAN', 'tech-23')).toEqual(['tech-23']);
  });

  it('gives callers with different visibility different cache scopes', () => {
    const scopes = [
      scopeKey(visibilityOf({ role: 'ROLE_COMPANY_OWNER', userUuid: 'owner' })),
      scopeKey(visibilityOf({ role: 'ROLE_COMPANY_MANAGER', userUuid: 'manager-12' })),
      scopeKey(visibilityOf({ role: 'ROLE_COMPANY_MANAGER', userUuid: 'manager-3' })),
      scopeKey(visibilityOf({ role: 'ROLE_COMPANY_TECHNICIAN', userUuid: 'tech-1' })),
      scopeKey(visibilityOf({ role: 'ROLE_COMPANY_TECHNICIAN', userUuid: 'tech-23' })),
    ];
    expect(new Set(scopes).size).toBe(scopes.length);
    expect(scopes).toEqual(['all', 'manager:manager-12', 'manager:manager-3', 'self:tech-1', 'self:tech-23']);
  });

  it('shares one scope among every full-visibility caller', () => {
    expect(scopeKey(visibilityOf({ role: 'ROLE_COMPANY_ADMIN', userUuid: 'admin' }))).toBe('all');
    expect(scopeKey(visibilityOf({ role: 'ROLE_PLATFORM_ADMIN', userUuid: null }))).toBe('all');
  });

  it('refuses a manager or technician principal without a user', () => {
    expect(() => visibilityOf({ role: 'ROLE_COMPANY_MANAGER', userUuid: null })).toThrow();
    expect(() => visibilityOf({ role: 'ROLE_COMPANY_TECHNICIAN', userUuid: null })).toThrow();
  });
});
