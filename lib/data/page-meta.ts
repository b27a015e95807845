/** The `meta` of a list page, apart from list.ts (its query schemas) so list reads bundle no schema. */
import type { ListParams, Page } from './list';

/** The `meta` of a page: `total_pages` is 0 when `total` is 0. */
export function pageMeta<SortColumn extends string>(
  params: ListParams<SortColumn>,
  total: number,
): Page<unknown>['meta'] {
  return {
    page: params.page,
    page_size: params.page_size,
    total,
    total_pages: Math.ceil(total / params.page_size),
    sort_by: params.sort_by,
    sort_order: params.sort_order,
  };
}
