/**
 * The record schema of an entity declaration (lib/data/entity.ts), as zod for the OpenAPI document:
 * the public fields in declared order, each with its kind's schema, nullability and description.
 */
import * as z from 'zod';
import type { Entity, Field, Fields, PublicRecord } from '../../lib/data/entity';

export const Uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  .describe('A lower-case UUID');
export const Timestamp = z
  .string()
  .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  .describe('ISO 8601 UTC with milliseconds');
const JsonObject = z.record(z.string(), z.unknown());

function kindSchema(field: Field): z.ZodType {
  switch (field.kind) {
    case 'uuid':
      return Uuid;
    case 'timestamp':
      return Timestamp;
    case 'string':
      return z.string();
    case 'count':
      return z.int().min(0);
    case 'boolean':
      return z.boolean();
    case 'enum':
      return z.enum(field.values ?? []);
    case 'list':
      return z.array(field.items ? fieldSchema(field.items) : z.unknown());
    case 'object':
      return objectSchema(field.fields ?? {});
    default:
      return JsonObject;
  }
}

function fieldSchema(field: Field): z.ZodType {
  const schema = field.nullable ? kindSchema(field).nullable() : kindSchema(field);
  return field.description === undefined ? schema : schema.describe(field.description);
}

function objectSchema(fields: Fields, given: Record<string, z.core.$ZodType | undefined> = {}): z.ZodObject {
  const publicFields = Object.entries(fields).filter(([, field]) => !field.internal);
  return z.strictObject(
    Object.fromEntries(publicFields.map(([name, field]) => [name, given[name] ?? fieldSchema(field)])),
  );
}

type RecordShape<Record> = { [Name in keyof Record]-?: z.core.$ZodType<Record[Name]> };

/**
 * The public record's schema. `given` holds the schemas of fields whose content the declaration
 * leaves open (an automation's triggers, an event's changes), from the modules that validate them.
 */
export function recordSchema<F extends Fields>(
  entity: Pick<Entity<F>, 'fields'>,
  given: Partial<RecordShape<PublicRecord<Entity<F>>>> = {},
): z.ZodObject<RecordShape<PublicRecord<Entity<F>>>, z.core.$strict> {
  return objectSchema(entity.fields, given) as z.ZodObject<RecordShape<PublicRecord<Entity<F>>>, z.core.$strict>;
}
