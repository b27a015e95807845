/**
 * One declaration per entity: its fields, in the order answers list them, each with its kind and its
 * facts (`field(kind, { write, audited, sort, search, filter, unique })`). From it come the stored and
 * public record types, the parser of stored items (items read back are parsed, never cast), the
 * attributes an item stores, the public shape of a record, the fields a client writes and those an
 * audit event compares, the list declaration (lib/data/entity-list.ts), and, in scripts, the
 * record's OpenAPI schema and its table in docs/data-model.md. Plain data and a few small functions,
 * without a schema library: read handlers bundle it.
 */
import type { FilterSlot, SortSlot } from './list-index';
import { absent, parseFields, pick } from './entity-parse';

type Kind = 'uuid' | 'string' | 'timestamp' | 'count' | 'boolean' | 'enum' | 'list' | 'map' | 'object' | 'json';

/**
 * A field holding a `Value`. `Internal` fields are stored but never answered. A `json` field is
 * stored as JSON text (under `attribute` if it names one), so that any JSON value round-trips exactly.
 */
export interface Field<Value = unknown, Internal extends boolean = boolean, Optional extends boolean = boolean> {
  readonly kind: Kind;
  readonly nullable?: boolean;
  readonly internal?: Internal;
  /** A record may leave it out (`optional`). */
  readonly optional?: Optional;
  /** An enum's values. */
  readonly values?: readonly string[];
  /** A list's items. */
  readonly items?: Field;
  /** An object's fields. */
  readonly fields?: Fields;
  /** A json field's stored attribute, when not its own name. */
  readonly attribute?: string;
  /** What an absent attribute reads as (`defaulted`): the value of items written before the field existed. */
  readonly absentValue?: Value;
  /** What the field means, for the API's documentation. */
  readonly description?: string;
  /** What clients, lists and the audit trail do with it (`field`). */
  readonly facts?: FieldFacts;
  /** Never set: carries the value's type. */
  readonly value?: Value;
}

export type Fields = Readonly<Record<string, Field>>;

/** What clients, lists and the audit trail do with a field, beyond its kind. */
export interface FieldFacts {
  /** A client writes it in the entity's bodies: any caller its routes admit, or only the roles that manage the entity. */
  readonly write?: 'any' | 'managers';
  /** Only a PATCH writes it: a PUT, which replaces the other writable fields, accepts and ignores it. */
  readonly patchOnly?: true;
  /** A change of it is recorded in its audit event's `changes`. */
  readonly audited?: true;
  /** The sort slot that orders the entity's list by it (a `sort_by` column): any slot the entity does not use otherwise. */
  readonly sort?: SortSlot;
  /** The list's `search` matches it, as its first or second searched field. */
  readonly search?: 'primary' | 'secondary';
  /**
   * The list filters by it, reading the filter slot named (any the entity does not use otherwise),
   * with an exact total per value (`<facet>=<value>`, the facet the field's name unless given), unless
   * `counted: false` (a filter whose totals are counted over the index, such as a manager's visibility).
   */
  readonly filter?: { readonly slot: FilterSlot; readonly facet?: string; readonly counted?: false };
  /** No two records of a company hold the same value, compared case-folded, within each value of `within` if named. */
  readonly unique?: { readonly folded: true; readonly within?: string };
}

/** The value a field holds. */
export type ValueOf<F> = F extends Field<infer Value> ? Value : never;
type OptionalNames<F extends Fields> = {
  [Name in keyof F]: F[Name] extends Field<unknown, boolean, true> ? Name : never;
}[keyof F];
type Flat<T> = { [Name in keyof T]: T[Name] };
type RecordOf<F extends Fields> = Flat<
  { -readonly [Name in Exclude<keyof F, OptionalNames<F>>]: ValueOf<F[Name]> } & {
    -readonly [Name in OptionalNames<F>]?: ValueOf<F[Name]>;
  }
>;
type PublicFields<F extends Fields> = {
  [Name in keyof F as F[Name] extends Field<unknown, true, boolean> ? never : Name]: F[Name];
};

