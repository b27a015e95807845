/**
 * The deploy settings of the app-data route where they differ from the defaults
 * (lib/http/route-settings.ts merges every resource's). Deploy-only: no handler imports it.
 */
import type { ResourceSettings } from '../../lib/http/deploy-settings';

export const settings = {
  getAppData: { access: { table: { 'COMPANY#*': ['Query'] } } },
} as const satisfies ResourceSettings<'app-data'>;
