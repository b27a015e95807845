/**
 * The reads and the one transaction of an event's intake: what evaluate() needs (the company's
 * automations of the event's type, the subject's last event, the records placeholders read) and the
 * write of the event, its views' counts, its subject and its runs together.
 */
import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { batchGetAll, keyText } from '../data/batch-get';
import { readItem } from '../data/read-item';
import { AUTOMATION, AUTOMATION_LIST, type StoredAutomation } from '../automations/automation';
import { COMPANY, type Company, companyKey, companyPartition, toCompany } from '../companies/company';
import { SORT_SLOTS, groupKeyPrefix } from '../data/list-index';
import { weeklyCountChange } from '../data/list-counts';
import { TTL_ATTRIBUTE, isExpired } from '../data/ttl';
import { type TransactItem, failingWith, transactWrite } from '../data/transactions';
import { ITEM_IS_NEW } from '../data/update-expression';
import { expiryEpochSeconds, weekKey, weekStart } from '../audit/audit-layout';
import { type CompanyLocation, LOCATION, locationKey, toLocation } from '../locations/location';
import { USER, type User, toUser, userKey } from '../users/user';
import {
  AUTOMATION_EVENT,
  EVENT_ENTITY,
  EVENT_RETENTION_DAYS,
  EVENT_VIEW_ITEM,
  type StoredAutomationEvent,
  eventCountsPartition,
  eventKey,
  eventSortKey,
  eventViewPartition,
  viewsOfEvent,
} from './event-record';
import { type StoredRun, firstAttention, runItem } from '../automation-runs/run-record';

/** The subject's last event: the highest sequence seen, and the latest status change (for superseding). */
export interface SubjectState {
  sequence: number | null;
  status_to: string | null;
  status_sequence: number | null;
  status_occurred_at: string | null;
  version: number;
}

export function subjectKey(companyUuid: string, subjectUuid: string): { PK: string; SK: string } {
  return { PK: `AUTOSUBJECT#${companyUuid}#${subjectUuid}`, SK: 'SUBJECT' };
}

/** The sort slot ordering automations by type: its groups are the automations of each type. */
const TYPE_SLOT = AUTOMATION_LIST.columns.type.index;

export class EventExistsError extends Error {}
export class SubjectMovedError extends Error {}

export interface IntakeReads {
  existing: StoredAutomationEvent | undefined;
  subject: SubjectState | undefined;
  /** The records placeholders read (`company.*`, `user.*`, `location.*`), as answers show them; null when absent. */
  company: Company | null;
  user: User | null;
  location: CompanyLocation | null;
}

/** A record read, as answers show it, or null. */
function parsed<T>(
  item: Record<string, unknown> | undefined,
  toRecord: (item: Record<string, unknown>) => T,
): T | null {
  return item ? toRecord(item) : null;
}

