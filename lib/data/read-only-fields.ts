/**
 * The read-only fields of a record that a client may send back as it read them (contract §1),
 * accepted on POST, PUT and PATCH of every resource and ignored. Each resource adds its own ids,
 * which it compares with the path.
 */
import * as z from '../schema';

export const readOnlyRecordFields = {
  created_at: z.optional(z.unknown()),
  updated_at: z.optional(z.unknown()),
  limits: z.optional(z.unknown()),
  image_url: z.optional(z.unknown()),
};
