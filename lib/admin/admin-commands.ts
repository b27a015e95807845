/**
 * The operations behind the admin CLI. Each validates its input, writes through the
 * repositories (limits and cache invalidation included) and returns what the CLI prints. The
 * checks of the flags are admin-flags.ts.
 */
import { newKeyMaterial } from '../auth/api-keys';
import { type ApiKeyRepository, apiKeyRepository } from '../auth/api-key-repository';
import { type CompanyRepository, companyRepository, initialCompany } from '../companies/company-repository';
import { isEmailAddress } from '../data/email';
import { newId } from '../data/ids';
import { nowIso } from '../data/time';
import { NotFoundError } from '../errors';
import { countryCodeOf } from '../reference/countries';
import { type LocationRepository, locationRepository } from '../locations/location-repository';
import { OPTIONAL_LOCATION_FIELDS, type StoredLocation } from '../locations/location';
import { OPERATOR, auditEventItems, newAuditEvent } from '../audit/audit-event';
import { tableName } from '../aws/dynamo';
import { COMPANY_ROLE_CODES, type CompanyRoleCode, STATUS_CODES, type StatusCode } from '../users/roles';
import { MAX_USER_LOCATIONS, type StoredUser } from '../users/user';

export { MAX_USER_LOCATIONS };
import { type UserRepository, userRepository } from '../users/user-repository';
import {
  invalid,
  optionalEmail,
  optionalPhone,
  requireText,
  requireUuid,
  resolveCountryAndState,
  withinLength,
} from './admin-flags';

export interface AdminDependencies {
  companies: CompanyRepository;
  users: UserRepository;
  locations: LocationRepository;
  keys: ApiKeyRepository;
}

const defaults: AdminDependencies = {
  companies: companyRepository,
  users: userRepository,
  locations: locationRepository,
  keys: apiKeyRepository,
};

export interface CreateCompanyInput {
  name?: string;
  email?: string;
  phone?: string;
  address1?: string;
  city?: string;
  country?: string;
  state?: string;
}

function newUser(input: {
  companyUuid: string;
  role: CompanyRoleCode;
  displayName: string;
  email: string | null;
  status: StatusCode;
  locations: string[];
  now: string;
}): StoredUser {
  const [first, ...rest] = input.displayName.split(/\s+/);
  return {
    user_uuid: newId(),
    company_uuid: input.companyUuid,
    display_name: input.displayName,
    first_name: first ?? null,
    last_name: rest.length > 0 ? rest.join(' ') : null,
    email: input.email,
    phone: null,
    role_code: input.role,
    status_code: input.status,
    company_location_uuids: input.locations,
    created_at: input.now,
    updated_at: input.now,
    settings: {},
    version: 1,
  };
}

/** The audit event of a key the admin CLI issues to a user of a company (actor `operator`). */
function keyCreated(companyUuid: string, keyId: string) {
  return auditEventItems(tableName, newAuditEvent(companyUuid, OPERATOR, 'key.created', { kind: 'key', uuid: keyId }));
}

