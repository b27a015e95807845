/**
 * The automation operations that take no body: list, get and delete, with ETags and If-Match, plus
 * the versioned-record operations (lib/data/versioned-records.ts) that automation-writes.ts shares. Each
 * function is exported on its own, so a handler's bundle keeps only the one it calls; nothing here
 * imports the body schemas (automation-input.ts) or the validation rules.
 */
import type { Page } from '../data/list';
import { type CreatesRecords, type VersionedRecords, versionedRecords } from '../data/versioned-records';
import type { RecordRequest } from '../data/versioning';
import {
  type Automation,
  type StoredAutomation,
  type VersionedAutomation,
  automationEtag,
  toAutomation,
  toVersionedAutomation,
} from './automation';
import type { AutomationListQuery } from './automation-query';
import { type AutomationRepository, automationRepository } from './automation-repository';

/** A request naming one automation; PUT and PATCH may repeat its uuid as the `automationUuid` query parameter. */
export interface AutomationRequest extends RecordRequest {
  queryAutomationUuid?: string;
}

/** The versioned-record operations of automations, over a repository. */
export function automationRecords(
  repository: AutomationRepository,
): VersionedRecords<StoredAutomation, Automation> & CreatesRecords<StoredAutomation, Automation, 'automation_uuid'> {
  return versionedRecords({
    name: 'automation',
    id: 'automation_uuid',
    get: (companyUuid, uuid) => repository.getAutomation(companyUuid, uuid),
    insert: (record) => repository.createAutomation(record),
    etag: automationEtag,
    toVersioned: toVersionedAutomation,
    save: (current, next) => repository.replaceAutomation(current, next),
    erase: (current) => repository.deleteAutomation(current),
  });
}

/** One page of a company's automations, optionally only the enabled or disabled ones. */
export async function listAutomations(
  companyUuid: string,
  query: AutomationListQuery,
  repository: AutomationRepository = automationRepository,
): Promise<Page<Automation>> {
  const page = await repository.listAutomations(companyUuid, query, query.is_enabled);
  return { data: page.data.map(toAutomation), meta: page.meta };
}

/** One automation of a company (404 when missing, foreign or not a UUID). */
export function getAutomation(
  request: RecordRequest,
  repository: AutomationRepository = automationRepository,
): Promise<VersionedAutomation> {
  return automationRecords(repository).get(request);
}

/** Deletes an automation and gives its slot back; 404 when missing, 412 on an If-Match mismatch. */
export async function deleteAutomation(
  request: AutomationRequest,
  repository: AutomationRepository = automationRepository,
): Promise<void> {
  await automationRecords(repository).remove(request);
}
