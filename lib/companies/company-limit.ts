/** update-limit: sets one limited entity's limit on the company. */
// zod/mini: the one schema of this function needs no more (smaller bundle).
import * as z from '../schema';
import { type AuditContext, OPERATOR } from '../audit/audit-context';
import { nowIso } from '../data/time';
import { NotFoundError } from '../errors';
import { type LimitedEntity, LIMITED_ENTITIES, type VersionedCompany, toVersionedCompany } from './company';
import { writeCompany } from './company-guards';
import { type CompanyRepository, companyRepository } from './company-repository';

/** update-limit body: `{"limit": integer ≥ 0 | null}`, `limit` required. */
export const CompanyLimitBody = z.strictObject({
  limit: z.nullable(z.int({ message: 'Must be an integer ≥ 0 or null' }).check(z.minimum(0))),
});
export type CompanyLimitBody = z.output<typeof CompanyLimitBody>;

/** Whether a string names a limited entity. */
function isLimitedEntity(value: string | undefined): value is LimitedEntity {
  return (LIMITED_ENTITIES as readonly string[]).includes(value ?? '');
}

/** Sets one entity's limit; an unknown entity is a record that does not exist. */
export async function updateCompanyLimit(
  companyUuid: string,
  entity: string | undefined,
  body: CompanyLimitBody,
  ifMatch?: string,
  repository: Pick<CompanyRepository, 'getCompany' | 'setCompanyLimit'> = companyRepository,
  audit: AuditContext = OPERATOR,
): Promise<VersionedCompany> {
  if (!isLimitedEntity(entity)) throw new NotFoundError(`Unknown limited entity "${entity ?? ''}"`);
  // The answer is the company this write made (its own ETag), not one read after it. A write that
  // lost its race to another reads again and retries; If-Match is checked again on that read.
  const written = await writeCompany(companyUuid, repository, ifMatch, {
    build: () => undefined,
    write: (current) => repository.setCompanyLimit(companyUuid, entity, body.limit, { now: nowIso(), current, audit }),
  });
  return toVersionedCompany(written);
}
