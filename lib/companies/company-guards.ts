/**
 * The checks every company operation shares: the company exists, If-Match holds, and a uuid the
 * client sent names the path's company; and the company's versioned write and its lost-race retry.
 * Kept apart from the request schemas so an operation that needs only these does not load the
 * profile validation (phone numbers, ISO 3166).
 */
import { VERSIONED_WRITE_ATTEMPTS, type VersionedWrite, retryLostRaces, writeVersioned } from '../data/optimistic';
import { assertIfMatch as assertEtagMatch } from '../data/versioning';
import { NotFoundError } from '../errors';
import { assertIdsMatch } from '../validation';
import { type StoredCompany, companyEtag } from './company';
import type { CompanyReader } from './company-reader';

/** The stored company (consistent read), or NotFoundError. */
export async function requireCompany(
  companyUuid: string,
  repository: Pick<CompanyReader, 'getCompany'>,
): Promise<StoredCompany> {
  const company = await repository.getCompany(companyUuid, { consistent: true });
  if (!company) throw new NotFoundError('The company does not exist');
  return company;
}

/** PreconditionFailedError when an If-Match was sent and does not match the company's ETag. */
export function assertIfMatch(ifMatch: string | undefined, company: StoredCompany): void {
  assertEtagMatch(ifMatch, companyEtag(company));
}

/** ValidationError when a body's (or query's) company uuid is not the path's company. */
export function assertSameCompany(value: string | undefined, companyUuid: string, path: string): void {
  assertIdsMatch([{ path, sent: value, expected: companyUuid, message: 'Must equal the company_uuid of the path' }]);
}

// The company's documented count (decisions.md), fewer than a record's: each attempt reads, and is charged to write, its whole item (≤ ≈ 110 KB).
export const COMPANY_WRITE_ATTEMPTS = VERSIONED_WRITE_ATTEMPTS - 2;

const CONFLICT_DETAIL = 'The company is being changed concurrently; retry the request';

/**
 * Runs a read-then-write of the company again, read afresh, while another write lands between its
 * read and its write (StaleWriteError), then 409. An attempt checks the client's If-Match on its own
 * read, so a race is 412 only when it moved the company off the tags sent (`*` always matches).
 */
export function retryCompanyWrite<T>(attempt: () => Promise<T>): Promise<T> {
  return retryLostRaces(attempt, { maxAttempts: COMPANY_WRITE_ATTEMPTS, conflictDetail: CONFLICT_DETAIL });
}

/**
 * The company's versioned write (writeVersioned): a consistent read, `build`'s 422, If-Match's 412,
 * then `write` on condition that the company read is still stored; a lost race reads again.
 */
export function writeCompany<Next, Result>(
  companyUuid: string,
  repository: Pick<CompanyReader, 'getCompany'>,
  ifMatch: string | undefined,
  step: Pick<VersionedWrite<StoredCompany, Next, Result>, 'build' | 'write'>,
): Promise<Result> {
  return writeVersioned({
    read: () => requireCompany(companyUuid, repository),
    etag: companyEtag,
    ifMatch,
    ...step,
    maxAttempts: COMPANY_WRITE_ATTEMPTS,
    conflictDetail: CONFLICT_DETAIL,
  });
}
