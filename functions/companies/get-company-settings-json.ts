import { SettingsJsonQuery, settingsFiles } from '../../lib/companies/company-settings-file';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'getCompanySettingsJson', query: SettingsJsonQuery }).handler(
  async ({ companyUuid, query }) => {
    return ok(await settingsFiles.exportSetting(companyUuid, query.settings_name));
  },
);
