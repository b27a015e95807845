/**
 * The automation operations that take no body: list, get and delete, with ETags and If-Match, plus
 * the record addressing and the retry of conditional writes that automation-writes.ts shares. Each
 * function is exported on its own, so a handler's bundle keeps only the one it calls; nothing here
 * imports the body schemas (automation-input.ts) or the validation rules.
 */
import type { Page } from '../data/list';
import { paginate } from '../data/list';
import { isUuid } from '../data/ids';
import { etagOf, ifMatchSatisfied } from '../data/versioning';
import { ConflictError, NotFoundError, PreconditionFailedError } from '../errors';
import { type Automation, type VersionedAutomation, toAutomation, toVersionedAutomation } from './automation';
import type { AutomationListQuery } from './automation-query';
import { type AutomationRepository, StaleAutomationError, automationRepository } from './automation-repository';

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

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The 404 of a missing, foreign or non-UUID automation. */
export function automationNotFound(): NotFoundError {
  return new NotFoundError('The automation does not exist');
}

/** The lower-cased record id of a path parameter; a missing or non-UUID id is a record that does not exist. */
export function recordId(automationUuid: string | undefined): string {
  if (automationUuid === undefined || !isUuid(automationUuid)) throw automationNotFound();
  return automationUuid.toLowerCase();
}

/**
 * Runs a read → check → conditional write again while the write loses a race to another writer
 * (`StaleAutomationError`), with a growing random pause; 409 after MAX_WRITE_ATTEMPTS attempts.
 * Every other error, 404 and 412 included, ends the attempts at once.
 */
export async function retryWhileStale<T>(attemptWrite: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptWrite();
    } catch (error) {
      if (!(error instanceof StaleAutomationError)) throw error;
      if (attempt >= MAX_WRITE_ATTEMPTS) throw new ConflictError('The automation is being changed by other requests; retry');
      await sleep(Math.random() * 10 * attempt);
    }
  }
}

/** One page of a company's automations (contract §4), optionally only the enabled or disabled ones. */
export async function listAutomations(
  companyUuid: string,
  query: AutomationListQuery,
  repository: AutomationRepository = automationRepository,
): Promise<Page<Automation>> {
  const stored = await repository.listAutomationsOfCompany(companyUuid);
  const records = stored.filter((automation) => query.is_enabled === undefined || automation.is_enabled === query.is_enabled).map(toAutomation);
  return paginate(records, {
    params: query,
    id: (automation) => automation.automation_uuid,
    searchFields: [(automation) => automation.name, (automation) => automation.description],
  });
}

/** One automation of a company (404 when missing, foreign or not a UUID). */
export async function getAutomation(
  companyUuid: string,
  automationUuid: string | undefined,
  repository: AutomationRepository = automationRepository,
): Promise<VersionedAutomation> {
  const stored = await repository.getAutomation(companyUuid, recordId(automationUuid));
  if (!stored) throw automationNotFound();
  return toVersionedAutomation(stored);
}

/** Deletes an automation and gives its slot back; 404 when missing, 412 on an If-Match mismatch. */
export async function deleteAutomation(request: RecordRequest, repository: AutomationRepository = automationRepository): Promise<void> {
  const automationUuid = recordId(request.automationUuid);
  await retryWhileStale(async () => {
    const current = await repository.getAutomation(request.companyUuid, automationUuid);
    if (!current) throw automationNotFound();
    if (request.ifMatch !== undefined && !ifMatchSatisfied(request.ifMatch, etagOf(automationUuid, current.version))) {
      throw new PreconditionFailedError();
    }
    await repository.deleteAutomation(request.companyUuid, automationUuid, current.version);
  });
}
