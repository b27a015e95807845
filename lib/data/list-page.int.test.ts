/**
 * The list engine against DynamoDB Local, checked against the in-memory reference (`paginate`: the
 * API's ordering, ties by uuid): every sort column and order, filters with and without counters,
 * search, pages across ties and past the end, values with control, upper-case and astral characters;
 * other entities of the same partition whose index keys sort right beside the list's never leak into
 * it. Each case runs twice: records read by key after the index, and records listed in the index.
 */
import { isDeepStrictEqual } from 'node:util';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../aws/dynamo';
import { newId } from './ids';
import { type ListParams, paginate } from './list';
import { adjustListCounts, facetDeltas } from './list-counts';
import { type ListDeclaration, declareList, listAttributes } from './list-index';
import { type ListFilter, readListPage } from './list-page';
import { foldCase } from './text';

interface Widget {
  id: string;
  title: string;
  note: string | null;
  kind: 'ALPHA' | 'BETA' | 'GAMMA';
  on: boolean;
  created: string;
}
type Column = 'title' | 'note' | 'kind' | 'on' | 'created';

const WIDGETS = declareList<Widget, Column, 'kind'>({
  entity: 'widgets',
  id: (widget) => widget.id,
  columns: {
    title: { index: 'ListSort2', value: (widget) => widget.title },
    note: { index: 'ListSort3', value: (widget) => widget.note },
    kind: { index: 'ListSort4', value: (widget) => widget.kind, enumValues: ['GAMMA', 'ALPHA', 'BETA'] },
    on: { index: 'ListSort5', value: (widget) => widget.on, enumValues: ['false', 'true'] },
    created: { index: 'ListSort1', value: (widget) => widget.created },
  },
  // Any filter slot serves: this one is no real entity's.
  filters: { kind: { slot: 'list_filter_8', value: (widget) => widget.kind } },
  search: [(widget) => widget.title, (widget) => widget.note],
  facets: (widget) => [`kind=${widget.kind}`],
});

// Few distinct values, so most pages cut through ties; the odd ones test the key encoding.
// Case folding ties ΟΔΟΣ with οδοσ and Straße with STRASSE; 200 × ΐ folds to 1,200 bytes, more than a key holds.
const TITLES = [
  'apple',
  'Apple',
  'apple ',
  'apple\u0000',
  'apple\u0001x',
  'b',
  'ｚ',
  '😀',
  'APPLE',
  'z',
  'Ä',
  'a',
  'ΟΔΟΣ',
  'οδοσ',
  'Straße',
  'STRASSE',
  'ΐ'.repeat(200),
];
const NOTES = [null, '', 'note', 'Note two', 'x\u0000y', 'Ω'];
const KINDS = ['ALPHA', 'BETA', 'GAMMA'] as const;
const ROW_COUNT = 130;

/** The same widgets with their records copied into the index entries: a page is one Query. */
const LISTED_WIDGETS: ListDeclaration<Widget, Column> = {
  ...WIDGETS,
  // A copy leaves its nulls out; a parser reads an absent attribute as null (as the entities' do).
  stored: {
    attributes: (widget) => ({ ...widget }),
    parse: (attributes) => ({ ...attributes, note: attributes.note ?? null }) as unknown as Widget,
  },
};

