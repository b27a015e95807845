/**
 * The read-only fields of a record that a client may send back as it read them,
 * accepted on POST, PUT and PATCH of every resource and ignored. `company_uuid` must still name the
 * caller's company, which each resource checks; each resource adds its own id, which it compares
 * with the path.
 */
import * as z from '../schema';
import { UUID_JSON_SCHEMA } from './text-schema';

export const readOnlyRecordFields = {
  company_uuid: z.optional(
    z.documented(z.string(), {
      ...UUID_JSON_SCHEMA,
      description:
        "Read-only, ignored; must name the caller's company (the path's company_uuid where the path has one), in any letter case",
    }),
  ),
  created_at: z.optional(z.unknown()),
  updated_at: z.optional(z.unknown()),
  limits: z.optional(z.unknown()),
  image_url: z.optional(z.unknown()),
};