export function createAdminCommands(deps: AdminDependencies = defaults) {
  async function requireCompany(companyUuid: string): Promise<void> {
    if (!(await deps.companies.companyExists(companyUuid, { consistent: true })))
      throw new NotFoundError(`Company ${companyUuid} does not exist`);
  }

  async function companyOfUser(userUuid: string): Promise<string> {
    const companyUuid = await deps.users.getUserCompany(userUuid);
    if (!companyUuid) throw new NotFoundError(`User ${userUuid} does not exist`);
    return companyUuid;
  }

  return {
    /** Creates a company with its owner (active) and the owner's first key. */
    async createCompany(
      input: CreateCompanyInput,
    ): Promise<{ company_uuid: string; owner: { user_uuid: string; api_key: string } }> {
      const now = nowIso();
      const name = withinLength(requireText(input.name, 'name'), 'name');
      withinLength(input.address1, 'address1');
      withinLength(input.city, 'city');
      const place = resolveCountryAndState(input.country, input.state);
      const countryCode = place.country_uuid ? countryCodeOf(place.country_uuid) : undefined;
      const email = optionalEmail(input.email, 'email');
      const phone = optionalPhone(input.phone, countryCode);
      const company = initialCompany({
        company_uuid: newId(),
        name,
        email,
        phone,
        address1: input.address1 ?? null,
        city: input.city ?? null,
        ...place,
        created_at: now,
      });
      const owner = newUser({
        companyUuid: company.company_uuid,
        role: 'ROLE_COMPANY_OWNER',
        displayName: `${name} Owner`,
        email,
        status: 'STATUS_ACTIVE',
        locations: [],
        now,
      });
      const key = newKeyMaterial({
        kind: 'user',
        company_uuid: company.company_uuid,
        user_uuid: owner.user_uuid,
        created_at: now,
      });
      await deps.users.createUserInTransaction([
        // The owner counts toward the users limit, so the company starts with users = 1, and is its one active owner.
        ...deps.companies.putNewCompanyItems(company, { users: 1 }, 1),
        ...deps.users.putNewUserItems(owner),
        ...deps.keys.putNewKeyItems(key.hash, key.record),
        ...keyCreated(company.company_uuid, key.record.key_id),
      ]);
      return { company_uuid: company.company_uuid, owner: { user_uuid: owner.user_uuid, api_key: key.apiKey } };
    },

    /** Creates a location of a company. */
    async createLocation(input: { company?: string; name?: string }): Promise<{ company_location_uuid: string }> {
      const companyUuid = requireUuid(input.company, 'company');
      const name = withinLength(requireText(input.name, 'name'), 'name');
      await requireCompany(companyUuid);
      const now = nowIso();
      const location: StoredLocation = {
        company_location_uuid: newId(),
        company_uuid: companyUuid,
        name,
        ...(Object.fromEntries(OPTIONAL_LOCATION_FIELDS.map((field) => [field, null])) as Record<
          (typeof OPTIONAL_LOCATION_FIELDS)[number],
          null
        >),
        created_at: now,
        updated_at: now,
        version: 1,
      };
      await deps.locations.createLocation(location, OPERATOR);
      return { company_location_uuid: location.company_location_uuid };
    },

    /** Creates a user of a company with a first key. */
    async createUser(input: {
      company?: string;
      role?: string;
      displayName?: string;
      email?: string;
      status?: string;
      locations?: string[];
    }): Promise<{ user_uuid: string; api_key: string }> {
      const companyUuid = requireUuid(input.company, 'company');
      const role = requireText(input.role, 'role');
      if (!(COMPANY_ROLE_CODES as string[]).includes(role))
        throw invalid('role', `--role must be one of ${COMPANY_ROLE_CODES.join(', ')}`);
      const status = input.status ?? 'STATUS_ACTIVE';
      if (!(STATUS_CODES as readonly string[]).includes(status))
        throw invalid('status', `--status must be one of ${STATUS_CODES.join(', ')}`);
      const displayName = withinLength(requireText(input.displayName, 'display-name'), 'display-name');
      const email = requireText(input.email, 'email');
      if (!isEmailAddress(email)) throw invalid('email', '--email must be an e-mail address');
      const locations = [...new Set((input.locations ?? []).map((location) => requireUuid(location, 'location')))];
      if (locations.length > MAX_USER_LOCATIONS)
        throw invalid(
          'location',
          `A user may have at most ${MAX_USER_LOCATIONS} locations (${locations.length} given)`,
        );
      await requireCompany(companyUuid);
      const known = new Set(
        (await deps.locations.listLocationsOfCompany(companyUuid)).map((location) => location.company_location_uuid),
      );
      const unknown = locations.find((location) => !known.has(location));
      if (unknown) throw invalid('location', `Location ${unknown} does not belong to company ${companyUuid}`);
      const now = nowIso();
      const user = newUser({
        companyUuid,
        role: role as CompanyRoleCode,
        displayName,
        email,
        status: status as StatusCode,
        locations,
        now,
      });
      const key = newKeyMaterial({
        kind: 'user',
        company_uuid: companyUuid,
        user_uuid: user.user_uuid,
        created_at: now,
      });
      await deps.users.createUser(user, [
        ...deps.keys.putNewKeyItems(key.hash, key.record),
        ...keyCreated(companyUuid, key.record.key_id),
      ]);
      return { user_uuid: user.user_uuid, api_key: key.apiKey };
    },

    /** Issues another key for an existing user. */
    async createKey(input: { user?: string }): Promise<{ key_id: string; api_key: string }> {
      const userUuid = requireUuid(input.user, 'user');
      const companyUuid = await companyOfUser(userUuid);
      const key = newKeyMaterial({
        kind: 'user',
        company_uuid: companyUuid,
        user_uuid: userUuid,
        created_at: nowIso(),
      });
      await deps.keys.createKey(key.hash, key.record, keyCreated(companyUuid, key.record.key_id));
      return { key_id: key.record.key_id, api_key: key.apiKey };
    },

    /** Issues a platform key (belongs to no company). */
    async createPlatformKey(): Promise<{ key_id: string; api_key: string }> {
      const key = newKeyMaterial({ kind: 'platform', company_uuid: null, user_uuid: null, created_at: nowIso() });
      await deps.keys.createKey(key.hash, key.record);
      return { key_id: key.record.key_id, api_key: key.apiKey };
    },

    /** Revokes a key by id. */
    async revokeKey(input: { keyId?: string }): Promise<{ revoked: true }> {
      const keyId = requireUuid(input.keyId, 'key-id');
      await deps.keys.revokeKey(keyId, nowIso());
      return { revoked: true };
    },

    /** Changes a user's status. */
    async setUserStatus(input: {
      user?: string;
      status?: string;
    }): Promise<{ user_uuid: string; status_code: StatusCode }> {
      const userUuid = requireUuid(input.user, 'user');
      const status = requireText(input.status, 'status');
      if (!(STATUS_CODES as readonly string[]).includes(status))
        throw invalid('status', `--status must be one of ${STATUS_CODES.join(', ')}`);
      const companyUuid = await companyOfUser(userUuid);
      await deps.users.setUserStatus(companyUuid, userUuid, status as StatusCode, nowIso());
      return { user_uuid: userUuid, status_code: status as StatusCode };
    },
  };
}
