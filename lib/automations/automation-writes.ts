/**
 * The automation operations that take a body: create, replace (PUT) and update (PATCH, a merge),
 * with If-Match and entity limits. A rewrite reads the record, builds the next version, and writes
 * it on the condition that the stored version is still the one read; a lost race without If-Match
 * reads again and retries, so two concurrent PATCHes of different fields both persist.
 */
import { ValidationError } from '../errors';
import { assertIdsMatch, parseOrThrow } from '../validation';
import { type StoredAutomation, type VersionedAutomation, editableFields } from './automation';
import {
  type AutomationFields,
  AutomationFieldsSchema,
  type AutomationPatch,
  type AutomationWrite,
  type ReadOnlyIds,
  patchedFields,
} from './automation-input';
import { type AutomationRepository, automationRepository } from './automation-repository';
import { type AutomationRequest, automationRecords } from './automations';

// DynamoDB refuses items over 400 KB; a valid body can describe more (20 filters × 100 values × 200
// characters), so refuse it as invalid input instead of failing the write.
const MAX_RECORD_JSON_BYTES = 380_000;

/**
 * 422 when a read-only id in the body, or the `automationUuid` query parameter, names another
 * record than the path (such ids are accepted and ignored only when they agree).
 */
function assertIdsMatchPath(
  body: ReadOnlyIds,
  request: Omit<AutomationRequest, 'ifMatch' | 'id'> & { id: string | null | undefined },
): void {
  const pathMessage = 'Must equal the automation_uuid of the path';
  assertIdsMatch([
    {
      path: 'company_uuid',
      sent: body.company_uuid,
      expected: request.companyUuid,
      message: 'Must equal the company_uuid of the path',
    },
    { path: 'automation_uuid', sent: body.automation_uuid, expected: request.id, message: pathMessage },
    { path: 'automationUuid', sent: request.queryAutomationUuid, expected: request.id, message: pathMessage },
  ]);
}

function assertStorable(record: StoredAutomation): void {
  if (Buffer.byteLength(JSON.stringify(record), 'utf8') > MAX_RECORD_JSON_BYTES) {
    throw ValidationError.field(
      '',
      'too_big',
      `The automation is too large to store (at most ${MAX_RECORD_JSON_BYTES} bytes of JSON)`,
    );
  }
}

/**
 * Read → build → If-Match → conditional write, again on a lost race (the toolkit's edit). With a
 * concrete If-Match the next read no longer matches and answers 412; without one (or with `*`) the
 * change is re-applied to the newer record.
 */
function rewrite(
  request: AutomationRequest,
  build: (current: StoredAutomation) => AutomationFields,
  repository: AutomationRepository,
): Promise<VersionedAutomation> {
  return automationRecords(repository).edit(request, build, assertStorable);
}

/**
 * Creates an automation, counted against the company's `automations` limit (409 `limit_exceeded`).
 * With an Idempotency-Key, `idempotentId` is the same for every repeat of the request, so a create
 * whose answer was lost is answered with the automation it made.
 */
export async function createAutomation(
  companyUuid: string,
  body: AutomationWrite,
  { idempotentId }: { idempotentId?: string } = {},
  repository: AutomationRepository = automationRepository,
): Promise<VersionedAutomation> {
  assertIdsMatchPath(body, { companyUuid, id: undefined });
  return automationRecords(repository).create(companyUuid, editableFields(body), {
    idempotentId,
    check: assertStorable,
  });
}

/** PUT: every editable field replaced (omitted optional fields were defaulted by the schema). */
export async function replaceAutomation(
  request: AutomationRequest,
  body: AutomationWrite,
  repository: AutomationRepository = automationRepository,
): Promise<VersionedAutomation> {
  assertIdsMatchPath(body, request);
  const fields = editableFields(body);
  return rewrite(request, () => fields, repository);
}

/** PATCH: the sent fields merged into the stored record, which must then still be valid. */
export async function updateAutomation(
  request: AutomationRequest,
  patch: AutomationPatch,
  repository: AutomationRepository = automationRepository,
): Promise<VersionedAutomation> {
  assertIdsMatchPath(patch, request);
  const changes = patchedFields(patch);
  return rewrite(
    request,
    (current) => parseOrThrow(AutomationFieldsSchema, { ...editableFields(current), ...changes }),
    repository,
  );
}
