/**
 * The automation operations: list, get, create, replace, update (merge), delete, with ETags,
 * If-Match and entity limits. Writes read the record, build the next version, and write it on the
 * condition that the stored version is still the one read; a lost race without If-Match reads
 * again and retries, so two concurrent PATCHes of different fields both persist.
 */
import type { Page } from '../data/list';
import { paginate } from '../data/list';
import { isUuid, newId } from '../data/ids';
import { nowIso } from '../data/time';
import { etagOf, ifMatchSatisfied } from '../data/versioning';
import { ConflictError, type FieldIssue, NotFoundError, PreconditionFailedError, ValidationError } from '../errors';
import { parseOrThrow } from '../validation';
import {
  type Automation,
  type AutomationFields,
  AutomationFieldsSchema,
  type AutomationListQuery,
  type AutomationPatch,
  type AutomationWrite,
  type ReadOnlyIds,
  type StoredAutomation,
  editableFields,
  patchedFields,
  toAutomation,
} from './automation';
import { type AutomationRepository, StaleAutomationError, automationRepository } from './automation-repository';

/** A record and its current ETag. */
export interface VersionedAutomation {
  automation: Automation;
  etag: string;
}

export interface RecordRequest {
  companyUuid: string;
  /** The raw path id; a non-UUID is a record that does not exist. */
  automationUuid: string | undefined;
  /** The If-Match header, when sent. */
  ifMatch?: string;
  /** The optional `automationUuid` query parameter of PUT/PATCH. */
  queryAutomationUuid?: string;
}

/** Attempts of a write that keeps losing races to other writers before it answers 409. */
const MAX_WRITE_ATTEMPTS = 10;

// DynamoDB refuses items over 400 KB; a valid body can describe more (20 filters × 100 values × 200
// characters), so refuse it as invalid input instead of failing the write.
const MAX_RECORD_JSON_BYTES = 380_000;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function versioned(stored: StoredAutomation): VersionedAutomation {
  return { automation: toAutomation(stored), etag: etagOf(stored.automation_uuid, stored.version) };
}

function notFound(): NotFoundError {
  return new NotFoundError('The automation does not exist');
}

/** The lower-cased record id of a path parameter; a missing or non-UUID id is a record that does not exist. */
function recordId(automationUuid: string | undefined): string {
  if (automationUuid === undefined || !isUuid(automationUuid)) throw notFound();
  return automationUuid.toLowerCase();
}

/**
 * 422 when a read-only id in the body, or the `automationUuid` query parameter, names another
 * record than the path (contract §1: such ids are accepted and ignored only when they agree).
 */
export function assertIdsMatchPath(body: ReadOnlyIds, request: Omit<RecordRequest, 'ifMatch'>): void {
  const issues: FieldIssue[] = [];
  if (body.company_uuid !== undefined && body.company_uuid.toLowerCase() !== request.companyUuid.toLowerCase()) {
    issues.push({ path: 'company_uuid', code: 'mismatch', message: 'Must equal the company_uuid of the path' });
  }
  const pathUuid = request.automationUuid?.toLowerCase();
  if (pathUuid !== undefined && body.automation_uuid !== undefined && body.automation_uuid.toLowerCase() !== pathUuid) {
    issues.push({ path: 'automation_uuid', code: 'mismatch', message: 'Must equal the automation_uuid of the path' });
  }
  if (pathUuid !== undefined && request.queryAutomationUuid !== undefined && request.queryAutomationUuid.toLowerCase() !== pathUuid) {
    issues.push({ path: 'automationUuid', code: 'mismatch', message: 'Must equal the automation_uuid of the path' });
  }
  if (issues.length > 0) throw new ValidationError(issues);
}

function assertStorable(record: StoredAutomation): void {
  if (Buffer.byteLength(JSON.stringify(record), 'utf8') > MAX_RECORD_JSON_BYTES) {
    throw ValidationError.field('', 'too_big', `The automation is too large to store (at most ${MAX_RECORD_JSON_BYTES} bytes of JSON)`);
  }
}

