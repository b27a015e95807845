/**
 * One declaration per entity: its fields, in the order answers list them, each with its kind. From
 * it come the stored and public record types, the parser of stored items (items read back are
 * parsed, never cast), the attributes an item stores, the public shape of a record, and, in
 * scripts/openapi, the record's schema. Plain data and a few small functions, without a schema
 * library: read handlers bundle it.
 */

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
  /** Never set: carries the value's type. */
  readonly value?: Value;
}

export type Fields = Readonly<Record<string, Field>>;

type ValueOf<F> = F extends Field<infer Value> ? Value : never;
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

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fits(field: Field, value: unknown): boolean {
  switch (field.kind) {
    case 'count':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0;
    case 'boolean':
      return typeof value === 'boolean';
    case 'enum':
      return field.values?.some((allowed) => allowed === value) === true;
    case 'list':
      return Array.isArray(value);
    case 'map':
    case 'object':
      return isMap(value);
    default:
      return typeof value === 'string';
  }
}

function kindOf(field: Field): string {
  const kind = field.kind === 'enum' ? `one of ${field.values?.join(', ')}` : `a ${field.kind}`;
  return field.nullable ? `${kind} or null` : kind;
}

/** Fills what an absent attribute reads as: its default, null, or an empty list or object. */
function absent(field: Field): unknown {
  if (field.absentValue !== undefined) return field.absentValue;
  if (field.nullable) return null;
  if (field.kind === 'list') return [];
  if (field.kind === 'map' || field.kind === 'json' || field.kind === 'object') return {};
  return undefined;
}

/**
 * The value of a field of a stored item, checked (json text parsed). Its path (`prefix` + `name`)
 * names it in the fault, and is joined only then: a list page parses 25 items on the hot path.
 */
function parseValue(
  field: Field,
  value: unknown,
  prefix: string,
  name: string,
  fault: (message: string) => Error,
): unknown {
  if (field.kind === 'json') {
    if (typeof value === 'string') return JSON.parse(value) as unknown;
    // A native map: an item written before the JSON-text encoding.
    if (value === null || value === undefined || isMap(value)) return value ?? absent(field);
  }
  if (value === undefined && field.absentValue !== undefined) return field.absentValue;
  if (field.nullable && (value === null || value === undefined)) return null;
  // An absent object reads as {}: its own fields say whether they may be absent.
  if (field.kind === 'object' && (value === null || value === undefined))
    return parseValue(field, {}, prefix, name, fault);
  if (!fits(field, value)) throw fault(`${prefix}${name} is not ${kindOf(field)}`);
  const { items, fields } = field;
  if (items && Array.isArray(value))
    return value.map((item: unknown, index) => parseValue(items, item, `${prefix}${name}`, `[${index}]`, fault));
  if (fields && isMap(value)) return parseFields(fields, value, `${prefix}${name}.`, fault);
  return value;
}

function parseFields(
  fields: Fields,
  item: Record<string, unknown>,
  prefix: string,
  fault: (message: string) => Error,
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  // for…in, not Object.entries: no array of pairs allocated per item read.
  for (const name in fields) {
    const field = fields[name] as Field;
    record[name] = parseValue(field, item[field.attribute ?? name], prefix, name, fault);
  }
  return record;
}

/** The public fields of a value, in declared order, absent ones as they read. */
function pick(fields: Fields, value: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name in fields) {
    const field = fields[name] as Field;
    if (field.internal) continue;
    const fieldValue = value[name] ?? absent(field);
    picked[name] = field.fields && isMap(fieldValue) ? pick(field.fields, fieldValue) : fieldValue;
  }
  return picked;
}

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
}

function storedValue(field: Field, value: unknown): unknown {
  return field.kind === 'json' ? JSON.stringify(value ?? absent(field)) : value;
}

export function defineEntity<const F extends Fields>(name: string, fields: F): Entity<F> {
  const entries = Object.entries(fields);
  return {
    name,
    fields,
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
