/** A list's filter by a record's uuid (a query parameter): any letter case, answered lower-case; anything else → 422 `invalid_uuid`. */
import * as z from '../schema';
import { isUuid } from './ids';
import { UUID_JSON_SCHEMA } from './text-schema';

export const uuidQueryFilter = (description: string) =>
  z.optional(
    z.pipe(
      z.documented(
        z.string().check(z.refine(isUuid, { message: 'Must be a UUID', params: { code: 'invalid_uuid' } })),
        { ...UUID_JSON_SCHEMA, description },
      ),
      z.transform((value) => value.toLowerCase()),
    ),
  );
