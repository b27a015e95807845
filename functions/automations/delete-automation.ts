import { deleteAutomation } from '../../lib/automations/automations';
import { api } from '../../lib/http/api';
import { noContent } from '../../lib/http/responses';

export const handler = api({ route: 'deleteAutomation' }).handler(async ({ companyUuid, path, headers }) => {
  await deleteAutomation({ companyUuid, id: path.automation_uuid, ifMatch: headers['if-match'] });
  return noContent();
});