type Mode = 'read by key' | 'listed in the index';
const partitions: Record<Mode, string> = {
  'read by key': `COMPANY#${newId()}`,
  'listed in the index': `COMPANY#${newId()}`,
};
const declarations: Record<Mode, ListDeclaration<Widget, Column>> = {
  'read by key': WIDGETS,
  'listed in the index': LISTED_WIDGETS,
};
/** Record reads by key (BatchGetItem) since the last look. */
let readsByKey = 0;
const countingClient = {
  send: (command: { constructor: { name: string } }) => {
    if (command.constructor.name === 'BatchGetCommand') readsByKey += 1;
    return documentClient.send(command as never);
  },
} as unknown as typeof documentClient;
/** Entities whose index keys sort just before (`widget#`, `widgetr#`) and just after (`widgets$x#`, `widgetsa#`) the list's `widgets#`. */
const NEIGHBOURS = ['widget', 'widgetr', 'widgets$x', 'widgetsa'];
const rows: Widget[] = Array.from({ length: ROW_COUNT }, (_, position) => ({
  id: newId(),
  title: TITLES[(position * 7) % TITLES.length] as string,
  note: NOTES[(position * 5) % NOTES.length] as string | null,
  kind: KINDS[(position * 3 + (position % 4)) % KINDS.length] as Widget['kind'],
  on: position % 3 !== 0,
  created: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(position / 4))).toISOString(),
}));

function params(overrides: Partial<ListParams<Column>>): ListParams<Column> {
  return { page: 1, page_size: 25, sort_by: 'created', sort_order: 'asc', search: undefined, ...overrides };
}

async function page(mode: Mode, list: ListParams<Column>, filter?: ListFilter) {
  const before = readsByKey;
  const result = await readListPage({
    client: countingClient,
    tableName,
    partition: partitions[mode],
    declaration: declarations[mode],
    params: list,
    filter,
    fromItem: (item) =>
      rows.find((row) => row.id === item.id && isDeepStrictEqual(row, pick(item, row))) ??
      ({ id: `leaked or altered: ${String(item.SK)}` } as Widget),
  });
  // A listed page never reads its records by key.
  if (mode === 'listed in the index') expect(readsByKey).toBe(before);
  return { ids: result.data.map((row) => row.id), meta: result.meta };
}

/** The attributes of `item` that `row` has. */
function pick(item: Record<string, unknown>, row: Widget): Record<string, unknown> {
  // Absent reads as null, as the entities' parsers read it: a listed copy leaves its nulls out.
  return Object.fromEntries(Object.keys(row).map((name) => [name, item[name] ?? null]));
}

function reference(list: ListParams<Column>, keep: (row: Widget) => boolean = () => true) {
  const result = paginate(rows.filter(keep), {
    params: list,
    id: (row) => row.id,
    searchFields: [(row) => row.title, (row) => row.note],
    sortValue: (row, column) => (column === 'on' ? row.on : row[column]),
  });
  return { ids: result.data.map((row) => row.id), meta: result.meta };
}

const kindFilter = (kind: Widget['kind']): ListFilter => ({
  expression: '#kind = :kind',
  names: { '#kind': WIDGETS.filterAttribute('kind') },
  values: { ':kind': kind },
  countedBy: [`kind=${kind}`],
});

/** A partition of its own holding `count` ALPHA widgets titled by position, and how to write one again. */
async function partitionOfWidgets(count: number, title: (position: number) => string) {
  const own = `COMPANY#${newId()}`;
  const widgets: Widget[] = Array.from({ length: count }, (_, position) => ({
    id: newId(),
    title: title(position),
    note: null,
    kind: 'ALPHA',
    on: true,
    created: new Date(Date.UTC(2026, 0, 1, 0, 0, position)).toISOString(),
  }));
  const put = (widget: Widget) =>
    documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          PK: own,
          SK: `WIDGET#${widget.id}`,
          ...widget,
          ...listAttributes(WIDGETS, widget),
        },
      }),
    );
  for (const widget of widgets) await put(widget);
  return { own, widgets, put };
}

/** Page 1 (5 a page, by title) of such a partition through `client`, its rows read as they are stored. */
function pageOfTitles(client: typeof documentClient, partition: string, filter?: ListFilter) {
  return readListPage({
    client,
    tableName,
    partition,
    declaration: WIDGETS,
    params: params({ sort_by: 'title', page_size: 5 }),
    filter,
    fromItem: (item) => ({ id: item.id as string, title: item.title as string }) as Widget,
  });
}

