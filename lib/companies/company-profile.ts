/**
 * PUT and PATCH of the company profile.
 *
 * Writes set only the attributes they change, so two concurrent PATCHes of different fields both
 * persist. A write is conditioned on the version it read when the client sent If-Match, else on the
 * stored fields its validation relied on (a new phone checked against the stored country still
 * being that country). A lost race is retried with a fresh read: validation first, then If-Match
 * (mismatch → 412, nothing written; the check order puts 422 before 412).
 */
import { nowIso } from '../data/time';
import { ValidationError } from '../errors';
import { type CompanyChanges, type StoredCompany, type VersionedCompany, toVersionedCompany } from './company';
import { assertSameCompany, writeCompany } from './company-guards';
import {
  type CompanyPatchBody,
  type CompanyReplaceBody,
  patchChanges,
  replacementChanges,
  resultingRecordIssues,
  storedDependencies,
} from './company-input';
import { type CompanyRepository, companyRepository } from './company-repository';

/** What a profile write reads and writes. */
export type ProfileRepository = Pick<CompanyRepository, 'getCompany' | 'updateCompanyFields'>;

function write(
  repository: ProfileRepository,
  companyUuid: string,
  changes: CompanyChanges,
  ifMatch: string | undefined,
): Promise<StoredCompany> {
  // A lost race validates the change again against the newer record.
  return writeCompany(companyUuid, repository, ifMatch, {
    build: (current) => {
      const issues = resultingRecordIssues({ ...current, ...changes }, changes);
      if (issues.length > 0) throw new ValidationError(issues);
    },
    write: (current) => {
      // With If-Match the whole record must be unchanged; otherwise only the stored fields the
      // validation read, so concurrent PATCHes of unrelated fields never contend.
      const expected = Object.fromEntries(storedDependencies(changes).map((field) => [field, current[field] ?? null]));
      return repository.updateCompanyFields(companyUuid, changes, {
        now: nowIso(),
        ...(ifMatch !== undefined ? { expectedVersion: current.version } : { expectedValues: expected }),
      });
    },
  });
}

/** PUT: replaces every editable field but the PATCH-only URLs. */
export async function replaceCompany(
  companyUuid: string,
  body: CompanyReplaceBody,
  ifMatch?: string,
  repository: ProfileRepository = companyRepository,
): Promise<VersionedCompany> {
  assertSameCompany(body.company_uuid, companyUuid, 'company_uuid');
  return toVersionedCompany(await write(repository, companyUuid, replacementChanges(body), ifMatch));
}

/** PATCH: changes the fields sent; object fields are replaced whole. */
export async function updateCompany(
  companyUuid: string,
  body: CompanyPatchBody,
  ifMatch?: string,
  repository: ProfileRepository = companyRepository,
): Promise<VersionedCompany> {
  assertSameCompany(body.company_uuid, companyUuid, 'company_uuid');
  return toVersionedCompany(await write(repository, companyUuid, patchChanges(body), ifMatch));
}
