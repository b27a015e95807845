/**
 * A throwaway plain resource, `widgets`, declared through the recipe's public pieces only
 * (docs/adding-a-resource.md): its model (a name that sorts and searches, a filtered enum, times),
 * its list, its five route entries, its description module and its handlers' schemas; no settings.
 * test/build/throwaway-resource*.test.ts feed it to the generators and the list engine.
 */
import type { DeploySources } from '../../lib/http/route-settings';
import type { OperationSchemas } from '../../lib/http/api';
import { API_PREFIX, type RouteName } from '../../lib/http/routes';
import { read, write } from '../../lib/http/route-definition';
import { count, defineEntity, field, internal, nullable, oneOf, string, timestamp, uuid } from '../../lib/data/entity';
import { listOf, sortColumns } from '../../lib/data/entity-list';
import { listQueryShape } from '../../lib/data/list';
import * as z from '../../lib/schema';
import type { ApiSources } from '../../scripts/openapi/document';
import { CREATE, DELETE, IN_PROGRESS, LIST, PATCH, lostRace } from '../../scripts/openapi/operations';
import { type Described, listed, modelExample } from '../../scripts/resources';

export const WIDGET_STATUSES = ['IN_STOCK', 'ORDERED', 'RETIRED'] as const;

export const WIDGET = defineEntity('widget', {
  widget_uuid: uuid(),
  company_uuid: uuid(),
  name: field(string(), { write: 'any', sort: 'ListSort2', search: 'primary' }),
  note: field(nullable(string()), { write: 'any', search: 'secondary' }),
  // A field no other entity has, filtered through a free filter slot: no new table.
  stock: field(oneOf(WIDGET_STATUSES), { write: 'any', sort: 'ListSort4', filter: { slot: 'list_filter_5' } }),
  created_at: field(timestamp(), { sort: 'ListSort1' }),
  updated_at: field(timestamp(), { sort: 'ListSort3' }),
  version: internal(count()),
});

export const WIDGET_LIST = listOf(WIDGET, { entity: 'widgets', id: 'widget_uuid' });

const OWNER = 'ROLE_COMPANY_OWNER';
const ADMIN = 'ROLE_COMPANY_ADMIN';
const widgets = `${API_PREFIX}/companies/{company_uuid}/widgets` as const;
const widget = `${widgets}/{widget_uuid}` as const;

/** The widgets' entries, as lib/http/routes.ts would hold them. */
export const WIDGET_ROUTES = {
  listWidgets: { ...read(widgets, 'widgets', [OWNER, ADMIN], 'company-path'), list: true },
  createWidget: { ...write('POST', widgets, 'widgets', [OWNER, ADMIN], 'company-path'), idempotent: true },
  getWidget: read(widget, 'widgets', [OWNER, ADMIN], 'company-path'),
  updateWidget: write('PATCH', widget, 'widgets', [OWNER, ADMIN], 'company-path'),
  deleteWidget: write('DELETE', widget, 'widgets', [OWNER, ADMIN], 'company-path'),
};
export type WidgetRoute = keyof typeof WIDGET_ROUTES;

/** scripts/descriptions/widgets.ts, as the recipe's step 7 writes it. */
export const WIDGET_DESCRIPTION: Described = {
  record: 'WidgetRecord',
  model: WIDGET,
  storage:
    'Keys `COMPANY#<company_uuid>` / `WIDGET#<widget_uuid>`, with its list attributes; counts `LISTCOUNTS#widgets`. A list page, a `GetItem`, and writes conditioned on `version` in one transaction with the counts.',
  examples: {
    WidgetRecord: modelExample(WIDGET, {
      widget_uuid: '0190f3a4-5b6c-7d8e-9f01-0000000000d1',
      company_uuid: '0190f3a4-5b6c-7d8e-9f01-23456789abcd',
      name: 'Left gear',
      note: null,
      stock: 'IN_STOCK',
      created_at: '2026-11-21T09:30:00.000Z',
      updated_at: '2026-11-21T09:30:00.000Z',
    }),
  },
  operations: {
    listWidgets: { summary: 'List widgets', description: `The company's widgets. ${LIST}` },
    createWidget: {
      summary: 'Create a widget',
      description: `Creates a widget. ${CREATE}`,
      conflict: `Conflict: ${IN_PROGRESS}`,
    },
    getWidget: { summary: 'Get a widget', description: 'One widget, with its `ETag`.' },
    updateWidget: { summary: 'Update a widget', description: PATCH, conflict: lostRace('widget') },
    deleteWidget: { summary: 'Delete a widget', description: DELETE, conflict: lostRace('widget') },
  },
  lists: { listWidgets: listed('widgets', WIDGET_LIST) },
};

const Body = z.strictObject({
  name: z.string(),
  note: z.optional(z.nullable(z.string())),
  stock: z.enum(WIDGET_STATUSES),
});

/** What each widget handler's `api({ route, body, query })` declares. */
const WIDGET_SCHEMAS: Record<WidgetRoute, Omit<OperationSchemas, 'route'>> = {
  listWidgets: {
    query: z.object({ ...listQueryShape(sortColumns(WIDGET)), stock: z.optional(z.enum(WIDGET_STATUSES)) }),
  },
  createWidget: { body: Body },
  getWidget: {},
  updateWidget: { body: z.partial(Body) },
  deleteWidget: {},
};

/** The generators' sources holding the widgets alone, with no settings module. */
export const widgetSources: ApiSources & DeploySources = {
  routes: WIDGET_ROUTES,
  settings: {},
  describe: (resource) => {
    if (resource !== 'widgets') throw new Error(`no description of ${resource}`);
    return WIDGET_DESCRIPTION;
  },
  schemas: (name) => ({ route: name as RouteName, ...WIDGET_SCHEMAS[name as WidgetRoute] }),
};
