/**
 * Reading the audit trail: a page of one view (every event, an actor's or a target's) in time order,
 * strongly consistent, with its exact total from the view's counter. A type filter is a
 * FilterExpression on the view (its total the sum of the view's type counts); an actor and a target
 * together read the actor's view filtered by the target, and a search reads the view filtered by
 * its text: those two count what they read.
 */
import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { beginsWith } from '../data/key-range';
import type { ListParams, Page } from '../data/list';
import { TOTAL_FACET, readListCounts } from '../data/list-counts';
import { pageMeta } from '../data/page-meta';
import { type AuditEvent, type AuditEventType, type AuditView, auditPartition, toAuditEvent, typeFacet, viewCounter, viewPrefix } from './audit-event';

export interface AuditFilter {
  types: AuditEventType[] | undefined;
  actorUserUuid: string | undefined;
  targetUuid: string | undefined;
}

interface Selection {
  view: AuditView;
  expression: string | undefined;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/** The view a filter reads and what it still tests on each of its items. */
function selectionOf(filter: AuditFilter, search: string | undefined): Selection {
  const view: AuditView = filter.actorUserUuid ? { kind: 'actor', uuid: filter.actorUserUuid } : filter.targetUuid ? { kind: 'target', uuid: filter.targetUuid } : { kind: 'all' };
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (filter.types) {
    names['#type'] = 'type';
    filter.types.forEach((type, position) => (values[`:type${position}`] = type));
    conditions.push(`#type IN (${filter.types.map((_, position) => `:type${position}`).join(', ')})`);
  }
  if (filter.actorUserUuid && filter.targetUuid) {
    Object.assign(names, { '#target': 'target', '#uuid': 'uuid' });
    values[':target'] = filter.targetUuid;
    conditions.push('#target.#uuid = :target');
  }
  if (search) {
    names['#search'] = 'search_text';
    values[':search'] = search;
    conditions.push('contains(#search, :search)');
  }
  return { view, expression: conditions.length > 0 ? conditions.join(' AND ') : undefined, names, values };
}

/** The requested order: `occurred_at`, ties by uuid ascending in both directions. */
function compareEvents(descending: boolean) {
  return (left: AuditEvent, right: AuditEvent): number => {
    if (left.occurred_at !== right.occurred_at) return (left.occurred_at < right.occurred_at ? -1 : 1) * (descending ? -1 : 1);
    return left.event_uuid < right.event_uuid ? -1 : left.event_uuid > right.event_uuid ? 1 : 0;
  };
}

export function createAuditRepository(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  function query(companyUuid: string, selection: Selection, descending: boolean, options: { limit?: number; count?: boolean; startKey?: Record<string, unknown> }) {
    const sortKey = beginsWith('SK', viewPrefix(selection.view));
    const names = { ...selection.names };
    return client.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: `PK = :pk AND ${sortKey.expression}`,
        ExpressionAttributeValues: { ':pk': auditPartition(companyUuid), ...sortKey.values, ...selection.values },
        ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
        ...(selection.expression ? { FilterExpression: selection.expression } : {}),
        ScanIndexForward: !descending,
        ConsistentRead: true,
        ...(options.limit ? { Limit: options.limit } : {}),
        ...(options.count ? { Select: 'COUNT' as const } : {}),
        ...(options.startKey ? { ExclusiveStartKey: options.startKey } : {}),
      }),
    );
  }

  /**
   * The first `end` events of the view in the requested order, and the rest of the last one's
   * millisecond: within a millisecond a descending key order is not the list's (uuids ascending).
   */
  async function firstEvents(companyUuid: string, selection: Selection, descending: boolean, end: number): Promise<AuditEvent[]> {
    const events: AuditEvent[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const last = events.at(-1);
      if (events.length >= end && last) {
        // Past the page: only the rest of the last event's millisecond is still needed.
        const page = await query(companyUuid, selection, descending, { limit: 25, startKey });
        const more = (page.Items ?? []).map(toAuditEvent);
        const sameMillisecond = more.filter((event) => event.occurred_at === last.occurred_at);
        events.push(...sameMillisecond);
        if (sameMillisecond.length < more.length) break;
        startKey = page.LastEvaluatedKey;
        continue;
      }
      const page = await query(companyUuid, selection, descending, { limit: Math.min(end - events.length + 1, 1000), startKey });
      events.push(...(page.Items ?? []).map(toAuditEvent));
      startKey = page.LastEvaluatedKey;
      // One event past the page, of another millisecond: the page's last millisecond is complete.
      if (events.length > end && events.at(-1)?.occurred_at !== events[end - 1]?.occurred_at) break;
    } while (startKey);
    return events.sort(compareEvents(descending));
  }

  /** The number of events a selection holds: from the view's counter, else by counting what the query reads. */
  async function totalOf(companyUuid: string, selection: Selection, filter: AuditFilter, search: string | undefined): Promise<number> {
    const countedByReading = search !== undefined || (filter.actorUserUuid !== undefined && filter.targetUuid !== undefined);
    if (!countedByReading) {
      const facets = filter.types ? filter.types.map(typeFacet) : [TOTAL_FACET];
      const counts = await readListCounts(client, tableName, auditPartition(companyUuid), viewCounter(selection.view), facets);
      return counts.reduce((sum, count) => sum + count, 0);
    }
    let total = 0;
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await query(companyUuid, selection, false, { count: true, startKey });
      total += page.Count ?? 0;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return total;
  }

  return {
    /** One page of a company's events, newest or oldest first, filtered. */
    async pageOfAuditEvents(companyUuid: string, params: ListParams<'occurred_at'>, filter: AuditFilter): Promise<Page<AuditEvent>> {
      const selection = selectionOf(filter, params.search);
      const descending = params.sort_order === 'desc';
      const start = (params.page - 1) * params.page_size;
      const end = start + params.page_size;
      const [events, total] = await Promise.all([firstEvents(companyUuid, selection, descending, end), totalOf(companyUuid, selection, filter, params.search)]);
      return { data: events.slice(start, end), meta: pageMeta(params, total) };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
export const auditRepository: AuditRepository = /* @__PURE__ */ createAuditRepository();