async function writeWidgets(mode: Mode): Promise<void> {
  const [partition, declaration] = [partitions[mode], declarations[mode]];
  for (const row of rows) {
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          PK: partition,
          SK: `WIDGET#${row.id}`,
          ...row,
          ...listAttributes(declaration, row),
        },
      }),
    );
    const counts = adjustListCounts(
      tableName,
      partition,
      declaration.entity,
      facetDeltas(undefined, declaration.facets(row)),
    );
    if (counts) await documentClient.send(new TransactWriteCommand({ TransactItems: [counts] }));
  }
  // The neighbours share every sort value and filter attribute with the list's rows, so only the key
  // range keeps them out of its pages, filters and searches.
  for (const [position, entity] of NEIGHBOURS.entries()) {
    for (const row of rows.filter((_, index) => index % 13 === position)) {
      const neighbour = { ...row, id: newId() };
      await documentClient.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            PK: partition,
            SK: `NEIGHBOUR#${neighbour.id}`,
            ...neighbour,
            ...listAttributes({ ...declaration, entity }, neighbour),
          },
        }),
      );
    }
  }
}

// Some 400 writes, one after another: on a busy machine this takes longer than a test's default 5 s.
beforeAll(() => Promise.all([writeWidgets('read by key'), writeWidgets('listed in the index')]), 60_000);

describe.each(['read by key', 'listed in the index'] as const)('readListPage, records %s', (mode) => {
  const columns: Column[] = ['title', 'note', 'kind', 'on', 'created'];

  it.each(columns.flatMap((column) => [`${column} asc`, `${column} desc`]))(
    'orders and pages by %s like the reference',
    async (case_) => {
      const [sortBy, sortOrder] = case_.split(' ') as [Column, 'asc' | 'desc'];
      for (const [pageNumber, pageSize] of [
        [1, 25],
        [2, 25],
        [3, 7],
        [6, 25],
        [1, 100],
        [2, 100],
        [99, 10],
      ] as const) {
        const list = params({ sort_by: sortBy, sort_order: sortOrder, page: pageNumber, page_size: pageSize });
        expect({ list, ...(await page(mode, list)) }).toEqual({ list, ...reference(list) });
      }
    },
  );

  it('filters with counted totals in every order', async () => {
    for (const kind of KINDS) {
      for (const sortBy of columns) {
        for (const sortOrder of ['asc', 'desc'] as const) {
          const list = params({ sort_by: sortBy, sort_order: sortOrder, page: 2, page_size: 9 });
          expect({ list, kind, ...(await page(mode, list, kindFilter(kind))) }).toEqual({
            list,
            kind,
            ...reference(list, (row) => row.kind === kind),
          });
        }
      }
    }
  });

  it('counts a filter that has no counter', async () => {
    const list = params({ sort_by: 'title', sort_order: 'desc', page: 1, page_size: 10 });
    const uncounted = { ...kindFilter('BETA'), countedBy: undefined };
    expect(await page(mode, list, uncounted)).toEqual(reference(list, (row) => row.kind === 'BETA'));
  });

  it('searches case-insensitively in both fields, with a filter, in any order', async () => {
    for (const search of ['apple', 'note', 'ä', '\u0000', 'nothing matches']) {
      for (const sortBy of columns) {
        const list = params({ sort_by: sortBy, sort_order: 'desc', search, page: 1, page_size: 20 });
        expect({ list, ...(await page(mode, list)) }).toEqual({ list, ...reference(list) });
        expect({ list, ...(await page(mode, list, kindFilter('ALPHA'))) }).toEqual({
          list,
          ...reference(list, (row) => row.kind === 'ALPHA'),
        });
      }
    }
  });

  it('folds case fully: names equal but for case tie and order by uuid, and a search finds them all', async () => {
    const byTitle = await page(mode, params({ sort_by: 'title', page_size: 100, page: 2 }));
    const everyRow = [...(await page(mode, params({ sort_by: 'title', page_size: 100 }))).ids, ...byTitle.ids];
    for (const spellings of [
      ['ΟΔΟΣ', 'οδοσ'],
      ['Straße', 'STRASSE'],
    ]) {
      const tied = rows.filter((row) => spellings.includes(row.title)).map((row) => row.id);
      const first = Math.min(...tied.map((id) => everyRow.indexOf(id)));
      // Adjacent, in uuid order: a tie.
      expect(everyRow.slice(first, first + tied.length)).toEqual([...tied].sort());
    }
    for (const [search, spellings] of [
      [foldCase('Σ'), ['ΟΔΟΣ', 'οδοσ']],
      [foldCase('ß'), ['Straße', 'STRASSE']],
    ] as const) {
      const found = await page(mode, params({ search, page_size: 100 }));
      expect(found.ids.sort()).toEqual(
        rows
          .filter((row) => (spellings as readonly string[]).includes(row.title))
          .map((row) => row.id)
          .sort(),
      );
    }
  });
});