export function createAutomations(repository: AutomationRepository = automationRepository, clock: () => string = nowIso) {
  /**
   * Read → build → conditional write, again on a lost race. With a concrete If-Match the next
   * read no longer matches and answers 412; without one (or with `*`) the change is re-applied to
   * the newer record.
   */
  async function rewrite(request: RecordRequest, build: (current: StoredAutomation) => AutomationFields): Promise<VersionedAutomation> {
    const automationUuid = recordId(request.automationUuid);
    for (let attempt = 1; ; attempt++) {
      const current = await repository.getAutomation(request.companyUuid, automationUuid);
      if (!current) throw notFound();
      const fields = build(current);
      if (request.ifMatch !== undefined && !ifMatchSatisfied(request.ifMatch, etagOf(automationUuid, current.version))) {
        throw new PreconditionFailedError();
      }
      const next: StoredAutomation = { ...current, ...fields, updated_at: clock(), version: current.version + 1 };
      assertStorable(next);
      try {
        await repository.replaceAutomation(next, current.version);
        return versioned(next);
      } catch (error) {
        if (!(error instanceof StaleAutomationError)) throw error;
        if (attempt >= MAX_WRITE_ATTEMPTS) throw new ConflictError('The automation is being changed by other requests; retry');
        await sleep(Math.random() * 10 * attempt);
      }
    }
  }

  return {
    /** One page of a company's automations (contract §4), optionally only the enabled or disabled ones. */
    async list(companyUuid: string, query: AutomationListQuery): Promise<Page<Automation>> {
      const stored = await repository.listAutomationsOfCompany(companyUuid);
      const records = stored
        .filter((automation) => query.is_enabled === undefined || automation.is_enabled === query.is_enabled)
        .map(toAutomation);
      return paginate(records, {
        params: query,
        id: (automation) => automation.automation_uuid,
        searchFields: [(automation) => automation.name, (automation) => automation.description],
      });
    },

    /** One automation of a company (404 when missing, foreign or not a UUID). */
    async get(companyUuid: string, automationUuid: string | undefined): Promise<VersionedAutomation> {
      const stored = await repository.getAutomation(companyUuid, recordId(automationUuid));
      if (!stored) throw notFound();
      return versioned(stored);
    },

    /** Creates an automation, counted against the company's `automations` limit (409 `limit_exceeded`). */
    async create(companyUuid: string, body: AutomationWrite): Promise<VersionedAutomation> {
      assertIdsMatchPath(body, { companyUuid, automationUuid: undefined });
      const now = clock();
      const stored: StoredAutomation = {
        automation_uuid: newId(),
        company_uuid: companyUuid,
        ...editableFields(body),
        created_at: now,
        updated_at: now,
        version: 1,
      };
      assertStorable(stored);
      await repository.createAutomation(stored);
      return versioned(stored);
    },

    /** PUT: every editable field replaced (omitted optional fields were defaulted by the schema). */
    async replace(request: RecordRequest, body: AutomationWrite): Promise<VersionedAutomation> {
      assertIdsMatchPath(body, request);
      const fields = editableFields(body);
      return rewrite(request, () => fields);
    },

    /** PATCH: the sent fields merged into the stored record, which must then still be valid. */
    async update(request: RecordRequest, patch: AutomationPatch): Promise<VersionedAutomation> {
      assertIdsMatchPath(patch, request);
      const changes = patchedFields(patch);
      return rewrite(request, (current) => parseOrThrow(AutomationFieldsSchema, { ...editableFields(current), ...changes }));
    },

    /** Deletes an automation and gives its slot back; 404 when missing, 412 on an If-Match mismatch. */
    async remove(request: RecordRequest): Promise<void> {
      const automationUuid = recordId(request.automationUuid);
      for (let attempt = 1; ; attempt++) {
        const current = await repository.getAutomation(request.companyUuid, automationUuid);
        if (!current) throw notFound();
        if (request.ifMatch !== undefined && !ifMatchSatisfied(request.ifMatch, etagOf(automationUuid, current.version))) {
          throw new PreconditionFailedError();
        }
        try {
          await repository.deleteAutomation(request.companyUuid, automationUuid, current.version);
          return;
        } catch (error) {
          if (!(error instanceof StaleAutomationError)) throw error;
          if (attempt >= MAX_WRITE_ATTEMPTS) throw new ConflictError('The automation is being changed by other requests; retry');
          await sleep(Math.random() * 10 * attempt);
        }
      }
    },
  };
}

export type Automations = ReturnType<typeof createAutomations>;
export const automations: Automations = createAutomations();
