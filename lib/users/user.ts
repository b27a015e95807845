/** The company user entity: stored shape, public shape and keys. */
import type { CompanyRoleCode, StatusCode } from './roles';
import { companyPartition } from '../companies/company';

export interface User {
  user_uuid: string;
  company_uuid: string;
  display_name: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  role_code: CompanyRoleCode;
  status_code: StatusCode;
  company_location_uuids: string[];
  created_at: string;
  updated_at: string;
}

export interface StoredUser extends User {
  version: number;
}

export const USER_ENTITY = 'user';
export const USER_SK_PREFIX = 'USER#';

/** The user item, in its company's partition. */
export function userKey(companyUuid: string, userUuid: string): { PK: string; SK: string } {
  return { PK: companyPartition(companyUuid), SK: `${USER_SK_PREFIX}${userUuid}` };
}

/** A pointer from a user uuid to its company, for commands that name only the user. */
export function userRefKey(userUuid: string): { PK: string; SK: string } {
  return { PK: `USERREF#${userUuid}`, SK: 'USERREF' };
}

/** The public record, without internal attributes. */
export function toUser(stored: StoredUser): User {
  const { version: _version, ...user } = stored;
  return user;
}
