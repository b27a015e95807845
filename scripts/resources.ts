/**
 * What the scripts know of each resource of the route table beyond its handlers: its operations'
 * texts, its records' examples and the entities its lists read. Each resource folder of the route
 * table has one module, scripts/descriptions/<resource>.ts (exporting `description`), found by that
 * convention: a new resource touches no shared registry, and a missing module or operation fails the
 * type check or every OpenAPI test. They live with the scripts, which alone read them, so nothing
 * under functions/ imports scripts/ (ESLint, and test/build bundles them).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Entity, Fields, PublicRecord } from '../lib/data/entity';
import type { ListDeclaration } from '../lib/data/list-index';
import {
  type RouteDefinition,
  type RouteName,
  type RouteResource,
  type RoutesOf,
  routeEntries,
  routes,
} from '../lib/http/routes';
import type { Example, RecordName } from './openapi/examples';
import type { OperationText, ProblemNotes, QueryNotes, Success } from './openapi/operations';

type Routes = typeof routes;

/** A resource folder of the route table (functions/<resource>/). */
export type Resource = RouteResource;
type ListRoutes = { [N in RouteName]: Routes[N] extends { list: true } ? N : never }[RouteName];

/**
 * A write says what 409 means for it, or null when it never answers one: the type check fails until
 * it does, where a forgotten text used to document no 409 silently. A read answers none.
 */
type ConflictText<N extends RouteName> = Routes[N]['method'] extends 'GET'
  ? { conflict?: never }
  : { conflict: string | null };

/** An operation's texts, whichever the operation. */
export interface OperationTexts extends OperationText {
  conflict?: string | null;
  /** What it answers on success, where its route alone does not say it (`successOf`, scripts/openapi/document.ts). */
  success?: Success;
  problems?: ProblemNotes;
  queryNotes?: QueryNotes;
}

export type OperationDocs<N extends RouteName> = Omit<OperationTexts, 'conflict'> & ConflictText<N>;

/** The items a list route lists: their `entity` attribute and their list declaration. */
export interface ListedEntity {
  entity: string;
  declaration: ListDeclaration<never, string>;
}

/** A list route's entity (its rows' type erased: copy-table handles every entity alike). */
export function listed<Row, Column extends string>(
  entity: string,
  declaration: ListDeclaration<Row, Column>,
): ListedEntity {
  return { entity, declaration: declaration as unknown as ListDeclaration<never, string> };
}

/**
 * The entity a resource's usual operations answer (lib/<resource>/<entity>.ts): its fields make its
 * table in docs/data-model.md, and its record schema (`recordSchema(model)`) the document's `record`
 * unless scripts/openapi/records.ts declares one of that name (a record others are built from, or
 * one that adds to its model).
 */
export type Model = Pick<Entity<Fields>, 'name' | 'fields'>;

export type ResourceDescription<R extends Resource> = {
  /** The record its usual operations answer: a list a page of them; a create, get, replace or update one. */
  record: RecordName;
  /** Its entity: `record`'s schema, unless records.ts declares it, and its docs/data-model.md table. */
  model?: Model;
  /** Its model's keys and access patterns, in Markdown: docs/data-model.md shows them under its field table. */
  storage?: string;
  /** An example of each record this resource answers and no other does. */
  examples: { [Name in RecordName]?: Example<Name> };
  /** Request bodies no sample event holds: a GET's optional JSON body, a multipart form. */
  requestExamples?: { [N in RoutesOf<R>]?: unknown };
  operations: { [N in RoutesOf<R>]: OperationDocs<N> };
} & ([RoutesOf<R> & ListRoutes] extends [never]
  ? unknown
  : {
      /**
       * Each list route's entity, which a stage moved to new list indexes lists again
       * (scripts/local/table-items.ts); null for a list of no list declaration (the audit trail).
       */
      lists: { [N in RoutesOf<R> & ListRoutes]: ListedEntity | null };
    });

/** A model's record example, which the type check holds to the model's public record (a test parses it too). */
export function modelExample<F extends Fields>(
  _model: Pick<Entity<F>, 'fields'>,
  example: PublicRecord<{ fields: F }>,
): Record<string, unknown> {
  return example;
}

