/**
 * An entity's list declaration from its model: a column per field with a `sort` fact (its sort slot;
 * an enum's values for its per-value reads), the two `search` fields, and the `filter` fields, each
 * in its filter slot, with their counted facets (`<facet>=<value>`, one per value a list field holds).
 */
import type { Entity, Field, Fields, FilterName, SortName, StoredRecord } from './entity';
import { type ListColumn, type ListDeclaration, type ListFilterValue, type SortValue, declareList } from './list-index';

interface ListOptions<Row, Column extends string> {
  /** The counter item's name and the index keys' prefix (`locations`). */
  entity: string;
  /** The record's id field. */
  id: keyof Row & string;
  /** An enumerated column's values where they are not the field's own (a field of fewer values than its index orders). */
  enumValues?: Partial<Record<Column, readonly string[]>>;
  /** Whether a small record is answered from the indexes (`ListDeclaration.stored`); true unless records may be large. */
  stored?: boolean;
}

/** The facet an exact total of a list filtered by `value` of a field counts (`category_group=SERVICE_PLAN`). */
export function facetOf(name: string, declared: Field, value: unknown): string {
  return `${declared.facts?.filter?.facet ?? name}=${String(value)}`;
}

/** The list declaration of an entity, from its fields' `sort`, `search` and `filter` facts. */
export function listOf<F extends Fields>(
  model: Entity<F>,
  options: ListOptions<StoredRecord<{ fields: F }>, SortName<{ fields: F }>>,
): ListDeclaration<StoredRecord<{ fields: F }>, SortName<{ fields: F }>, FilterName<{ fields: F }>> {
  type Row = StoredRecord<{ fields: F }>;
  const valueOf = (row: Row, name: string): unknown => (row as Record<string, unknown>)[name];
  const columns = {} as Record<SortName<{ fields: F }>, ListColumn<Row>>;
  for (const name of model.sortable) {
    const declared = model.fields[name] as Field;
    const enumValues = options.enumValues?.[name] ?? declared.values;
    columns[name] = {
      index: declared.facts?.sort as ListColumn<Row>['index'],
      value: (row) => (valueOf(row, name) ?? null) as SortValue,
      ...(enumValues ? { enumValues } : {}),
    };
  }
  const entries = Object.entries(model.fields);
  const searched = (which: 'primary' | 'secondary'): ((row: Row) => string | null | undefined) => {
    const name = entries.find(([, declared]) => declared.facts?.search === which)?.[0];
    return name === undefined ? () => null : (row) => valueOf(row, name) as string | null | undefined;
  };
  const filtered = entries.filter(([, declared]) => declared.facts?.filter !== undefined);
  const filters = {} as Record<FilterName<{ fields: F }>, ListFilterValue<Row>>;
  for (const [name, declared] of filtered)
    filters[name as FilterName<{ fields: F }>] = {
      slot: declared.facts?.filter?.slot as ListFilterValue<Row>['slot'],
      value: (row) => valueOf(row, name),
    };
  return declareList({
    entity: options.entity,
    id: (row) => valueOf(row, options.id) as string,
    columns,
    filters,
    search: [searched('primary'), searched('secondary')],
    facets: (row) =>
      filtered.flatMap(([name, declared]) => {
        const value = valueOf(row, name);
        const values: unknown[] = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
        return values.map((each) => facetOf(name, declared, each));
      }),
    ...(options.stored === false ? {} : { stored: model }),
  });
}

/** The list's sort columns as the list query's enum takes them (at least one). */
export function sortColumns<F extends Fields>(
  model: Entity<F>,
): readonly [SortName<{ fields: F }>, ...SortName<{ fields: F }>[]] {
  if (model.sortable.length === 0) throw new Error(`${model.name} declares no sort column`);
  return model.sortable as readonly [SortName<{ fields: F }>, ...SortName<{ fields: F }>[]];
}