describe('readListPage', () => {
  it('reads a page again when a record it chose changed before it was read: no row out of its filter or order, none missing', async () => {
    // Prepare: a partition of its own, and a client that moves the page's first row out of the
    // filter and to the end of the order just before the records are read, once
    const { own, widgets, put } = await partitionOfWidgets(12, (position) => `w${String(position).padStart(2, '0')}`);
    const moved: Widget = { ...(widgets[0] as Widget), title: 'zz', kind: 'BETA' };
    let writeBeforeRead = true;
    const client = {
      send: async (command: { constructor: { name: string } }) => {
        if (writeBeforeRead && command.constructor.name === 'BatchGetCommand') {
          writeBeforeRead = false;
          await put(moved);
        }
        return documentClient.send(command as never);
      },
    } as unknown as typeof documentClient;
    // Act
    const result = await pageOfTitles(client, own, { ...kindFilter('ALPHA'), countedBy: undefined });
    // Assess
    expect(writeBeforeRead).toBe(false);
    expect(result.data.map((row) => row.title)).toEqual(['w01', 'w02', 'w03', 'w04', 'w05']);
    expect(result.meta.total).toBe(11);
  });

  it('keeps a record renamed before every read of the page, in the order of its new name, and counts a record the index showed twice once', async () => {
    // Prepare: a client that renames the page's first row before every read of the records, and
    // shows the second row twice in the index, as a Query does when a row moves while it reads
    const { own, widgets, put } = await partitionOfWidgets(8, (position) => `w${position}`);
    let renames = 0;
    const client = {
      send: async (command: { constructor: { name: string } }) => {
        if (command.constructor.name === 'BatchGetCommand') {
          renames += 1;
          await put({ ...(widgets[0] as Widget), title: `w3.${renames}` });
        }
        const answer = (await documentClient.send(command as never)) as { Items?: unknown[] };
        if (command.constructor.name === 'QueryCommand' && answer.Items && answer.Items.length > 1)
          answer.Items.splice(1, 0, answer.Items[1]);
        return answer;
      },
    } as unknown as typeof documentClient;
    // Act
    const result = await pageOfTitles(client, own);
    // Assess: three reads, and the renamed row kept, where its new name puts it within the page
    expect(renames).toBe(3);
    expect(result.data.map((row) => row.title)).toEqual(['w1', 'w2', 'w3', 'w3.3', 'w4']);
  });

  it('answers an empty list with total 0 and no pages', async () => {
    const result = await readListPage({
      client: documentClient,
      tableName,
      partition: `COMPANY#${newId()}`,
      declaration: WIDGETS,
      params: params({}),
      fromItem: () => rows[0] as Widget,
    });
    expect(result).toEqual({ data: [], meta: expect.objectContaining({ total: 0, total_pages: 0 }) });
  });
});
