/** The audit trail's reads: a page of a company's events, filtered. */
import type { Page } from '../data/list';
import type { AuditEvent } from './audit-event';
import type { AuditEventListQuery } from './audit-query';
import { type AuditRepository, auditRepository } from './audit-repository';

export function listAuditEvents(
  companyUuid: string,
  query: AuditEventListQuery,
  repository: AuditRepository = auditRepository,
): Promise<Page<AuditEvent>> {
  return repository.listAuditEvents(companyUuid, query, {
    types: query.type,
    actorUserUuid: query.actor_user_uuid,
    targetUuid: query.target_uuid,
  });
}
