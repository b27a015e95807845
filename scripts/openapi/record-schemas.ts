/**
 * The document's record schemas, by name: each resource model's record (`recordSchema(model)`, under
 * its description's `record`, scripts/resources.ts) that records.ts does not declare, and every
 * schema records.ts exports. A new resource's record needs no line in records.ts.
 */
import type * as z from 'zod';
import { recordSchema } from './entity-schema';
import * as records from './records';
import { type ResourceSources, describedModels, resourceSources } from '../resources';

export function recordSchemas(sources: ResourceSources = resourceSources): Record<string, z.ZodType> {
  const modeled = describedModels(sources).filter(({ record }) => !Object.hasOwn(records, record));
  const schemas: Record<string, z.ZodType> = {
    ...Object.fromEntries(modeled.map(({ record, model }) => [record, recordSchema(model)])),
    ...records,
  };
  // In name order, as the document has always listed them (a module namespace's order).
  return Object.fromEntries(Object.entries(schemas).sort(([left], [right]) => (left < right ? -1 : 1)));
}
