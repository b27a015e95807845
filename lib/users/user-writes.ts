/**
 * PATCH of a company user: the fields sent change, in the API's check order — the body's 422s
 * (its schema, then its locations and phone against the company's data), the user's 404 (also for
 * a user the caller may not see), the rules of who may change what (403, user-rules.ts), an invited
 * user's status (409), If-Match (412), then one transaction (user-repository.ts) that also keeps the
 * list counters, the active owners (409 `last_owner`) and the users cache exact. A PATCH whose
 * fields all equal the stored ones writes nothing and answers the record as it is.
 */
import { OPERATOR } from '../audit/audit-context';
import { flushAuthorizerCacheAfterChange } from '../aws/authorizer-cache';
import type { Principal } from '../auth/principal';
import { type CompanyRepository, companyRepository } from '../companies/company-repository';
import { phoneIssue } from '../data/field-schemas';
import { type LocationRepository, locationRepository } from '../locations/location-repository';
import { type FieldIssue, NotFoundError, ValidationError } from '../errors';
import { writeVersioned } from '../data/optimistic';
import { nowIso } from '../data/time';
import type { RecordRequest } from '../data/versioning';
import { assertIdsMatch } from '../validation';
import type { StoredInvitation } from '../invitations/invitation';
import { type StoredUser, type VersionedUser, toUser, toVersionedUser, userEtag } from './user';
import type { UserPatch } from './user-input';
import { type UserRepository, userRepository } from './user-repository';
import { assertMayChange, changedFields } from './user-rules';
import { readVisibleUser } from './users';

export interface UserWriteDependencies {
  users: UserRepository;
  companies: Pick<CompanyRepository, 'getCompanyCountry'>;
  locations: Pick<LocationRepository, 'listLocationsOfCompany'>;
}

const defaults: UserWriteDependencies = {
  users: userRepository,
  companies: companyRepository,
  locations: locationRepository,
};

/**
 * The 422s of a user's fields that depend on the company's data (a PATCH, an invitation, an
 * acceptance): every sent location must be one of the company's (`company_location_uuids[i]`), a
 * sent phone valid for the company's country. Each is read only when the body sends it.
 */
export async function companyDataIssues(
  companyUuid: string,
  body: { company_location_uuids?: readonly string[] | null; phone?: string | null },
  deps: Pick<UserWriteDependencies, 'companies' | 'locations'> = defaults,
): Promise<FieldIssue[]> {
  const [locations, country] = await Promise.all([
    body.company_location_uuids && body.company_location_uuids.length > 0
      ? deps.locations.listLocationsOfCompany(companyUuid)
      : undefined,
    typeof body.phone === 'string' ? deps.companies.getCompanyCountry(companyUuid) : undefined,
  ]);
  const issues: FieldIssue[] = [];
  if (locations) {
    const known = new Set(locations.map((location) => location.company_location_uuid));
    body.company_location_uuids?.forEach((uuid, index) => {
      if (!known.has(uuid))
        issues.push({
          path: `company_location_uuids[${index}]`,
          code: 'not_found',
          message: 'Not a location of the company',
        });
    });
  }
  if (typeof body.phone === 'string') {
    if (country === undefined) throw new NotFoundError('The company does not exist');
    const issue = phoneIssue(body.phone, country);
    if (issue) issues.push(issue);
  }
  return issues;
}

/** The stored user with the sent fields merged (absent: unchanged). */
function merged(current: StoredUser, body: UserPatch): Partial<StoredUser> {
  const sent = <Field extends keyof UserPatch & keyof StoredUser>(field: Field): Partial<StoredUser> =>
    body[field] === undefined ? {} : { [field]: body[field] };
  return {
    ...sent('display_name'),
    ...sent('first_name'),
    ...sent('last_name'),
    ...sent('phone'),
    ...sent('settings'),
    ...sent('role_code'),
    ...sent('status_code'),
    ...sent('company_location_uuids'),
  };
}

/** Whether a change alters what the user's keys may do (the authorizer's answer holds role, status and locations). */
function changesAccess(current: StoredUser, next: StoredUser): boolean {
  return (
    current.role_code !== next.role_code ||
    current.status_code !== next.status_code ||
    JSON.stringify(current.company_location_uuids) !== JSON.stringify(next.company_location_uuids)
  );
}

/** The user a PATCH names (404 unless the caller may see them) and, while they are invited, their pending invitation. */
async function readTarget(
  principal: Principal,
  request: RecordRequest,
  users: UserRepository,
): Promise<{ user: StoredUser; invitation: StoredInvitation | undefined }> {
  const user = await readVisibleUser(principal, request, users);
  return {
    user,
    invitation: user.status_code === 'STATUS_INVITED' ? await users.pendingInvitationOf(user) : undefined,
  };
}

/**
 * PATCH companies/{company_uuid}/users/{user_uuid}. While the user is invited, a change of their
 * role or locations changes their pending invitation in the same transaction, under the rules of
 * inviting (only an owner or a platform key makes it an owner's).
 */
export async function updateCompanyUser(
  principal: Principal,
  request: RecordRequest,
  body: UserPatch,
  deps: UserWriteDependencies = defaults,
): Promise<VersionedUser> {
  assertIdsMatch([
    {
      path: 'company_uuid',
      sent: body.company_uuid,
      expected: request.companyUuid,
      message: "Must be the path's company (or omitted)",
    },
    {
      path: 'user_uuid',
      sent: body.user_uuid,
      expected: request.id ?? undefined,
      message: 'Must equal the user_uuid of the path (or be omitted)',
    },
  ]);
  const issues = await companyDataIssues(request.companyUuid, body, deps);
  if (issues.length > 0) throw new ValidationError(issues);
  return writeVersioned({
    read: () => readTarget(principal, request, deps.users),
    etag: ({ user }) => userEtag(user),
    ifMatch: request.ifMatch,
    build: ({ user: current, invitation }): StoredUser => {
      // An invited user is their invitation: the rules read the role and locations it grants.
      const granted: StoredUser = invitation
        ? { ...current, role_code: invitation.role_code, company_location_uuids: invitation.company_location_uuids }
        : current;
      const next: StoredUser = {
        ...granted,
        ...merged(granted, body),
        updated_at: nowIso(),
        version: current.version + 1,
      };
      assertMayChange(principal, toUser(granted), toUser(next));
      // A change that changes nothing writes nothing: no new version, no event.
      return changedFields(toUser(granted), toUser(next)).length === 0 ? current : next;
    },
    write: async ({ user: current, invitation }, next) => {
      if (next === current) return toVersionedUser(current);
      await deps.users.updateUserVersioned(current, next, request.audit ?? OPERATOR, invitation);
      if (changesAccess(current, next)) await flushAuthorizerCacheAfterChange();
      return toVersionedUser(next);
    },
    conflictDetail: 'The user is being changed concurrently; retry',
  });
}
