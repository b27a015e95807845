/**
 * The generic versioned writes against DynamoDB Local, on an entity of their own: what a create,
 * update and delete store (the record, its list attributes and counters, its uniqueness item), a
 * lost race (StaleWriteError), a taken unique value (its error), and hook items committed with the
 * write or not at all: a hook's failed condition leaves nothing written.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../aws/dynamo';
import { ConflictError } from '../errors';
import { count, defineEntity, field, internal, oneOf, string, timestamp, uuid, type StoredRecord } from './entity';
import { listOf } from './entity-list';
import { foldedKey } from './folded-key';
import { newId } from './ids';
import { LISTED_RECORD, SORT_SLOTS } from './list-index';
import { TOTAL_FACET, readListCounts } from './list-counts';
import { StaleWriteError } from './optimistic';
import { failingWith } from './transactions';
import { type ItemKey, versionedWrites } from './versioned-writes';
import { uniqueItem } from './write-hooks';

const WIDGET = defineEntity('widget', {
  widget_uuid: uuid(),
  company_uuid: uuid(),
  name: field(string(), { write: 'any', sort: 'ListSort2', search: 'primary', unique: { folded: true } }),
  kind: field(oneOf(['ALPHA', 'BETA'] as const), {
    write: 'any',
    sort: 'ListSort4',
    filter: { slot: 'list_filter_1' },
  }),
  created_at: field(timestamp(), { sort: 'ListSort1' }),
  updated_at: timestamp(),
  version: internal(count()),
});
type Widget = StoredRecord<typeof WIDGET>;
const WIDGET_LIST = listOf(WIDGET, { entity: 'widgets', id: 'widget_uuid' });

const partition = (companyUuid: string) => `COMPANY#${companyUuid}`;
const widgetKey = (companyUuid: string, id: string): ItemKey => ({ PK: partition(companyUuid), SK: `WIDGET#${id}` });
const nameKey = (widget: Widget): ItemKey => ({
  PK: partition(widget.company_uuid),
  SK: `WIDGETNAME${foldedKey(widget.name)}`,
});
/** An item a hook checks: while it is `blocked`, every write fails as Blocked. */
const guardKey = (companyUuid: string): ItemKey => ({ PK: partition(companyUuid), SK: 'WIDGETGUARD' });

class Blocked extends Error {}
const guard = (widget: Widget) => [
  failingWith(
    {
      ConditionCheck: {
        TableName: tableName,
        Key: guardKey(widget.company_uuid),
        ConditionExpression: 'attribute_not_exists(blocked)',
      },
    },
    () => new Blocked(),
  ),
];

const widgets = versionedWrites({
  client: documentClient,
  tableName,
  model: WIDGET,
  id: 'widget_uuid',
  key: widgetKey,
  list: WIDGET_LIST,
  entity: 'widget',
  name: 'widget',
  hooks: [
    uniqueItem<Widget>({
      tableName,
      key: nameKey,
      entity: 'widget_name',
      pointer: (widget) => ({ widget_uuid: widget.widget_uuid }),
      taken: () => new ConflictError('A widget with this name already exists'),
    }),
    { created: guard, updated: (_current, next) => guard(next), deleted: guard },
  ],
});

function newWidget(companyUuid: string, name: string, kind: Widget['kind'] = 'ALPHA'): Widget {
  const now = new Date().toISOString();
  return { widget_uuid: newId(), company_uuid: companyUuid, name, kind, created_at: now, updated_at: now, version: 1 };
}

const nextOf = (current: Widget, changes: Partial<Widget>): Widget => ({
  ...current,
  ...changes,
  updated_at: new Date().toISOString(),
  version: current.version + 1,
});

