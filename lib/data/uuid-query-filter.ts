/** A uuid as a request states it, and a list's filter by a record's uuid (a query parameter). */
import * as z from '../schema';
import { isUuid } from './ids';
import { UUID_JSON_SCHEMA } from './text-schema';

/** A uuid in a body or a query: any letter case, answered lower-case; anything else → 422 `invalid_uuid`. */
export const uuidText = (description: string) =>
  z.pipe(
    z.documented(z.string().check(z.refine(isUuid, { message: 'Must be a UUID', params: { code: 'invalid_uuid' } })), {
      ...UUID_JSON_SCHEMA,
      description,
    }),
    z.transform((value) => value.toLowerCase()),
  );

export const uuidQueryFilter = (description: string) => z.optional(uuidText(description));
