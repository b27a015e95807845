/**
 * The company profile operations: read, replace (PUT), update (PATCH) and plan limits.
 *
 * Writes set only the attributes they change, so two concurrent PATCHes of different fields both
 * persist. A write is conditioned on the version it read when the client sent If-Match (mismatch →
 * 412, nothing written), else on the stored fields its validation relied on (a new phone checked
 * against the stored country still being that country); a lost race there is retried with a fresh
 * read and validation.
 */
import { nowIso } from '../data/time';
import { ifMatchSatisfied } from '../data/versioning';
import { ConflictError, NotFoundError, PreconditionFailedError, ValidationError } from '../errors';
import { type CompanyChanges, type LimitedEntity, LIMITED_ENTITIES, type StoredCompany, companyEtag } from './company';
import {
  type CompanyLimitBody,
  type CompanyPatchBody,
  type CompanyReplaceBody,
  assertSameCompany,
  patchChanges,
  replacementChanges,
  resultingRecordIssues,
  storedDependencies,
} from './company-input';
import { type CompanyRepository, companyRepository } from './company-repository';

const MAX_ATTEMPTS = 8;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Whether a string names a limited entity. */
export function isLimitedEntity(value: string | undefined): value is LimitedEntity {
  return (LIMITED_ENTITIES as readonly string[]).includes(value ?? '');
}

export function createCompanies(repository: CompanyRepository = companyRepository) {
  async function requireCompany(companyUuid: string): Promise<StoredCompany> {
    const company = await repository.getCompany(companyUuid, { consistent: true });
    if (!company) throw new NotFoundError('The company does not exist');
    return company;
  }

  function assertIfMatch(ifMatch: string | undefined, company: StoredCompany): void {
    if (ifMatch !== undefined && !ifMatchSatisfied(ifMatch, companyEtag(company))) throw new PreconditionFailedError();
  }

  async function write(companyUuid: string, changes: CompanyChanges, ifMatch: string | undefined): Promise<StoredCompany> {
    for (let attempt = 1; ; attempt++) {
      const current = await requireCompany(companyUuid);
      assertIfMatch(ifMatch, current);
      const issues = resultingRecordIssues({ ...current, ...changes }, changes);
      if (issues.length > 0) throw new ValidationError(issues);
      // With If-Match the whole record must be unchanged; otherwise only the stored fields the
      // validation read, so concurrent PATCHes of unrelated fields never contend.
      const expected = Object.fromEntries(storedDependencies(changes).map((field) => [field, current[field] ?? null]));
      try {
        return await repository.updateCompanyFields(companyUuid, changes, {
          now: nowIso(),
          ...(ifMatch !== undefined ? { expectedVersion: current.version } : { expectedValues: expected }),
        });
      } catch (error) {
        // Someone wrote between our read and our write: with If-Match that is a 412, otherwise re-validate.
        if (!(error instanceof PreconditionFailedError) || ifMatch !== undefined) throw error;
        if (attempt >= MAX_ATTEMPTS) throw new ConflictError('The company is being changed concurrently; retry the request');
        await sleep(Math.random() * 10 * attempt);
      }
    }
  }

  return {
    /** The company; `uuid` (the GET query's) must name it when given. */
    async getCompany(companyUuid: string, options: { uuid?: string } = {}): Promise<StoredCompany> {
      assertSameCompany(options.uuid, companyUuid, 'uuid');
      return requireCompany(companyUuid);
    },

    /** PUT: replaces every editable field but the PATCH-only URLs. */
    async replaceCompany(companyUuid: string, body: CompanyReplaceBody, ifMatch?: string): Promise<StoredCompany> {
      assertSameCompany(body.company_uuid, companyUuid, 'company_uuid');
      return write(companyUuid, replacementChanges(body), ifMatch);
    },

    /** PATCH: changes the fields sent; object fields are replaced whole. */
    async updateCompany(companyUuid: string, body: CompanyPatchBody, ifMatch?: string): Promise<StoredCompany> {
      assertSameCompany(body.company_uuid, companyUuid, 'company_uuid');
      return write(companyUuid, patchChanges(body), ifMatch);
    },

    /** update-limit: sets one entity's limit; an unknown entity is a record that does not exist. */
    async setLimit(companyUuid: string, entity: string | undefined, body: CompanyLimitBody, ifMatch?: string): Promise<StoredCompany> {
      if (!isLimitedEntity(entity)) throw new NotFoundError(`Unknown limited entity "${entity ?? ''}"`);
      let expectedVersion: number | undefined;
      if (ifMatch !== undefined) {
        const current = await requireCompany(companyUuid);
        assertIfMatch(ifMatch, current);
        expectedVersion = current.version;
      }
      return repository.setCompanyLimit(companyUuid, entity, body.limit, { now: nowIso(), expectedVersion });
    },
  };
}

export type Companies = ReturnType<typeof createCompanies>;
export const companies: Companies = createCompanies();
