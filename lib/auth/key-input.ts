/** What a client may send to issue a key (POST me/keys), and the keys list's query. */
import * as z from '../schema';
import { codePointString } from '../data/text-schema';
import type { WritableName } from '../data/entity';
import { type SameNames, assertSameNames } from '../data/writable-fields';
import type { USER_KEY } from './key-record';

/** The most days a key issued through the API may live. */
export const MAX_KEY_DAYS = 365;

export const KeyCreate = z.strictObject({
  name: codePointString(1, 100),
  expires_in_days: z.optional(
    z.nullable(
      z.documented(
        z
          .int({ message: `Must be a whole number of days from 1 to ${MAX_KEY_DAYS}, or null` })
          .check(z.minimum(1), z.maximum(MAX_KEY_DAYS)),
        {
          description: `The key expires after this many days (1–${MAX_KEY_DAYS}); null or omitted: never`,
        },
      ),
    ),
  ),
});
export type KeyCreate = z.output<typeof KeyCreate>;

// The key's own fields are exactly the model's writable ones (beside its lifetime).
assertSameNames<SameNames<Exclude<keyof KeyCreate, 'expires_in_days'>, WritableName<typeof USER_KEY>>>();
