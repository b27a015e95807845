/**
 * The trail's order at a page's edge: events of one millisecond are ordered by uuid ascending in both
 * directions, so a page that ends inside a millisecond reads the rest of it, and one that ends at a
 * millisecond's last event reads nothing more.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../aws/dynamo';
import { newId } from '../data/ids';
import { type AuditEvent, OPERATOR, auditEventsItems, newAuditEvent } from './audit-event';
import { createAuditRepository } from './audit-repository';

/** An event at `milliseconds` since the epoch whose uuid ends with `suffix` (UUIDv7: the milliseconds lead). */
function eventAt(companyUuid: string, milliseconds: number, suffix: string): AuditEvent {
  const time = milliseconds.toString(16).padStart(12, '0');
  const uuid = `${time.slice(0, 8)}-${time.slice(8)}-7000-8000-${suffix.padStart(12, '0')}`;
  return {
    ...newAuditEvent(companyUuid, OPERATOR, 'location.updated', { kind: 'location', uuid: newId() }),
    event_uuid: uuid,
    occurred_at: new Date(milliseconds).toISOString(),
  };
}

it('orders ties within a millisecond by uuid at every page edge, newest first and oldest first', async () => {
  // Prepare: A at t, three at t+1 (b1 < b2 < b3), C at t+2
  const companyUuid = newId();
  const t = Date.UTC(2026, 10, 1);
  const [a, b1, b2, b3, c] = [
    eventAt(companyUuid, t, 'a'),
    eventAt(companyUuid, t + 1, 'b1'),
    eventAt(companyUuid, t + 1, 'b2'),
    eventAt(companyUuid, t + 1, 'b3'),
    eventAt(companyUuid, t + 2, 'c'),
  ];
  await documentClient.send(
    new TransactWriteCommand({ TransactItems: auditEventsItems(tableName, [a, b1, b2, b3, c]) as never }),
  );
  const repository = createAuditRepository(documentClient, tableName);
  const page = async (sortOrder: 'asc' | 'desc', pageNumber: number, pageSize: number) =>
    (
      await repository.listAuditEvents(
        companyUuid,
        { page: pageNumber, page_size: pageSize, sort_by: 'occurred_at', sort_order: sortOrder, search: undefined },
        { types: undefined, actorUserUuid: undefined, targetUuid: undefined },
      )
    ).data.map((event) => event.event_uuid);
  const ids = (...events: AuditEvent[]) => events.map((event) => event.event_uuid);
  // Act + Assess
  for (const pageSize of [1, 2, 3, 4, 5]) {
    const newestFirst = ids(c, b1, b2, b3, a);
    const oldestFirst = ids(a, b1, b2, b3, c);
    for (let pageNumber = 1; (pageNumber - 1) * pageSize < 5; pageNumber++) {
      const window = [(pageNumber - 1) * pageSize, pageNumber * pageSize] as const;
      expect(await page('desc', pageNumber, pageSize)).toEqual(newestFirst.slice(...window));
      expect(await page('asc', pageNumber, pageSize)).toEqual(oldestFirst.slice(...window));
    }
  }
});