type NamesWith<F extends Fields, Facts> = {
  [Name in keyof F]: F[Name] extends { readonly facts: Facts } ? Name : never;
}[keyof F] &
  string;
/** The fields a client writes (any caller or only managers). */
export type WritableName<E extends { fields: Fields }> = NamesWith<E['fields'], { write: 'any' | 'managers' }>;
/** The fields only the roles that manage the entity write. */
export type ManagedName<E extends { fields: Fields }> = NamesWith<E['fields'], { write: 'managers' }>;
/** The fields an audit event compares. */
export type AuditedName<E extends { fields: Fields }> = NamesWith<E['fields'], { audited: true }>;
/** The columns the entity's list sorts by. */
export type SortName<E extends { fields: Fields }> = NamesWith<E['fields'], { sort: SortSlot }>;
/** The fields the entity's list filters by. */
export type FilterName<E extends { fields: Fields }> = NamesWith<E['fields'], { filter: { slot: FilterSlot } }>;
/** The writable fields that may be null: a PUT resets an omitted one to null. */
export type NullableWritableName<E extends { fields: Fields }> = {
  [Name in WritableName<E>]: null extends ValueOf<E['fields'][Name]> ? Name : never;
}[WritableName<E>];
/** The record's fields a client writes, each with its value. */
export type Writable<E extends { fields: Fields }> = Pick<PublicRecord<E>, WritableName<E> & keyof PublicRecord<E>>;

/** The record the table holds (parsed: json fields as values). */
export type StoredRecord<E extends { fields: Fields }> = RecordOf<E['fields']>;
/** The record answers carry: the stored one without its internal fields. */
export type PublicRecord<E extends { fields: Fields }> = RecordOf<PublicFields<E['fields']>>;

export const uuid = (description?: string): Field<string, false, false> => ({ kind: 'uuid', description });
export const string = (description?: string): Field<string, false, false> => ({ kind: 'string', description });
/** An ISO 8601 UTC time with milliseconds. */
export const timestamp = (description?: string): Field<string, false, false> => ({ kind: 'timestamp', description });
/** A non-negative integer. */
export const count = (description?: string): Field<number, false, false> => ({ kind: 'count', description });
export const boolean = (description?: string): Field<boolean, false, false> => ({ kind: 'boolean', description });
export const oneOf = <Value extends string>(
  values: readonly Value[],
  description?: string,
): Field<Value, false, false> => ({ kind: 'enum', values, description });
export const list = <Item>(items: Field<Item>, description?: string): Field<Item[], false, false> => ({
  kind: 'list',
  items,
  description,
});
/** A JSON object (a DynamoDB map) of any content. */
export const map = <Value extends object = Record<string, unknown>>(
  description?: string,
): Field<Value, false, false> => ({ kind: 'map', description });
export const object = <F extends Fields>(fields: F, description?: string): Field<RecordOf<F>, false, false> => ({
  kind: 'object',
  fields,
  description,
});
/** A JSON value stored as JSON text; an absent one reads as {} (or null if nullable). */
export const json = <Value>(
  options: { attribute?: string; description?: string } = {},
): Field<Value, false, false> => ({ kind: 'json', ...options });

export const nullable = <Value, Internal extends boolean>(
  field: Field<Value, Internal, false>,
): Field<Value | null, Internal, false> => ({ ...field, nullable: true });
/** A field a record may leave out (its item then has no such attribute); read back as null. */
export const optional = <Value, Internal extends boolean>(
  field: Field<Value, Internal, false>,
): Field<Value | null, Internal, true> => ({ ...field, nullable: true, optional: true });
/**
 * A field added to an entity whose earlier items lack it: an absent attribute reads as `value`.
 * Every write stores the field; only absence reads as the default (a stored null is still refused).
 */
export const defaulted = <Value, Internal extends boolean>(
  field: Field<Value, Internal, false>,
  value: Value,
): Field<Value, Internal, false> => ({ ...field, absentValue: value });
/** A field the table holds that answers never show (a version, a hash). */
export const internal = <Value, Optional extends boolean>(
  field: Field<Value, false, Optional>,
): Field<Value, true, Optional> => ({ ...field, internal: true });

