/**
 * The throwaway resource's list (test/support/widgets.ts) works with the recipe's own pieces: items
 * written by the generic versioned create (`versionedWrites`) into DynamoDB Local are
 * listed by `readListPage`, sorted, searched and filtered, with exact totals.
 */
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { newId } from '../../lib/data/ids';
import type { ListParams } from '../../lib/data/list';
import { filterOn } from '../../lib/data/entity-list';
import { readListPage } from '../../lib/data/list-page';
import type { StoredRecord } from '../../lib/data/entity';
import { versionedWrites } from '../../lib/data/versioned-writes';
import { WIDGET, WIDGET_LIST } from '../support/widgets';

type Widget = StoredRecord<typeof WIDGET>;
type Column = keyof typeof WIDGET_LIST.columns;

const company = newId();
const partition = `COMPANY#${company}`;
const WIDGETS: Array<Pick<Widget, 'name' | 'note' | 'stock'>> = [
  { name: 'Left gear', note: 'steel', stock: 'IN_STOCK' },
  { name: 'bolt M6', note: null, stock: 'ORDERED' },
  { name: 'Coil spring', note: 'Gear box', stock: 'RETIRED' },
  { name: 'Axle bolt', note: 'zinc', stock: 'ORDERED' },
];
const stored: Widget[] = WIDGETS.map((widget, position) => {
  const at = new Date(Date.UTC(2026, 0, 1, 0, position)).toISOString();
  return { widget_uuid: newId(), company_uuid: company, ...widget, created_at: at, updated_at: at, version: 1 };
});

function list(params: Partial<ListParams<Column>>, status?: Widget['stock']) {
  return readListPage({
    client: documentClient,
    tableName,
    partition,
    declaration: WIDGET_LIST,
    params: { page: 1, page_size: 25, sort_by: 'name', sort_order: 'asc', search: undefined, ...params },
    fromItem: WIDGET.parse,
    filter: status && filterOn(WIDGET, 'stock', status),
  });
}

const names = (page: { data: Widget[] }): string[] => page.data.map((widget) => widget.name);

const widgets = versionedWrites({
  client: documentClient,
  tableName,
  model: WIDGET,
  id: 'widget_uuid',
  key: (companyUuid, id) => ({ PK: `COMPANY#${companyUuid}`, SK: `WIDGET#${id}` }),
  list: WIDGET_LIST,
  entity: 'widget',
  name: 'widget',
});

beforeAll(async () => {
  for (const widget of stored) await widgets.create(widget);
});

describe("A throwaway resource's list", () => {
  it('lists its items sorted by name (case-insensitive), both ways, with the exact total', async () => {
    // Act
    const ascending = await list({});
    const descending = await list({ sort_order: 'desc' });

    // Assess
    expect(names(ascending)).toEqual(['Axle bolt', 'bolt M6', 'Coil spring', 'Left gear']);
    expect(ascending.data[0]).toEqual(stored[3]);
    expect(ascending.meta).toMatchObject({ total: 4, total_pages: 1, sort_by: 'name' });
    expect(names(descending)).toEqual(['Left gear', 'Coil spring', 'bolt M6', 'Axle bolt']);
  });

  it('sorts by its enum and its times', async () => {
    // Act
    const byStatus = await list({ sort_by: 'stock', sort_order: 'desc' });
    const newest = await list({ sort_by: 'created_at', sort_order: 'desc', page_size: 1 });

    // Assess
    expect(byStatus.data.map((widget) => widget.stock)).toEqual(['RETIRED', 'ORDERED', 'ORDERED', 'IN_STOCK']);
    expect(names(newest)).toEqual(['Axle bolt']);
    expect(newest.meta).toMatchObject({ total: 4, total_pages: 4 });
  });

  it('searches its name and note', async () => {
    // Act
    const found = await list({ search: 'gear' });

    // Assess
    expect(names(found)).toEqual(['Coil spring', 'Left gear']);
    expect(found.meta.total).toBe(2);
  });

  it('filters by its enum, counted by its facet', async () => {
    // Act
    const ordered = await list({}, 'ORDERED');

    // Assess
    expect(names(ordered)).toEqual(['Axle bolt', 'bolt M6']);
    expect(ordered.meta.total).toBe(2);
  });
});
