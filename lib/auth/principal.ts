/** Who is calling: resolved from the bearer key by authentication, used by authorization. */
import type { RoleCode } from '../users/roles';

export interface Principal {
  /** The key's id: the scope of rate limits and idempotency keys. */
  keyId: string;
  role: RoleCode;
  /** null for platform keys, which belong to no company. */
  companyUuid: string | null;
  userUuid: string | null;
  /** The locations of the key's user (managers see users who share one). */
  locationUuids: string[];
  /**
   * Set only for an invitation's token (the two invitation routes): the invitation, whose invited
   * user is `userUuid` and whose role is `role`; `keyId` is then the invitation's uuid (its rate limit).
   */
  invitationUuid?: string;
}
