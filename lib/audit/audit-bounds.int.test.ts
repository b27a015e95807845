/**
 * The trail's bounds: a filtered page reads about what it shows however long the trail, every
 * event is an item collection of its own, and events leave the list (and its totals) when their
 * week's 400 days are over.
 */
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../aws/dynamo';
import { newId } from '../data/ids';
import { type AuditEvent, type AuditEventType, OPERATOR, auditEventsItems, newAuditEvent } from './audit-event';
import { createAuditRepository } from './audit-repository';
import { capacityMeter, isReadCommand } from '../../test/support/consumed-capacity';

const DAY_MS = 86_400_000;
const target = { kind: 'location' as const, uuid: newId() };
const firstPage = {
  page: 1,
  page_size: 25,
  sort_by: 'occurred_at' as const,
  sort_order: 'desc' as const,
  search: undefined,
};
const noFilter = { types: undefined, actorUserUuid: undefined, targetUuid: undefined };

/** Records `count` events of a type, 20 to a transaction (one target: the items stay within 100). */
async function record(companyUuid: string, type: AuditEventType, count: number): Promise<AuditEvent[]> {
  const events = Array.from({ length: count }, () => newAuditEvent(companyUuid, OPERATOR, type, target));
  for (let start = 0; start < events.length; start += 20) {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: auditEventsItems(tableName, events.slice(start, start + 20)) as never,
      }),
    );
  }
  return events;
}

describe('the audit trail’s bounds', () => {
  // Counts only while a page is measured.
  const meter = capacityMeter(documentClient, isReadCommand);
  afterAll(() => meter.remove());

  it('reads a page of a rare type in about the capacity of the same page on a fresh company', async () => {
    // Prepare: the rare events first, so that a newest-first scan would pass every other one
    const [busy, fresh] = [newId(), newId()];
    const rare = await record(busy, 'key.revoked', 3);
    await record(busy, 'location.updated', 1000);
    await record(fresh, 'key.revoked', 3);
    const repository = createAuditRepository(documentClient, tableName);
    const pageOf = (companyUuid: string) =>
      meter.measure(() => repository.listAuditEvents(companyUuid, firstPage, { ...noFilter, types: ['key.revoked'] }));
    // Act
    const onFresh = await pageOf(fresh);
    const onBusy = await pageOf(busy);
    // Assess
    // Newest first; ties within a millisecond by uuid ascending.
    const newestFirst = [...rare].sort(
      (left, right) =>
        right.occurred_at.localeCompare(left.occurred_at) || left.event_uuid.localeCompare(right.event_uuid),
    );
    expect(onBusy.result.data.map((event) => event.event_uuid)).toEqual(newestFirst.map((event) => event.event_uuid));
    expect(onBusy.result.meta.total).toBe(3);
    expect(onBusy.units).toBeLessThanOrEqual(onFresh.units * 1.5);
  }, 60_000);

  it('keeps each event in an item collection of its own, one item per view', async () => {
    const companyUuid = newId();
    const [event] = await record(companyUuid, 'location.deleted', 1);
    const partitionOf = async (partition: string) =>
      (
        await documentClient.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'PK = :pk',
            ExpressionAttributeValues: { ':pk': partition },
          }),
        )
      ).Items ?? [];
    expect(await partitionOf(`AUDIT#${companyUuid}`)).toEqual([]);
    const items = await partitionOf(`AUDIT#${companyUuid}#EVENT#${event?.event_uuid}`);
    expect(items.map((item) => item.SK).sort()).toEqual(['EVENT', 'TARGET', 'TYPE']);
  });

  it('shows and counts an event for 400 days after the end of its week, then neither lists nor counts it', async () => {
    // Prepare: an event recorded now, its week ending on the coming Monday
    const companyUuid = newId();
    const [event] = await record(companyUuid, 'location.created', 1);
    const recorded = Date.parse(event?.occurred_at ?? '');
    const mondayAfter = (Math.floor(recorded / DAY_MS) + 7 - ((Math.floor(recorded / DAY_MS) + 3) % 7)) * DAY_MS;
    const expiry = mondayAfter + 400 * DAY_MS;
    const at = (now: number) =>
      createAuditRepository(documentClient, tableName, () => now).listAuditEvents(companyUuid, firstPage, noFilter);
    // Act + Assess: every item expires (TTL) with its week
    const stored = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `AUDIT#${companyUuid}#EVENT#${event?.event_uuid}` },
      }),
    );
    expect(stored.Items?.map((item) => item.expires_at_epoch)).toEqual([expiry / 1000, expiry / 1000, expiry / 1000]);
    expect((await at(expiry - 1)).meta.total).toBe(1);
    expect((await at(expiry - 1)).data.map((shown) => shown.event_uuid)).toEqual([event?.event_uuid]);
    expect(await at(expiry)).toEqual({ data: [], meta: expect.objectContaining({ total: 0 }) });
  });
});