/** A resource's description as the scripts read it, whichever the resource (a test's throwaway one too). */
export interface Described {
  record: RecordName;
  model?: Model;
  storage?: string;
  examples: { [Name in RecordName]?: Example<Name> };
  requestExamples?: Partial<Record<string, unknown>>;
  operations: Partial<Record<string, OperationTexts>>;
  lists?: Partial<Record<string, ListedEntity | null>>;
}

/**
 * What the generators read of the resources: a route table and its resource folders' descriptions.
 * The real ones by default (`resourceSources`); a test hands in a throwaway resource's.
 */
export interface ResourceSources {
  routes: Readonly<Record<string, RouteDefinition>>;
  describe: (resource: string) => Described;
}

const ROOT = join(__dirname, '..');
const described = new Map<Resource, Described>();

/** The resource folders of a route table, in its order. */
function resources({ routes: table }: ResourceSources): string[] {
  return [...new Set(Object.values(table).map((route) => route.resource))];
}

const routesOf = (resource: Resource): RouteName[] =>
  routeEntries().flatMap(([name, route]) => (route.resource === resource ? [name] : []));

/** A resource's module, which must describe exactly the routes of its folder. */
export function describedResource(resource: Resource): Described {
  const known = described.get(resource);
  if (known) return known;
  const file = join(ROOT, 'scripts', 'descriptions', `${resource}.ts`);
  if (!existsSync(file))
    throw new Error(
      `scripts/descriptions/${resource}.ts is missing: each resource folder of the route table describes its operations there`,
    );
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module the route table's resource folder names
  const { description } = require(file) as { description?: Described };
  if (!description) throw new Error(`scripts/descriptions/${resource}.ts exports no \`description\``);
  const expected = routesOf(resource).sort().join(', ');
  const operations = Object.keys(description.operations).sort().join(', ');
  if (operations !== expected)
    throw new Error(
      `scripts/descriptions/${resource}.ts describes ${operations}; the route table's ${resource} routes are ${expected}`,
    );
  const unlisted = routeEntries().flatMap(([name, route]) =>
    route.resource === resource && route.list && description.lists?.[name] === undefined ? [name] : [],
  );
  if (unlisted.length > 0)
    throw new Error(`scripts/descriptions/${resource}.ts names no listed entity of ${unlisted.join(', ')}`);
  described.set(resource, description);
  return description;
}

/** The real route table and resource modules. */
export const resourceSources: ResourceSources = {
  routes,
  describe: (resource) => describedResource(resource as Resource),
};

/** The description of a route's resource. */
const describedOf = (name: string, sources: ResourceSources): Described => {
  const route = sources.routes[name];
  if (!route) throw new Error(`${name} is not a route of the route table`);
  return sources.describe(route.resource);
};

/** An operation's texts, from its resource's module. */
export function operationDocs(name: string, sources: ResourceSources = resourceSources): OperationTexts {
  return describedOf(name, sources).operations[name] as OperationTexts;
}

/** The example of every record, from the resources' modules. */
export function recordExamples(sources: ResourceSources = resourceSources): { [Name in RecordName]?: Example<Name> } {
  return Object.assign({}, ...resources(sources).map((resource) => sources.describe(resource).examples)) as {
    [Name in RecordName]?: Example<Name>;
  };
}

/** A request body no sample event holds, from its resource's module. */
export function requestExample(name: string, sources: ResourceSources = resourceSources): unknown {
  return describedOf(name, sources).requestExamples?.[name];
}

/** A resource's model as the generators read it: its record's name, its first list's entity, its keys and access patterns. */
export interface DescribedModel {
  record: RecordName;
  model: Model;
  list?: string;
  storage?: string;
}

/** The resources' models, in route-table order. */
export function describedModels(sources: ResourceSources = resourceSources): DescribedModel[] {
  return resources(sources).flatMap((resource) => {
    const { record, model, storage, lists = {} } = sources.describe(resource);
    const list = Object.values(lists).find((listed) => listed)?.declaration.entity;
    return model ? [{ record, model, ...(list ? { list } : {}), ...(storage ? { storage } : {}) }] : [];
  });
}

/** The listed entities, by their items' `entity` attribute, from the resources' list routes. */
export function listedEntities(
  sources: ResourceSources = resourceSources,
): Record<string, ListDeclaration<never, string>> {
  const entities = resources(sources).flatMap((resource) => Object.values(sources.describe(resource).lists ?? {}));
  return Object.fromEntries(entities.flatMap((entity) => (entity ? [[entity.entity, entity.declaration]] : [])));
}
