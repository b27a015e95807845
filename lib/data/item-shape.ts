/**
 * Items read back are parsed, never cast: each entity
 * declares the attributes of its stored record and their kinds, and `itemParser` keeps exactly those
 * (keys, index and search attributes never leave the repository) after checking each kind. A stored
 * item that does not fit is a data fault, reported with its key, never answered as a record.
 * Deliberately small, without a schema library: read handlers bundle it.
 */

/** What an attribute holds; a trailing `?` also allows null or absence (read as null). */
export type AttributeKind = 'string' | 'number' | 'boolean' | 'list' | 'map' | 'string?' | 'map?';

export type ItemShape<Record> = { readonly [Attribute in keyof Record]-?: AttributeKind };

function fits(value: unknown, kind: AttributeKind): boolean {
  if (kind.endsWith('?') && (value === null || value === undefined)) return true;
  switch (kind.replace('?', '')) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'list':
      return Array.isArray(value);
    default:
      return value !== null && typeof value === 'object' && !Array.isArray(value);
  }
}

/** A parser of an entity's stored items into its record type. */
export function itemParser<Stored>(entity: string, shape: ItemShape<Stored>): (item: Record<string, unknown>) => Stored {
  const attributes = Object.entries(shape) as Array<[string, AttributeKind]>;
  return (item) => {
    const record: Record<string, unknown> = {};
    for (const [attribute, kind] of attributes) {
      const value = item[attribute];
      if (!fits(value, kind)) throw new Error(`Stored ${entity} ${String(item.PK)} ${String(item.SK)}: ${attribute} is not a ${kind}`);
      record[attribute] = value ?? null;
    }
    return record as Stored;
  };
}
