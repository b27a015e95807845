/**
 * The automation operations that take no body: list, get and delete, with ETags and If-Match, plus
 * the record addressing and the retry of conditional writes that automation-writes.ts shares. Each
 * function is exported on its own, so a handler's bundle keeps only the one it calls; nothing here
 * imports the body schemas (automation-input.ts) or the validation rules.
 */
import type { Page } from '../data/list';
import { type VersionedWrite, writeVersioned } from '../data/optimistic';
import type { RecordRequest } from '../data/versioning';
import { NotFoundError } from '../errors';
import { type Automation, type StoredAutomation, type VersionedAutomation, automationEtag, toAutomation, toVersionedAutomation } from './automation';
import type { AutomationListQuery } from './automation-query';
import { type AutomationRepository, automationRepository } from './automation-repository';

/** A request naming one automation; PUT and PATCH may repeat its uuid as the `automationUuid` query parameter. */
export interface AutomationRequest extends RecordRequest {
  queryAutomationUuid?: string;
}

/** The stored automation a request names (404 when missing, foreign or not a UUID). */
async function readAutomation(request: RecordRequest, repository: AutomationRepository): Promise<StoredAutomation> {
  const stored = request.id === null ? undefined : await repository.getAutomation(request.companyUuid, request.id);
  if (!stored) throw new NotFoundError('The automation does not exist');
  return stored;
}

/** A versioned write of the automation a request names (read → If-Match → conditional write, again on a lost race). */
export function writeAutomation<Next, Result>(
  request: AutomationRequest,
  step: Pick<VersionedWrite<StoredAutomation, Next, Result>, 'build' | 'write'>,
  repository: AutomationRepository,
): Promise<Result> {
  return writeVersioned({
    read: () => readAutomation(request, repository),
    etag: automationEtag,
    ifMatch: request.ifMatch,
    ...step,
    conflictDetail: 'The automation is being changed by other requests; retry',
  });
}

/** One page of a company's automations (contract §4), optionally only the enabled or disabled ones. */
export async function listAutomations(
  companyUuid: string,
  query: AutomationListQuery,
  repository: AutomationRepository = automationRepository,
): Promise<Page<Automation>> {
  const page = await repository.pageOfAutomations(companyUuid, query, query.is_enabled);
  return { data: page.data.map(toAutomation), meta: page.meta };
}

/** One automation of a company (404 when missing, foreign or not a UUID). */
export async function getAutomation(request: RecordRequest, repository: AutomationRepository = automationRepository): Promise<VersionedAutomation> {
  return toVersionedAutomation(await readAutomation(request, repository));
}

/** Deletes an automation and gives its slot back; 404 when missing, 412 on an If-Match mismatch. */
export async function deleteAutomation(request: AutomationRequest, repository: AutomationRepository = automationRepository): Promise<void> {
  await writeAutomation(request, { build: () => undefined, write: (current) => repository.deleteAutomation(current) }, repository);
}
