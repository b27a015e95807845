/**
 * The query parameters of the categories list, apart from the body schemas in
 * category-input.ts so that the list function bundles none of them.
 */
import * as z from '../schema';
import { boundedListQuery, listQueryShape } from '../data/list';
import { CATEGORY_GROUPS, CATEGORY_SORT_COLUMNS } from './category';

/** List query: the shared list parameters plus the `category_group` filter. */
export const CategoryListQuery = boundedListQuery(
  z.object({
    ...listQueryShape(CATEGORY_SORT_COLUMNS),
    category_group: z.optional(z.enum(CATEGORY_GROUPS)),
  }),
);
export type CategoryListQuery = z.output<typeof CategoryListQuery>;