export function createEventStore(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  /**
   * The records placeholders read (`company.*`, `user.*`, `location.*`): one BatchGetItem of the
   * company's partition, the only partition it names (an IAM statement covers one prefix).
   */
  async function placeholderRecords(
    companyUuid: string,
    userUuid: string | null,
    locationUuid: string | null,
  ): Promise<Pick<IntakeReads, 'company' | 'user' | 'location'>> {
    const keys = [
      companyKey(companyUuid),
      ...(userUuid ? [userKey(companyUuid, userUuid)] : []),
      ...(locationUuid ? [locationKey(companyUuid, locationUuid)] : []),
    ];
    const found = await batchGetAll(client, tableName, keys);
    const at = (key: { PK: string; SK: string }) => found.get(keyText(key));
    return {
      company: parsed(at(companyKey(companyUuid)), (item) => toCompany(COMPANY.parse(item))),
      user: parsed(userUuid ? at(userKey(companyUuid, userUuid)) : undefined, (item) => toUser(USER.parse(item))),
      location: parsed(locationUuid ? at(locationKey(companyUuid, locationUuid)) : undefined, (item) =>
        toLocation(LOCATION.parse(item)),
      ),
    };
  }

  return {
    placeholderRecords,

    /** Every automation of a company of one type (the sort slot of its list's type column), whole. */
    async automationsOfType(companyUuid: string, type: string): Promise<StoredAutomation[]> {
      const automations: StoredAutomation[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: TYPE_SLOT,
            KeyConditionExpression: 'PK = :pk AND begins_with(#kind, :type)',
            ExpressionAttributeNames: { '#kind': SORT_SLOTS[TYPE_SLOT] },
            ExpressionAttributeValues: {
              ':pk': companyPartition(companyUuid),
              ':type': groupKeyPrefix(AUTOMATION_LIST.entity, type),
            },
            Select: 'ALL_ATTRIBUTES',
            ConsistentRead: true,
            ExclusiveStartKey: startKey,
          }),
        );
        automations.push(...(page.Items ?? []).map((item) => AUTOMATION.parse(item)));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return automations;
    },

    /**
     * The stored event of this id, the subject's state and the records placeholders read, in
     * parallel: one request per partition-key prefix, since a request whose keys span prefixes
     * matches no single IAM statement (dynamodb:LeadingKeys) and would be denied in AWS.
     */
    async intakeReads(
      companyUuid: string,
      eventId: string,
      subjectUuid: string,
      userUuid: string | null,
      locationUuid: string | null,
      nowMs: number,
    ): Promise<IntakeReads> {
      const [eventItem, subject, records] = await Promise.all([
        readItem(client, tableName, eventKey(companyUuid, eventId), (item) => item),
        readItem(client, tableName, subjectKey(companyUuid, subjectUuid), (item) => item as unknown as SubjectState),
        placeholderRecords(companyUuid, userUuid, locationUuid),
      ]);
      // An event past its retention is gone, whether or not TTL has deleted it yet.
      const kept = eventItem && !isExpired(eventItem, nowMs);
      return {
        existing: kept ? AUTOMATION_EVENT.parse(eventItem) : undefined,
        subject,
        ...records,
      };
    },

    /**
     * Writes the event (one item per view), its views' weekly counts, its subject's state (only if
     * unchanged since read: SubjectMovedError) and its runs, in one transaction. An event of the same
     * id written meanwhile (or one kept) → EventExistsError.
     */
    async writeEvent(
      event: StoredAutomationEvent,
      runs: readonly StoredRun[],
      subject: { before: SubjectState | undefined; after: SubjectState },
      receivedMs: number,
    ): Promise<void> {
      const expiry = expiryEpochSeconds(receivedMs, EVENT_RETENTION_DAYS);
      const week = weekKey(weekStart(receivedMs));
      const stored = {
        entity: EVENT_ENTITY,
        ...AUTOMATION_EVENT.attributes(event),
        view_sk: eventSortKey(event),
        // What a combination of list filters reads on a view's copy.
        matched: event.verdicts.some((verdict) => verdict.run_uuid !== null),
        [TTL_ATTRIBUTE]: expiry,
      };
      const key = eventKey(event.company_uuid, event.event_id);
      const items: TransactItem[] = [];
      for (const view of viewsOfEvent(event)) {
        const item = {
          ...stored,
          PK: key.PK,
          SK: EVENT_VIEW_ITEM[view.kind],
          view_pk: eventViewPartition(event.company_uuid, view),
        };
        const put = {
          Put: {
            TableName: tableName,
            Item: item,
            // A kept event of this id refuses it; one past its retention is replaced.
            ConditionExpression: `${ITEM_IS_NEW} OR #expiry < :now`,
            ExpressionAttributeNames: { '#expiry': TTL_ATTRIBUTE },
            ExpressionAttributeValues: { ':now': Math.floor(receivedMs / 1000) },
          },
        };
        items.push(view.kind === 'all' ? failingWith(put, () => new EventExistsError()) : put);
        items.push(
          weeklyCountChange(tableName, { PK: eventCountsPartition(event.company_uuid, view), SK: week }, 1, expiry),
        );
      }
      const subjectItem = subjectKey(event.company_uuid, event.subject_uuid);
      items.push(
        failingWith(
          {
            Put: {
              TableName: tableName,
              Item: { ...subjectItem, ...subject.after, [TTL_ATTRIBUTE]: expiry },
              ...(subject.before
                ? {
                    ConditionExpression: '#version = :version',
                    ExpressionAttributeNames: { '#version': 'version' },
                    ExpressionAttributeValues: { ':version': subject.before.version },
                  }
                : { ConditionExpression: ITEM_IS_NEW }),
            },
          },
          () => new SubjectMovedError(),
        ),
      );
      for (const run of runs)
        items.push({
          Put: {
            TableName: tableName,
            Item: runItem(run, expiry, firstAttention(run)),
            ConditionExpression: ITEM_IS_NEW,
          },
        });
      await transactWrite(client, items);
    },
  };
}

export type EventStore = ReturnType<typeof createEventStore>;
export const eventStore: EventStore = /* @__PURE__ */ createEventStore();
