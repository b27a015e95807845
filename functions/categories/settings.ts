/**
 * The deploy settings of the categories routes where they differ from the defaults
 * (lib/http/route-settings.ts merges every resource's). Deploy-only: no handler imports it.
 */
import type { ResourceSettings } from '../../lib/http/deploy-settings';

export const settings = {
  listCategories: { runtime: { memorySize: 1024, timeout: 15 } },

  // A rename swaps the name item: Delete old + Put new, in the same transaction as the Update (and
  // the group's counters when the group changes).
  replaceCategory: { access: { table: { 'COMPANY#*': ['UpdateItem', 'PutItem', 'DeleteItem'] } } },
  updateCategory: { access: { table: { 'COMPANY#*': ['UpdateItem', 'PutItem', 'DeleteItem'] } } },
} as const satisfies ResourceSettings<'categories'>;
