/**
 * How an entity's declaration reads a stored item: each field's value checked against its kind (json
 * text parsed, absent attributes as they read), and the public fields picked from a record.
 */
import type { Field, Fields } from './entity';
export function isMap(value: unknown): value is Record<string, unknown> {
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
export function absent(field: Field): unknown {
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

export function parseFields(
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
export function pick(fields: Fields, value: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name in fields) {
    const field = fields[name] as Field;
    if (field.internal) continue;
    const fieldValue = value[name] ?? absent(field);
    picked[name] = field.fields && isMap(fieldValue) ? pick(field.fields, fieldValue) : fieldValue;
  }
  return picked;
}
