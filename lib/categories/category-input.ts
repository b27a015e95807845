/**
 * What a client may send for a category: the zod schemas of the POST, PUT and PATCH
 * bodies and their output types. Only the handlers that take a body import this module: the
 * schemas are built at module scope, which no bundler can drop, and a read needs none of them.
 */
import * as z from '../schema';
import { readOnlyRecordFields } from '../data/read-only-fields';
import { codePointString } from '../data/text-schema';
import type { WritableName } from '../data/entity';
import { type SameNames, assertSameNames } from '../data/writable-fields';
import { type CATEGORY, CATEGORY_GROUPS } from './category';

const Name = codePointString(1, 200);
const Description = z.nullable(codePointString(0, 2000));
const Group = z.enum(CATEGORY_GROUPS);
/** Read-only fields a client may send back as it read them; the uuids are compared, the rest ignored. */
const readOnlyFields = {
  category_uuid: z.optional(
    z.documented(z.string(), {
      description:
        "Read-only, ignored; on PUT and PATCH it must equal the path's category_uuid (any letter case), else 422 `mismatch`",
    }),
  ),
  ...readOnlyRecordFields,
};

/** POST body: `name` and `category_group` required. */
export const CategoryCreate = z.strictObject({
  name: Name,
  description: z.optional(Description),
  category_group: Group,
  ...readOnlyFields,
});
export type CategoryCreate = z.output<typeof CategoryCreate>;

/** PUT body: replaces every editable field; an omitted `category_group` keeps the stored one. */
export const CategoryReplace = z.documented(
  z.strictObject({
    name: Name,
    description: z.optional(Description),
    category_group: z.optional(Group),
    ...readOnlyFields,
  }),
  {
    description:
      'Replaces every editable field: an omitted `description` resets to null; an omitted `category_group` keeps the stored one',
  },
);
export type CategoryReplace = z.output<typeof CategoryReplace>;

/** PATCH body: changes only the fields sent. */
export const CategoryPatch = z.strictObject({
  name: z.optional(Name),
  description: z.optional(Description),
  category_group: z.optional(Group),
  ...readOnlyFields,
});
export type CategoryPatch = z.output<typeof CategoryPatch>;

// Each body writes exactly the model's writable fields (beside the read-only ones it may send back).
type BodyFields<Body> = Exclude<keyof Body, keyof typeof readOnlyFields>;
assertSameNames<SameNames<BodyFields<CategoryCreate>, WritableName<typeof CATEGORY>>>();
assertSameNames<SameNames<BodyFields<CategoryReplace>, WritableName<typeof CATEGORY>>>();
assertSameNames<SameNames<BodyFields<CategoryPatch>, WritableName<typeof CATEGORY>>>();