/**
 * A field with its facts: `name: field(string(), { write: 'any', sort: 'ListSort2', search: 'primary' })`.
 * The outermost wrapper, so that its facts stay in the entity's type.
 */
export const field = <F extends Field, const Facts extends FieldFacts>(
  kind: F,
  facts: Facts,
): F & { readonly facts: Facts } => ({ ...kind, facts });

/** Each field of a set with the same facts (an address's fields, all written and audited alike). */
export const fieldsWith = <F extends Fields, const Facts extends FieldFacts>(
  fields: F,
  facts: Facts,
): { readonly [Name in keyof F]: F[Name] & { readonly facts: Facts } } =>
  Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, field(kind, facts)])) as {
    readonly [Name in keyof F]: F[Name] & { readonly facts: Facts };
  };

export interface Entity<F extends Fields> {
  /** The entity's name in data faults. */
  readonly name: string;
  readonly fields: F;
  /** A stored item's record: exactly the declared fields (keys and index attributes dropped), each checked. */
  parse(item: Record<string, unknown>): StoredRecord<{ fields: F }>;
  /** The attributes an item stores of a record (json fields as JSON text), without keys. */
  attributes(record: StoredRecord<{ fields: F }>): Record<string, unknown>;
  /** The value an item stores for an attribute (a json field's as JSON text; any other as given): what an update sets. */
  storedValue(attribute: string, value: unknown): unknown;
  /** The public record, picked field by field so that no internal attribute can leak into an answer. */
  toPublic(record: StoredRecord<{ fields: F }>): PublicRecord<{ fields: F }>;
  /** The fields a client writes, in declared order. */
  readonly writable: readonly WritableName<{ fields: F }>[];
  /** Those of them that may be null. */
  readonly nullableWritable: readonly NullableWritableName<{ fields: F }>[];
  /** The fields only the roles that manage the entity write. */
  readonly managed: readonly ManagedName<{ fields: F }>[];
  /** The fields an audit event compares, in declared order (the order of its `changes`). */
  readonly audited: readonly AuditedName<{ fields: F }>[];
  /** The list's sort columns, in declared order. */
  readonly sortable: readonly SortName<{ fields: F }>[];
}

function storedValue(field: Field, value: unknown): unknown {
  return field.kind === 'json' ? JSON.stringify(value ?? absent(field)) : value;
}

export function defineEntity<const F extends Fields>(name: string, fields: F): Entity<F> {
  const entries = Object.entries(fields);
  const named = <Name>(has: (declared: Field) => boolean): Name[] =>
    entries.filter(([, declared]) => has(declared)).map(([field]) => field as Name);
  return {
    name,
    fields,
    writable: named((declared) => declared.facts?.write !== undefined),
    nullableWritable: named((declared) => declared.facts?.write !== undefined && declared.nullable === true),
    managed: named((declared) => declared.facts?.write === 'managers'),
    audited: named((declared) => declared.facts?.audited === true),
    sortable: named((declared) => declared.facts?.sort !== undefined),
    parse: (item) => {
      const fault = (message: string): Error =>
        new Error(`Stored ${name} ${String(item.PK)} ${String(item.SK)}: ${message}`);
      return parseFields(fields, item, '', fault) as StoredRecord<{ fields: F }>;
    },
    attributes: (record) => {
      const values: Record<string, unknown> = record;
      const attributes: Record<string, unknown> = {};
      for (const [field, declared] of entries) {
        const value = values[field];
        if (declared.kind === 'json') attributes[declared.attribute ?? field] = storedValue(declared, value);
        else if (value !== undefined) attributes[field] = value;
      }
      return attributes;
    },
    storedValue: (attribute, value) => {
      const declared: Field | undefined = fields[attribute];
      return declared ? storedValue(declared, value) : value;
    },
    toPublic: (record) => pick(fields, record) as PublicRecord<{ fields: F }>,
  };
}