async function item(key: ItemKey): Promise<Record<string, unknown> | undefined> {
  return (await documentClient.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item;
}

const counts = (companyUuid: string) =>
  readListCounts(documentClient, tableName, partition(companyUuid), 'widgets', [
    TOTAL_FACET,
    'kind=ALPHA',
    'kind=BETA',
  ]);

const block = (companyUuid: string) =>
  documentClient.send(new PutCommand({ TableName: tableName, Item: { ...guardKey(companyUuid), blocked: true } }));
const unblock = (companyUuid: string) =>
  documentClient.send(new DeleteCommand({ TableName: tableName, Key: guardKey(companyUuid) }));

describe('versioned writes', () => {
  it('creates the record with its list attributes, its counters and its uniqueness item', async () => {
    const company = newId();
    const widget = newWidget(company, 'Sprocket');
    await widgets.create(widget);
    expect(await widgets.get(company, widget.widget_uuid)).toEqual(widget);
    expect(await item(widgetKey(company, widget.widget_uuid))).toMatchObject({
      entity: 'widget',
      [SORT_SLOTS.ListSort2]: expect.stringContaining(widget.widget_uuid),
      [LISTED_RECORD]: expect.any(String),
      search_primary: 'sprocket',
    });
    expect(await item(nameKey(widget))).toMatchObject({ entity: 'widget_name', widget_uuid: widget.widget_uuid });
    expect(await counts(company)).toEqual([1, 1, 0]);
  });

  it('refuses a taken value, case-insensitively, writing nothing', async () => {
    const company = newId();
    await widgets.create(newWidget(company, 'Sprocket'));
    const twin = newWidget(company, 'SPROCKET', 'BETA');
    await expect(widgets.create(twin)).rejects.toThrow(new ConflictError('A widget with this name already exists'));
    expect(await widgets.get(company, twin.widget_uuid)).toBeUndefined();
    expect(await counts(company)).toEqual([1, 1, 0]);
  });

  it('updates the changed fields under the version, moving the uniqueness item and the counters', async () => {
    const company = newId();
    const widget = newWidget(company, 'Sprocket');
    await widgets.create(widget);
    const next = nextOf(widget, { name: 'Gear', kind: 'BETA' });
    await widgets.update(widget, next);
    expect(await widgets.get(company, widget.widget_uuid)).toEqual(next);
    expect(await item(nameKey(widget))).toBeUndefined();
    expect(await item(nameKey(next))).toMatchObject({ widget_uuid: widget.widget_uuid });
    expect(await counts(company)).toEqual([1, 0, 1]);
    // The old name is free again.
    await widgets.create(newWidget(company, 'sprocket'));
  });

  it('loses a race to a newer version (StaleWriteError), writing nothing', async () => {
    const company = newId();
    const widget = newWidget(company, 'Sprocket');
    await widgets.create(widget);
    const winner = nextOf(widget, { kind: 'BETA' });
    await widgets.update(widget, winner);
    await expect(widgets.update(widget, nextOf(widget, { name: 'Gear' }))).rejects.toThrow(StaleWriteError);
    await expect(widgets.remove(widget)).rejects.toThrow(StaleWriteError);
    expect(await widgets.get(company, widget.widget_uuid)).toEqual(winner);
    expect(await item(nameKey(winner))).toBeDefined();
    expect(await item(nameKey({ ...widget, name: 'Gear' }))).toBeUndefined();
  });

  it('refuses a rename to a taken value, leaving the record and both names as they were', async () => {
    const company = newId();
    const widget = newWidget(company, 'Sprocket');
    const other = newWidget(company, 'Gear');
    await widgets.create(widget);
    await widgets.create(other);
    await expect(widgets.update(widget, nextOf(widget, { name: 'gear' }))).rejects.toThrow(ConflictError);
    expect(await widgets.get(company, widget.widget_uuid)).toEqual(widget);
    expect(await item(nameKey(widget))).toMatchObject({ widget_uuid: widget.widget_uuid });
    expect(await item(nameKey(other))).toMatchObject({ widget_uuid: other.widget_uuid });
  });

  it('deletes the record, its uniqueness item and its count under the version', async () => {
    const company = newId();
    const widget = newWidget(company, 'Sprocket');
    await widgets.create(widget);
    await widgets.remove(widget);
    expect(await widgets.get(company, widget.widget_uuid)).toBeUndefined();
    expect(await item(nameKey(widget))).toBeUndefined();
    expect(await counts(company)).toEqual([0, 0, 0]);
  });

  it("commits a hook's items with the write or not at all: its failed condition leaves nothing written", async () => {
    const company = newId();
    const kept = newWidget(company, 'Kept');
    await widgets.create(kept);
    await block(company);
    const refused = newWidget(company, 'Refused');
    await expect(widgets.create(refused)).rejects.toThrow(Blocked);
    await expect(widgets.update(kept, nextOf(kept, { name: 'Renamed', kind: 'BETA' }))).rejects.toThrow(Blocked);
    await expect(widgets.remove(kept)).rejects.toThrow(Blocked);
    expect(await widgets.get(company, refused.widget_uuid)).toBeUndefined();
    expect(await item(nameKey(refused))).toBeUndefined();
    expect(await widgets.get(company, kept.widget_uuid)).toEqual(kept);
    expect(await item(nameKey(kept))).toBeDefined();
    expect(await item(nameKey({ ...kept, name: 'Renamed' }))).toBeUndefined();
    expect(await counts(company)).toEqual([1, 1, 0]);
    await unblock(company);
    await widgets.remove(kept);
    expect(await counts(company)).toEqual([0, 0, 0]);
  });
});
