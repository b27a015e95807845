/**
 * The location operations that take a body: create, replace (PUT) and update (PATCH), with
 * If-Match, name uniqueness, the `company_locations` limit and the place rules (state ↔ country,
 * phone ↔ country). A rewrite reads the record, merges, and writes under a version condition; a lost
 * race without If-Match reads again and re-applies, so concurrent PATCHes of different fields both persist.
 */
import type { AuditContext } from '../audit/audit-event';
import type { RecordRequest } from '../data/versioning';
import { ValidationError } from '../errors';
import { assertIdsMatch } from '../validation';
import { changesOf, writableOf } from '../data/writable-fields';
import { type EditableLocation, LOCATION, type VersionedLocation } from './location';
import { type LocationPatch, type LocationWrite, locationIssues } from './location-input';
import { companyReader } from '../companies/company-reader';
import { type LocationRepository, locationRepository } from './location-repository';
import { locationRecords } from './locations';

interface Identity {
  company_location_uuid?: string;
  company_uuid?: string;
}

/** 422 when a sent `company_uuid` is not the path's company or a sent `company_location_uuid` not the path's location. */
function assertIdentity(body: Identity, companyUuid: string, locationUuid?: string | null): void {
  assertIdsMatch([
    {
      path: 'company_uuid',
      sent: body.company_uuid,
      expected: companyUuid,
      message: "Must equal the path's company_uuid (or be omitted)",
    },
    {
      path: 'company_location_uuid',
      sent: body.company_location_uuid,
      expected: locationUuid,
      message: 'Must equal the company_location_uuid of the path (or be omitted)',
    },
  ]);
}

/**
 * The company's country when the resulting location may need it for its phone: a phone sent without a
 * country, or a country removed. Read only then: the company item is the largest of the partition.
 */
async function companyCountryIfNeeded(companyUuid: string, body: Partial<EditableLocation>): Promise<string | null> {
  const needed = (typeof body.phone === 'string' && !body.country_uuid) || body.country_uuid === null;
  return needed ? ((await companyReader.getCompanyCountry(companyUuid)) ?? null) : null;
}

function assertValid(location: EditableLocation, companyCountry: string | null): void {
  const issues = locationIssues(location, companyCountry);
  if (issues.length > 0) throw new ValidationError(issues);
}

/**
 * Creates a location: 409 `conflict` on a taken name, 409 `limit_exceeded` at the limit. With an
 * Idempotency-Key, `idempotentId` is the same for every repeat of the request, so a create whose
 * answer was lost is answered with the location it made.
 */
export async function createLocation(
  companyUuid: string,
  body: LocationWrite,
  { idempotentId, audit }: { idempotentId?: string; audit: AuditContext },
  repository: LocationRepository = locationRepository,
): Promise<VersionedLocation> {
  assertIdentity(body, companyUuid);
  const fields = writableOf(LOCATION, body);
  assertValid(fields, await companyCountryIfNeeded(companyUuid, body));
  return locationRecords(repository, audit).create(companyUuid, fields, { idempotentId });
}

/** PUT: replaces every editable field; omitted optional fields reset to null. */
export async function replaceLocation(
  request: RecordRequest,
  body: LocationWrite,
  audit: AuditContext,
  repository: LocationRepository = locationRepository,
): Promise<VersionedLocation> {
  assertIdentity(body, request.companyUuid, request.id);
  const fields = writableOf(LOCATION, body);
  const companyCountry = await companyCountryIfNeeded(request.companyUuid, body);
  return locationRecords(repository, audit).edit(
    request,
    () => fields,
    (next) => assertValid(next, companyCountry),
  );
}

/** PATCH: changes only the fields sent; the place rules are checked on the merged record. One that changes nothing writes nothing. */
export async function updateLocation(
  request: RecordRequest,
  body: LocationPatch,
  audit: AuditContext,
  repository: LocationRepository = locationRepository,
): Promise<VersionedLocation> {
  assertIdentity(body, request.companyUuid, request.id);
  const changes = changesOf(LOCATION, body);
  const companyCountry = await companyCountryIfNeeded(request.companyUuid, changes);
  return locationRecords(repository, audit).edit(
    request,
    () => changes,
    (next) => assertValid(next, companyCountry),
    { unchangedWritesNothing: true },
  );
}
