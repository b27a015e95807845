/** Reading events back: one by its id, and a page of a view (the first filter's; the others filter it). */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { NotFoundError } from '../errors';
import type { Page } from '../data/list';
import { readItem } from '../data/read-item';
import { isExpired } from '../data/ttl';
import { readViewPage } from '../data/view-pages';
import { oldestKeptWeek, weekKey } from '../audit/audit-layout';
import {
  AUTOMATION_EVENT,
  type AutomationEventRecord,
  EVENT_RETENTION_DAYS,
  type EventView,
  eventCountsPartition,
  eventKey,
  eventViewPartition,
} from './event-record';
import type { AutomationEventListQuery } from './event-query';

/** The first filter a query names, in the list's parameter order: where a 422 `too_broad` points. */
function firstFilter(query: AutomationEventListQuery): string {
  if (query.type !== undefined) return 'type';
  return query.subject_uuid !== undefined ? 'subject_uuid' : 'matched';
}

export function createEventReads(
  client: DynamoDBDocumentClient = documentClient,
  tableName = defaultTableName,
  now: () => number = Date.now,
) {
  return {
    async getEvent(companyUuid: string, eventId: string): Promise<AutomationEventRecord> {
      // An event past its retention is gone, whether or not TTL has deleted it yet.
      const item = await readItem(client, tableName, eventKey(companyUuid, eventId), (stored) => stored);
      if (!item || isExpired(item, now())) throw new NotFoundError('No automation event of this event_id');
      return AUTOMATION_EVENT.toPublic(AUTOMATION_EVENT.parse(item));
    },

    async listEvents(companyUuid: string, query: AutomationEventListQuery): Promise<Page<AutomationEventRecord>> {
      const views: EventView[] = [];
      const conditions: string[] = [];
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = {};
      if (query.type !== undefined) {
        views.push({ kind: 'type', type: query.type });
        conditions.push('#type = :type');
        Object.assign(names, { '#type': 'type' });
        values[':type'] = query.type;
      }
      if (query.subject_uuid !== undefined) {
        views.push({ kind: 'subject', uuid: query.subject_uuid });
        conditions.push('#subject = :subject');
        Object.assign(names, { '#subject': 'subject_uuid' });
        values[':subject'] = query.subject_uuid;
      }
      if (query.matched !== undefined) {
        views.push({ kind: 'matched', matched: query.matched });
        conditions.push('#matched = :matched');
        Object.assign(names, { '#matched': 'matched' });
        values[':matched'] = query.matched;
      }
      // A subject's view is the narrowest: read it when named, and filter by the rest.
      const view = views.find((candidate) => candidate.kind === 'subject') ?? views[0] ?? { kind: 'all' };
      const kept = oldestKeptWeek(now(), EVENT_RETENTION_DAYS);
      return readViewPage({
        client,
        tableName,
        view: eventViewPartition(companyUuid, view),
        counts: eventCountsPartition(companyUuid, view),
        keptFrom: new Date(kept).toISOString(),
        keptWeek: weekKey(kept),
        params: query,
        condition:
          views.length > 1
            ? { expression: conditions.join(' AND '), names, values, path: firstFilter(query) }
            : undefined,
        records: async (items) => items.map((item) => AUTOMATION_EVENT.toPublic(AUTOMATION_EVENT.parse(item))),
      });
    },
  };
}

export type EventReads = ReturnType<typeof createEventReads>;
export const eventReads: EventReads = /* @__PURE__ */ createEventReads();
