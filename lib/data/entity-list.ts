/**
 * An entity's list declaration from its model: a column per field with a `sort` fact (its sort slot;
 * an enum's values for its per-value reads), the two `search` fields, and the `filter` fields, each
 * in its filter slot, with their counted facets (`<facet>=<value>`, one per value a list field holds).
 */
import type { Entity, Field, Fields, FilterName, SortName, StoredRecord } from './entity';
import { type ListColumn, type ListDeclaration, type ListFilterValue, type SortValue, declareList } from './list-index';
import type { ListFilter } from './list-page';

interface ListOptions<Row, Column extends string> {
  /** The counter item's name and the index keys' prefix (`locations`). */
  entity: string;
  /** The record's id field. */
  id: keyof Row & string;
  /** An enumerated column's values where they are not the field's own (a field of fewer values than its index orders). */
  enumValues?: Partial<Record<Column, readonly string[]>>;
  /** Whether a small record is answered from the indexes (`ListDeclaration.stored`); true unless records may be large. */
  stored?: boolean;
  /** The sort columns in the order the list query offers them, where not the fields' declared order (`sortColumns`). */
  columnOrder?: readonly Column[];
}

interface FilterOptions<Row, Filter extends string> {
  /** What a filter slot holds where it is not the field's value (an invitation's status with its expiry). */
  filterValues?: Partial<Record<Filter, (row: Row) => unknown>>;
}

/** The sort columns, in declared order or in `columnOrder`, which must name each of them once. */
function orderedColumns<F extends Fields>(
  model: Entity<F>,
  columnOrder: readonly SortName<{ fields: F }>[] = model.sortable,
): readonly SortName<{ fields: F }>[] {
  const declared = new Set<string>(model.sortable);
  const named = new Set<string>(columnOrder);
  if (
    columnOrder.length !== named.size ||
    named.size !== declared.size ||
    !columnOrder.every((name) => declared.has(name))
  )
    throw new Error(`${model.name}'s column order ${columnOrder.join(', ')} is not its sort columns`);
  return columnOrder;
}

/** The facet an exact total of a list filtered by `value` of a field counts (`category_group=SERVICE_PLAN`). */
export function facetOf(name: string, declared: Field, value: unknown): string {
  return `${declared.facts?.filter?.facet ?? name}=${String(value)}`;
}

/** A list's filter on one value of a `filter` field (its filter slot), its total that value's counted facet. */
export function filterOn<F extends Fields>(
  model: Entity<F>,
  name: FilterName<{ fields: F }>,
  value: string | boolean,
): ListFilter {
  const declared = model.fields[name] as Field;
  return {
    expression: '#filtered = :filtered',
    names: { '#filtered': declared.facts?.filter?.slot as string },
    values: { ':filtered': value },
    countedBy: [facetOf(name, declared, value)],
  };
}

/** The list declaration of an entity, from its fields' `sort`, `search` and `filter` facts. */
export function listOf<F extends Fields>(
  model: Entity<F>,
  options: ListOptions<StoredRecord<{ fields: F }>, SortName<{ fields: F }>> &
    FilterOptions<StoredRecord<{ fields: F }>, FilterName<{ fields: F }>>,
): ListDeclaration<StoredRecord<{ fields: F }>, SortName<{ fields: F }>, FilterName<{ fields: F }>> {
  type Row = StoredRecord<{ fields: F }>;
  const valueOf = (row: Row, name: string): unknown => (row as Record<string, unknown>)[name];
  const columns = {} as Record<SortName<{ fields: F }>, ListColumn<Row>>;
  for (const name of orderedColumns(model, options.columnOrder)) {
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
      value: options.filterValues?.[name as FilterName<{ fields: F }>] ?? ((row) => valueOf(row, name)),
    };
  const counted = filtered.filter(([, declared]) => declared.facts?.filter?.counted !== false);
  return declareList({
    entity: options.entity,
    id: (row) => valueOf(row, options.id) as string,
    columns,
    filters,
    search: [searched('primary'), searched('secondary')],
    facets: (row) =>
      counted.flatMap(([name, declared]) => {
        const value = valueOf(row, name);
        const values: unknown[] = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
        return values.map((each) => facetOf(name, declared, each));
      }),
    ...(options.stored === false ? {} : { stored: model }),
  });
}

/** The list's sort columns as the list query's enum takes them (at least one), in the list's `columnOrder` if it has one. */
export function sortColumns<F extends Fields>(
  model: Entity<F>,
  columnOrder?: readonly SortName<{ fields: F }>[],
): readonly [SortName<{ fields: F }>, ...SortName<{ fields: F }>[]] {
  if (model.sortable.length === 0) throw new Error(`${model.name} declares no sort column`);
  return orderedColumns(model, columnOrder) as readonly [SortName<{ fields: F }>, ...SortName<{ fields: F }>[]];
}
