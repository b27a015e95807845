/**
 * Reading the audit trail (laid out as audit-layout.ts describes). A filter by `type`,
 * `actor_user_uuid` or `target_uuid` alone reads a page of its own view (several types: each
 * type's view, merged) and its exact total from the view's weekly counts: about as many events as
 * the page holds, however long the trail. Any other combination, or a search, reads the smallest of
 * the views it names whole, filtered: at most 10,000 events, or 422 `too_broad` before reading.
 */
import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { ValidationError } from '../errors';
import type { ListParams, Page } from '../data/list';
import { pageMeta } from '../data/page-meta';
import { VIEW_INDEX } from '../data/table';
import { MAX_EVALUATED_RECORDS as MAX_EVALUATED_EVENTS, viewTotal } from '../data/view-pages';
import { type AuditEvent, type AuditEventType, toAuditEvent } from './audit-event';
import { type AuditView, countsPartition, firstUuidOf, oldestKeptWeek, viewPartition, weekKey } from './audit-layout';

export interface AuditFilter {
  types: AuditEventType[] | undefined;
  actorUserUuid: string | undefined;
  targetUuid: string | undefined;
}

/** A FilterExpression over a view's items (what the view itself does not select). */
interface Condition {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/** The views one filter selects: a type list selects each type's view, merged. */
type Source = { path: 'type' | 'actor_user_uuid' | 'target_uuid' | 'search'; views: AuditView[] };

function sourcesOf(filter: AuditFilter): Source[] {
  const sources: Source[] = [];
  if (filter.types) sources.push({ path: 'type', views: filter.types.map((type) => ({ kind: 'type', type })) });
  if (filter.actorUserUuid)
    sources.push({ path: 'actor_user_uuid', views: [{ kind: 'actor', uuid: filter.actorUserUuid }] });
  if (filter.targetUuid) sources.push({ path: 'target_uuid', views: [{ kind: 'target', uuid: filter.targetUuid }] });
  return sources;
}

/** The test of every filter (and the search) on an item of any view: what a combination evaluates. */
function conditionOf(filter: AuditFilter, search: string | undefined): Condition {
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (filter.types) {
    names['#type'] = 'type';
    filter.types.forEach((type, position) => (values[`:type${position}`] = type));
    conditions.push(`#type IN (${filter.types.map((_, position) => `:type${position}`).join(', ')})`);
  }
  if (filter.actorUserUuid) {
    Object.assign(names, { '#actor': 'actor', '#user': 'user_uuid' });
    values[':actor'] = filter.actorUserUuid;
    conditions.push('#actor.#user = :actor');
  }
  if (filter.targetUuid) {
    Object.assign(names, { '#target': 'target', '#uuid': 'uuid' });
    values[':target'] = filter.targetUuid;
    conditions.push('#target.#uuid = :target');
  }
  if (search) {
    names['#search'] = 'search_text';
    values[':search'] = search;
    conditions.push('contains(#search, :search)');
  }
  return { expression: conditions.join(' AND '), names, values };
}

/** The requested order: `occurred_at`, ties by uuid ascending in both directions. */
function compareEvents(descending: boolean) {
  return (left: AuditEvent, right: AuditEvent): number => {
    if (left.occurred_at !== right.occurred_at)
      return (left.occurred_at < right.occurred_at ? -1 : 1) * (descending ? -1 : 1);
    return left.event_uuid < right.event_uuid ? -1 : left.event_uuid > right.event_uuid ? 1 : 0;
  };
}

export function createAuditRepository(
  client: DynamoDBDocumentClient = documentClient,
  tableName = defaultTableName,
  now: () => number = Date.now,
) {
  /** One request of a view's kept events, in key order. */
  function query(
    companyUuid: string,
    view: AuditView,
    descending: boolean,
    options: { limit?: number; condition?: Condition; startKey?: Record<string, unknown> },
  ) {
    const condition = options.condition;
    return client.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: VIEW_INDEX.name,
        KeyConditionExpression: '#pk = :pk AND #sk >= :kept',
        ExpressionAttributeNames: { '#pk': VIEW_INDEX.partition, '#sk': VIEW_INDEX.sort, ...condition?.names },
        ExpressionAttributeValues: {
          ':pk': viewPartition(companyUuid, view),
          ':kept': firstUuidOf(oldestKeptWeek(now())),
          ...condition?.values,
        },
        ...(condition ? { FilterExpression: condition.expression } : {}),
        ScanIndexForward: !descending,
        ...(options.limit ? { Limit: options.limit } : {}),
        ...(options.startKey ? { ExclusiveStartKey: options.startKey } : {}),
      }),
    );
  }

  /**
   * The first `end` events of a view in the requested order, and the rest of the last one's
   * millisecond: within a millisecond a descending key order is not the list's (uuids ascending).
   */
  async function firstEvents(
    companyUuid: string,
    view: AuditView,
    descending: boolean,
    end: number,
  ): Promise<AuditEvent[]> {
    const events: AuditEvent[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const last = events.at(-1);
      if (events.length >= end && last) {
        // Past the page: only the rest of the last event's millisecond is still needed.
        const page = await query(companyUuid, view, descending, { limit: 25, startKey });
        const more = (page.Items ?? []).map(toAuditEvent);
        const sameMillisecond = more.filter((event) => event.occurred_at === last.occurred_at);
        events.push(...sameMillisecond);
        if (sameMillisecond.length < more.length) break;
        startKey = page.LastEvaluatedKey;
        continue;
      }
      const page = await query(companyUuid, view, descending, {
        limit: Math.min(end - events.length + 1, 1000),
        startKey,
      });
      events.push(...(page.Items ?? []).map(toAuditEvent));
      startKey = page.LastEvaluatedKey;
      // One event past the page, of another millisecond: the page's last millisecond is complete.
      if (events.length > end && events.at(-1)?.occurred_at !== events[end - 1]?.occurred_at) break;
    } while (startKey);
    return events;
  }

  /** Every kept event of a view that passes the condition (a view of at most MAX_EVALUATED_EVENTS). */
  async function matchingEvents(companyUuid: string, view: AuditView, condition: Condition): Promise<AuditEvent[]> {
    const events: AuditEvent[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await query(companyUuid, view, false, { condition, startKey });
      events.push(...(page.Items ?? []).map(toAuditEvent));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return events;
  }

  /** The number of kept events of a view: its kept weeks' counts (at most 59 small items). */
  function countOf(companyUuid: string, view: AuditView): Promise<number> {
    return viewTotal(client, tableName, countsPartition(companyUuid, view), weekKey(oldestKeptWeek(now())));
  }

  async function countOfViews(companyUuid: string, views: readonly AuditView[]): Promise<number> {
    const counts = await Promise.all(views.map((view) => countOf(companyUuid, view)));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  /** A page of the views of one filter (or of every event): each view's first events, merged. */
  async function pageOfViews(
    companyUuid: string,
    views: readonly AuditView[],
    params: ListParams<'occurred_at'>,
  ): Promise<Page<AuditEvent>> {
    const descending = params.sort_order === 'desc';
    const start = (params.page - 1) * params.page_size;
    const end = start + params.page_size;
    const [firsts, total] = await Promise.all([
      Promise.all(views.map((view) => firstEvents(companyUuid, view, descending, end))),
      countOfViews(companyUuid, views),
    ]);
    const events = firsts.flat().sort(compareEvents(descending));
    return { data: events.slice(start, end), meta: pageMeta(params, total) };
  }

  /**
   * A page of a combination of filters, or of a search: the smallest of the views the filters
   * name (every event for a search alone), read whole and filtered; refused when it holds more
   * than MAX_EVALUATED_EVENTS events.
   */
  async function pageOfCombination(
    companyUuid: string,
    sources: readonly Source[],
    filter: AuditFilter,
    params: ListParams<'occurred_at'>,
  ): Promise<Page<AuditEvent>> {
    const candidates: Source[] = sources.length > 0 ? [...sources] : [{ path: 'search', views: [{ kind: 'all' }] }];
    const sized = await Promise.all(
      candidates.map(async (source) => ({ source, size: await countOfViews(companyUuid, source.views) })),
    );
    const smallest = sized.reduce((best, next) => (next.size < best.size ? next : best));
    if (smallest.size > MAX_EVALUATED_EVENTS) {
      throw ValidationError.field(
        sized[0]?.source.path ?? 'search',
        'too_broad',
        `These filters would evaluate more than ${MAX_EVALUATED_EVENTS.toLocaleString('en')} events for one page: filter by one of type, actor_user_uuid or target_uuid alone, or narrow them`,
      );
    }
    const condition = conditionOf(filter, params.search);
    const matches = await Promise.all(
      smallest.source.views.map((view) => matchingEvents(companyUuid, view, condition)),
    );
    const events = matches.flat().sort(compareEvents(params.sort_order === 'desc'));
    const start = (params.page - 1) * params.page_size;
    return { data: events.slice(start, start + params.page_size), meta: pageMeta(params, events.length) };
  }

  return {
    /** One page of a company's kept events, newest or oldest first, filtered. */
    async listAuditEvents(
      companyUuid: string,
      params: ListParams<'occurred_at'>,
      filter: AuditFilter,
    ): Promise<Page<AuditEvent>> {
      const sources = sourcesOf(filter);
      if (params.search === undefined && sources.length <= 1)
        return pageOfViews(companyUuid, sources[0]?.views ?? [{ kind: 'all' }], params);
      return pageOfCombination(companyUuid, sources, filter, params);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
export const auditRepository: AuditRepository = /* @__PURE__ */ createAuditRepository();
